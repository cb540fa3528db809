import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  type TBooking,
  type TBookingRow,
  type TBookingRequestCargoLine,
  type TQuickSearchAnswer,
} from '@portal/domain';
import {
  bookingActivity,
  bookings,
  bookingTags,
  clients,
  mailOutbox,
  tags,
  users,
} from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS, DEMO_USERS } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * The booking lists, page, actions and Quick Search (issue 11) through the API: tabs and filters, tenancy and the
 * carrier restriction (404, never the record), staff-only actions (403), the state rules (409) and bad input
 * (400, nothing written).
 */

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
// The test's own ids: a shared PostgreSQL test database keeps other suites' bookings beside them.
const tag = `T${Date.now().toString(36).toUpperCase()}`;

function line(containerNumbers: string[], refs = { pickup: '', delivery: '' }): TBookingRequestCargoLine {
  return {
    quantity: containerNumbers.length,
    containerType: { id: '45G1', label: "40' HC", description: 'High cube', couldBeOversize: false },
    commodityType: { id: null, name: 'Machinery' },
    weight: 12000,
    temperature: null,
    humidity: null,
    ventilation: null,
    pickupDate: null,
    pickupLocation: null,
    pickupReference: refs.pickup,
    deliveryReference: refs.delivery,
    vgmPin: '',
    containerNumbers,
    imo: { flag: false, entries: [] },
    oog: { flag: false, entries: [] },
    demDetTariffs: [],
    storageTariffs: [],
    pluginTariffs: [],
  };
}

const call = (method: string, url: string, who?: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of [
    'customerA1',
    'customerB1',
    'customerB2',
    'operations',
    'salesRestricted',
    'superadmin',
  ] as const)
    cookies[who] = (await loginAs(t.app, who)).cookie;
  const db = t.database.db;
  const clientId = async (erp: string) =>
    (await db.select({ id: clients.id }).from(clients).where(eq(clients.erpClientId, erp)))[0]!.id;
  const userId = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.emailAddress, email)))[0]!.id;
  const alpina = await clientId(DEMO_CLIENTS.A.erpClientId);
  const hanse = await clientId(DEMO_CLIENTS.B.erpClientId);
  ids.operations = await userId(DEMO_USERS.operations.emailAddress);
  ids.anna = await userId(DEMO_USERS.customerA1.emailAddress);
  const base = { polId: 'DEHAM', podId: 'USNYC', vessel: 'NORDIC STAR', voyage: '601W' };
  await db.insert(bookings).values([
    {
      ...base,
      id: `${tag}-A1`,
      clientId: alpina,
      carrierId: 'HSG',
      customerReference: `PO-${tag}-77`,
      blNumber: `HLCU${tag}`,
      cargo: [line([`MSKU${tag.slice(-6)}1`], { pickup: `PU-${tag}`, delivery: '' })],
      freight: [
        {
          seqNr: 1,
          text: 'Ocean freight',
          group: 'EXTERNAL',
          quantity: 1,
          unit: 'CTR',
          unitValue: 1200,
          currency: 'USD',
          total: 1200,
          internal1: false,
          isManual: false,
        },
        {
          seqNr: 2,
          text: 'Buy rate',
          group: 'INTERNAL1',
          quantity: 1,
          unit: 'CTR',
          unitValue: 900,
          currency: 'USD',
          total: 900,
          internal1: true,
          isManual: false,
        },
      ],
      agentId: ids.operations,
      contactId: ids.anna,
    },
    {
      ...base,
      id: `${tag}-A2`,
      clientId: alpina,
      carrierId: 'HSG',
      category: 'Import',
      vessel: 'SOUTHERN CROSS',
    },
    { ...base, id: `${tag}-A3`, clientId: alpina, carrierId: 'HSG', pendingPayment: true },
    { ...base, id: `${tag}-A4`, clientId: alpina, carrierId: 'HSG', archived: true },
    { ...base, id: `${tag}-B1`, clientId: hanse, carrierId: 'CMA', cargo: [line([`TGHU${tag.slice(-6)}2`])] },
  ]);
});
afterAll(async () => t?.close());

const rows = async (who: string, query: string) => {
  const answer = await call('GET', `/api/bookings?${query}`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as TBookingRow[]).map((r) => r.id).filter((id) => id.startsWith(tag));
};

