import { and, eq, inArray, sql } from 'drizzle-orm';
import { taskDates, taskTypeDefinition } from '@portal/domain';
import type { DbOrTx } from '../platform/db/client.ts';
import {
  bookingActivity,
  bookings,
  clients,
  taskReassignmentRules,
  tasks,
  teams,
  users,
} from '../platform/db/schema/index.ts';
import * as repo from '../modules/tasks/repo.ts';
import { anchorsOf, loadTaskContext, newTaskRow, syncBookingTasks } from '../modules/tasks/sync.ts';
import {
  DEMO_CLIENTS,
  DEMO_REASSIGNMENT_RULES,
  DEMO_TEAMS,
  DEMO_USERS,
  type DemoUserKey,
} from './demo-users.ts';
import { demoPeople } from './demo-people.ts';

/**
 * The demo's tasks (issue 12): the teams take what DEMO_TEAMS names, two reassignment rules, then every demo
 * booking's tasks made by the server's own generation (modules/tasks/sync.ts), so My Day is full on a first look:
 * overdue and pending work for the operations, sales, accounting and superadmin members, tasks the checklist
 * resolved, a file check a customer asked for, and a declined commission check with its correction. Idempotent:
 * generation is, and the extras are added only when missing.
 */

const HOUR = 3_600_000;

export async function seedDemoTasks(db: DbOrTx, now: Date): Promise<{ demoTasks: number }> {
  const people = await demoPeople(db);
  const person = (key: DemoUserKey) =>
    people.find((p) => p.email === DEMO_USERS[key].emailAddress.toLowerCase());

  // Teams seeded before tasks existed take what the demo names, unless someone gave them work since.
  for (const team of DEMO_TEAMS)
    await db
      .update(teams)
      .set({ checklistItems: [...team.checklistItems], taskTypes: [...team.taskTypes] })
      .where(
        and(
          eq(teams.name, team.name),
          sql`cardinality(${teams.checklistItems}) = 0 and cardinality(${teams.taskTypes}) = 0`,
        ),
      );
  const rules = DEMO_REASSIGNMENT_RULES.flatMap((r) => {
    const from = person(r.from);
    const to = person(r.to);
    return from && to ? [{ fromUserId: from.id, carrierId: r.carrierId, toUserId: to.id }] : [];
  });
  if (rules.length > 0) await db.insert(taskReassignmentRules).values(rules).onConflictDoNothing();
  // The accounting member last worked the Accounting tab, so his My Day opens on accounting (spec 000 §9).
  const accounting = person('accounting');
  if (accounting)
    await db
      .update(users)
      .set({ lastOpenedChecklistTab: 'accounting' })
      .where(and(eq(users.id, accounting.id), sql`${users.lastOpenedChecklistTab} is null`));

  const demoBookings = await db
    .select({ id: bookings.id, reference: bookings.customerReference, contactId: bookings.contactId })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .where(
      inArray(
        clients.erpClientId,
        Object.values(DEMO_CLIENTS).map((c) => c.erpClientId),
      ),
    )
    .orderBy(bookings.id);
  if (demoBookings.length === 0) return { demoTasks: 0 };
  const context = await loadTaskContext(db);
  for (const b of demoBookings) await syncBookingTasks(db, b.id, { now, context });

  const byReference = (reference: string) => demoBookings.find((b) => b.reference === reference);
  // A customer found something wrong on Hanse's DAL export at sea (the file check of 'Mark that something is
  // wrong'), for its agent, the superadmin.
  const reported = byReference('HM-4419');
  const jonas = person('customerB1');
  if (reported && jonas) await fileCheck(db, reported.id, jonas, now, context);
  // Accounting declined Hanse's commission check: the correction is on its way.
  const declined = byReference('HM-4302');
  if (declined) await declinedCommission(db, declined.id, now, context);

  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(
      inArray(
        tasks.bookingId,
        demoBookings.map((b) => b.id),
      ),
    );
  return { demoTasks: count?.n ?? 0 };
}

async function fileCheck(
  db: DbOrTx,
  bookingId: string,
  by: { id: string; first: string; last: string },
  now: Date,
  context: Awaited<ReturnType<typeof loadTaskContext>>,
) {
  const existing = (await repo.tasksOfBooking(db, bookingId)).find((t) => t.type === 'FILE_CHECK');
  if (existing) return;
  const booking = (await repo.bookingForTasks(db, bookingId))!;
  const definition = taskTypeDefinition('FILE_CHECK')!;
  const at = new Date(now.getTime() - 3 * HOUR);
  const comment = 'The consignee on the B/L draft is still our old Pretoria address.';
  const dates = taskDates(definition, anchorsOf(booking), at)!;
  await repo.insertTasks(db, [
    { ...newTaskRow(definition, booking, dates, context, false, at), show: true, additionalInfo: comment },
  ]);
  await db.insert(bookingActivity).values({
    bookingId,
    clientId: booking.clientId,
    type: 'ACTIVITY_WITH_COMMENT',
    changeType: 'MARK_SOMETHING_WRONG',
    comment,
    byUserId: by.id,
    byName: `${by.first} ${by.last}`,
    at,
  });
}

async function declinedCommission(
  db: DbOrTx,
  bookingId: string,
  now: Date,
  context: Awaited<ReturnType<typeof loadTaskContext>>,
) {
  const rows = await repo.tasksOfBooking(db, bookingId);
  const check = rows.find((t) => t.type === 'COMMISSION_CHECK');
  if (!check || rows.some((t) => t.type === 'COMMISSION_CORRECTION')) return;
  const booking = (await repo.bookingForTasks(db, bookingId))!;
  const definition = taskTypeDefinition('COMMISSION_CORRECTION')!;
  const at = new Date(now.getTime() - 26 * HOUR);
  const dates = taskDates(definition, anchorsOf(booking), at)!;
  await repo.insertTasks(db, [
    {
      ...newTaskRow(definition, booking, dates, context, false, at),
      show: true,
      followUpOf: check.id,
      additionalInfo: 'Commission booked at 2.5 % instead of the agreed 3 %.',
    },
  ]);
}
