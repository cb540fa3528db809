import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor } from '../../../packages/domain/test/actors.ts';
import { CHECKLIST_MESSAGES, type TChecklist, type TChecklistItem } from '@portal/domain';
import { bookingRequests, bookings, checklistItems, checklists } from '../src/platform/db/schema/index.ts';
import { withTenant } from '../src/platform/db/tenant.ts';
import { cargoLine } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { workbenchClient } from './workbench-helpers.ts';

/**
 * Checklists of booking requests and bookings (issue 10 part 2): created with the record, read by staff and the
 * owning customer (public items only), items and stages checked by staff in order, customer actions with their
 * preconditions; other companies and carriers get 404, customers 404 on internal items and 403 on staff's steps.
 */

let t: TestApp;
let api: ReturnType<typeof workbenchClient>;
let customerA: string;
let customerB: string;
let staff: string;
let restrictedStaff: string;

const checklist = (kind: string, id: string, cookie: string, query = '') =>
  api.call('GET', `/api/${kind}/${id}/checklist${query}`, cookie);
const check = (id: string, item: string, cookie: string, body: object = { checked: true }) =>
  api.call('PUT', `/api/booking-requests/${id}/checklist/${item}`, cookie, body);
const stage = (id: string, item: string, stageId: string, cookie: string, checked = true) =>
  api.call('PUT', `/api/booking-requests/${id}/checklist/${item}/stages/${stageId}`, cookie, { checked });
const action = (id: string, item: string, cookie: string, completed = true) =>
  api.call('PUT', `/api/booking-requests/${id}/checklist/${item}/customer-action`, cookie, { completed });
const itemOf = (list: TChecklist, id: string) => list.items.find((i) => i.id === id);

beforeAll(async () => {
  t = await buildTestApp();
  api = workbenchClient(t);
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  staff = (await loginAs(t.app, 'superadmin')).cookie;
  restrictedStaff = (await loginAs(t.app, 'salesRestricted')).cookie;
});
afterAll(async () => t?.close());