describe('GET /api/bookings', () => {
  it('lists each tab by its flags and the category, newest change first', async () => {
    expect(await rows('superadmin', `q=${tag}`)).toEqual([`${tag}-B1`, `${tag}-A1`]);
    expect(await rows('superadmin', `q=${tag}&category=Import`)).toEqual([`${tag}-A2`]);
    expect(await rows('superadmin', `q=${tag}&tab=pending-payment`)).toEqual([`${tag}-A3`]);
    expect(await rows('superadmin', `q=${tag}&tab=archived`)).toEqual([`${tag}-A4`]);
  });

  it('gives a customer its own company only, pending payment in Active, archived in History, no staff fields', async () => {
    expect(await rows('customerA1', `q=${tag}`)).toEqual([`${tag}-A3`, `${tag}-A1`]);
    expect(await rows('customerA1', `q=${tag}&tab=history`)).toEqual([`${tag}-A4`]);
    expect(await rows('customerA1', `q=${tag}&archived=true`)).toEqual([`${tag}-A4`]);
    expect(await rows('customerB1', `q=${tag}`)).toEqual([`${tag}-B1`]);
    const answer = await call('GET', `/api/bookings?q=${tag}-A1`, 'customerA1');
    const row = answer.json().data[0] as TBookingRow;
    expect(row.client).toBeUndefined();
    expect(row.erp).toBeUndefined();
    expect(row.tagIds).toBeUndefined();
    expect(row.contact?.id).toBe(ids.anna);
  });

  it('keeps a carrier-restricted customer and staff member to their carriers', async () => {
    expect(await rows('customerB2', `q=${tag}`)).toEqual([]);
    expect(await rows('salesRestricted', `q=${tag}`)).toEqual([`${tag}-A1`]);
  });

  it('finds every word in the search column: vessel, container number, reference', async () => {
    expect(await rows('superadmin', `q=${encodeURIComponent(`nordic ${tag}-a1`)}`)).toEqual([`${tag}-A1`]);
    expect(await rows('superadmin', `q=MSKU${tag.slice(-6)}1`)).toEqual([`${tag}-A1`]);
    expect(await rows('superadmin', `q=po-${tag}-77`)).toEqual([`${tag}-A1`]);
    expect(await rows('superadmin', `q=${tag}&carrier=cma`)).toEqual([`${tag}-B1`]);
    expect(
      await rows('superadmin', `q=${tag}&origin=deham&destination=USNYC&assignee=${ids.operations}`),
    ).toEqual([`${tag}-A1`]);
    expect(await rows('operations', `q=${tag}&assignee=me`)).toEqual([`${tag}-A1`]);
  });

  it('answers bad filters with 400 and a message', async () => {
    for (const query of [
      'tab=bogus',
      'perPage=7',
      'origin=Hamburg',
      'from=2026-05-02&to=2026-05-01',
      'clientId=x',
    ]) {
      const answer = await call('GET', `/api/bookings?${query}`, 'superadmin');
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
  });
});

describe('GET /api/bookings with the tags filter', () => {
  // Bookings of their own (another prefix), so that the lists above by `q=${tag}` stay as they are.
  const g = `G${tag}`;
  const tagIds: Record<'red' | 'blue', string> = { red: '', blue: '' };
  const tagged = async (who: string, query: string) => {
    const answer = await call('GET', `/api/bookings?${query}`, who);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { data: TBookingRow[]; count: number };
    return { ids: body.data.map((r) => r.id).filter((id) => id.startsWith(g)), count: body.count };
  };
  const ids = async (who: string, query: string) => (await tagged(who, query)).ids;

  beforeAll(async () => {
    const db = t.database.db;
    const clientId = async (erp: string) =>
      (await db.select({ id: clients.id }).from(clients).where(eq(clients.erpClientId, erp)))[0]!.id;
    const alpina = await clientId(DEMO_CLIENTS.A.erpClientId);
    const hanse = await clientId(DEMO_CLIENTS.B.erpClientId);
    const base = { polId: 'DEHAM', podId: 'USNYC', vessel: 'TAGGED STAR', voyage: '602W' };
    await db.insert(bookings).values([
      { ...base, id: `${g}-A1`, clientId: alpina, carrierId: 'HSG' },
      { ...base, id: `${g}-A2`, clientId: alpina, carrierId: 'HSG', pendingPayment: true },
      { ...base, id: `${g}-A3`, clientId: alpina, carrierId: 'HSG', archived: true },
      { ...base, id: `${g}-B1`, clientId: hanse, carrierId: 'CMA' },
      // Untagged: the filter leaves it out.
      { ...base, id: `${g}-A9`, clientId: alpina, carrierId: 'HSG' },
    ]);
    const [red, blue] = await db
      .insert(tags)
      .values([
        { text: `${g} red`, color: '#ff0000', category: 'booking' },
        { text: `${g} blue`, color: '#0000ff', category: 'booking' },
      ])
      .returning({ id: tags.id });
    tagIds.red = red!.id;
    tagIds.blue = blue!.id;
    // The tag rows take the booking's list columns from the insert trigger (migration 0018), not from here.
    await db
      .insert(bookingTags)
      .values([
        ...['A1', 'A2', 'A3', 'B1'].map((n) => ({ bookingId: `${g}-${n}`, tagId: tagIds.red })),
        { bookingId: `${g}-A1`, tagId: tagIds.blue },
      ]);
  });

  it('lists the bookings with any of the chosen tags once, in each tab, newest change first', async () => {
    expect(await tagged('superadmin', `tagIds=${tagIds.red}`)).toEqual({
      ids: [`${g}-B1`, `${g}-A1`],
      count: 2,
    });
    expect(await ids('superadmin', `tagIds=${tagIds.blue}`)).toEqual([`${g}-A1`]);
    expect(await tagged('superadmin', `tagIds=${tagIds.red},${tagIds.blue}`)).toEqual({
      ids: [`${g}-B1`, `${g}-A1`],
      count: 2,
    });
    expect(await ids('superadmin', `tab=pending-payment&tagIds=${tagIds.red},${tagIds.blue}`)).toEqual([
      `${g}-A2`,
    ]);
    expect(await ids('superadmin', `tab=archived&tagIds=${tagIds.red}`)).toEqual([`${g}-A3`]);
    expect(await ids('superadmin', `tagIds=${tagIds.red}&category=Import`)).toEqual([]);
    expect(await ids('superadmin', `tagIds=${tagIds.red}&carrier=HSG&perPage=10&page=1`)).toEqual([
      `${g}-A1`,
    ]);
  });

  it('follows the booking: archived, it leaves the tag’s Active list for Archived; restored, it comes back', async () => {
    const archive = (archived: boolean) =>
      call('PUT', `/api/bookings/${g}-A1/archived`, 'superadmin', { archived });
    expect((await archive(true)).statusCode).toBe(200);
    expect(await ids('superadmin', `tagIds=${tagIds.red}`)).toEqual([`${g}-B1`]);
    expect(await ids('superadmin', `tagIds=${tagIds.blue}`)).toEqual([]);
    // Archived now, so newest change first.
    expect(await ids('superadmin', `tab=archived&tagIds=${tagIds.red}`)).toEqual([`${g}-A1`, `${g}-A3`]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await ids('superadmin', `tab=archived&from=${today}&to=${today}&tagIds=${tagIds.blue}`)).sort(),
    ).toEqual([`${g}-A1`]);
    expect((await archive(false)).statusCode).toBe(200);
    expect(await ids('superadmin', `tagIds=${tagIds.red}`)).toEqual([`${g}-A1`, `${g}-B1`]);
    expect(await ids('superadmin', `tab=archived&tagIds=${tagIds.red}`)).toEqual([`${g}-A3`]);
  });

  it('keeps a customer to its own company and a carrier-restricted staff member to their carriers', async () => {
    // Tags are staff's: a customer's tag filter changes nothing, and the company scope holds.
    expect(await ids('customerB1', `q=${g}&tagIds=${tagIds.red}`)).toEqual([`${g}-B1`]);
    expect((await ids('customerA1', `q=${g}&tagIds=${tagIds.blue}`)).sort()).toEqual([
      `${g}-A1`,
      `${g}-A2`,
      `${g}-A9`,
    ]);
    expect(await ids('salesRestricted', `tagIds=${tagIds.red}`)).toEqual([`${g}-A1`]);
  });
});

