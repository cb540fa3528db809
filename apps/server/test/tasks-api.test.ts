import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MESSAGES, type TBookingTasks, type TTaskRow } from '@portal/domain';
import {
  bookingActivity,
  bookings,
  clients,
  taskReassignmentRules,
  tasks,
  teams,
  users,
} from '../src/platform/db/schema/index.ts';
import { syncBookingTasks } from '../src/modules/tasks/sync.ts';
import { announceTasks } from '../src/modules/tasks/job.ts';
import { DEMO_CLIENTS, DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * Tasks and My Day (issue 12) through the API: generation from the booking's category, checklist and dates, and
 * its idempotence (the same cause twice makes one task); the list's filters, teams, client tasks, tenancy and the
 * carrier restriction; assigning (all or nothing), resolving and declining; the booking's progress; a customer's
 * 'Mark that something is wrong'; archive and agent changes; bad input answered 400 with the domain's message.
 */

let t: TestApp;
const cookies: Partial<Record<DemoUserKey, string>> = {};
const ids: Record<string, string> = {};
const tag = `TK${Date.now().toString(36).toUpperCase()}`;
const DAY = 86_400_000;
const HOUR = 3_600_000;

const call = (method: string, url: string, who?: DemoUserKey, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const sync = (id: string) => t.database.db.transaction((tx) => syncBookingTasks(tx, id));

/** The booking's rows straight from the table, by type. */
async function stored(bookingId: string) {
  const rows = await t.database.db.select().from(tasks).where(eq(tasks.bookingId, bookingId));
  return new Map(rows.map((r) => [r.type, r]));
}

/** My Day rows of this file's bookings. */
async function myDay(who: DemoUserKey, query = ''): Promise<TTaskRow[]> {
  const answer = await call('GET', `/api/tasks?perPage=50&${query}`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as TTaskRow[]).filter((r) => r.bookingId.startsWith(tag));
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of [
    'customerA1',
    'customerB1',
    'operations',
    'sales',
    'salesRestricted',
    'superadmin',
    'accounting',
  ] as const)
    cookies[who] = (await loginAs(t.app, who)).cookie;
  const db = t.database.db;
  const clientId = async (erp: string) =>
    (await db.select({ id: clients.id }).from(clients).where(eq(clients.erpClientId, erp)))[0]!.id;
  const userId = async (key: DemoUserKey) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.emailAddress, DEMO_USERS[key].emailAddress))
    )[0]!.id;
  for (const key of ['superadmin', 'operations', 'sales', 'customerA1', 'customerB1', 'accounting'] as const)
    ids[key] = await userId(key);
  const alpina = await clientId(DEMO_CLIENTS.A.erpClientId);
  const hanse = await clientId(DEMO_CLIENTS.B.erpClientId);
  const now = Date.now();
  // Sailed an hour over a day ago: depot out, gate in and loading are overdue, invoicing is pending.
  const sailed = new Date(now - DAY - HOUR);
  await db.insert(bookings).values([
    {
      id: `${tag}-A1`,
      clientId: alpina,
      carrierId: 'DAL',
      category: 'Export',
      etd: sailed,
      eta: new Date(now + 20 * DAY),
      blNumber: `BL${tag}`,
      agentId: ids.superadmin,
      contactId: ids.customerA1,
    },
    {
      id: `${tag}-A2`,
      clientId: alpina,
      carrierId: 'CMA',
      category: 'Import',
      etd: new Date(now - 30 * DAY),
      eta: new Date(now - DAY),
      agentId: ids.superadmin,
      contactId: ids.customerA1,
    },
    // No dates yet: every task is 'Not Created yet'.
    { id: `${tag}-A3`, clientId: alpina, carrierId: 'DAL', category: 'Export', agentId: ids.superadmin },
    {
      id: `${tag}-B1`,
      clientId: hanse,
      carrierId: 'HSG',
      category: 'Export',
      etd: sailed,
      eta: new Date(now + 20 * DAY),
      agentId: ids.operations,
      contactId: ids.customerB1,
    },
  ]);
  // The superadmin's CMA tasks go to the sales member (a reassignment rule).
  await db
    .insert(taskReassignmentRules)
    .values({ fromUserId: ids.superadmin!, carrierId: 'CMA', toUserId: ids.sales! })
    .onConflictDoNothing();
  for (const id of ['A1', 'A2', 'A3', 'B1']) await sync(`${tag}-${id}`);
}, 60_000);
afterAll(async () => t?.close());