describe('a new request’s checklist', () => {
  it('is created with the request: the Export template, conditional items only where the cargo has them', async () => {
    const plain = await api.submit(customerA);
    const soc = await api.submit(customerA, {
      containers: [cargoLine({ containerTypeId: '22G1-SO', pickupLocationId: null, pickupDate: null })],
    });
    const [stored] = await t.database.db
      .select()
      .from(checklists)
      .where(and(eq(checklists.recordKind, 'booking-requests'), eq(checklists.recordId, plain)));
    expect(stored).toMatchObject({ category: 'Export', staffChecked: 0, customerChecked: 0 });

    const staffView = (await checklist('booking-requests', plain, staff)).json() as TChecklist;
    const ids = staffView.items.map((i) => i.id);
    expect(ids).toContain('B_L');
    expect(ids).toContain('FREIGHT_COLLECTION');
    expect(ids).toContain('VGM');
    expect(ids).not.toContain('IMO');
    expect(ids).not.toContain('OOG');
    expect(ids).not.toContain('SOC_CERTIFICATE');
    expect(staffView.progress).toEqual({ checked: 0, total: ids.length });
    expect(itemOf(staffView, 'B_L')!.stages.map((s) => s.id)).toEqual([
      'BL_DRAFT_CREATE',
      'BL_DRAFT_SENT',
      'BL_DRAFT_APPROVED',
      'FINAL_BL_COPY',
    ]);

    const customerView = (await checklist('booking-requests', plain, customerA)).json() as TChecklist;
    expect(customerView.items.some((i) => i.isInternal)).toBe(false);
    expect(customerView.items.map((i) => i.id)).not.toContain('FREIGHT_COLLECTION');
    expect(customerView.progress).toEqual({ checked: 0, total: ids.length - 1 });

    const socView = (await checklist('booking-requests', soc, staff)).json() as TChecklist;
    expect(socView.items.map((i) => i.id)).toContain('SOC_CERTIFICATE');
  });

  it('is created on first read for a request that has none, once', async () => {
    const id = await api.submit(customerA);
    const where = (table: typeof checklists | typeof checklistItems) =>
      and(eq(table.recordKind, 'booking-requests'), eq(table.recordId, id));
    await t.database.db.delete(checklistItems).where(where(checklistItems));
    await t.database.db.delete(checklists).where(where(checklists));
    const answers = await Promise.all([
      checklist('booking-requests', id, customerA),
      checklist('booking-requests', id, staff),
      checklist('booking-requests', id, staff),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.database.db.select().from(checklistItems).where(where(checklistItems));
    expect(rows.length).toBe((answers[1]!.json() as TChecklist).items.length);
    expect(rows.some((r) => r.isInternal)).toBe(true);
  });
});

describe('who reaches a checklist', () => {
  it('answers 404 to another company, another carrier and a missing record; 401 to a visitor', async () => {
    const id = await api.submit(customerA);
    const cma = await api.submit(customerA, { carrierId: 'CMA' });
    expect((await checklist('booking-requests', id, customerB)).statusCode).toBe(404);
    expect((await check(id, 'B_L', customerB)).statusCode).toBe(404);
    expect((await stage(id, 'B_L', 'BL_DRAFT_CREATE', customerB)).statusCode).toBe(404);
    expect((await action(id, 'B_L', customerB)).statusCode).toBe(404);
    expect((await checklist('booking-requests', cma, restrictedStaff)).statusCode).toBe(404);
    expect((await check(cma, 'B_L', restrictedStaff)).statusCode).toBe(404);
    expect((await checklist('booking-requests', 'req-209901-9999', staff)).statusCode).toBe(404);
    expect((await checklist('booking-requests', id, '')).statusCode).toBe(401);
    // Nothing was checked by the refused calls.
    const list = (await checklist('booking-requests', id, staff)).json() as TChecklist;
    expect(list.progress.checked).toBe(0);
  });

  it('gives a customer 404 on an internal item and 403 on staff’s steps', async () => {
    const id = await api.submit(customerA);
    expect((await check(id, 'FREIGHT_COLLECTION', customerA)).statusCode).toBe(404);
    expect((await action(id, 'FREIGHT_COLLECTION', customerA)).statusCode).toBe(404);
    const refused = await check(id, 'DEPOT_OUT', customerA);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CHECKLIST_MESSAGES.staffOnly);
    const stageRefused = await stage(id, 'B_L', 'BL_DRAFT_CREATE', customerA);
    expect(stageRefused.statusCode).toBe(403);
    expect((await checklist('booking-requests', id, staff)).json().progress.checked).toBe(0);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const id = await api.submit(customerA);
    const bad = await check(id, 'DEPOT_OUT', staff, { checked: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/checked/);
    expect((await check(id, 'NO_SUCH_ITEM', staff)).statusCode).toBe(404);
    const unknownStage = await stage(id, 'B_L', 'NO_SUCH_STAGE', staff);
    expect(unknownStage.statusCode).toBe(404);
    expect(unknownStage.json().message).toBe(CHECKLIST_MESSAGES.unknownStage);
    expect((await checklist('booking-requests', id, staff, '?showAll=maybe')).statusCode).toBe(400);
    expect((await checklist('booking-requests', id, staff)).json().progress.checked).toBe(0);
  });
});

describe('checking items and stages', () => {
  it('checks and unchecks an item with who and when, keeps both counts and writes the log', async () => {
    const id = await api.submit(customerA);
    const checked = await check(id, 'DEPOT_OUT', staff);
    expect(checked.statusCode).toBe(200);
    const item = checked.json() as TChecklistItem;
    expect(item).toMatchObject({ id: 'DEPOT_OUT', checked: true });
    expect(item.checkedBy?.name).toBeTruthy();
    expect(item.checkedAt).not.toBeNull();
    await check(id, 'FREIGHT_COLLECTION', staff);
    const staffView = (await checklist('booking-requests', id, staff)).json() as TChecklist;
    const customerView = (await checklist('booking-requests', id, customerA)).json() as TChecklist;
    expect(staffView.progress.checked).toBe(2);
    expect(customerView.progress.checked).toBe(1);
    // List rows and the request's head carry the stored counts, as each viewer counts them.
    const rowOf = async (cookie: string) =>
      (await api.call('GET', `/api/booking-requests?q=${id}`, cookie))
        .json()
        .data.find((r: { id: string }) => r.id === id);
    expect((await rowOf(staff)).checklistProgress).toEqual(staffView.progress);
    expect((await rowOf(customerA)).checklistProgress).toEqual(customerView.progress);
    expect((await api.detail(id, customerA)).json().checklistProgress).toEqual(customerView.progress);

    const unchecked = await check(id, 'DEPOT_OUT', staff, { checked: false });
    expect(unchecked.json()).toMatchObject({ checked: false, checkedBy: null, checkedAt: null });
    expect((await checklist('booking-requests', id, customerA)).json().progress.checked).toBe(0);

    const log = await api.activity(id);
    const entries = log
      .filter((e) => e.checklistItemId !== null)
      .map((e) => [e.changeType, e.checklistItemId]);
    expect(entries).toEqual([
      ['CHECKED', 'DEPOT_OUT'],
      ['CHECKED', 'FREIGHT_COLLECTION'],
      ['UNCHECKED', 'DEPOT_OUT'],
    ]);
    const freight = log.find((e) => e.checklistItemId === 'FREIGHT_COLLECTION')!;
    expect(freight.isAccountingActivity).toBe(true);
  });

  it('checks stages in order only and records who and when', async () => {
    const id = await api.submit(customerA);
    const early = await stage(id, 'B_L', 'BL_DRAFT_SENT', staff);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CHECKLIST_MESSAGES.stageNeedsPrevious);
    expect((await stage(id, 'B_L', 'BL_DRAFT_CREATE', staff)).statusCode).toBe(200);
    const sent = (await stage(id, 'B_L', 'BL_DRAFT_SENT', staff)).json() as TChecklistItem;
    expect(sent.stages.slice(0, 3).map((s) => s.checked)).toEqual([true, true, false]);
    expect(sent.stages[1]!.by?.name).toBeTruthy();
    expect(sent.stages[1]!.at).not.toBeNull();
    const backwards = await stage(id, 'B_L', 'BL_DRAFT_CREATE', staff, false);
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().message).toBe(CHECKLIST_MESSAGES.stageNextChecked);
    const undone = (await stage(id, 'B_L', 'BL_DRAFT_SENT', staff, false)).json() as TChecklistItem;
    expect(undone.stages[1]).toMatchObject({ checked: false, by: null, at: null });
    const log = (await api.activity(id)).filter((e) => e.changeType?.startsWith('STAGE'));
    expect(log.map((e) => e.changeType)).toEqual(['STAGE_CHECKED', 'STAGE_CHECKED', 'STAGE_UNCHECKED']);
  });
});

