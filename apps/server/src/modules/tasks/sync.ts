import {
  assigneeFor,
  earliestClosing,
  resolvedByChecklist,
  taskDates,
  taskTypeDefinition,
  taskTypesFor,
  type BookingAnchors,
  type ReassignmentRule,
  type TaskTypeDefinition,
  type TeamScope,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { NewTask, TaskRow } from '../../platform/db/schema/index.ts';
import { ensureChecklist } from '../checklists/repo.ts';
import { newRecord } from '../checklists/records-repo.ts';
import * as repo from './repo.ts';

/**
 * Task generation (issue 12 part 1, docs/decisions.md "Tasks"): `syncBookingTasks` brings a booking's task rows in
 * line with the booking, in the transaction of the change that causes it. It is idempotent: the same cause twice
 * leaves one row per type (the unique key (booking, type) and `on conflict do nothing`), and a second run with
 * nothing changed writes nothing.
 *
 * - a type the booking gets (category, checklist items present) whose anchor date is known gets its row,
 *   assigned by the domain's assigneeFor (a team that takes it, else the agent or the rule's user; client
 *   tasks the contact person);
 * - open rows follow their anchor when the booking's dates move;
 * - the checklist resolves and reopens rows (resolvedByChecklist); rows resolved by hand keep their state;
 * - an archived booking's open rows are hidden, a restored one's shown again;
 * - when the agent or contact person changes, the open rows that were theirs follow to the new one.
 *
 * The caller has looked the booking up under its actor's scope; the booking's checklist is made if it has none yet.
 */

export interface TaskContext {
  teams: TeamScope[];
  rules: ReassignmentRule[];
}

export interface SyncOptions {
  now?: Date;
  /** Teams and rules read once by a caller that syncs many bookings (the seed). */
  context?: TaskContext;
  /** The agent and contact before the change that calls this: their open rows move to the new ones. */
  previous?: { agentId: string | null; contactId: string | null };
}

export async function loadTaskContext(db: DbOrTx): Promise<TaskContext> {
  return { teams: await repo.teamScopes(db), rules: await repo.reassignmentRules(db) };
}

/** The anchors of a booking as the domain reads them. */
export function anchorsOf(booking: repo.BookingForTasks): BookingAnchors {
  return {
    category: booking.category,
    ets: booking.etd,
    eta: booking.eta,
    closing: earliestClosing(booking.portTerms),
  };
}

type Item = { checked: boolean; stages: { id: string; checked: boolean }[] };

/** The booking as its checklist is made from (the template's conditional items follow the cargo). */
const recordOf = (booking: repo.BookingForTasks) =>
  newRecord({
    kind: 'bookings',
    id: booking.id,
    clientId: booking.clientId,
    carrierId: booking.carrierId,
    category: booking.category,
    containers: booking.cargo,
    vgmSubmittedBy: booking.vgm,
  });

/** The cargo facts that decide which conditional checklist items (and so task types) a booking gets. */
export const templateFacts = (booking: repo.BookingForTasks) => recordOf(booking).facts;

async function checklistOf(db: DbOrTx, booking: repo.BookingForTasks): Promise<Map<string, Item>> {
  const read = () => repo.checklistStateOf(db, booking.id);
  let rows = await read();
  if (rows.length === 0) {
    // Bookings from before checklists get theirs on first use (decision 36); tasks follow its items.
    await ensureChecklist(db, recordOf(booking));
    rows = await read();
  }
  return new Map(rows.map((r) => [r.itemId, { checked: r.checked, stages: r.stages }]));
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** A new row of a type for the booking. */
export function newTaskRow(
  definition: TaskTypeDefinition,
  booking: Pick<
    repo.BookingForTasks,
    'id' | 'clientId' | 'carrierId' | 'category' | 'archived' | 'agentId' | 'contactId'
  >,
  dates: { dueDate: Date; createAt: Date },
  context: TaskContext,
  resolved: boolean,
  now: Date,
): NewTask {
  const assignee = assigneeFor(definition, booking, context.teams, context.rules);
  return {
    bookingId: booking.id,
    clientId: booking.clientId,
    type: definition.type,
    department: definition.department,
    userRole: definition.userRole,
    carrierId: booking.carrierId,
    category: booking.category,
    dueDate: dates.dueDate,
    createAt: dates.createAt,
    show: !booking.archived,
    resolved,
    resolvedAt: resolved ? now : null,
    assignedUserId: assignee.userId,
    teamId: assignee.teamId,
    manualResolve: definition.manualResolve,
    checklistItemId: definition.checklist?.itemId ?? null,
    checklistStageId: definition.checklist?.stageId ?? null,
  };
}

/** What changes on an existing row, or null. */
function changesOf(
  row: TaskRow,
  definition: TaskTypeDefinition,
  dates: { dueDate: Date; createAt: Date } | null,
  fromChecklist: boolean | null,
  booking: repo.BookingForTasks,
  context: TaskContext,
  options: SyncOptions,
  now: Date,
): Partial<NewTask> | null {
  const change: Partial<NewTask> = {};
  if (fromChecklist !== null && fromChecklist !== row.resolved) {
    change.resolved = fromChecklist;
    change.resolvedAt = fromChecklist ? now : null;
    change.resolvedById = null;
  }
  const open = !(change.resolved ?? row.resolved);
  // Rows made by a cause keep the dates the cause gave them.
  if (open && dates && !definition.causeOnly) {
    if (!sameTime(row.dueDate, dates.dueDate)) change.dueDate = dates.dueDate;
    if (!sameTime(row.createAt, dates.createAt)) {
      change.createAt = dates.createAt;
      change.notifiedAt = null;
    }
  }
  if (open && options.previous) {
    const was = options.previous;
    const mine = row.teamId === null;
    if (row.userRole === 'client' && mine && row.assignedUserId === was.contactId)
      change.assignedUserId = booking.contactId;
    if (row.userRole === 'staff' && mine) {
      const before = assigneeFor(definition, { ...booking, agentId: was.agentId }, [], context.rules);
      if (row.assignedUserId === before.userId)
        change.assignedUserId = assigneeFor(definition, booking, context.teams, context.rules).userId;
    }
    if (change.assignedUserId === row.assignedUserId) delete change.assignedUserId;
  }
  return Object.keys(change).length > 0 ? change : null;
}

/** Brings the booking's tasks in line with it; answers how many rows it wrote (0: nothing changed). */
export async function syncBookingTasks(
  db: DbOrTx,
  bookingId: string,
  options: SyncOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const booking = await repo.bookingForTasks(db, bookingId);
  if (!booking) return 0;
  const context = options.context ?? (await loadTaskContext(db));
  const items = await checklistOf(db, booking);
  const anchors = anchorsOf(booking);
  const rows = await repo.tasksOfBooking(db, bookingId);
  // A payment's tasks (one of each type per payment) are the payments module's; the booking's own are one a type.
  const existing = new Map(rows.filter((r) => r.paymentReference === null).map((r) => [r.type, r]));
  let written = 0;

  const fresh: NewTask[] = [];
  for (const definition of taskTypesFor(booking.category, new Set(items.keys()))) {
    if (existing.has(definition.type)) continue;
    const dates = taskDates(definition, anchors);
    if (!dates) continue;
    const item = definition.checklist ? items.get(definition.checklist.itemId) : undefined;
    fresh.push(
      newTaskRow(definition, booking, dates, context, resolvedByChecklist(definition, item) ?? false, now),
    );
  }
  written += await repo.insertTasks(db, fresh);

  for (const row of rows) {
    const definition = taskTypeDefinition(row.type);
    if (!definition) continue;
    const item = definition.checklist ? items.get(definition.checklist.itemId) : undefined;
    const dates = definition.causeOnly ? null : taskDates(definition, anchors);
    const change = changesOf(
      row,
      definition,
      dates,
      resolvedByChecklist(definition, item),
      booking,
      context,
      options,
      now,
    );
    if (change) {
      await repo.updateTask(db, row.id, change);
      written += 1;
    }
  }
  written += await repo.showOpenTasks(db, bookingId, !booking.archived);
  return written;
}
