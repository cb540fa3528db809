import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFLICT_MESSAGE,
  REASSIGNMENT_MESSAGES,
  type TAuditPage,
  type TReassignmentRule,
} from '@portal/domain';
import { syncBookingTasks } from '../src/modules/tasks/sync.ts';
import { bookings, clients, taskReassignmentRules, tasks, users } from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS, DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * The reassignment rules of Team Management (issue 21 part 2, spec 002 §2 "Reassign users", §5): superadmin only,
 * all three fields required, one rule per user and carrier, the target changed at the version read, removal; each
 * write audited; and a new rule decides who gets the next generated task.
 */

let t: TestApp;
const cookies: Partial<Record<DemoUserKey, string>> = {};
const ids: Partial<Record<DemoUserKey, string>> = {};
const tag = `RR${Date.now().toString(36).toUpperCase()}`;
const DAY = 86_400_000;

const call = (method: string, url: string, who?: DemoUserKey, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['superadmin', 'operations', 'customerA1'] as const)
    cookies[who] = (await loginAs(t.app, who)).cookie;
  for (const key of ['superadmin', 'operations', 'sales', 'accounting', 'customerA1'] as const) {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, DEMO_USERS[key].emailAddress));
    ids[key] = row!.id;
  }
  // The demo's two rules of the sales member (seed/demo-users.ts), whatever the template holds.
  await t.database.db
    .insert(taskReassignmentRules)
    .values([
      { fromUserId: ids.sales!, carrierId: 'UAL', toUserId: ids.operations! },
      { fromUserId: ids.sales!, carrierId: 'CMA', toUserId: ids.superadmin! },
    ])
    .onConflictDoNothing();
}, 60_000);
afterAll(async () => t?.close());

describe('reading the rules', () => {
  it('lists the rules to a superadmin, by user then carrier', async () => {
    const answer = await call('GET', '/api/reassignment-rules', 'superadmin');
    expect(answer.statusCode, answer.body).toBe(200);
    const rules = answer.json() as TReassignmentRule[];
    expect(rules.filter((r) => r.fromUserId === ids.sales).map((r) => r.carrierId)).toEqual(['CMA', 'UAL']);
    expect(rules[0]).toMatchObject({ version: 1 });
  });

  it('refuses other staff (403), customers (403) and visitors (401)', async () => {
    expect((await call('GET', '/api/reassignment-rules', 'operations')).statusCode).toBe(403);
    expect((await call('GET', '/api/reassignment-rules', 'customerA1')).statusCode).toBe(403);
    expect((await call('GET', '/api/reassignment-rules')).statusCode).toBe(401);
  });
});

