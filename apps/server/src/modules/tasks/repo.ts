import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { actorIsStaff, type Actor, type ReassignmentRule, type TeamScope } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookings,
  checklistItems,
  taskReassignmentRules,
  tasks,
  teamMembers,
  teams,
  users,
  type NewTask,
  type TaskRow,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';

/**
 * The tasks of bookings (issue 12, spec 000 §2 "My Day", §3 "Task"). Reads take the actor and apply its client and
 * carrier scope; a customer reads only client-role tasks (row-level security repeats both, migration 0017).
 * Writes are called by the services after they looked the task or booking up under the actor's scope.
 */

/** Counting stops this many rows on ("100+"), as the booking lists (docs/decisions.md 38). */
export const COUNT_CAP = 100;

/** The scope of every task read: the actor's client and carriers; a customer's client-role tasks only. */
export function taskScope(actor: Actor): SQL | undefined {
  return and(
    clientScope(actor, tasks.clientId),
    carrierScope(actor, tasks.carrierId),
    actorIsStaff(actor) ? undefined : eq(tasks.userRole, 'client'),
  );
}

/** Every team with what it takes, in name order (assigneeFor takes the first that matches). */
export async function teamScopes(db: DbOrTx): Promise<TeamScope[]> {
  return db
    .select({
      id: teams.id,
      teamType: teams.teamType,
      carriers: teams.carriers,
      categories: teams.categories,
      checklistItems: teams.checklistItems,
      taskTypes: teams.taskTypes,
    })
    .from(teams)
    .orderBy(asc(teams.name), asc(teams.id));
}

export async function reassignmentRules(db: DbOrTx): Promise<ReassignmentRule[]> {
  return db
    .select({
      fromUserId: taskReassignmentRules.fromUserId,
      carrierId: taskReassignmentRules.carrierId,
      toUserId: taskReassignmentRules.toUserId,
    })
    .from(taskReassignmentRules);
}

/** The teams a user belongs to: their list holds those teams' tasks too (spec 000 §6). */
export async function teamIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  return rows.map((r) => r.id);
}

/** What generation reads of a booking: category, dates, people, archived flag, cargo and the request's VGM side. */
export async function bookingForTasks(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      clientId: bookings.clientId,
      carrierId: bookings.carrierId,
      category: bookings.category,
      archived: bookings.archived,
      etd: bookings.etd,
      eta: bookings.eta,
      portTerms: bookings.portTerms,
      agentId: bookings.agentId,
      contactId: bookings.contactId,
      cargo: bookings.cargo,
      vgm: sql<
        'CLIENT' | 'ADMIN' | null
      >`(select r.vgm_submitted_by from booking_requests r where r.id = ${bookings.requestId})`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export type BookingForTasks = NonNullable<Awaited<ReturnType<typeof bookingForTasks>>>;

/** The checklist items present on a booking, as the actor sees them (which task types it gets). */
export async function checklistItemIds(db: DbOrTx, actor: Actor, bookingId: string): Promise<Set<string>> {
  const rows = await db
    .select({ itemId: checklistItems.itemId })
    .from(checklistItems)
    .where(
      and(
        eq(checklistItems.recordKind, 'bookings'),
        eq(checklistItems.recordId, bookingId),
        clientScope(actor, checklistItems.clientId),
      ),
    );
  return new Set(rows.map((r) => r.itemId));
}

/** The checked state of a booking's checklist items and stages (generation's own read). */
export async function checklistStateOf(db: DbOrTx, bookingId: string) {
  return db
    .select({ itemId: checklistItems.itemId, checked: checklistItems.checked, stages: checklistItems.stages })
    .from(checklistItems)
    .where(and(eq(checklistItems.recordKind, 'bookings'), eq(checklistItems.recordId, bookingId)));
}

/** A booking's task rows (generation's own read: the caller has scoped the booking). */
export async function tasksOfBooking(db: DbOrTx, bookingId: string): Promise<TaskRow[]> {
  return db.select().from(tasks).where(eq(tasks.bookingId, bookingId));
}

/** The tasks of one weekly payment (PAYMENT_APPROVAL, CLEAR_INVOICE), locked for a change when asked. */
export async function paymentTasksOf(
  db: DbOrTx,
  bookingId: string,
  reference: string,
  options: { lock?: boolean } = {},
): Promise<TaskRow[]> {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.bookingId, bookingId), eq(tasks.paymentReference, reference)))
    .orderBy(asc(tasks.type));
  return options.lock ? query.for('update') : query;
}

