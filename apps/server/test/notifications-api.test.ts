import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReceiveEvent, type LiveEvent, type TNotification } from '@portal/domain';
import { mailOutbox, notifications, teamMembers, teams, users } from '../src/platform/db/schema/index.ts';
import { userActor } from '../../../packages/domain/test/actors.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { workbenchClient } from './workbench-helpers.ts';
import { multipartFile, PDF } from './booking-requests-helpers.ts';

/**
 * Notifications (issue 10 part 5): created in the transaction of their cause (a mention, a comment, a status
 * change), each user's own list and bell, seen toggles, 'mark all as read', staff-only delete and 'Read for all',
 * redirection, and the bell's events reaching their recipient only.
 */

let t: TestApp;
let api: ReturnType<typeof workbenchClient>;
let customerA: { cookie: string; userId: string };
let customerB: { cookie: string; userId: string };
let superadmin: { cookie: string; userId: string };
let operations: { cookie: string; userId: string };
let sales: { cookie: string; userId: string };

const list = (cookie: string, query = '') => api.call('GET', `/api/notifications${query}`, cookie);
const count = async (cookie: string) =>
  (await api.call('GET', '/api/notifications/count', cookie)).json().unread as number;
const comment = (id: string, cookie: string, body: object) =>
  api.call('POST', `/api/booking-requests/${id}/activity`, cookie, body);
const newest = async (cookie: string): Promise<TNotification> => (await list(cookie)).json().items[0];

/** A request of company A with the superadmin as its agent. */
async function assignedRequest(): Promise<string> {
  const id = await api.submit(customerA.cookie);
  expect(
    (await api.watchers(id, superadmin.cookie, { version: 0, agentId: superadmin.userId })).statusCode,
  ).toBe(200);
  return id;
}

/** The notification events published while fn runs. */
async function heardBy(fn: () => Promise<unknown>) {
  const heard: LiveEvent[] = [];
  const stop = t.app.ctx.events.subscribe((e) => {
    if (e.entity === 'notification') heard.push(e);
  });
  try {
    await fn();
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    stop();
  }
  return heard;
}

beforeAll(async () => {
  t = await buildTestApp();
  api = workbenchClient(t);
  customerA = await loginAs(t.app, 'customerA1');
  customerB = await loginAs(t.app, 'customerB1');
  superadmin = await loginAs(t.app, 'superadmin');
  operations = await loginAs(t.app, 'operations');
  sales = await loginAs(t.app, 'sales');
});
afterAll(async () => t?.close());

describe('a customer mentioning the agent', () => {
  it('notifies the agent in the same transaction, mails them, and the bell event reaches them alone', async () => {
    const id = await assignedRequest();
    const before = await count(superadmin.cookie);
    let entryId = '';
    const heard = await heardBy(async () => {
      const answer = await comment(id, customerA.cookie, {
        comment: '@Sabine please check the VGM',
        mentions: [{ kind: 'user', id: superadmin.userId }],
      });
      expect(answer.statusCode).toBe(201);
      entryId = answer.json().id;
    });
    expect(await count(superadmin.cookie)).toBe(before + 1);
    const n = await newest(superadmin.cookie);
    expect(n).toMatchObject({
      cause: 'MENTION',
      referenceObject: 'bookingRequests',
      referenceId: id,
      seen: false,
    });
    expect(n.activityId).toBe(entryId);
    expect(n.text).toContain(`mentioned you on booking request ${id}`);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, DEMO_USERS.superadmin.emailAddress));
    expect(mails.some((m) => m.text.includes(`focusComment=${entryId}`))).toBe(true);
    // One event, for the agent's bell; nobody else's stream takes it.
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ userIds: [superadmin.userId], onlyAddressed: true });
    expect(canReceiveEvent(userActor({ userId: customerB.userId, clientId: 'b' }), heard[0]!)).toBe(false);
  });

  it('tells the agent of a plain comment once, not twice when also mentioned', async () => {
    const id = await assignedRequest();
    const before = await count(superadmin.cookie);
    await comment(id, customerA.cookie, { comment: 'Plain update' });
    expect(await count(superadmin.cookie)).toBe(before + 1);
    expect(await newest(superadmin.cookie)).toMatchObject({ cause: 'RECORD_CHANGED' });
  });
});