describe('adding, changing and removing a rule', () => {
  let rule: TReassignmentRule;

  it('adds a rule of the three pickers and audits it', async () => {
    const answer = await call('POST', '/api/reassignment-rules', 'superadmin', {
      fromUserId: ids.operations,
      carrierId: 'HMM',
      toUserId: ids.accounting,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    rule = answer.json();
    expect(rule).toMatchObject({
      fromUserId: ids.operations,
      carrierId: 'HMM',
      toUserId: ids.accounting,
      version: 1,
    });
    const history = (
      await call('GET', `/api/audit?entity=reassignment-rule&entityId=${rule.id}`, 'superadmin')
    ).json() as TAuditPage;
    expect(history.entries.map((e) => [e.action, e.after])).toEqual([['create', rule]]);
  });

  it('refuses a second rule of the same user and carrier with 409 and says what to do', async () => {
    const again = await call('POST', '/api/reassignment-rules', 'superadmin', {
      fromUserId: ids.operations,
      carrierId: 'HMM',
      toUserId: ids.sales,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REASSIGNMENT_MESSAGES.duplicate);
  });

  it('answers bad input with a message a person can act on', async () => {
    const missing = await call('POST', '/api/reassignment-rules', 'superadmin', {
      fromUserId: ids.operations,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(REASSIGNMENT_MESSAGES.chooseCarrier);
    const same = await call('POST', '/api/reassignment-rules', 'superadmin', {
      fromUserId: ids.operations,
      carrierId: 'ZIM',
      toUserId: ids.operations,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain(REASSIGNMENT_MESSAGES.sameUser);
    const customer = await call('POST', '/api/reassignment-rules', 'superadmin', {
      fromUserId: ids.operations,
      carrierId: 'ZIM',
      toUserId: ids.customerA1,
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().message).toBe(REASSIGNMENT_MESSAGES.unknownUser);
    const carrier = await call('POST', '/api/reassignment-rules', 'superadmin', {
      fromUserId: ids.operations,
      carrierId: 'NOPE',
      toUserId: ids.sales,
    });
    expect(carrier.statusCode).toBe(400);
    expect(carrier.json().message).toBe(REASSIGNMENT_MESSAGES.unknownCarrier);
  });

  it('refuses writes to other staff, customers and visitors', async () => {
    const body = { fromUserId: ids.operations, carrierId: 'ZIM', toUserId: ids.sales };
    for (const [who, status] of [
      ['operations', 403],
      ['customerA1', 403],
      [undefined, 401],
    ] as const) {
      expect((await call('POST', '/api/reassignment-rules', who, body)).statusCode).toBe(status);
      expect(
        (await call('PATCH', `/api/reassignment-rules/${rule.id}`, who, { toUserId: ids.sales, version: 1 }))
          .statusCode,
      ).toBe(status);
      expect((await call('DELETE', `/api/reassignment-rules/${rule.id}?version=1`, who)).statusCode).toBe(
        status,
      );
    }
  });

  it('changes the target at the version read, and refuses a stale version with 409', async () => {
    const changed = await call('PATCH', `/api/reassignment-rules/${rule.id}`, 'superadmin', {
      toUserId: ids.sales,
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ toUserId: ids.sales, version: 2 });
    const stale = await call('PATCH', `/api/reassignment-rules/${rule.id}`, 'superadmin', {
      toUserId: ids.superadmin,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT_MESSAGE);
    const self = await call('PATCH', `/api/reassignment-rules/${rule.id}`, 'superadmin', {
      toUserId: ids.operations,
      version: 2,
    });
    expect(self.statusCode).toBe(400);
    const noVersion = await call('PATCH', `/api/reassignment-rules/${rule.id}`, 'superadmin', {
      toUserId: ids.sales,
    });
    expect(noVersion.statusCode).toBe(400);
  });

  it('removes a rule at the version read: stale 409, then 204, then 404', async () => {
    expect(
      (await call('DELETE', `/api/reassignment-rules/${rule.id}?version=1`, 'superadmin')).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/reassignment-rules/${rule.id}`, 'superadmin')).statusCode).toBe(400);
    expect(
      (await call('DELETE', `/api/reassignment-rules/${rule.id}?version=2`, 'superadmin')).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/reassignment-rules/${rule.id}?version=2`, 'superadmin')).statusCode,
    ).toBe(404);
    const history = (
      await call('GET', `/api/audit?entity=reassignment-rule&entityId=${rule.id}`, 'superadmin')
    ).json() as TAuditPage;
    expect(history.entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });
});

describe('task routing', () => {
  it("sends the next generated task of the user's carrier to the rule's target", async () => {
    const db = t.database.db;
    const [alpina] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.erpClientId, DEMO_CLIENTS.A.erpClientId));
    const booking = (n: number) => ({
      id: `${tag}-${n}`,
      clientId: alpina!.id,
      carrierId: 'CMA',
      category: 'Import' as const,
      etd: new Date(Date.now() - 30 * DAY),
      eta: new Date(Date.now() - DAY),
      agentId: ids.operations!,
    });
    const demurrageOf = async (id: string) => {
      await db.transaction((tx) => syncBookingTasks(tx, id));
      const [task] = await db
        .select({ userId: tasks.assignedUserId })
        .from(tasks)
        .where(and(eq(tasks.bookingId, id), eq(tasks.type, 'DEMURRAGE_DETENTION')));
      return task?.userId;
    };
    await db.insert(bookings).values([booking(1), booking(2)]);
    // Without a rule the agent gets the task.
    expect(await demurrageOf(`${tag}-1`)).toBe(ids.operations);
    const added = await call('POST', '/api/reassignment-rules', 'superadmin', {
      fromUserId: ids.operations,
      carrierId: 'CMA',
      toUserId: ids.accounting,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await demurrageOf(`${tag}-2`)).toBe(ids.accounting);
  });
});
