import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, CONFLICT_MESSAGE, type TAdminUser, type TAuditPage } from '@portal/domain';
import { users } from '../src/platform/db/schema/index.ts';
import { DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * Team Management's Users tab through the API (issue 21 part 2, spec 002 §2 "the admin table, labelled Admins", §4
 * "Admin assignment", "Notification redirection", §5, §6): superadmins list the admins, make an eligible user admin,
 * change anyone's carriers, vacation switch and redirect target (versioned) and remove admin rights, each change
 * audited as a 'user' change; other staff, customers and visitors are refused.
 */

let t: TestApp;
const cookies: Partial<Record<DemoUserKey, string>> = {};
const ids: Partial<Record<DemoUserKey, string>> = {};

const call = (method: string, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const asSuperadmin = (method: string, url: string, payload?: unknown) =>
  call(method, url, cookies.superadmin, payload);

const admins = async (): Promise<TAdminUser[]> => {
  const answer = await asSuperadmin('GET', '/api/admins');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as TAdminUser[];
};
const admin = async (key: DemoUserKey) => (await admins()).find((a) => a.id === ids[key]);
const history = async (key: DemoUserKey) =>
  ((await asSuperadmin('GET', `/api/audit?entity=user&entityId=${ids[key]}`)).json() as TAuditPage).entries;

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['superadmin', 'sales', 'customerA1'] as const) {
    const session = await loginAs(t.app, who);
    cookies[who] = session.cookie;
    ids[who] = session.userId;
  }
  for (const key of ['operations', 'accounting', 'salesRestricted', 'newcomer'] as const) {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, DEMO_USERS[key].emailAddress));
    ids[key] = row!.id;
  }
});
afterAll(async () => t?.close());

describe('GET /api/admins', () => {
  it('lists the active admins by first name with their carriers, vacation switch and last session', async () => {
    const list = await admins();
    const names = list.map((a) => a.firstName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(list.every((a) => a.isAdmin)).toBe(true);
    expect(list.map((a) => a.id)).not.toContain(ids.salesRestricted);
    expect(list.map((a) => a.id)).not.toContain(ids.newcomer);
    const olivia = list.find((a) => a.id === ids.operations);
    expect(olivia).toMatchObject({
      role: 'operations',
      carriers: ['HSG', 'HMM', 'ZIM'],
      isRedirectionActive: false,
    });
    // Signed in above: the last session is known; one who never signed in has none ("never").
    expect(list.find((a) => a.id === ids.superadmin)?.lastSession).toEqual(expect.any(String));
  });

  it('leaves archived users out', async () => {
    await t.database.db.update(users).set({ archived: true }).where(eq(users.id, ids.accounting!));
    try {
      expect((await admins()).map((a) => a.id)).not.toContain(ids.accounting);
    } finally {
      await t.database.db.update(users).set({ archived: false }).where(eq(users.id, ids.accounting!));
    }
  });
});

describe('admin assignment', () => {
  it('makes a non-admin user without a role admin with the first role by default, audited, and removes the rights again', async () => {
    const granted = await asSuperadmin('POST', '/api/admins', { userId: ids.newcomer });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      id: ids.newcomer,
      isAdmin: true,
      role: 'superadmin',
      lastSession: null,
    });
    expect((await admin('newcomer'))?.role).toBe('superadmin');
    const [grant] = await history('newcomer');
    expect(grant).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ isAdmin: false, role: null }),
      after: granted.json(),
    });

    const removed = await asSuperadmin('POST', '/api/admins/removal', { ids: [ids.newcomer] });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await admin('newcomer')).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ids.newcomer!));
    expect(row).toMatchObject({ isAdmin: false, role: null });
    const [removal] = await history('newcomer');
    expect(removal).toMatchObject({
      before: granted.json(),
      after: expect.objectContaining({ isAdmin: false, role: null }),
    });

    // Eligible again: with a chosen role this time.
    const sales = await asSuperadmin('POST', '/api/admins', { userId: ids.newcomer, role: 'sales' });
    expect(sales.json()).toMatchObject({ isAdmin: true, role: 'sales' });
    await asSuperadmin('POST', '/api/admins/removal', { ids: [ids.newcomer] });
  });

  it("refuses users with a role, admins and customers, a missing user and one's own removal (400 with the reason)", async () => {
    for (const userId of [ids.salesRestricted, ids.operations, ids.customerA1]) {
      const answer = await asSuperadmin('POST', '/api/admins', { userId });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(ADMIN_MESSAGES.notEligible);
    }
    const none = await asSuperadmin('POST', '/api/admins', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(ADMIN_MESSAGES.chooseUser);
    const role = await asSuperadmin('POST', '/api/admins', { userId: ids.newcomer, role: 'boss' });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toMatch(/superadmin, sales, operations/);
    const self = await asSuperadmin('POST', '/api/admins/removal', { ids: [ids.superadmin] });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toContain(ADMIN_MESSAGES.notSelf);
    const notAdmin = await asSuperadmin('POST', '/api/admins/removal', { ids: [ids.salesRestricted] });
    expect(notAdmin.statusCode).toBe(409);
    const empty = await asSuperadmin('POST', '/api/admins/removal', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(ADMIN_MESSAGES.chooseUsers);
  });
});