describe('customer actions', () => {
  it('marks Completed once the stage is reached, undoes it, and leaves it to the customer', async () => {
    const id = await api.submit(customerA);
    const tooEarly = await action(id, 'B_L', customerA);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(CHECKLIST_MESSAGES.actionStageNotReached);
    await stage(id, 'B_L', 'BL_DRAFT_CREATE', staff);
    await stage(id, 'B_L', 'BL_DRAFT_SENT', staff);
    expect((await action(id, 'B_L', staff)).statusCode).toBe(403);
    const done = await action(id, 'B_L', customerA);
    expect(done.statusCode).toBe(200);
    expect(done.json().customerAction.by.name).toBeTruthy();
    expect((await action(id, 'B_L', customerA)).statusCode).toBe(409);
    const undone = await action(id, 'B_L', customerA, false);
    expect(undone.json().customerAction).toMatchObject({ by: null, at: null });
    const noDocument = await action(id, 'SHIPPING_INSTRUCTIONS', customerA);
    expect(noDocument.statusCode).toBe(409);
    expect(noDocument.json().message).toBe(CHECKLIST_MESSAGES.actionNeedsDocument);
    expect((await action(id, 'DEPOT_OUT', customerA)).json().message).toBe(
      CHECKLIST_MESSAGES.noCustomerAction,
    );
    const log = await api.activity(id);
    expect(log.filter((e) => e.changeType?.includes('CUSTOMER')).map((e) => e.changeType)).toEqual([
      'DONE_BY_CUSTOMER',
      'UNDO_COMPLETED_CUSTOMER',
    ]);
  });
});

describe('a booking’s checklist', () => {
  it('is the booking category’s template, under the bookings prefix, scoped like the booking', async () => {
    const requestId = await api.submit(customerA);
    const [request] = await t.database.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, requestId));
    await t.database.db.insert(bookings).values({
      id: 'T-CHECKLIST-1',
      requestId,
      clientId: request!.clientId,
      carrierId: request!.carrierId,
      category: 'Import',
      cargo: request!.containers,
    });
    const list = (await checklist('bookings', 'T-CHECKLIST-1', staff)).json() as TChecklist;
    expect(list.category).toBe('Import');
    expect(list.items[0]).toMatchObject({ id: 'B_L', label: 'B/L surrendered' });
    expect((await checklist('bookings', 'T-CHECKLIST-1', customerA)).statusCode).toBe(200);
    expect((await checklist('bookings', 'T-CHECKLIST-1', customerB)).statusCode).toBe(404);
    const checked = await api.call('PUT', '/api/bookings/T-CHECKLIST-1/checklist/RELEASE_DONE', staff, {
      checked: true,
    });
    expect(checked.statusCode).toBe(200);
    expect((await checklist('bookings', 'T-CHECKLIST-1', customerA)).json().progress.checked).toBe(1);
  });
});

describe('live events and the second wall', () => {
  it('publishes a change after commit; an internal item’s change reaches staff only', async () => {
    const id = await api.submit(customerA);
    const shared = await api.eventsDuring(id, () => check(id, 'DEPOT_OUT', staff));
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ entity: 'booking-request', id });
    expect(shared[0]!.staffOnly).toBeFalsy();
    const internal = await api.eventsDuring(id, () => check(id, 'FREIGHT_COLLECTION', staff));
    expect(internal).toHaveLength(1);
    expect(internal[0]!.staffOnly).toBe(true);
    const refused = await api.eventsDuring(id, () => check(id, 'DEPOT_OUT', customerA));
    expect(refused).toEqual([]);
  });

  it('shows a customer’s transaction its own company’s public items only, whatever the query asks', async () => {
    const own = await api.submit(customerA);
    const other = await api.submit(customerB);
    const [request] = await t.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, own));
    const actor = userActor({ clientId: request!.clientId });
    const seen = await withTenant(t.database.db, actor, (tx) =>
      tx.select().from(checklistItems).where(eq(checklistItems.recordKind, 'booking-requests')),
    );
    expect(seen.some((r) => r.recordId === own)).toBe(true);
    expect(seen.some((r) => r.recordId === other)).toBe(false);
    expect(seen.some((r) => r.isInternal)).toBe(false);
  });
});
