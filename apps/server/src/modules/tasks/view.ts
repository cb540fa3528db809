import { taskStatus, taskTypeDefinition, type TTaskRow } from '@portal/domain';
import type { TaskRowData } from './repo.ts';

/** A stored task as the API answers it (ZTaskRow): the catalogue's words, the display status at `now`. */
export function toTaskRow(data: TaskRowData, now: Date): TTaskRow {
  const { task } = data;
  const definition = taskTypeDefinition(task.type);
  const dueDate = task.dueDate.toISOString();
  const createAt = task.createAt.toISOString();
  return {
    id: task.id,
    type: task.type,
    label: definition?.label ?? task.type,
    instruction: definition?.instruction ?? '',
    department: task.department,
    bookingId: task.bookingId,
    bookingCategory: task.category,
    carrierId: task.carrierId,
    blNumber: data.blNumber,
    reference: task.paymentReference,
    assignedUser:
      task.assignedUserId && data.userFirst !== null
        ? { id: task.assignedUserId, name: `${data.userFirst} ${data.userLast ?? ''}`.trim() }
        : null,
    team: task.teamId && data.teamName !== null ? { id: task.teamId, name: data.teamName } : null,
    userRole: task.userRole,
    dueDate,
    createAt,
    payDate: task.payDate,
    resolved: task.resolved,
    status: taskStatus({ resolved: task.resolved, dueDate, createAt }, now),
    manualResolve: task.manualResolve,
    followUpId: data.followUpId,
    checklistItemId: task.checklistItemId,
    checklistStageId: task.checklistStageId,
    additionalInfo: task.additionalInfo,
  };
}