describe('PUT /api/admins/:id', () => {
  it("changes another user's carriers, vacation switch and target at the version read, audited; a stale save is 409", async () => {
    const before = (await admin('accounting'))!;
    const saved = await asSuperadmin('PUT', `/api/admins/${ids.accounting}`, {
      carriers: ['HSG', 'ZIM'],
      isRedirectionActive: true,
      redirectedAdminId: ids.operations,
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      carriers: ['HSG', 'ZIM'],
      isRedirectionActive: true,
      redirectedAdminId: ids.operations,
      version: before.version + 1,
    });
    expect((await history('accounting'))[0]).toMatchObject({ action: 'update', before, after: saved.json() });

    const stale = await asSuperadmin('PUT', `/api/admins/${ids.accounting}`, {
      carriers: [],
      isRedirectionActive: false,
      redirectedAdminId: null,
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT_MESSAGE);

    // No carriers is every carrier (null).
    const all = await asSuperadmin('PUT', `/api/admins/${ids.accounting}`, {
      carriers: [],
      isRedirectionActive: false,
      redirectedAdminId: null,
      version: before.version + 1,
    });
    expect(all.json()).toMatchObject({ carriers: null, isRedirectionActive: false });
  });

  it('answers 400 with what to fix', async () => {
    const current = (await admin('operations'))!;
    const body = {
      carriers: [],
      isRedirectionActive: true,
      redirectedAdminId: ids.superadmin,
      version: current.version,
    };
    const cases: [object, string][] = [
      [{ redirectedAdminId: null }, ADMIN_MESSAGES.redirectTarget],
      [{ redirectedAdminId: ids.operations }, ADMIN_MESSAGES.redirectSelf],
      [{ redirectedAdminId: ids.salesRestricted }, ADMIN_MESSAGES.redirectNotAdmin],
      [{ carriers: ['NOPE'] }, 'Unknown carrier NOPE'],
      [{ version: undefined }, 'version'],
    ];
    for (const [change, message] of cases) {
      const answer = await asSuperadmin('PUT', `/api/admins/${ids.operations}`, { ...body, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().message).toContain(message);
    }
    expect(await admin('operations')).toEqual(current);
  });
});

describe('access', () => {
  it('refuses other staff and customers (403) and visitors (401), changing nothing', async () => {
    const before = await admins();
    const target = before.find((a) => a.id === ids.operations)!;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admins'],
      ['POST', '/api/admins', { userId: ids.newcomer }],
      [
        'PUT',
        `/api/admins/${ids.operations}`,
        { carriers: ['HSG'], isRedirectionActive: false, redirectedAdminId: null, version: target.version },
      ],
      ['POST', '/api/admins/removal', { ids: [ids.operations] }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, cookies.sales, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, cookies.customerA1, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await admins()).toEqual(before);
  });
});