/** Inserts new task rows; a row whose booking already has its type (and payment) is skipped (the unique key). */
export async function insertTasks(db: DbOrTx, rows: NewTask[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db.insert(tasks).values(rows).onConflictDoNothing().returning({ id: tasks.id });
  return written.length;
}

export async function updateTask(db: DbOrTx, id: string, values: Partial<NewTask>): Promise<void> {
  await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tasks.id, id));
}

/** Tasks by id as the actor may see them, locked for a change when asked. */
export async function findTasks(
  db: DbOrTx,
  actor: Actor,
  ids: readonly string[],
  options: { lock?: boolean } = {},
): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(tasks)
    .where(and(inArray(tasks.id, [...ids]), taskScope(actor)))
    .orderBy(asc(tasks.id));
  return options.lock ? query.for('update') : query;
}

/** Assigns tasks to a user: a task belongs to a user or a team, never both. */
export async function assignTasks(db: DbOrTx, ids: readonly string[], userId: string): Promise<void> {
  await db
    .update(tasks)
    .set({ assignedUserId: userId, teamId: null, updatedAt: new Date() })
    .where(inArray(tasks.id, [...ids]));
}

/**
 * The booking's open task rows move with its archive flag: archiving hides them; restoring shows them again,
 * except a follow-up whose check was resolved since (resolving the check hid it).
 */
export async function showOpenTasks(db: DbOrTx, bookingId: string, show: boolean): Promise<number> {
  const rows = await db
    .update(tasks)
    .set({ show, updatedAt: new Date() })
    .where(
      and(
        eq(tasks.bookingId, bookingId),
        sql`not ${tasks.resolved} and ${tasks.show} <> ${show}`,
        show
          ? // Qualified by hand: inside the subquery an unqualified column would be the inner row's.
            sql`(tasks.follow_up_of is null or exists (select 1 from tasks c where c.id = tasks.follow_up_of and not c.resolved))`
          : undefined,
      ),
    )
    .returning({ id: tasks.id });
  return rows.length;
}

/** My Day's filter, resolved by the service: whose list, which department, and the table's filters. */
export interface MyDayFilter {
  /** Null: every department (a customer's list of their client tasks). */
  department: 'operations' | 'accounting' | null;
  /** A user's list (their own tasks and their teams'), or every task of the department. */
  assignee: { kind: 'user'; userId: string; teamIds: string[] } | { kind: 'all' };
  status?: 'Overdue' | 'Pending' | undefined;
  carrier?: string | undefined;
  payDate?: string | undefined;
  clientTasks: boolean;
  page: number;
  perPage: number;
  now: Date;
}

/**
 * The conditions of a list, written so the planner matches the partial indexes of migration 0017 (the literal
 * `show and not resolved`): one branch per owner (the user, each of their teams) or one for 'all'.
 */
