import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { format, addDays } from 'date-fns';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  type TAccountingDocument,
  type TWeeklyPayment,
  type TWeeklyPaymentDetail,
} from '@portal/domain';
import {
  bookingActivity,
  bookings,
  checklistItems,
  clients,
  commissions,
  mailOutbox,
  paymentConfirmationConfigs,
  paymentConfirmationEmails,
  tasks,
  weeklyPayments,
} from '../src/platform/db/schema/index.ts';
import { ensureApprovalTask } from '../src/modules/payments/payment-tasks.ts';
import { withTenant } from '../src/platform/db/tenant.ts';
import { userActor } from '../../../packages/domain/test/actors.ts';
import { DEMO_CLIENTS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { multipartFile, PDF } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * Weekly payments, accounting documents, commissions and payment confirmations (issue 12 parts 3–5) through the
 * API: accounting staff act; other staff read and are refused writes; customers get nothing; a carrier-restricted
 * member sees only their carriers'; bad input and refused transitions answer 400 with the domain's words and write
 * nothing; approving, reverting, holding, postponing and clearing write their tasks and accounting entries; a
 * payment confirmation queues one mail and checks FREIGHT COLLECTION.
 */

let t: TestApp;
let alpinaId: string;
const cookies: Partial<Record<DemoUserKey, string>> = {};
const tag = `PY${Date.now().toString(36).toUpperCase()}`;
const today = format(new Date(), 'yyyy-MM-dd');
const inDays = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

const call = (method: string, url: string, who?: DemoUserKey, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ref = (n: number) => `${tag}-P${n}`;
const recOf = (n: number) => `R${n}`;
const command = (n: number, action: 'Move' | 'Block' | 'Unblock', more: Record<string, unknown> = {}) => ({
  action,
  recId: recOf(n),
  reference: ref(n),
  ...more,
});

async function stored(n: number) {
  const [row] = await t.database.db
    .select()
    .from(weeklyPayments)
    .where(eq(weeklyPayments.reference, ref(n)));
  return row!;
}

async function paymentTasks(n: number) {
  const rows = await t.database.db
    .select()
    .from(tasks)
    .where(eq(tasks.paymentReference, ref(n)));
  return new Map(rows.map((r) => [r.type, r]));
}

async function entries(bookingId: string, changeType: string) {
  return t.database.db
    .select()
    .from(bookingActivity)
    .where(and(eq(bookingActivity.bookingId, bookingId), eq(bookingActivity.changeType, changeType)));
}

async function uploadTo(n: number, who: DemoUserKey = 'accounting') {
  const { payload, headers } = multipartFile('carrier-invoice.pdf', PDF, 'application/pdf');
  return t.app.inject({
    method: 'POST',
    url: `/api/weekly-payments/${ref(n)}/documents`,
    payload,
    headers: { ...headers, cookie: cookies[who]! },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['accounting', 'operations', 'salesRestricted', 'customerA1', 'superadmin'] as const)
    cookies[who] = (await loginAs(t.app, who)).cookie;
  const db = t.database.db;
  const [alpina] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.erpClientId, DEMO_CLIENTS.A.erpClientId));
  alpinaId = alpina!.id;
  const base = { clientId: alpina!.id, category: 'Export' as const, polId: 'DEHAM', etd: new Date() };
  await db.insert(bookings).values([
    { ...base, id: `${tag}-ZIM`, carrierId: 'ZIM', podId: 'USNYC', blNumber: `BL${tag}` },
    { ...base, id: `${tag}-HSG`, carrierId: 'HSG', podId: 'BRSSZ' },
    { ...base, id: `${tag}-DAL`, carrierId: 'DAL', podId: 'ZADUR' },
  ]);
  const payment = (n: number, bookingId: string, carrierId: string, more: Record<string, unknown> = {}) => ({
    reference: ref(n),
    recId: recOf(n),
    bookingId,
    clientId: alpina!.id,
    carrierId,
    payDate: today,
    amount: `${1000 + n}.50`,
    currency: 'USD',
    debitCredit: 'DEBIT' as const,
    commissionStatus: 'INVOICED' as const,
    ...more,
  });
  const rows = await db
    .insert(weeklyPayments)
    .values([
      payment(1, `${tag}-ZIM`, 'ZIM'), // documents, approve, clear, revert
      payment(2, `${tag}-HSG`, 'HSG'), // HSG without documents: refused
      payment(3, `${tag}-ZIM`, 'ZIM', { payDate: inDays(7), currency: 'EUR' }), // postpone with 4
      payment(4, `${tag}-ZIM`, 'ZIM', { payDate: inDays(7), currency: 'EUR' }),
      payment(5, `${tag}-DAL`, 'DAL', { debitCredit: 'CREDIT' }), // hold; another carrier for the restricted member
      payment(6, `${tag}-DAL`, 'DAL', {
        status: 'PAID',
        platformStatus: 'CLEARED',
        commissionStatus: 'PAID',
      }),
    ])
    .returning();
  for (const row of rows.filter((r) => r.status === 'IN_PROGRESS'))
    await ensureApprovalTask(db, row, new Date());
  await db.insert(commissions).values([
    {
      bookingId: `${tag}-ZIM`,
      clientId: alpina!.id,
      carrierId: 'ZIM',
      dueDate: inDays(2),
      amount: '120.00',
      currency: 'USD',
      debitCredit: 'CREDIT',
      status: 'OPEN',
    },
    {
      bookingId: `${tag}-HSG`,
      clientId: alpina!.id,
      carrierId: 'HSG',
      dueDate: inDays(1),
      amount: '80.00',
      currency: 'USD',
      debitCredit: 'CREDIT',
      status: 'INVOICED',
    },
  ]);
  await db.insert(paymentConfirmationConfigs).values({
    type: 'CARRIER_SETTINGS',
    carrierId: 'ZIM',
    portId: 'USNYC',
    contactTo: [`payments-${tag.toLowerCase()}@zim.example`],
    contactCc: ['cc@freight-portal.local'],
  });
}, 60_000);
afterAll(async () => t?.close());

