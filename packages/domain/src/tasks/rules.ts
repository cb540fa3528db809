import type { BookingCategory } from '../bookings/api.ts';
import { TASK_TYPES, type TaskDepartment, type TaskTypeDefinition, type TaskUserRole } from './catalog.ts';

const DAY_MS = 86_400_000;

/** Display statuses (spec 000 §3 "Task"; colours §9). 'Not Created yet': the booking will get it once its date is known. */
export const TASK_STATUSES = ['Overdue', 'Resolved', 'Pending', 'Future', 'Not Created yet'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** My Day's Task status filter: the two statuses of open work on the list (spec 000 §2 "My Day"). */
export const TASK_STATUS_FILTERS = ['Overdue', 'Pending'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

/** Spec 000 §9: Overdue red, Resolved grey, Pending blue, Future green (MUI palette names). */
export const TASK_STATUS_COLOURS: Readonly<Record<TaskStatus, 'error' | 'default' | 'info' | 'success'>> = {
  Overdue: 'error',
  Resolved: 'default',
  Pending: 'info',
  Future: 'success',
  'Not Created yet': 'default',
};

export interface TaskTiming {
  resolved: boolean;
  /** When it appears on My Day (ISO timestamp). */
  createAt: string;
  /** When it is due (ISO timestamp). */
  dueDate: string;
}

/** The one display status of a task, or of a task the booking has not got yet (null). */
export function taskStatus(task: TaskTiming | null, now: Date): TaskStatus {
  if (!task) return 'Not Created yet';
  if (task.resolved) return 'Resolved';
  if (Date.parse(task.dueDate) < now.getTime()) return 'Overdue';
  if (Date.parse(task.createAt) > now.getTime()) return 'Future';
  return 'Pending';
}

/** The dates of a booking that tasks count from; the closing is the earliest of its port-term closings. */
export interface BookingAnchors {
  category: BookingCategory;
  ets: Date | null;
  eta: Date | null;
  closing: Date | null;
}

/** Closings fall back to two days before departure when the port terms give none. */
const CLOSING_FALLBACK_DAYS = 2;

function anchorDate(
  definition: TaskTypeDefinition,
  booking: BookingAnchors,
  cause: Date | null,
): Date | null {
  switch (definition.anchor) {
    case 'cause':
      return cause;
    case 'ets':
      return booking.ets;
    case 'eta':
      return booking.eta;
    case 'closing':
      return (
        booking.closing ??
        (booking.ets ? new Date(booking.ets.getTime() - CLOSING_FALLBACK_DAYS * DAY_MS) : null)
      );
  }
}

/** Due and show dates of a task type for a booking; null while its anchor date is unknown ('Not Created yet'). */
export function taskDates(
  definition: TaskTypeDefinition,
  booking: BookingAnchors,
  cause: Date | null = null,
): { dueDate: Date; createAt: Date } | null {
  const anchor = anchorDate(definition, booking, cause);
  if (!anchor) return null;
  const dueDate = new Date(anchor.getTime() + definition.offsetDays * DAY_MS);
  const createAt = new Date(
    Math.min(dueDate.getTime() - definition.leadDays * DAY_MS, cause?.getTime() ?? Infinity),
  );
  return { dueDate, createAt };
}

/**
 * The task types a booking gets from its category and checklist (the items present on it); cause-only types
 * (file check, commission correction) come from their cause.
 */
export function taskTypesFor(
  category: BookingCategory,
  checklistItemIds: ReadonlySet<string>,
): TaskTypeDefinition[] {
  return TASK_TYPES.filter(
    (t) =>
      !t.causeOnly &&
      t.categories.includes(category) &&
      (t.checklist === null || checklistItemIds.has(t.checklist.itemId)),
  );
}

/** Whether the checklist state resolves a task: its stage checked, or (without a stage) its item checked. */
export function resolvedByChecklist(
  definition: TaskTypeDefinition,
  item: { checked: boolean; stages: readonly { id: string; checked: boolean }[] } | undefined,
): boolean | null {
  if (!definition.checklist || !item) return null;
  // Tasks resolved by hand that only hang on an item's presence (the lashing certificate) keep their own state.
  if (definition.manualResolve !== 'NO_MANUAL_RESOLVE') return null;
  const { stageId } = definition.checklist;
  // A checked item is done as a whole: its stages' tasks too (the catalogue: "checking the item or stage").
  if (stageId === null || item.checked) return item.checked;
  return item.stages.find((s) => s.id === stageId)?.checked ?? false;
}

export interface TeamScope {
  id: string;
  teamType: TaskDepartment;
  carriers: readonly string[];
  categories: readonly string[];
  checklistItems: readonly string[];
  taskTypes: readonly string[];
}

/**
 * A team takes a task of its department when it names the task's checklist item (operations) or task type
 * (accounting), and its carrier and category lists are empty or name the booking's (spec 002 §3 "Team"). A team
 * that names no items or types takes no tasks: the booking's agent keeps them.
 */
export function teamTakes(
  team: TeamScope,
  task: { definition: TaskTypeDefinition; carrierId: string; category: BookingCategory },
): boolean {
  const { definition } = task;
  if (team.teamType !== definition.department) return false;
  const allows = (list: readonly string[], value: string) => list.length === 0 || list.includes(value);
  if (!allows(team.carriers, task.carrierId) || !allows(team.categories, task.category)) return false;
  if (definition.department === 'accounting') return team.taskTypes.includes(definition.type);
  return definition.checklist !== null && team.checklistItems.includes(definition.checklist.itemId);
}

/** A reassignment rule: the agent's tasks of a carrier go to another user (docs/decisions.md "Tasks"). */
export interface ReassignmentRule {
  fromUserId: string;
  carrierId: string;
  toUserId: string;
}

export type TaskAssignee = { userId: string | null; teamId: string | null; userRole: TaskUserRole };

/**
 * Who gets a new task: a client task the booking's contact person; a staff task the first team that takes it
 * (teams in name order), else the booking's agent, redirected by a reassignment rule for the carrier.
 */
export function assigneeFor(
  definition: TaskTypeDefinition,
  booking: { agentId: string | null; contactId: string | null; carrierId: string; category: BookingCategory },
  teams: readonly TeamScope[],
  rules: readonly ReassignmentRule[],
): TaskAssignee {
  if (definition.userRole === 'client')
    return { userId: booking.contactId, teamId: null, userRole: 'client' };
  const team = teams.find((t) =>
    teamTakes(t, { definition, carrierId: booking.carrierId, category: booking.category }),
  );
  if (team) return { userId: null, teamId: team.id, userRole: 'staff' };
  const rule = rules.find((r) => r.fromUserId === booking.agentId && r.carrierId === booking.carrierId);
  return { userId: rule?.toUserId ?? booking.agentId, teamId: null, userRole: 'staff' };
}

/**
 * The earliest closing of a booking's port terms (the backend format's Closings: ClosingDate dd.MM.yyyy and
 * ClosingTime HH:mm, port time). Read as UTC: a task's due day counts from it, and the port's offset moves it by
 * hours at most. Null when the terms name none that can be read.
 */
export function earliestClosing(portTerms: unknown): Date | null {
  const closings = (portTerms as { Closings?: unknown } | null)?.Closings;
  if (!Array.isArray(closings)) return null;
  let earliest: number | null = null;
  for (const c of closings as { ClosingDate?: unknown; ClosingTime?: unknown }[]) {
    const day = typeof c?.ClosingDate === 'string' ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(c.ClosingDate) : null;
    if (!day) continue;
    const time = typeof c.ClosingTime === 'string' ? /^(\d{2}):(\d{2})$/.exec(c.ClosingTime) : null;
    const at = Date.UTC(
      Number(day[3]),
      Number(day[2]) - 1,
      Number(day[1]),
      time ? Number(time[1]) : 0,
      time ? Number(time[2]) : 0,
    );
    if (!Number.isNaN(at) && (earliest === null || at < earliest)) earliest = at;
  }
  return earliest === null ? null : new Date(earliest);
}