function branches(actor: Actor, f: MyDayFilter): SQL[] {
  const staff = actorIsStaff(actor);
  const now = f.now.toISOString();
  const common = and(
    sql`${tasks.show} and not ${tasks.resolved}`,
    f.department ? eq(tasks.department, f.department) : undefined,
    sql`${tasks.createAt} <= ${now}::timestamptz`,
    staff ? (f.clientTasks ? undefined : eq(tasks.userRole, 'staff')) : eq(tasks.userRole, 'client'),
    f.status === 'Overdue' ? sql`${tasks.dueDate} < ${now}::timestamptz` : undefined,
    f.status === 'Pending' ? sql`${tasks.dueDate} >= ${now}::timestamptz` : undefined,
    f.carrier ? eq(tasks.carrierId, f.carrier) : undefined,
    f.payDate ? eq(tasks.payDate, f.payDate) : undefined,
    taskScope(actor),
  )!;
  if (f.assignee.kind === 'all') return [common];
  return [
    and(common, eq(tasks.assignedUserId, f.assignee.userId))!,
    ...f.assignee.teamIds.map((teamId) => and(common, eq(tasks.teamId, teamId))!),
  ];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One page of My Day in due-date order with its capped count, in one statement: each branch reads its index range
 * in order up to the end of the page (at least COUNT_CAP + 1 rows, so the same rows also give the count), and the
 * branches merge (a user's own tasks and their teams' never overlap: a task has a user or a team). The cost is
 * bounded by the page, not by the size of anyone's backlog.
 */
export async function listMyDay(db: DbOrTx, actor: Actor, f: MyDayFilter) {
  const before = (f.page - 1) * f.perPage;
  const reach = Math.max(before + f.perPage + 1, COUNT_CAP + 1);
  const ordered = sql.join(
    branches(actor, f).map(
      (where) =>
        sql`(select ${tasks.id} as id, ${tasks.dueDate} as due from ${tasks} where ${where} order by ${tasks.dueDate}, ${tasks.id} limit ${reach})`,
    ),
    sql` union all `,
  );
  const page = rowsOf<{ id: string; n: number }>(
    await db.execute(
      sql`select id, count(*) over ()::int as n from (${ordered}) u order by due, id limit ${f.perPage + 1} offset ${before}`,
    ),
  );
  const more = page.length > f.perPage;
  const rows = await taskRowsInOrder(
    db,
    actor,
    page.slice(0, f.perPage).map((r) => r.id),
  );
  if (!more) return { rows, count: before + rows.length, countCapped: false };
  // What the branches read, each up to `reach`: exact while it stays within the cap.
  const n = page[0]!.n;
  if (n <= COUNT_CAP && n > before + rows.length) return { rows, count: n, countCapped: false };
  return { rows, count: Math.max(COUNT_CAP, before + rows.length + 1), countCapped: true };
}

/** A task with what its row shows: the booking's B/L number, the user's and the team's names, its open follow-up. */
const rowColumns = {
  task: tasks,
  blNumber: bookings.blNumber,
  userFirst: users.firstName,
  userLast: users.lastName,
  teamName: teams.name,
  followUpId: sql<
    string | null
  >`(select f.id from tasks f where f.follow_up_of = ${tasks.id} and f.show and not f.resolved limit 1)`,
};

export type TaskRowData = {
  task: TaskRow;
  blNumber: string | null;
  userFirst: string | null;
  userLast: string | null;
  teamName: string | null;
  followUpId: string | null;
};

/** Rows of the ids, in the ids' order, as the actor may see them. */
export async function taskRowsInOrder(db: DbOrTx, actor: Actor, ids: string[]): Promise<TaskRowData[]> {
  if (ids.length === 0) return [];
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = await db
    .select(rowColumns)
    .from(tasks)
    .innerJoin(bookings, eq(bookings.id, tasks.bookingId))
    .leftJoin(users, eq(users.id, tasks.assignedUserId))
    .leftJoin(teams, eq(teams.id, tasks.teamId))
    .where(and(inArray(tasks.id, ids), taskScope(actor)));
  return rows.sort((a, b) => order.get(a.task.id)! - order.get(b.task.id)!);
}

/** Every task row of a booking the actor may see (the booking's progress). */
export async function bookingTaskRows(db: DbOrTx, actor: Actor, bookingId: string): Promise<TaskRowData[]> {
  return db
    .select(rowColumns)
    .from(tasks)
    .innerJoin(bookings, eq(bookings.id, tasks.bookingId))
    .leftJoin(users, eq(users.id, tasks.assignedUserId))
    .leftJoin(teams, eq(teams.id, tasks.teamId))
    .where(and(eq(tasks.bookingId, bookingId), taskScope(actor)));
}

/**
 * The periodic job: open tasks whose show date has come are marked announced, at most `limit` a run; answers the
 * clients and carriers they belong to, for the live events.
 */
export async function announceDueTasks(db: DbOrTx, now: Date, limit: number) {
  return rowsOf<{ clientId: string; carrierIds: string[] }>(
    await db.execute(sql`
      with due as (
        select id from ${tasks}
        where ${tasks.show} and not ${tasks.resolved} and ${tasks.notifiedAt} is null
          and ${tasks.createAt} <= ${now.toISOString()}::timestamptz
        order by ${tasks.createAt}
        limit ${limit}
        for update skip locked),
      marked as (
        update ${tasks} set notified_at = ${now.toISOString()}::timestamptz
        from due where ${tasks.id} = due.id
        returning ${tasks.clientId} as client_id, ${tasks.carrierId} as carrier_id)
      select client_id as "clientId", array_agg(distinct carrier_id) as "carrierIds"
      from marked group by client_id`),
  );
}