describe('reading payments and commissions', () => {
  it('lists a booking’s payments by pay date and reference, with their facts', async () => {
    const answer = await call('GET', `/api/weekly-payments?bookingId=${tag}-ZIM&perPage=10`, 'accounting');
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as TWeeklyPayment[];
    expect(data.map((p) => p.reference)).toEqual([ref(1), ref(3), ref(4)]);
    expect(data[0]).toMatchObject({
      recId: recOf(1),
      blNumber: `BL${tag}`,
      amount: 1001.5,
      status: 'IN_PROGRESS',
      platformStatus: null,
      documentStatuses: [],
      carrierNeedsDocuments: false,
      clearTask: null,
    });
  });

  it('narrows by every filter: currency, statuses, NONE for no platform status, carrier, pay date', async () => {
    const refs = async (query: string) =>
      (
        (await call('GET', `/api/weekly-payments?perPage=50&${query}`, 'accounting')).json()
          .data as TWeeklyPayment[]
      )
        .map((p) => p.reference)
        .filter((r) => r.startsWith(tag));
    expect(await refs('currency=EUR')).toEqual([ref(3), ref(4)]);
    expect(await refs(`carrier=DAL&platformStatus=CLEARED`)).toEqual([ref(6)]);
    expect(await refs(`carrier=DAL&platformStatus=NONE`)).toEqual([ref(5)]);
    expect(await refs(`carrier=DAL&status=PAID&commissionStatus=PAID`)).toEqual([ref(6)]);
    expect(await refs(`payDate=${today}&currency=USD&status=IN_PROGRESS`)).toEqual([ref(1), ref(2), ref(5)]);
    const bad = await call('GET', '/api/weekly-payments?status=LOST', 'accounting');
    expect(bad.statusCode).toBe(400);
  });

  it('answers one payment with its documents, and a booking’s cards', async () => {
    const one = await call('GET', `/api/weekly-payments/${ref(2)}`, 'operations');
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ reference: ref(2), carrierNeedsDocuments: true, documents: [] });
    const cards = await call('GET', `/api/bookings/${tag}-DAL/weekly-payments`, 'accounting');
    expect((cards.json().data as TWeeklyPaymentDetail[]).map((p) => p.reference)).toEqual([ref(5), ref(6)]);
    expect((await call('GET', `/api/weekly-payments/${tag}-NONE`, 'accounting')).statusCode).toBe(404);
  });

  it('lists commissions by due date, filtered by status and currency', async () => {
    const answer = await call('GET', `/api/commissions?perPage=50&currency=USD`, 'accounting');
    expect(answer.statusCode, answer.body).toBe(200);
    const mine = answer.json().data.filter((c: { bookingId: string }) => c.bookingId.startsWith(tag));
    expect(mine.map((c: { carrierId: string }) => c.carrierId)).toEqual(['HSG', 'ZIM']);
    const open = await call(
      'GET',
      `/api/commissions?perPage=50&status=OPEN&bookingId=${tag}-ZIM`,
      'operations',
    );
    expect(open.json().data).toHaveLength(1);
    expect(open.json().data[0]).toMatchObject({ amount: 120, debitCredit: 'CREDIT', status: 'OPEN' });
  });
});

