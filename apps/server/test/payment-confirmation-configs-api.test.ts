import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIG_MESSAGES,
  CONFLICT_MESSAGE,
  PAYMENT_MESSAGES,
  type TAuditPage,
  type TPaymentConfirmationConfig,
} from '@portal/domain';
import { bookings, clients, mailOutbox } from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * Payment-confirmation settings of Team Management (issue 21 part 2, spec 002 §2, §4, §5, §9): superadmin only; the
 * add and save rules; each address checked; Save at the version read (409 when stale); the "Send message" switch;
 * the copy 2 days later; removal; every write audited; and a newly added contact receives the next e-mail.
 */

let t: TestApp;
const cookies: Partial<Record<DemoUserKey, string>> = {};
const tag = `PC${Date.now().toString(36).toUpperCase()}`;
const mail = (name: string) => `${name}-${tag.toLowerCase()}@carrier.example`;
const base = '/api/payment-confirmation-configs';
let alpinaId: string;

const call = (method: string, url: string, who?: DemoUserKey, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const list = async (type: string) =>
  (await call('GET', `${base}?type=${type}`, 'superadmin')).json() as TPaymentConfirmationConfig[];

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['superadmin', 'operations', 'accounting', 'customerA1'] as const)
    cookies[who] = (await loginAs(t.app, who)).cookie;
  const [alpina] = await t.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.erpClientId, DEMO_CLIENTS.A.erpClientId));
  alpinaId = alpina!.id;
}, 60_000);
afterAll(async () => t?.close());

