/** Task and My Day messages: the spec's words where it has them (spec 000 §2 "My Day", §8), ours otherwise. */
export const TASK_MESSAGES = {
  empty: 'No tasks found for your filter criteria. Try changing filters.',
  assignFailed: 'Error assigning task. Please try again.',
  missingBooking:
    "It appears that the booking you selected doesn't exist, please contact an administrator for further instructions.",
  chooseUser: 'Choose a user to assign the tasks to.',
  chooseTasks: 'Select at least one task.',
  tooManyTasks: 'Assign at most 100 tasks at a time.',
  notAssignable: 'Tasks can only be assigned to staff members.',
  taskNotFound: 'This task does not exist or is not yours to see.',
  noManualResolve: 'This task is resolved by its checklist item, not by hand.',
  cannotDecline: 'Only a check that can be declined can be declined.',
  assigned: (count: number) => (count === 1 ? 'Task assigned.' : `${count} tasks assigned.`),
  resolved: 'Task resolved.',
  unresolved: 'Task reopened.',
  declined: 'Check declined: the follow-up task is on its way.',
  somethingWrongSent: 'Thank you: your agent will check the file.',
  somethingWrongExists: 'Your agent is already checking this file.',
} as const;