describe('generation (syncBookingTasks)', () => {
  it('makes the types of the category and checklist whose dates are known, assigned by the team, rule or agent', async () => {
    const a1 = await stored(`${tag}-A1`);
    const [exportOps] = await t.database.db.select().from(teams).where(eq(teams.name, 'Export Operations'));
    const [salesTeam] = await t.database.db
      .select()
      .from(teams)
      .where(eq(teams.name, 'Sales & Customer Service'));
    // DAL is not Export Operations' carrier: the agent keeps depot out and gate in; the B/L goes to sales' team.
    expect(a1.get('DEPOT_OUT')).toMatchObject({ assignedUserId: ids.superadmin, teamId: null, show: true });
    expect(a1.get('BL_DRAFT_CREATE')).toMatchObject({ assignedUserId: null, teamId: salesTeam!.id });
    expect(a1.get('VGM')).toMatchObject({ userRole: 'client', assignedUserId: ids.customerA1 });
    expect(a1.get('FILE_CHECK')).toBeUndefined();
    expect(a1.has('RELEASE')).toBe(false);
    const b1 = await stored(`${tag}-B1`);
    expect(b1.get('GATE_IN')).toMatchObject({ teamId: exportOps!.id, assignedUserId: null });
    // The rule sends the superadmin's CMA work to the sales member.
    expect((await stored(`${tag}-A2`)).get('DEMURRAGE_DETENTION')).toMatchObject({
      assignedUserId: ids.sales,
    });
    expect((await stored(`${tag}-A3`)).size).toBe(0);
  });

  it('is idempotent: a second run writes nothing and leaves one row per type', async () => {
    const before = await stored(`${tag}-A1`);
    expect(await sync(`${tag}-A1`)).toBe(0);
    expect(await sync(`${tag}-A1`)).toBe(0);
    const after = await stored(`${tag}-A1`);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const all = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.bookingId, `${tag}-A1`));
    expect(all.length).toBe(new Set(all.map((r) => r.type)).size);
  });

  it('moves open tasks with the booking dates', async () => {
    const etd = new Date(Date.now() + 40 * DAY);
    await t.database.db
      .update(bookings)
      .set({ etd })
      .where(eq(bookings.id, `${tag}-A3`));
    expect(await sync(`${tag}-A3`)).toBeGreaterThan(0);
    expect((await stored(`${tag}-A3`)).get('INVOICING')!.dueDate).toEqual(new Date(etd.getTime() + 3 * DAY));
    const later = new Date(etd.getTime() + 2 * DAY);
    await t.database.db
      .update(bookings)
      .set({ etd: later })
      .where(eq(bookings.id, `${tag}-A3`));
    await sync(`${tag}-A3`);
    expect((await stored(`${tag}-A3`)).get('INVOICING')!.dueDate).toEqual(
      new Date(later.getTime() + 3 * DAY),
    );
  });

  it('resolves a task when its checklist item or stage is checked, and reopens it when unchecked', async () => {
    const item = (id: string, stage?: string) =>
      `/api/bookings/${tag}-A1/checklist/${id}${stage ? `/stages/${stage}` : ''}`;
    expect((await call('PUT', item('GATE_IN'), 'superadmin', { checked: true })).statusCode).toBe(200);
    expect((await stored(`${tag}-A1`)).get('GATE_IN')).toMatchObject({ resolved: true });
    expect((await call('PUT', item('GATE_IN'), 'superadmin', { checked: false })).statusCode).toBe(200);
    expect((await stored(`${tag}-A1`)).get('GATE_IN')).toMatchObject({ resolved: false });
    expect(
      (await call('PUT', item('B_L', 'BL_DRAFT_CREATE'), 'superadmin', { checked: true })).statusCode,
    ).toBe(200);
    const a1 = await stored(`${tag}-A1`);
    expect(a1.get('BL_DRAFT_CREATE')).toMatchObject({ resolved: true });
    expect(a1.get('BL_DRAFT_SENT')).toMatchObject({ resolved: false });
  });

  it('announces tasks whose show date has come once (the periodic job)', async () => {
    await announceTasks(t.app.ctx);
    const [row] = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.bookingId, `${tag}-A1`), eq(tasks.type, 'DEPOT_OUT')));
    expect(row!.notifiedAt).not.toBeNull();
    const [future] = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.bookingId, `${tag}-A1`), eq(tasks.type, 'COMMISSION_CHECK')));
    expect(future!.notifiedAt).toBeNull();
  });
});