describe('who may reach payments', () => {
  it('other staff read but may not act (403, nothing written)', async () => {
    expect((await call('GET', '/api/weekly-payments', 'operations')).statusCode).toBe(200);
    const writes = [
      call('POST', '/api/weeklyPayment', 'operations', [command(1, 'Block')]),
      call('PUT', `/api/weekly-payments/${ref(1)}/platform-status`, 'operations', {
        platformStatus: 'ON_HOLD',
      }),
      call('POST', '/api/paymentConfirmation', 'operations', { bookingId: `${tag}-ZIM`, portId: 'USNYC' }),
      call('GET', `/api/bookings/${tag}-ZIM/payment-confirmation`, 'operations'),
      uploadTo(1, 'operations'),
    ];
    for (const answer of await Promise.all(writes)) expect(answer.statusCode, answer.body).toBe(403);
    expect(await stored(1)).toMatchObject({ status: 'IN_PROGRESS', platformStatus: null });
  });

  it('customers get 403 everywhere and no data', async () => {
    for (const url of [
      '/api/weekly-payments',
      `/api/weekly-payments/${ref(1)}`,
      `/api/weekly-payments/${ref(1)}/documents`,
      `/api/bookings/${tag}-ZIM/weekly-payments`,
      '/api/commissions',
      `/api/bookings/${tag}-ZIM/payment-confirmation`,
    ]) {
      const answer = await call('GET', url, 'customerA1');
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body).not.toContain(tag);
    }
    expect((await call('POST', '/api/weeklyPayment', 'customerA1', [command(1, 'Block')])).statusCode).toBe(
      403,
    );
  });

  it('a carrier-restricted staff member sees only their carriers’ payments; another carrier’s is 404', async () => {
    const list = await call('GET', '/api/weekly-payments?perPage=50', 'salesRestricted');
    const carriers = new Set((list.json().data as TWeeklyPayment[]).map((p) => p.carrierId));
    expect([...carriers]).toEqual(['HSG']);
    expect((await call('GET', `/api/weekly-payments/${ref(2)}`, 'salesRestricted')).statusCode).toBe(200);
    const other = await call('GET', `/api/weekly-payments/${ref(5)}`, 'salesRestricted');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.paymentNotFound);
    expect(
      (await call('GET', `/api/weekly-payments/${ref(5)}/documents`, 'salesRestricted')).statusCode,
    ).toBe(404);
    const commissionCarriers = (await call('GET', '/api/commissions?perPage=50', 'salesRestricted'))
      .json()
      .data.map((c: { carrierId: string }) => c.carrierId);
    expect(new Set(commissionCarriers)).toEqual(new Set(['HSG']));
  });
});

