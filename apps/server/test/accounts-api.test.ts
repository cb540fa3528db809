import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE, type TAccount, type TAccountClient, type TAuditPage } from '@portal/domain';
import { mailOutbox } from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS, DEMO_USERS } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs, tokenOf } from './login.ts';

/** Issue 21 part 3: companies and accounts kept by a superadmin; welcome links; archiving; company carriers. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAs(t.app, 'superadmin')).cookie;
});
afterAll(async () => t?.close());

async function call(method: string, url: string, cookie: string | undefined, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

const newClient = {
  name: 'Tessiner Kaffee AG',
  city: 'Lugano',
  countryCode: 'ch',
  erpClientId: '100900',
  carriers: null,
};

async function latestMailTo(to: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

async function signInWith(link: string) {
  return t.app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token: tokenOf(link) } });
}

describe('companies', () => {
  let created: TAccountClient;

  it('adds a company, lists it with its active users, and records who did it', async () => {
    const answer = await call('POST', '/api/accounts/clients', admin, newClient);
    expect(answer.statusCode).toBe(201);
    created = answer.json();
    expect(created).toMatchObject({
      name: 'Tessiner Kaffee AG',
      countryCode: 'CH',
      archived: false,
      version: 1,
      activeUsers: 0,
    });
    const list = (await call('GET', '/api/accounts/clients', admin)).json() as TAccountClient[];
    expect(list.find((c) => c.erpClientId === DEMO_CLIENTS.A.erpClientId)?.activeUsers).toBeGreaterThan(0);
    const audit = (
      await call('GET', `/api/audit?entity=client&entityId=${created.id}`, admin)
    ).json() as TAuditPage;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ action: 'create', before: null });
  });

  it('refuses a taken ERP client id, a blank name and an unknown carrier with messages to act on', async () => {
    const taken = await call('POST', '/api/accounts/clients', admin, { ...newClient, name: 'Other' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another company has this ERP client id already.');
    const blank = await call('POST', '/api/accounts/clients', admin, {
      ...newClient,
      name: '  ',
      erpClientId: 'X1',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Give the company a name.');
    const carrier = await call('POST', '/api/accounts/clients', admin, {
      ...newClient,
      erpClientId: 'X2',
      carriers: ['NOPE'],
    });
    expect(carrier.statusCode).toBe(400);
    expect(carrier.json().message).toBe('There is no carrier NOPE.');
  });

  it('refuses a save made on an older version instead of overwriting', async () => {
    const first = await call('PUT', `/api/accounts/clients/${created.id}`, admin, {
      ...newClient,
      city: 'Bellinzona',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const second = await call('PUT', `/api/accounts/clients/${created.id}`, admin, {
      ...newClient,
      city: 'Locarno',
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(CONFLICT_MESSAGE);
  });
});

describe('accounts', () => {
  let anna: TAccount;
  let clientA: TAccountClient;

  it('opens a customer account whose welcome link signs the person in', async () => {
    clientA = ((await call('GET', '/api/accounts/clients', admin)).json() as TAccountClient[]).find(
      (c) => c.erpClientId === DEMO_CLIENTS.A.erpClientId,
    )!;
    const answer = await call('POST', '/api/accounts/users', admin, {
      kind: 'customer',
      clientId: clientA.id,
      firstName: 'Lea',
      lastName: 'Frei',
      emailAddress: 'Lea.Frei@Alpina-Trading.ch',
      carriers: null,
    });
    expect(answer.statusCode).toBe(201);
    const lea = answer.json() as TAccount;
    expect(lea).toMatchObject({
      kind: 'customer',
      emailAddress: 'lea.frei@alpina-trading.ch',
      role: null,
      isAdmin: false,
    });
    const mail = await latestMailTo('lea.frei@alpina-trading.ch');
    expect(mail?.subject).toMatch(/^Welcome to /);
    expect(mail?.text).toContain('Alpina Trading AG');
    const link = /https?:\/\/\S+logIn=\S+/.exec(mail!.text)![0];
    const signIn = await signInWith(link);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.emailAddress).toBe('lea.frei@alpina-trading.ch');
  });

  it('refuses an address another user has, whatever its case', async () => {
    const answer = await call('POST', '/api/accounts/users', admin, {
      kind: 'staff',
      role: 'sales',
      firstName: 'Anna',
      lastName: 'Twin',
      emailAddress: DEMO_USERS.customerA1.emailAddress.toUpperCase(),
      carriers: null,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/exists already/);
  });

  it('archives an account: its session ends, it cannot log in and it leaves the pickers', async () => {
    const customer = await loginAs(t.app, 'customerA2');
    const accounts = (
      await call('GET', `/api/accounts/users?clientId=${clientA.id}`, admin)
    ).json() as TAccount[];
    anna = accounts.find((a) => a.emailAddress === DEMO_USERS.customerA2.emailAddress)!;
    const archived = await call('PUT', `/api/accounts/users/${anna.id}/archived`, admin, {
      archived: true,
      version: anna.version,
    });
    expect(archived.statusCode).toBe(200);
    expect((await call('GET', '/api/session', customer.cookie)).json().visitor).toBe('anonymous');
    await expect(loginAs(t.app, 'customerA2')).rejects.toThrow();
    const staff = await loginAs(t.app, 'sales');
    const picker = (await call('GET', '/api/users', staff.cookie)).json() as { id: string }[];
    expect(picker.some((u) => u.id === anna.id)).toBe(false);
    const restored = await call('PUT', `/api/accounts/users/${anna.id}/archived`, admin, {
      archived: false,
      version: anna.version + 1,
    });
    expect(restored.statusCode).toBe(200);
    await expect(loginAs(t.app, 'customerA2')).resolves.toBeTruthy();
  });

  it("narrows a company's people to its carriers, and closes an archived company's doors", async () => {
    const before = await loginAs(t.app, 'customerA1');
    expect((await call('GET', '/api/session', before.cookie)).json().user.carriers).toBeNull();
    const current = ((await call('GET', '/api/accounts/clients', admin)).json() as TAccountClient[]).find(
      (c) => c.id === clientA.id,
    )!;
    const { name, city, countryCode, erpClientId } = current;
    const narrowed = await call('PUT', `/api/accounts/clients/${clientA.id}`, admin, {
      name,
      city,
      countryCode,
      erpClientId,
      carriers: ['HSG'],
      version: current.version,
    });
    expect(narrowed.statusCode).toBe(200);
    expect((await call('GET', '/api/session', before.cookie)).json().user.carriers).toEqual(['HSG']);

    const archive = await call('PUT', `/api/accounts/clients/${clientA.id}/archived`, admin, {
      archived: true,
      version: current.version + 1,
    });
    expect(archive.statusCode).toBe(200);
    await expect(loginAs(t.app, 'customerA1')).rejects.toThrow();
    const pickers = (await call('GET', '/api/clients', admin)).json() as { id: string }[];
    expect(pickers.some((c) => c.id === clientA.id)).toBe(false);
    await call('PUT', `/api/accounts/clients/${clientA.id}/archived`, admin, {
      archived: false,
      version: current.version + 2,
    });
  });

  it('refuses to archive oneself', async () => {
    const staff = (await call('GET', '/api/accounts/users?clientId=staff', admin)).json() as TAccount[];
    const me = staff.find((a) => a.emailAddress === DEMO_USERS.superadmin.emailAddress)!;
    const answer = await call('PUT', `/api/accounts/users/${me.id}/archived`, admin, {
      archived: true,
      version: me.version,
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('refuses other staff, customers of any company and visitors', async () => {
    const sales = await loginAs(t.app, 'sales');
    const customerB = await loginAs(t.app, 'customerB1');
    for (const cookie of [sales.cookie, customerB.cookie]) {
      expect((await call('GET', '/api/accounts/clients', cookie)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/accounts/clients', cookie, { ...newClient, erpClientId: 'Y1' })).statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/accounts/users?clientId=staff', cookie)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/accounts/clients', undefined)).statusCode).toBe(401);
  });
});