describe('GET /api/tasks (My Day)', () => {
  it('lists my own open, created staff tasks of the department by due date', async () => {
    const rows = await myDay('superadmin');
    expect(rows.map((r) => `${r.bookingId}:${r.type}`)).toEqual([
      `${tag}-A1:DEPOT_OUT`,
      `${tag}-A1:GATE_IN`,
      `${tag}-A1:SHIPMENT_LOADED`,
      `${tag}-A1:INVOICING`,
    ]);
    expect(rows.map((r) => r.status)).toEqual(['Overdue', 'Overdue', 'Overdue', 'Pending']);
    // Alone in its database, the count is exact.
    expect((await call('GET', '/api/tasks', 'superadmin')).json()).toMatchObject({
      count: 4,
      countCapped: false,
    });
    const ten = (await call('GET', '/api/tasks?perPage=10', 'superadmin')).json();
    expect(ten).toMatchObject({ count: 4, totalPages: 1 });
    expect(rows[0]).toMatchObject({
      label: 'Depot out',
      instruction: 'Please arrange the empty container release at the depot.',
      blNumber: `BL${tag}`,
      assignedUser: { id: ids.superadmin, name: 'Sabine Meier' },
      manualResolve: 'NO_MANUAL_RESOLVE',
    });
    expect((await myDay('superadmin', 'status=Overdue')).map((r) => r.status)).toEqual([
      'Overdue',
      'Overdue',
      'Overdue',
    ]);
    expect((await myDay('superadmin', 'status=Pending')).map((r) => r.type)).toEqual(['INVOICING']);
    expect(await myDay('superadmin', 'carrier=HSG')).toEqual([]);
  });

  it('holds the tasks of the teams the user belongs to, and client tasks only when asked', async () => {
    const operations = await myDay('operations');
    expect(operations.some((r) => r.bookingId === `${tag}-B1` && r.type === 'GATE_IN' && r.team)).toBe(true);
    const all = await myDay('superadmin', 'assignee=all');
    expect(all.every((r) => r.userRole === 'staff')).toBe(true);
    const withClient = await myDay('superadmin', 'assignee=all&clientTasks=true');
    expect(withClient.some((r) => r.type === 'VGM' && r.userRole === 'client')).toBe(true);
    const accounting = await myDay('accounting', 'category=accounting');
    expect(accounting.some((r) => r.type === 'FREIGHT_COLLECTION' && r.department === 'accounting')).toBe(
      true,
    );
  });

  it("keeps a carrier-restricted staff member to their carriers' tasks", async () => {
    const mine = await myDay('salesRestricted');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.carrierId === 'HSG')).toBe(true);
    const everyone = await myDay('salesRestricted', 'assignee=all&clientTasks=true');
    expect(everyone.every((r) => r.carrierId === 'HSG')).toBe(true);
    expect(everyone.some((r) => r.bookingId === `${tag}-A1`)).toBe(false);
  });

  it('gives a customer only the client tasks assigned to them, of their own company, whatever they ask', async () => {
    // The department is a staff filter too ('read:task:any'): a customer's client tasks show whatever it says.
    const queries = [
      '',
      'assignee=all&clientTasks=true',
      `assignee=${ids.superadmin}`,
      'category=accounting',
    ];
    for (const query of queries) {
      const rows = await myDay('customerA1', query);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.userRole === 'client' && r.assignedUser?.id === ids.customerA1)).toBe(true);
      expect(rows.every((r) => r.bookingId.startsWith(`${tag}-A`))).toBe(true);
    }
    const hanse = await myDay('customerB1', 'assignee=all');
    expect(hanse.every((r) => r.bookingId === `${tag}-B1`)).toBe(true);
  });

  it('answers 400 with the domain message for bad filters', async () => {
    const page = await call('GET', '/api/tasks?perPage=7', 'superadmin');
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toContain('perPage must be 10, 25 or 50.');
    const who = await call('GET', '/api/tasks?assignee=somebody', 'superadmin');
    expect(who.statusCode).toBe(400);
    expect((await call('GET', '/api/tasks?status=Future', 'superadmin')).statusCode).toBe(400);
    expect((await call('GET', '/api/tasks')).statusCode).toBe(401);
  });
});

