import type { TaskDepartment } from '@portal/domain';

/**
 * Our words on My Day where the spec names a thing without quoting it (filters, columns, buttons). The spec's
 * quoted texts (the empty state, the assignment failure, the missing booking) come from the domain's TASK_MESSAGES.
 */
export const MY_DAY_TEXT = {
  title: 'My Day',
  showClientTasks: 'Show Client Tasks',
  assignedUser: 'Assigned user',
  taskStatus: 'Task status',
  bothStatuses: 'Overdue and Pending',
  payDate: 'Pay date',
  clearFilters: 'Clear filters',
  columns: {
    task: 'Task',
    blNumber: 'B/L Number',
    reference: 'Reference',
    fileNo: 'File No.',
    assignedTo: 'Assigned To',
    dueDate: 'Due Date',
    status: 'Task status',
    action: 'Action',
  },
  assignPicker: 'Assign task to user',
  assignButton: 'Assign user',
  selectHint: 'Select tasks to assign them',
  selected: (count: number) => (count === 1 ? '1 task selected' : `${count} tasks selected`),
  count: (formatted: string, one: boolean) => `${formatted} ${one ? 'task' : 'tasks'}`,
  resolve: 'Resolve',
  decline: 'Decline',
  byChecklist: 'Checklist',
  unassigned: 'Unassigned',
  expand: (label: string, bookingId: string) => `Show the progress of ${bookingId} (${label})`,
  collapse: (label: string, bookingId: string) => `Hide the progress of ${bookingId} (${label})`,
  // Begins with the card button's text (Preview), so its name says what it shows (WCAG 2.5.3).
  openPreview: (bookingId: string) => `Preview the tasks of ${bookingId}`,
  progress: (category: string) => `${category} progress`,
  openProgress: (category: string) => `Open ${category} progress`,
  resolvedOf: (resolved: number, total: number) => `${resolved} of ${total} tasks resolved`,
  notCreated: 'Not created yet',
  due: 'Due',
  previewTitle: (bookingId: string) => `File No ${bookingId}`,
  viewBooking: 'View Booking',
  preview: 'Preview',
  progressButton: 'Progress',
  selectAll: 'Select all',
  clearSelection: 'Clear selection',
  accountingTasks: 'Accounting tasks',
  tasks: 'Tasks',
  noAccountingTasks: 'This booking has no accounting tasks.',
  close: 'Close',
  loadFailed: 'The tasks could not be loaded.',
  progressFailed: 'The booking’s progress could not be loaded.',
} as const;

export const CATEGORY_LABELS: Record<TaskDepartment, string> = {
  operations: 'Operations',
  accounting: 'Accounting',
};