describe('internal comments and other companies', () => {
  it('an internal comment naming a team reaches its members, never the customer', async () => {
    const id = await assignedRequest();
    const [team] = await t.database.db.select({ id: teams.id }).from(teams).limit(1);
    const members = await t.database.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team!.id));
    const customerBefore = await count(customerA.cookie);
    const answer = await comment(id, superadmin.cookie, {
      comment: 'Internal: check the rate',
      mentions: [{ kind: 'team', id: team!.id }],
    });
    expect(answer.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.activityId, answer.json().id));
    const recipients = rows.map((r) => r.userId).sort();
    expect(recipients).toEqual(
      members
        .map((m) => m.userId)
        .filter((u) => u !== superadmin.userId)
        .sort(),
    );
    expect(rows.every((r) => r.isInternal && r.clientId === null)).toBe(true);
    expect(await count(customerA.cookie)).toBe(customerBefore);
  });

  it("a status change reaches the request's customer; another company never sees or changes it", async () => {
    const id = await assignedRequest();
    const detail = (await api.detail(id, superadmin.cookie)).json();
    const before = await count(customerA.cookie);
    expect((await api.action(id, superadmin.cookie, 'hold', detail.version)).statusCode).toBe(200);
    expect(await count(customerA.cookie)).toBe(before + 1);
    const n = await newest(customerA.cookie);
    expect(n).toMatchObject({ cause: 'STATUS_CHANGED', referenceId: id });
    const bList = (await list(customerB.cookie)).json().items as TNotification[];
    expect(bList.some((x) => x.id === n.id)).toBe(false);
    expect(
      (await api.call('PUT', `/api/notifications/${n.id}/seen`, customerB.cookie, { seen: true })).statusCode,
    ).toBe(404);
    expect(
      (await api.call('PUT', `/api/notifications/${n.id}/seen`, superadmin.cookie, { seen: true }))
        .statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row!.seen).toBe(false);
  });
});