describe('carrier settings', () => {
  let setting: TPaymentConfirmationConfig;

  it('adds one with carrier and port, each address checked and lower-cased, and audits it', async () => {
    const answer = await call('POST', base, 'superadmin', {
      type: 'CARRIER_SETTINGS',
      carrierId: 'HMM',
      portId: 'brssz',
      contactTo: [mail('To').toUpperCase()],
      contactCc: [mail('cc')],
      automaticMessage: true,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    setting = answer.json();
    expect(setting).toMatchObject({
      type: 'CARRIER_SETTINGS',
      portId: 'BRSSZ',
      contactTo: [mail('to')],
      contactCc: [mail('cc')],
      automaticMessage: true,
      clientId: null,
      version: 1,
    });
    expect((await list('CARRIER_SETTINGS'))[0]?.id).toBe(setting.id);
    const history = (
      await call('GET', `/api/audit?entity=payment-confirmation-config&entityId=${setting.id}`, 'superadmin')
    ).json() as TAuditPage;
    expect(history.entries.map((e) => e.action)).toEqual(['create']);
  });

  it('refuses a setting without port, with a wrong address or an unknown port, saying what to fix', async () => {
    const noPort = await call('POST', base, 'superadmin', { type: 'CARRIER_SETTINGS', carrierId: 'HMM' });
    expect(noPort.statusCode).toBe(400);
    expect(noPort.json().message).toContain(CONFIG_MESSAGES.choosePort);
    const badMail = await call('POST', base, 'superadmin', {
      type: 'CARRIER_SETTINGS',
      carrierId: 'HMM',
      portId: 'BRSSZ',
      contactCc: ['finance at hmm'],
    });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().message).toContain(CONFIG_MESSAGES.email('finance at hmm'));
    const unknownPort = await call('POST', base, 'superadmin', {
      type: 'CARRIER_SETTINGS',
      carrierId: 'HMM',
      portId: 'XXZZZ',
    });
    expect(unknownPort.statusCode).toBe(400);
    expect(unknownPort.json().message).toBe(CONFIG_MESSAGES.unknownPort);
  });

  it('saves an edit at the version read; a stale version answers 409; the switch saves on its own', async () => {
    const edit = {
      type: 'CARRIER_SETTINGS',
      carrierId: 'HMM',
      portId: 'BRSSZ',
      contactTo: [mail('to'), mail('second')],
      contactCc: [],
    };
    const saved = await call('PUT', `${base}/${setting.id}`, 'superadmin', { ...edit, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      contactTo: [mail('to'), mail('second')],
      contactCc: [],
      version: 2,
    });
    const stale = await call('PUT', `${base}/${setting.id}`, 'superadmin', { ...edit, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT_MESSAGE);
    const noPort = await call('PUT', `${base}/${setting.id}`, 'superadmin', {
      ...edit,
      portId: '',
      version: 2,
    });
    expect(noPort.statusCode).toBe(400);
    const off = await call('PATCH', `${base}/${setting.id}/automatic-message`, 'superadmin', {
      automaticMessage: false,
      version: 2,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ automaticMessage: false, version: 3 });
    const staleSwitch = await call('PATCH', `${base}/${setting.id}/automatic-message`, 'superadmin', {
      automaticMessage: true,
      version: 2,
    });
    expect(staleSwitch.statusCode).toBe(409);
    setting = off.json();
  });

  it('copies under a new id, 2 days later, so the copy sorts next to its original', async () => {
    const stale = await call('POST', `${base}/${setting.id}/copy`, 'superadmin', { version: 1 });
    expect(stale.statusCode).toBe(409);
    const answer = await call('POST', `${base}/${setting.id}/copy`, 'superadmin', {
      version: setting.version,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const copy = answer.json() as TPaymentConfirmationConfig;
    expect(copy.id).not.toBe(setting.id);
    expect(copy).toMatchObject({
      carrierId: 'HMM',
      portId: 'BRSSZ',
      contactTo: setting.contactTo,
      version: 1,
    });
    expect(Date.parse(copy.createdAt) - Date.parse(setting.createdAt)).toBe(2 * 86_400_000);
    const ids = (await list('CARRIER_SETTINGS')).map((c) => c.id);
    expect(ids.indexOf(setting.id) - ids.indexOf(copy.id)).toBe(1);
    // Removal at the version read.
    expect((await call('DELETE', `${base}/${copy.id}?version=2`, 'superadmin')).statusCode).toBe(409);
    expect((await call('DELETE', `${base}/${copy.id}?version=1`, 'superadmin')).statusCode).toBe(204);
    expect((await call('DELETE', `${base}/${copy.id}?version=1`, 'superadmin')).statusCode).toBe(404);
    expect((await list('CARRIER_SETTINGS')).map((c) => c.id)).not.toContain(copy.id);
  });
});

describe('customer settings', () => {
  it('adds one with carrier, client and statistic client; saving needs carrier and client only', async () => {
    const noStatistic = await call('POST', base, 'superadmin', {
      type: 'CUSTOMER_SETTINGS',
      carrierId: 'HMM',
      clientId: alpinaId,
    });
    expect(noStatistic.statusCode).toBe(400);
    expect(noStatistic.json().message).toContain(CONFIG_MESSAGES.chooseStatisticClient);
    const unknown = await call('POST', base, 'superadmin', {
      type: 'CUSTOMER_SETTINGS',
      carrierId: 'HMM',
      clientId: '00000000-0000-4000-8000-000000000000',
      statisticClientId: alpinaId,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CONFIG_MESSAGES.unknownClient);
    const added = await call('POST', base, 'superadmin', {
      type: 'CUSTOMER_SETTINGS',
      carrierId: 'HMM',
      category: 'Import',
      clientId: alpinaId,
      statisticClientId: alpinaId,
      contactTo: [mail('client')],
    });
    expect(added.statusCode, added.body).toBe(201);
    const setting = added.json() as TPaymentConfirmationConfig;
    expect(setting).toMatchObject({ type: 'CUSTOMER_SETTINGS', category: 'Import', portId: null });
    expect((await list('CUSTOMER_SETTINGS'))[0]?.id).toBe(setting.id);
    const saved = await call('PUT', `${base}/${setting.id}`, 'superadmin', {
      type: 'CUSTOMER_SETTINGS',
      carrierId: 'HMM',
      category: null,
      clientId: alpinaId,
      statisticClientId: null,
      contactTo: [mail('client')],
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ category: null, statisticClientId: null, version: 2 });
    const otherType = await call('PUT', `${base}/${setting.id}`, 'superadmin', {
      type: 'CARRIER_SETTINGS',
      carrierId: 'HMM',
      portId: 'BRSSZ',
      version: 2,
    });
    expect(otherType.statusCode).toBe(400);
  });

  it('answers an unknown type in the list query with 400', async () => {
    expect((await call('GET', `${base}?type=OTHER`, 'superadmin')).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('refuses every route to other staff (403), customers (403) and visitors (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const routes: [string, string, unknown?][] = [
      ['GET', `${base}?type=CARRIER_SETTINGS`],
      ['POST', base, { type: 'CARRIER_SETTINGS', carrierId: 'HMM', portId: 'BRSSZ' }],
      ['PUT', `${base}/${id}`, { type: 'CARRIER_SETTINGS', carrierId: 'HMM', portId: 'BRSSZ', version: 1 }],
      ['PATCH', `${base}/${id}/automatic-message`, { automaticMessage: true, version: 1 }],
      ['POST', `${base}/${id}/copy`, { version: 1 }],
      ['DELETE', `${base}/${id}?version=1`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, 'operations', body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, 'customerA1', body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the payment-confirmation e-mail', () => {
  it('goes to a contact added here, from the next e-mail on', async () => {
    await t.database.db.insert(bookings).values({
      id: `${tag}-CMA`,
      clientId: alpinaId,
      carrierId: 'CMA',
      category: 'Export',
      polId: 'DEHAM',
      podId: 'BRSSZ',
      etd: new Date(),
    });
    const send = () =>
      call('POST', '/api/paymentConfirmation', 'accounting', { bookingId: `${tag}-CMA`, portId: 'BRSSZ' });
    // No setting yet: nobody to send to.
    expect((await send()).json()).toMatchObject({
      error: { message: PAYMENT_MESSAGES.confirmationNoRecipients },
    });
    const added = await call('POST', base, 'superadmin', {
      type: 'CARRIER_SETTINGS',
      carrierId: 'CMA',
      portId: 'BRSSZ',
      contactTo: [mail('new-contact')],
    });
    expect(added.statusCode, added.body).toBe(201);
    const answer = await send();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ success: { message: PAYMENT_MESSAGES.confirmationSent } });
    const mails = await t.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(like(mailOutbox.to, `%${mail('new-contact')}%`));
    expect(mails).toHaveLength(1);
  });
});