describe('GET /api/bookings/:id', () => {
  it('shows a customer its booking without internal freight, and another company nothing (404)', async () => {
    const own = await call('GET', `/api/bookings/${tag}-A1`, 'customerA1');
    expect(own.statusCode).toBe(200);
    const booking = own.json() as TBooking;
    expect(booking.freight.map((l) => l.text)).toEqual(['Ocean freight']);
    expect(booking.statisticClient).toBeNull();
    expect((await call('GET', `/api/bookings/${tag}-A1`, 'customerB1')).statusCode).toBe(404);
    expect((await call('GET', `/api/bookings/${tag}-B1`, 'salesRestricted')).statusCode).toBe(404);
    const staff = (await call('GET', `/api/bookings/${tag}-A1`, 'superadmin')).json() as TBooking;
    expect(staff.freight).toHaveLength(2);
  });
});

describe('booking actions', () => {
  it('archives (clearing in dispute) and restores for staff only', async () => {
    expect(
      (await call('PUT', `/api/bookings/${tag}-A3/archived`, 'customerA1', { archived: true })).statusCode,
    ).toBe(403);
    const disputed = await call('PUT', `/api/bookings/${tag}-A3/dispute`, 'superadmin');
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().inDispute).toBe(true);
    const archived = await call('PUT', `/api/bookings/${tag}-A3/archived`, 'superadmin', { archived: true });
    expect(archived.json()).toMatchObject({ archived: true, inDispute: false });
    const restored = await call('PUT', `/api/bookings/${tag}-A3/archived`, 'superadmin', { archived: false });
    expect(restored.json().archived).toBe(false);
    const log = await call('GET', `/api/bookings/${tag}-A3/activity?showActivity=true`, 'superadmin');
    expect(log.json().items.map((i: { changeType: string }) => i.changeType)).toEqual([
      'UNARCHIVED',
      'ARCHIVED',
      'IN_DISPUTE',
    ]);
  });

  it('refuses a dispute unless pending payment and not archived (409)', async () => {
    const answer = await call('PUT', `/api/bookings/${tag}-A2/dispute`, 'superadmin');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(BOOKING_MESSAGES.disputeRefused);
  });

  it('lets a customer watch and unwatch; the assigned agent assigns instead (403)', async () => {
    const on = await call('PUT', `/api/bookings/${tag}-A1/watching`, 'customerA1', { watching: true });
    expect(on.json()).toEqual({ watching: true, message: BOOKING_MESSAGES.watchAdded });
    const page = (await call('GET', `/api/bookings/${tag}-A1`, 'customerA1')).json() as TBooking;
    expect(page.watching).toBe(true);
    expect(page.watchers.map((w) => w.id)).toContain(ids.anna);
    const off = await call('PUT', `/api/bookings/${tag}-A1/watching`, 'customerA1', { watching: false });
    expect(off.json()).toEqual({ watching: false, message: BOOKING_MESSAGES.watchRemoved });
    const agent = await call('PUT', `/api/bookings/${tag}-A1/watching`, 'operations', { watching: true });
    expect(agent.statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/bookings/${tag}-A1/watching`, 'customerB1', { watching: true })).statusCode,
    ).toBe(404);
  });

  it('assigns the agent and the contact person, who join the watchers; checks who they may be', async () => {
    const jonas = (await loginAs(t.app, 'customerB1')).userId;
    const badAgent = await call('PUT', `/api/bookings/${tag}-A2/assignment`, 'superadmin', {
      agentId: ids.anna,
      contactId: null,
    });
    expect(badAgent.statusCode).toBe(400);
    expect(badAgent.json().message).toContain('active staff member');
    const badContact = await call('PUT', `/api/bookings/${tag}-A2/assignment`, 'superadmin', {
      agentId: ids.operations,
      contactId: jonas,
    });
    expect(badContact.statusCode).toBe(400);
    expect((await call('GET', `/api/bookings/${tag}-A2`, 'superadmin')).json().agent).toBeNull();
    const refused = await call('PUT', `/api/bookings/${tag}-A2/assignment`, 'customerA1', {
      agentId: null,
      contactId: ids.anna,
    });
    expect(refused.statusCode).toBe(403);
    const saved = await call('PUT', `/api/bookings/${tag}-A2/assignment`, 'superadmin', {
      agentId: ids.operations,
      contactId: ids.anna,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const booking = saved.json() as TBooking;
    expect(booking.agent?.id).toBe(ids.operations);
    expect(booking.contact?.id).toBe(ids.anna);
    expect(booking.watchers.map((w) => w.id).sort()).toEqual([ids.operations, ids.anna].sort());
  });

  it('queues the e-mail to the destination port agent; bad addresses are 400 and nothing is queued', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const bad = await call('POST', `/api/bookings/${tag}-A1/email`, 'superadmin', {
      to: 'not-an-address',
      subject: 'Arrival',
      message: 'Hello',
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
    const sent = await call('POST', `/api/bookings/${tag}-A1/email`, 'superadmin', {
      to: 'agent@port-agent.example',
      cc: ['ops@forwarder.example'],
      subject: `Arrival of ${tag}-A1`,
      message: 'Please prepare the delivery.',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before + 2);
  });

  it('logs a comment on a booking and notifies its agent', async () => {
    const posted = await call('POST', `/api/bookings/${tag}-A1/activity`, 'customerA1', {
      comment: 'When does the vessel arrive?',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const stored = await t.database.db
      .select()
      .from(bookingActivity)
      .where(eq(bookingActivity.bookingId, `${tag}-A1`));
    expect(stored.some((e) => e.comment === 'When does the vessel arrive?' && !e.isInternal)).toBe(true);
    const bell = await call('GET', '/api/notifications', 'operations');
    expect(JSON.stringify(bell.json())).toContain(`${tag}-A1`);
  });
});

describe('GET /api/quick-search', () => {
  const search = async (who: string, q: string) => {
    const answer = await call('GET', `/api/quick-search?q=${encodeURIComponent(q)}`, who);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as TQuickSearchAnswer;
  };

  it('finds a booking by container number (trimmed, upper-cased) and by references (lower-cased)', async () => {
    const byContainer = await search('customerA1', `  msku${tag.slice(-6)}1 `);
    expect(byContainer.bookings.map((b) => [b.id, b.matchedBy])).toEqual([[`${tag}-A1`, 'container']]);
    expect((await search('customerA1', `pu-${tag}`)).bookings[0]).toMatchObject({
      matchedBy: 'pickupReference',
    });
    expect((await search('customerA1', `HLCU${tag}`)).bookings[0]).toMatchObject({ matchedBy: 'blNumber' });
    expect((await search('superadmin', `${tag}-A1`)).bookings[0]).toMatchObject({
      id: `${tag}-A1`,
      matchedBy: 'fileNumber',
    });
  });

  it('shows what matched in the booking’s own case, not the lower-cased key', async () => {
    expect((await search('customerA1', `pu-${tag.toLowerCase()}`)).bookings[0]).toMatchObject({
      matchedBy: 'pickupReference',
      matchedText: `PU-${tag}`,
    });
    expect((await search('customerA1', `hlcu${tag.toLowerCase()}`)).bookings[0]).toMatchObject({
      matchedBy: 'blNumber',
      matchedText: `HLCU${tag}`,
    });
    expect((await search('customerA1', `po-${tag.toLowerCase()}-77`)).bookings[0]).toMatchObject({
      matchedBy: 'reference',
      matchedText: `PO-${tag}-77`,
    });
  });

  it('never finds another company’s or carrier’s booking', async () => {
    expect((await search('customerB1', `MSKU${tag.slice(-6)}1`)).bookings).toEqual([]);
    expect((await search('customerA1', `TGHU${tag.slice(-6)}2`)).bookings).toEqual([]);
    expect((await search('salesRestricted', `TGHU${tag.slice(-6)}2`)).bookings).toEqual([]);
  });

  it('asks for a text (400)', async () => {
    expect((await call('GET', '/api/quick-search?q=%20%20', 'customerA1')).statusCode).toBe(400);
    expect((await call('GET', '/api/quick-search?q=x')).statusCode).toBe(401);
  });
});

describe('PUT /api/profile/land-transport', () => {
  it('stores a customer’s answer on the user; staff have no card (403)', async () => {
    expect(
      (await call('PUT', '/api/profile/land-transport', 'customerA1', { interested: true })).statusCode,
    ).toBe(204);
    const profile = (await call('GET', '/api/profile', 'customerA1')).json();
    expect(profile).toMatchObject({ answeredLandInterest: true, showedInterest: true });
    expect(
      (await call('PUT', '/api/profile/land-transport', 'superadmin', { interested: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/profile/land-transport', 'customerA1', { interested: 'yes' })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/profile/checklist-tab', () => {
  it('remembers the side panel tab of a staff member for My Day; customers have no such tab (403)', async () => {
    expect(
      (await call('PUT', '/api/profile/checklist-tab', 'operations', { tab: 'accounting' })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/session', 'operations')).json().user).toMatchObject({
      lastOpenedChecklistTab: 'accounting',
    });
    expect(
      (await call('PUT', '/api/profile/checklist-tab', 'operations', { tab: 'operations' })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/profile', 'operations')).json()).toMatchObject({
      lastOpenedChecklistTab: 'operations',
    });
    const wrong = await call('PUT', '/api/profile/checklist-tab', 'operations', { tab: 'sales' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The tab is operations or accounting.');
    expect(
      (await call('PUT', '/api/profile/checklist-tab', 'customerA1', { tab: 'accounting' })).statusCode,
    ).toBe(403);
  });
});