describe('checklist and documents', () => {
  it("a checked item tells the request's customer; a customer's upload asks the agent to review it", async () => {
    const id = await assignedRequest();
    const before = await count(customerA.cookie);
    const checked = await api.call('PUT', `/api/booking-requests/${id}/checklist/B_L`, superadmin.cookie, {
      checked: true,
    });
    expect(checked.statusCode).toBe(200);
    expect(await count(customerA.cookie)).toBe(before + 1);
    expect(await newest(customerA.cookie)).toMatchObject({
      cause: 'CHECKLIST_CHECKED',
      referenceId: id,
      text: `Sabine Meier checked B/L on booking request ${id}`,
    });

    const agentBefore = await count(superadmin.cookie);
    const { payload, headers } = multipartFile('invoice.pdf', PDF, 'application/pdf');
    const boundary = headers['content-type'].split('boundary=')[1]!;
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="checklistItemId"\r\n\r\nB_L\r\n`;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/documents`,
      payload: Buffer.concat([Buffer.from(field), payload]),
      headers: { ...headers, cookie: customerA.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    expect(await count(superadmin.cookie)).toBe(agentBefore + 1);
    const n = await newest(superadmin.cookie);
    expect(n.cause).toBe('DOCUMENT_AWAITING_REVIEW');
    expect(n.text).toMatch(/^Anna Keller uploaded invoice\S*\.pdf for your review on booking request /);
  });
});

describe('the drawer', () => {
  it('toggles seen, marks all as read and pages by Show More', async () => {
    const id = await assignedRequest();
    for (let i = 0; i < 3; i++) await comment(id, customerA.cookie, { comment: `Update ${i}` });
    const page = (await list(superadmin.cookie, '?limit=2')).json();
    expect(page.items).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    const first = page.items[0] as TNotification;
    const before = await count(superadmin.cookie);
    const seen = await api.call('PUT', `/api/notifications/${first.id}/seen`, superadmin.cookie, {
      seen: true,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().seen).toBe(true);
    expect(await count(superadmin.cookie)).toBe(before - 1);
    const unread = (await list(superadmin.cookie, '?unread=true&limit=100')).json().items as TNotification[];
    expect(unread.some((x) => x.id === first.id)).toBe(false);
    await api.call('PUT', `/api/notifications/${first.id}/seen`, superadmin.cookie, { seen: false });
    expect(await count(superadmin.cookie)).toBe(before);
    const all = await api.call('POST', '/api/notifications/mark-all-read', superadmin.cookie);
    expect(all.json().changed).toBe(before);
    expect(await count(superadmin.cookie)).toBe(0);
  });

  it('lets staff delete their own and Read for all; refuses customers', async () => {
    const id = await assignedRequest();
    const [team] = await t.database.db.select({ id: teams.id }).from(teams).limit(1);
    await t.database.db
      .insert(teamMembers)
      .values([
        { teamId: team!.id, userId: operations.userId },
        { teamId: team!.id, userId: sales.userId },
      ])
      .onConflictDoNothing();
    const answer = await comment(id, superadmin.cookie, {
      comment: 'Team, look',
      mentions: [{ kind: 'team', id: team!.id }],
    });
    const mine = (await list(operations.cookie)).json().items[0] as TNotification;
    expect(mine.activityId).toBe(answer.json().id);
    const salesBefore = await count(sales.cookie);
    const readAll = await api.call('POST', `/api/notifications/${mine.id}/read-for-all`, operations.cookie);
    expect(readAll.statusCode).toBe(200);
    expect(await count(sales.cookie)).toBe(salesBefore - 1);

    await comment(id, customerA.cookie, { comment: 'hi' });
    const agentOwn = await newest(superadmin.cookie);
    expect(
      (await api.call('DELETE', `/api/notifications/${agentOwn.id}`, operations.cookie)).statusCode,
    ).toBe(404);
    await api.action(id, superadmin.cookie, 'hold', (await api.detail(id, superadmin.cookie)).json().version);
    const customerOwn = (await list(customerA.cookie)).json().items[0] as TNotification;
    expect(
      (await api.call('DELETE', `/api/notifications/${customerOwn.id}`, customerA.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await api.call('POST', `/api/notifications/${customerOwn.id}/read-for-all`, customerA.cookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.call('DELETE', `/api/notifications/${agentOwn.id}`, superadmin.cookie)).statusCode,
    ).toBe(204);
    expect(
      (await api.call('DELETE', `/api/notifications/${agentOwn.id}`, superadmin.cookie)).statusCode,
    ).toBe(404);
  });

  it('answers 400 to bad input and 404 to ids that name nothing', async () => {
    const bad = await api.call('PUT', '/api/notifications/not-an-id/seen', superadmin.cookie, {
      seen: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await api.call('PUT', '/api/notifications/not-an-id/seen', superadmin.cookie, { seen: true }))
        .statusCode,
    ).toBe(404);
    expect((await list(superadmin.cookie, '?limit=101')).statusCode).toBe(400);
    expect((await api.call('GET', '/api/notifications/count')).statusCode).toBe(401);
  });

  it('stops counting at 501, for the 500+ badge', async () => {
    const rows = Array.from({ length: 620 }, () => ({
      userId: sales.userId,
      groupId: crypto.randomUUID(),
      cause: 'RECORD_CHANGED' as const,
      referenceObject: 'bookingRequests' as const,
      referenceId: 'req-x',
      text: 'x',
    }));
    await t.database.db.insert(notifications).values(rows);
    expect(await count(sales.cookie)).toBe(501);
    expect((await list(sales.cookie)).json().unreadCount).toBe(501);
  });
});

describe('redirection', () => {
  it("delivers an absent agent's notifications to the chosen admin, naming whom it was for", async () => {
    const id = await api.submit(customerA.cookie);
    await api.watchers(id, superadmin.cookie, { version: 0, agentId: operations.userId });
    await t.database.db
      .update(users)
      .set({ isRedirectionActive: true, redirectedAdminId: superadmin.userId })
      .where(eq(users.id, operations.userId));
    try {
      const opsBefore = await count(operations.cookie);
      await comment(id, customerA.cookie, {
        comment: 'For the agent',
        mentions: [{ kind: 'user', id: operations.userId }],
      });
      expect(await count(operations.cookie)).toBe(opsBefore);
      const n = await newest(superadmin.cookie);
      expect(n.redirectedFrom).toMatchObject({ id: operations.userId });
    } finally {
      await t.database.db
        .update(users)
        .set({ isRedirectionActive: false, redirectedAdminId: null })
        .where(eq(users.id, operations.userId));
    }
  });
});