describe('POST /api/weeklyPayment', () => {
  it('answers bad input with the domain’s message and writes nothing', async () => {
    const move = await call('POST', '/api/weeklyPayment', 'accounting', [command(3, 'Move')]);
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toContain(PAYMENT_MESSAGES.payDateRequired);
    const unblock = await call('POST', '/api/weeklyPayment', 'accounting', [command(1, 'Unblock')]);
    expect(unblock.statusCode).toBe(400);
    expect(unblock.json().message).toContain(PAYMENT_MESSAGES.reasonRequired);
    const empty = await call('POST', '/api/weeklyPayment', 'accounting', []);
    expect(empty.json().message).toContain(PAYMENT_MESSAGES.oneAction);
    const mixed = await call('POST', '/api/weeklyPayment', 'accounting', [
      command(3, 'Move', { payDate: inDays(14) }),
      command(1, 'Block'),
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(PAYMENT_MESSAGES.oneAction);
    const mismatch = await call('POST', '/api/weeklyPayment', 'accounting', [
      { ...command(1, 'Block'), recId: 'R9' },
    ]);
    expect(mismatch.json().message).toBe(PAYMENT_MESSAGES.referenceMismatch);
    expect((await stored(3)).payDate).toBe(inDays(7));
    expect((await stored(1)).status).toBe('IN_PROGRESS');
  });

  it('refuses to approve while a document is not approved, then approves (tasks and entry)', async () => {
    const uploaded = await uploadTo(1);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json() as TAccountingDocument;
    expect(document).toMatchObject({ paymentReference: ref(1), status: { type: 'DEFAULT' } });
    const refused = await call('POST', '/api/weeklyPayment', 'accounting', [command(1, 'Block')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('All files must be approved first');
    const reviewed = await call(
      'PUT',
      `/api/weekly-payments/${ref(1)}/documents/${document.id}/status`,
      'accounting',
      { status: 'APPROVED' },
    );
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().status).toMatchObject({ type: 'APPROVED', by: { name: 'Thomas Huber' } });
    const file = await call(
      'GET',
      `/api/weekly-payments/${ref(1)}/documents/${document.id}/file`,
      'operations',
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    // An approved document stays (spec 000 §5).
    const removal = await call(
      'DELETE',
      `/api/weekly-payments/${ref(1)}/documents/${document.id}`,
      'accounting',
    );
    expect(removal.statusCode).toBe(409);

    const approved = await call('POST', '/api/weeklyPayment', 'accounting', [command(1, 'Block')]);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: PAYMENT_MESSAGES.approved, forwarded: false });
    expect(approved.json().payments[0]).toMatchObject({ status: 'BLOCKED', clearTask: { resolved: false } });
    const rows = await paymentTasks(1);
    expect(rows.get('PAYMENT_APPROVAL')).toMatchObject({ resolved: true });
    expect(rows.get('CLEAR_INVOICE')).toMatchObject({ resolved: false, show: true, payDate: today });
    const [entry] = await entries(`${tag}-ZIM`, 'APPROVE_PAYMENT');
    expect(entry).toMatchObject({ isAccountingActivity: true, data: { paymentReference: ref(1) } });
  });

  it('refuses to approve an HSG payment without documents', async () => {
    const refused = await call('POST', '/api/weeklyPayment', 'accounting', [command(2, 'Block')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.documentsRequired);
    expect((await stored(2)).status).toBe('IN_PROGRESS');
  });

  it('postpones by 7 days, not by 10: pay dates and tasks move, one POSTPONE_PAYMENT entry per booking', async () => {
    const ten = await call('POST', '/api/weeklyPayment', 'accounting', [
      command(3, 'Move', { payDate: inDays(17) }),
    ]);
    expect(ten.statusCode).toBe(400);
    expect(ten.json().message).toBe(PAYMENT_MESSAGES.postponeStep);
    // All or nothing: the second refuses, so the first does not move either.
    const half = await call('POST', '/api/weeklyPayment', 'accounting', [
      command(3, 'Move', { payDate: inDays(14) }),
      command(1, 'Move', { payDate: inDays(7) }),
    ]);
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe(PAYMENT_MESSAGES.notInProgress);
    expect((await stored(3)).payDate).toBe(inDays(7));

    const moved = await call('POST', '/api/weeklyPayment', 'accounting', [
      command(3, 'Move', { payDate: inDays(14) }),
      command(4, 'Move', { payDate: inDays(14) }),
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(PAYMENT_MESSAGES.postponed(2));
    expect((await stored(3)).payDate).toBe(inDays(14));
    expect((await stored(4)).payDate).toBe(inDays(14));
    expect((await paymentTasks(3)).get('PAYMENT_APPROVAL')).toMatchObject({ payDate: inDays(14) });
    const postponed = await entries(`${tag}-ZIM`, 'POSTPONE_PAYMENT');
    expect(postponed).toHaveLength(1);
    expect(postponed[0]).toMatchObject({
      isAccountingActivity: true,
      byName: 'Thomas Huber',
      data: {
        paymentReference: ref(3),
        paymentActivityData: { dateBeforeChange: inDays(7), dateAfterChange: inDays(14) },
      },
    });
  });
});

describe('clearing, reverting and holding', () => {
  it('resolving the clear-invoice task clears the payment; reopening it reverts; revert approval is refused while cleared', async () => {
    const clear = (await paymentTasks(1)).get('CLEAR_INVOICE')!;
    const resolved = await call('PUT', `/api/tasks/${clear.id}/resolution`, 'accounting', {
      action: 'resolve',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await stored(1)).toMatchObject({ status: 'BLOCKED', platformStatus: 'CLEARED' });
    expect(await entries(`${tag}-ZIM`, 'CLEAR_PAYMENT')).toHaveLength(1);
    const refused = await call('POST', '/api/weeklyPayment', 'accounting', [
      command(1, 'Unblock', { reason: 'Wrong amount' }),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.revertHidden);
    const reopened = await call('PUT', `/api/tasks/${clear.id}/resolution`, 'accounting', {
      action: 'unresolve',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await stored(1)).platformStatus).toBeNull();
    expect(await entries(`${tag}-ZIM`, 'REVERT_CLEAR_PAYMENT')).toHaveLength(1);
  });

  it('reverts an approval with the reason: In Progress, approval task open, clear task hidden', async () => {
    const reverted = await call('POST', '/api/weeklyPayment', 'accounting', [
      command(1, 'Unblock', { reason: 'The carrier sent a corrected invoice.' }),
    ]);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().payments[0]).toMatchObject({ status: 'IN_PROGRESS', clearTask: null });
    const rows = await paymentTasks(1);
    expect(rows.get('PAYMENT_APPROVAL')).toMatchObject({ resolved: false, show: true });
    expect(rows.get('CLEAR_INVOICE')).toMatchObject({ resolved: false, show: false });
    const [entry] = await entries(`${tag}-ZIM`, 'REVERT_APPROVAL');
    expect(entry).toMatchObject({
      type: 'ACTIVITY_WITH_COMMENT',
      comment: 'The carrier sent a corrected invoice.',
    });
  });

  it('puts on hold (approval refused meanwhile) and reverts the hold', async () => {
    const url = `/api/weekly-payments/${ref(5)}/platform-status`;
    const hold = await call('PUT', url, 'accounting', { platformStatus: 'ON_HOLD' });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json()).toMatchObject({
      message: PAYMENT_MESSAGES.putOnHold,
      payment: { platformStatus: 'ON_HOLD' },
    });
    expect((await call('PUT', url, 'accounting', { platformStatus: 'ON_HOLD' })).json().message).toBe(
      PAYMENT_MESSAGES.notInProgress,
    );
    const approve = await call('POST', '/api/weeklyPayment', 'accounting', [command(5, 'Block')]);
    expect(approve.json().message).toBe(PAYMENT_MESSAGES.onHoldNoApproval);
    const back = await call('PUT', url, 'accounting', { platformStatus: null });
    expect(back.statusCode).toBe(200);
    expect((await stored(5)).platformStatus).toBeNull();
    expect(await entries(`${tag}-DAL`, 'PUT_ON_HOLD_PAYMENT')).toHaveLength(1);
    expect(await entries(`${tag}-DAL`, 'REVERT_PUT_ON_HOLD_PAYMENT')).toHaveLength(1);
    const paid = await call('PUT', `/api/weekly-payments/${ref(6)}/platform-status`, 'accounting', {
      platformStatus: null,
    });
    expect(paid.statusCode).toBe(400);
  });
});

describe('payment confirmation', () => {
  it('starts from the booking’s ports and the configs’ recipients', async () => {
    const answer = await call('GET', `/api/bookings/${tag}-ZIM/payment-confirmation`, 'accounting');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      portId: 'USNYC',
      contactTo: [`payments-${tag.toLowerCase()}@zim.example`],
      cc: ['cc@freight-portal.local'],
      emails: [],
    });
    expect(answer.json().ports.map((p: { id: string }) => p.id)).toEqual(['DEHAM', 'USNYC']);
  });

  it('answers an error in the body when no recipient is configured, and writes nothing', async () => {
    const answer = await call('POST', '/api/paymentConfirmation', 'accounting', {
      bookingId: `${tag}-DAL`,
      portId: 'ZADUR',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      error: { message: PAYMENT_MESSAGES.confirmationNoRecipients },
      emails: [],
    });
    expect(await entries(`${tag}-DAL`, 'SENT_PAYMENT_CONFIRMATION_EMAIL')).toHaveLength(0);
    const bad = await call('POST', '/api/paymentConfirmation', 'accounting', {
      bookingId: `${tag}-DAL`,
      portId: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(PAYMENT_MESSAGES.choosePort);
  });

  it('queues one outbox mail to the configured contacts, checks FREIGHT COLLECTION and writes the entry', async () => {
    const answer = await call('POST', '/api/paymentConfirmation', 'accounting', {
      bookingId: `${tag}-ZIM`,
      portId: 'USNYC',
      freeText: 'Paid with the weekly run.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ success: { message: PAYMENT_MESSAGES.confirmationSent } });
    expect(answer.json().emails).toHaveLength(1);
    expect(answer.json().emails[0]).toMatchObject({
      portId: 'USNYC',
      to: [`payments-${tag.toLowerCase()}@zim.example`],
      cc: ['cc@freight-portal.local'],
      state: 'queued',
      createdBy: 'Thomas Huber',
    });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, `%payments-${tag.toLowerCase()}%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Paid with the weekly run.');
    const [email] = await t.database.db
      .select()
      .from(paymentConfirmationEmails)
      .where(eq(paymentConfirmationEmails.bookingId, `${tag}-ZIM`));
    expect(email!.mailId).toBe(mails[0]!.id);
    const [item] = await t.database.db
      .select()
      .from(checklistItems)
      .where(and(eq(checklistItems.recordId, `${tag}-ZIM`), eq(checklistItems.itemId, 'FREIGHT_COLLECTION')));
    expect(item).toMatchObject({ checked: true });
    expect(await entries(`${tag}-ZIM`, 'SENT_PAYMENT_CONFIRMATION_EMAIL')).toHaveLength(1);
    // The outbox's later state is what the booking shows.
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(eq(mailOutbox.id, mails[0]!.id));
    const after = await call('GET', `/api/bookings/${tag}-ZIM/payment-confirmation`, 'accounting');
    expect(after.json().emails[0]).toMatchObject({ state: 'sent' });
    expect(after.json().emails[0].stateAt).toBeTruthy();
  });
});

describe('the second wall and the ERP', () => {
  it('row-level security: a customer’s transaction reads no payment of its own company; staff read them', async () => {
    const customer = userActor({ clientId: alpinaId });
    const seen = await withTenant(t.database.db, customer, (tx) => tx.select().from(weeklyPayments));
    expect(seen).toEqual([]);
    const own = await withTenant(t.database.db, customer, (tx) => tx.select().from(commissions));
    expect(own).toEqual([]);
    const staff = await withTenant(t.database.db, userActor({ role: 'sales' }), (tx) =>
      tx
        .select()
        .from(weeklyPayments)
        .where(like(weeklyPayments.reference, `${tag}%`)),
    );
    expect(staff.length).toBe(6);
  });

  it('forwards the committed list to ERP_PAYMENT_URL; a failure there is only logged', async () => {
    const received: unknown[] = [];
    let status = 200;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const config = t.app.ctx.config as { ERP_PAYMENT_URL?: string };
    config.ERP_PAYMENT_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/weeklyPayment`;
    try {
      const list = [command(2, 'Move', { payDate: inDays(7) })];
      const moved = await call('POST', '/api/weeklyPayment', 'accounting', list);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().forwarded).toBe(true);
      expect(received).toEqual([list]);
      status = 500;
      const back = await call('POST', '/api/weeklyPayment', 'accounting', [
        command(2, 'Move', { payDate: today }),
      ]);
      expect(back.statusCode).toBe(200);
      expect(back.json().forwarded).toBe(false);
      expect((await stored(2)).payDate).toBe(today);
      // A refused list is not forwarded.
      await call('POST', '/api/weeklyPayment', 'accounting', [command(2, 'Move', { payDate: inDays(3) })]);
      expect(received).toHaveLength(2);
    } finally {
      delete config.ERP_PAYMENT_URL;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