describe('PUT /api/tasks/assignment', () => {
  it('assigns the tasks to a staff member with an entry in each booking log', async () => {
    const rows = await myDay('superadmin');
    const chosen = rows.slice(0, 2).map((r) => r.id);
    const answer = await call('PUT', '/api/tasks/assignment', 'superadmin', {
      userId: ids.operations,
      taskIds: chosen,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.map((r: TTaskRow) => r.assignedUser?.id)).toEqual([
      ids.operations,
      ids.operations,
    ]);
    const log = await t.database.db
      .select()
      .from(bookingActivity)
      .where(
        and(eq(bookingActivity.bookingId, `${tag}-A1`), eq(bookingActivity.changeType, 'TASK_ASSIGNED')),
      );
    expect(log).toHaveLength(1);
    expect(log[0]!.comment).toContain('Olivia Frei');
    // The team's task becomes the user's alone.
    const team = (await myDay('sales')).find((r) => r.team && r.bookingId === `${tag}-A1`);
    if (team) {
      const moved = await call('PUT', '/api/tasks/assignment', 'superadmin', {
        userId: ids.sales,
        taskIds: [team.id],
      });
      expect(moved.json().data[0]).toMatchObject({ team: null, assignedUser: { id: ids.sales } });
    }
  });

  it('assigns all or nothing: an unknown or out-of-scope task is 404 and nothing changes', async () => {
    const [mine] = await myDay('superadmin', 'status=Pending');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await call('PUT', '/api/tasks/assignment', 'superadmin', {
      userId: ids.sales,
      taskIds: [mine!.id, unknown],
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(TASK_MESSAGES.taskNotFound);
    expect((await myDay('superadmin', 'status=Pending'))[0]!.assignedUser?.id).toBe(ids.superadmin);
    // A DAL task is outside the HSG-only member's carriers.
    const outside = await call('PUT', '/api/tasks/assignment', 'salesRestricted', {
      userId: ids.sales,
      taskIds: [mine!.id],
    });
    expect(outside.statusCode).toBe(404);
  });

  it('refuses customers (403), a customer as assignee and empty selections (400)', async () => {
    const [mine] = await myDay('superadmin', 'status=Pending');
    expect(
      (await call('PUT', '/api/tasks/assignment', 'customerA1', { userId: ids.sales, taskIds: [mine!.id] }))
        .statusCode,
    ).toBe(403);
    const customer = await call('PUT', '/api/tasks/assignment', 'superadmin', {
      userId: ids.customerA1,
      taskIds: [mine!.id],
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().message).toBe(TASK_MESSAGES.notAssignable);
    const none = await call('PUT', '/api/tasks/assignment', 'superadmin', { userId: ids.sales, taskIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(TASK_MESSAGES.chooseTasks);
    const nobody = await call('PUT', '/api/tasks/assignment', 'superadmin', { taskIds: [mine!.id] });
    expect(nobody.json().message).toContain(TASK_MESSAGES.chooseUser);
    expect((await myDay('superadmin', 'status=Pending'))[0]!.assignedUser?.id).toBe(ids.superadmin);
  });
});

describe('PUT /api/tasks/:taskId/resolution', () => {
  const resolution = (id: string, action: string, who: DemoUserKey = 'superadmin') =>
    call('PUT', `/api/tasks/${id}/resolution`, who, { action });

  it('refuses tasks the checklist resolves, and declining a plain task', async () => {
    const gateIn = (await stored(`${tag}-A1`)).get('GATE_IN')!;
    const refused = await resolution(gateIn.id, 'resolve');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TASK_MESSAGES.noManualResolve);
    const demurrage = (await stored(`${tag}-A2`)).get('DEMURRAGE_DETENTION')!;
    const decline = await resolution(demurrage.id, 'decline');
    expect(decline.statusCode).toBe(400);
    expect(decline.json().message).toBe(TASK_MESSAGES.cannotDecline);
    expect((await resolution(demurrage.id, 'postpone')).statusCode).toBe(400);
  });

  it('resolves and reopens a task resolved by hand (staff only)', async () => {
    const demurrage = (await stored(`${tag}-A2`)).get('DEMURRAGE_DETENTION')!;
    expect((await resolution(demurrage.id, 'resolve', 'customerA1')).statusCode).toBe(403);
    const done = await resolution(demurrage.id, 'resolve');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ resolved: true, status: 'Resolved' });
    const again = await resolution(demurrage.id, 'unresolve');
    expect(again.json()).toMatchObject({ resolved: false });
    expect((await resolution('00000000-0000-4000-8000-000000000000', 'resolve')).statusCode).toBe(404);
    expect((await resolution('not-a-task', 'resolve')).statusCode).toBe(400);
  });

  it('declines a commission check: the correction shows, and resolving the check hides it again', async () => {
    const check = (await stored(`${tag}-A2`)).get('COMMISSION_CHECK')!;
    const declined = await resolution(check.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    const correction = (await stored(`${tag}-A2`)).get('COMMISSION_CORRECTION')!;
    expect(correction).toMatchObject({ show: true, resolved: false, followUpOf: check.id });
    expect(correction.dueDate.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(declined.json()).toMatchObject({ resolved: false, followUpId: correction.id });
    // Declining twice keeps one correction.
    await resolution(check.id, 'decline');
    const rows = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.bookingId, `${tag}-A2`), eq(tasks.type, 'COMMISSION_CORRECTION')));
    expect(rows).toHaveLength(1);
    const resolved = await resolution(check.id, 'resolve');
    expect(resolved.json()).toMatchObject({ resolved: true, followUpId: null });
    expect((await stored(`${tag}-A2`)).get('COMMISSION_CORRECTION')).toMatchObject({ show: false });
  });
});

describe('GET /api/bookings/:id/tasks', () => {
  it('shows staff every type with its status by due date, the undated last', async () => {
    const answer = await call('GET', `/api/bookings/${tag}-A1/tasks`, 'superadmin');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as TBookingTasks;
    expect(body.category).toBe('Export');
    const dates = body.entries.map((e) => e.dueDate).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort());
    expect(body.entries.find((e) => e.type === 'GATE_IN')?.status).toBe('Overdue');
    expect(body.entries.find((e) => e.type === 'BL_DRAFT_CREATE')?.status).toBe('Resolved');
    expect(body.entries.find((e) => e.type === 'COMMISSION_CHECK')?.status).toBe('Future');
    expect(body.entries.some((e) => e.userRole === 'client')).toBe(true);
    const undated = (
      await call('GET', `/api/bookings/${tag}-A3/tasks`, 'superadmin')
    ).json() as TBookingTasks;
    expect(undated.entries.find((e) => e.type === 'COMMISSION_CHECK')).toMatchObject({
      status: 'Not Created yet',
      dueDate: null,
      task: null,
    });
  });

  it("gives the booking's customer only client tasks, and 404 to another company and carrier", async () => {
    const own = await call('GET', `/api/bookings/${tag}-A1/tasks`, 'customerA1');
    expect(own.statusCode).toBe(200);
    expect((own.json() as TBookingTasks).entries.every((e) => e.userRole === 'client')).toBe(true);
    expect((await call('GET', `/api/bookings/${tag}-A1/tasks`, 'customerB1')).statusCode).toBe(404);
    expect((await call('GET', `/api/bookings/${tag}-A1/tasks`, 'salesRestricted')).statusCode).toBe(404);
    expect((await call('GET', `/api/bookings/${tag}-NONE/tasks`, 'superadmin')).statusCode).toBe(404);
  });
});

describe('POST /api/bookings/:id/something-wrong', () => {
  const report = (who: DemoUserKey, id = `${tag}-A1`, payload: unknown = { comment: 'Wrong consignee.' }) =>
    call('POST', `/api/bookings/${id}/something-wrong`, who, payload);

  it('makes one file check for the agent, logged with the comment; twice while open changes nothing', async () => {
    const first = await report('customerA1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: true, message: TASK_MESSAGES.somethingWrongSent });
    const check = (await stored(`${tag}-A1`)).get('FILE_CHECK')!;
    expect(check).toMatchObject({ show: true, resolved: false, assignedUserId: ids.superadmin });
    expect(check.dueDate.getTime() - check.createAt.getTime()).toBe(DAY);
    const second = await report('customerA1', `${tag}-A1`, {});
    expect(second.json()).toEqual({ created: false, message: TASK_MESSAGES.somethingWrongExists });
    const rows = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.bookingId, `${tag}-A1`), eq(tasks.type, 'FILE_CHECK')));
    expect(rows).toHaveLength(1);
    const log = await t.database.db
      .select()
      .from(bookingActivity)
      .where(
        and(
          eq(bookingActivity.bookingId, `${tag}-A1`),
          eq(bookingActivity.changeType, 'MARK_SOMETHING_WRONG'),
        ),
      );
    expect(log.map((e) => e.comment)).toEqual(['Wrong consignee.']);
    expect((await myDay('superadmin')).some((r) => r.type === 'FILE_CHECK')).toBe(true);
    // Resolved, a new report reopens it.
    await call('PUT', `/api/tasks/${check.id}/resolution`, 'superadmin', { action: 'resolve' });
    expect((await report('customerA1')).json().created).toBe(true);
  });

  it('is 404 for another company, 403 for staff, 400 for a comment too long; nothing is written', async () => {
    expect((await report('customerB1')).statusCode).toBe(404);
    expect((await report('superadmin')).statusCode).toBe(403);
    const long = await report('customerA1', `${tag}-A2`, { comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Keep it under 1,000 characters.');
    expect((await stored(`${tag}-A2`)).has('FILE_CHECK')).toBe(false);
    const hanse = await t.database.db
      .select()
      .from(tasks)
      .where(like(tasks.bookingId, `${tag}-B%`));
    expect(hanse.some((r) => r.type === 'FILE_CHECK')).toBe(false);
  });
});

describe('booking changes the tasks follow', () => {
  it('hides an archived booking’s open tasks and shows them again on restore', async () => {
    const archive = (archived: boolean) =>
      call('PUT', `/api/bookings/${tag}-A1/archived`, 'superadmin', { archived });
    expect((await archive(true)).statusCode).toBe(200);
    expect((await myDay('superadmin')).some((r) => r.bookingId === `${tag}-A1`)).toBe(false);
    expect((await archive(false)).statusCode).toBe(200);
    expect((await myDay('superadmin')).some((r) => r.bookingId === `${tag}-A1`)).toBe(true);
  });

  it("moves the former agent's open tasks to the new agent", async () => {
    const before = await stored(`${tag}-B1`);
    expect(before.get('INVOICING')!.assignedUserId).toBe(ids.operations);
    const answer = await call('PUT', `/api/bookings/${tag}-B1/assignment`, 'superadmin', {
      agentId: ids.sales,
      contactId: ids.customerB1,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await stored(`${tag}-B1`);
    expect(after.get('INVOICING')!.assignedUserId).toBe(ids.sales);
    // Team tasks stay the team's.
    expect(after.get('GATE_IN')!.teamId).toBe(before.get('GATE_IN')!.teamId);
  });
});
