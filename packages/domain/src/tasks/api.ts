import { z } from 'zod';
import { BOOKING_CATEGORIES, BOOKING_PAGE_SIZES } from '../bookings/api.ts';
import { ZListAnswer, ZListQuery } from '../lists.ts';
import { ZIsoDay, ZText } from '../validation.ts';
import { MANUAL_RESOLVE_KINDS, TASK_DEPARTMENTS, TASK_USER_ROLES } from './catalog.ts';
import { TASK_MESSAGES } from './messages.ts';
import { TASK_STATUS_FILTERS, TASK_STATUSES } from './rules.ts';

const ZFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .default(false);

/**
 * GET /api/tasks (My Day, spec 000 §2; initial filter §9): a department, the assignee ('me' by default, a user id,
 * or 'all'; a user's list holds their own tasks and those of their teams), Overdue or Pending (absent: both), a
 * carrier, the pay date (accounting), and whether client tasks show. Only tasks already created are listed.
 */
export const ZTasksQuery = ZListQuery.extend({
  category: z.enum(TASK_DEPARTMENTS).default('operations'),
  assignee: z
    .union([z.literal('me'), z.literal('all'), z.string().uuid('Choose a user from the list.')])
    .default('me'),
  status: z.enum(TASK_STATUS_FILTERS).optional(),
  carrier: ZText.trim().toUpperCase().max(10).optional(),
  payDate: ZIsoDay.optional(),
  clientTasks: ZFlag,
  perPage: z.coerce
    .number()
    .int()
    .refine((v) => (BOOKING_PAGE_SIZES as readonly number[]).includes(v), 'perPage must be 10, 25 or 50.')
    .default(25),
});
export type TTasksQuery = z.infer<typeof ZTasksQuery>;

const ZNamed = z.object({ id: z.string(), name: z.string() });

export const ZTaskRow = z.object({
  id: z.string().uuid(),
  type: z.string(),
  label: z.string(),
  instruction: z.string(),
  department: z.enum(TASK_DEPARTMENTS),
  bookingId: z.string(),
  bookingCategory: z.enum(BOOKING_CATEGORIES),
  carrierId: z.string(),
  blNumber: z.string().nullable(),
  /** The payment reference of accounting tasks (the Reference column). */
  reference: z.string().nullable(),
  assignedUser: ZNamed.nullable(),
  team: ZNamed.nullable(),
  userRole: z.enum(TASK_USER_ROLES),
  dueDate: z.string(),
  createAt: z.string(),
  payDate: z.string().nullable(),
  resolved: z.boolean(),
  status: z.enum(TASK_STATUSES),
  manualResolve: z.enum(MANUAL_RESOLVE_KINDS),
  /** RESOLVE_OR_DECLINE: the follow-up task shown by a decline, while it is open. */
  followUpId: z.string().uuid().nullable(),
  checklistItemId: z.string().nullable(),
  checklistStageId: z.string().nullable(),
  additionalInfo: z.string().nullable(),
});
export type TTaskRow = z.infer<typeof ZTaskRow>;

export const ZTasksAnswer = ZListAnswer(ZTaskRow);
export type TTasksAnswer = z.infer<typeof ZTasksAnswer>;

export const ZTaskIdParams = z.object({ taskId: z.string().uuid(TASK_MESSAGES.taskNotFound) });

/** PUT /api/tasks/assignment: the toolbar's 'Assign user' (spec 000 §8: a chosen user and at least one task). */
export const ZTaskAssignment = z.object({
  userId: z.string({ error: TASK_MESSAGES.chooseUser }).uuid(TASK_MESSAGES.chooseUser),
  taskIds: z
    .array(z.string().uuid(TASK_MESSAGES.taskNotFound), { error: TASK_MESSAGES.chooseTasks })
    .min(1, TASK_MESSAGES.chooseTasks)
    .max(100, TASK_MESSAGES.tooManyTasks),
});
export type TTaskAssignment = z.infer<typeof ZTaskAssignment>;

/** PUT /api/tasks/{taskId}/resolution: resolve, reopen, or decline a RESOLVE_OR_DECLINE check (spec 000 §4 "Tasks"). */
export const TASK_RESOLUTIONS = ['resolve', 'unresolve', 'decline'] as const;
export const ZTaskResolution = z.object({ action: z.enum(TASK_RESOLUTIONS) });
export type TTaskResolution = z.infer<typeof ZTaskResolution>;

/**
 * GET /api/bookings/{id}/tasks: the booking's progress (My Day's expanded row, the progress dialog): every task
 * type it gets, with its task once created; staff see client tasks too, customers only theirs.
 */
export const ZBookingTaskEntry = z.object({
  type: z.string(),
  label: z.string(),
  department: z.enum(TASK_DEPARTMENTS),
  userRole: z.enum(TASK_USER_ROLES),
  status: z.enum(TASK_STATUSES),
  /** The due date it will have (or has). Null while the booking lacks the date it counts from. */
  dueDate: z.string().nullable(),
  task: ZTaskRow.nullable(),
});
export const ZBookingTasks = z.object({
  bookingId: z.string(),
  category: z.enum(BOOKING_CATEGORIES),
  entries: z.array(ZBookingTaskEntry),
});
export type TBookingTasks = z.infer<typeof ZBookingTasks>;

/** POST /api/bookings/{id}/something-wrong: a customer's 'Mark that something is wrong' (spec 000 §4, §6). */
export const ZSomethingWrong = z.object({
  comment: ZText.trim().max(1000, 'Keep it under 1,000 characters.').optional(),
});
export const ZSomethingWrongAnswer = z.object({ message: z.string(), created: z.boolean() });
