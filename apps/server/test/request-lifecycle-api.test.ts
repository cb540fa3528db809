import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES, TAG_MESSAGES, WORKBENCH_MESSAGES } from '@portal/domain';
import { cargoLine, chosenRoute } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { workbenchClient } from './workbench-helpers.ts';

/**
 * The request's lifecycle (issue 9 parts 4 and 5): watchers, archive and restore, hold, read marks, tag
 * selections, 'Pick a quote' and the special remark templates.
 */

let t: TestApp;
let api: ReturnType<typeof workbenchClient>;
let customerA: string;
let customerB: string;
let staff: string;
let staffId: string;
let salesId: string;
let restrictedStaff: string;
let clientIds: { alpina: string; rhone: string };

beforeAll(async () => {
  t = await buildTestApp();
  api = workbenchClient(t);
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  const s = await loginAs(t.app, 'superadmin');
  staff = s.cookie;
  staffId = s.userId;
  salesId = (await loginAs(t.app, 'sales')).userId;
  restrictedStaff = (await loginAs(t.app, 'salesRestricted')).cookie;
  const clients = (await api.call('GET', '/api/clients', staff)).json() as { id: string; name: string }[];
  clientIds = {
    alpina: clients.find((c) => c.name.startsWith('Alpina'))!.id,
    rhone: clients.find((c) => c.name.startsWith('Rhône'))!.id,
  };
});
afterAll(async () => t?.close());

const changeTypes = async (id: string) => (await api.activity(id)).map((a) => a.changeType);

describe('PUT /api/booking-requests/:id/watchers', () => {
  it('assigns and removes the agent, moving the status, with entries, events and the unread question', async () => {
    const id = await api.submit(customerA);
    const events = await api.eventsDuring(id, async () => {
      const assigned = await api.watchers(id, staff, { version: 0, agentId: salesId });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json()).toMatchObject({
        version: 1,
        statusText: 'In Progress',
        agent: { id: salesId },
      });
    });
    expect(events.length).toBeGreaterThan(0);
    await api.action(id, staff, 'read', 1);
    const removed = await api.watchers(id, staff, { version: 1, agentId: null, markUnread: true });
    expect(removed.json()).toMatchObject({
      version: 2,
      statusText: 'Requested',
      agent: null,
      isUnread: true,
    });
    const entries = (await api.activity(id)).filter((a) => a.changeType?.endsWith('AGENT'));
    expect(entries.map((e) => [e.changeType, e.changedFields![0]!.fieldName])).toEqual([
      ['ASSIGNED_AGENT', 'assigned agent (watcher)'],
      ['UNASSIGNED_AGENT', 'assigned agent (watcher)'],
    ]);
  });

  it('changes agent and client in one save as SET_WATCHERS, taking files and history to the new client', async () => {
    const id = await api.submit(customerA);
    const both = await api.watchers(id, staff, { version: 0, agentId: staffId, clientId: clientIds.rhone });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().client.name).toMatch(/^Rhône/);
    expect((await changeTypes(id)).at(-1)).toBe('SET_WATCHERS');
    expect((await api.detail(id, customerA)).statusCode).toBe(404);
    const rhone = (await loginAs(t.app, 'customerC1')).cookie;
    expect((await api.detail(id, rhone)).statusCode).toBe(200);
    expect((await api.activity(id)).every((a) => a.clientId === clientIds.rhone)).toBe(true);
    const back = await api.watchers(id, staff, { version: 1, clientId: clientIds.alpina });
    expect((await changeTypes(id)).at(-1)).toBe('ASSIGNED_CLIENT');
    expect(back.json().version).toBe(2);
  });

  it('refuses customers, other carriers’ staff, stale versions and a customer as agent', async () => {
    const id = await api.submit(customerA, { carrierId: 'ZIM' });
    expect((await api.watchers(id, customerA, { version: 0, agentId: staffId })).statusCode).toBe(403);
    expect((await api.watchers(id, restrictedStaff, { version: 0, agentId: staffId })).statusCode).toBe(404);
    expect((await api.watchers(id, staff, { version: 3, agentId: staffId })).statusCode).toBe(409);
    const customerId = (await loginAs(t.app, 'customerA2')).userId;
    const bad = await api.watchers(id, staff, { version: 0, agentId: customerId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('agentId: Choose an active staff user.');
    expect((await api.watchers(id, staff, { version: 0 })).json().message).toContain(
      'Choose an agent or a client.',
    );
    expect((await api.detail(id, staff)).json()).toMatchObject({ version: 0, agent: null });
    expect(await changeTypes(id)).toEqual(['REQUEST_SUBMITTED']);
  });
});

describe('POST /api/booking-requests/:id/{action}', () => {
  it('holds, releases, archives and restores with their entries; refusals answer 409 with the reason', async () => {
    const id = await api.submit(customerA);
    await api.watchers(id, staff, { version: 0, agentId: staffId });
    const held = await api.action(id, staff, 'hold', 1);
    expect(held.json()).toMatchObject({ hold: true, version: 2 });
    expect((await api.action(id, staff, 'hold', 2)).json().version).toBe(2);
    expect((await api.action(id, staff, 'unhold', 2)).json()).toMatchObject({ hold: false, version: 3 });
    expect((await api.action(id, staff, 'archive', 3)).json()).toMatchObject({
      statusText: 'Archived',
      version: 4,
    });
    const holdArchived = await api.action(id, staff, 'hold', 4);
    expect(holdArchived.statusCode).toBe(409);
    expect(holdArchived.json().message).toBe(LIFECYCLE_MESSAGES.holdOnlyOpen);
    expect((await api.action(id, staff, 'archive', 4)).json().message).toBe(
      LIFECYCLE_MESSAGES.alreadyArchived,
    );
    const edit = await api.patch(id, staff, { version: 4, agreementNo: 'X' });
    expect(edit.json().message).toBe(WORKBENCH_MESSAGES.closedForEditing);
    expect((await api.action(id, staff, 'restore', 4)).json()).toMatchObject({
      statusText: 'In Progress',
      version: 5,
    });
    expect((await api.action(id, staff, 'restore', 5)).json().message).toBe(LIFECYCLE_MESSAGES.notArchived);
    expect(await changeTypes(id)).toEqual([
      'REQUEST_SUBMITTED',
      'ASSIGNED_AGENT',
      'PUT_ON_HOLD',
      'REVERT_HOLD',
      'ARCHIVED',
      'UNARCHIVED',
    ]);
  });

  it('marks read and unread without a version or history, whatever version is named', async () => {
    const id = await api.submit(customerA);
    expect((await api.action(id, staff, 'read', 99)).json()).toMatchObject({ isUnread: false, version: 0 });
    expect((await api.action(id, staff, 'unread', 0)).json()).toMatchObject({ isUnread: true, version: 0 });
    expect(await changeTypes(id)).toEqual(['REQUEST_SUBMITTED']);
  });

  it('refuses customers (403), unknown actions (400), stale versions (409) and others’ carriers (404)', async () => {
    const id = await api.submit(customerA, { carrierId: 'ZIM' });
    expect((await api.action(id, customerA, 'archive', 0)).statusCode).toBe(403);
    expect((await api.action(id, staff, 'delete', 0)).statusCode).toBe(400);
    expect((await api.action(id, staff, 'archive', 7)).json()).toEqual({
      code: 'CONFLICT',
      message: WORKBENCH_MESSAGES.staleVersion,
    });
    expect((await api.action(id, restrictedStaff, 'archive', 0)).statusCode).toBe(404);
    expect((await api.action('req-2099010001', staff, 'archive', 0)).statusCode).toBe(404);
    expect((await api.detail(id, staff)).json()).toMatchObject({ statusText: 'Requested', version: 0 });
  });
});

describe('PUT /api/booking-requests/:id/tags', () => {
  it('chooses up to ten request tags; customers never see them; deleting a tag removes it', async () => {
    const make = async (text: string, category = 'bookingRequest') =>
      (await api.call('POST', '/api/tags', staff, { text, color: '#D32F2F', category })).json().id as string;
    const urgent = await make('Urgent test');
    const docs = await make('Docs test');
    const bookingTag = await make('Booking only', 'booking');
    const id = await api.submit(customerA);
    const chosen = await api.tags(id, staff, [urgent, docs]);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().tagIds.sort()).toEqual([urgent, docs].sort());
    expect(chosen.json().version).toBe(0);
    expect((await api.detail(id, customerA)).json().tagIds).toEqual([]);

    expect((await api.tags(id, staff, [bookingTag])).json().message).toBe(
      'tagIds: Choose tags of booking requests.',
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `7f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a${10 + i}`);
    expect((await api.tags(id, staff, eleven)).json().message).toContain(TAG_MESSAGES.tooMany);
    expect((await api.tags(id, staff, [urgent, urgent])).statusCode).toBe(400);
    expect((await api.tags(id, customerA, [])).statusCode).toBe(403);
    expect((await api.tags(id, customerB, [])).statusCode).toBe(403);

    expect((await api.call('DELETE', `/api/tags/${urgent}`, staff)).statusCode).toBe(204);
    expect((await api.detail(id, staff)).json().tagIds).toEqual([docs]);
    await api.call('PATCH', `/api/tags/${docs}`, staff, {
      text: 'Docs',
      color: '#ff9800',
      category: 'booking',
    });
    expect((await api.detail(id, staff)).json().tagIds).toEqual([]);
  });
});

describe("GET /api/booking-requests/:id/quote-suggestions ('Pick a quote')", () => {
  it('lists the client’s quotes on the lane with a like carrier and cargo, for staff only', async () => {
    const route = await chosenRoute(t.app);
    const commodity = (await api.call('GET', '/api/commodity-types')).json()[0].id as string;
    const group = await api.call('POST', '/api/quotes/create', customerA, {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      date: String((route.origin as { departure: string }).departure).slice(0, 10),
      weeks: 1,
      containers: [{ type: '22G1', commodity, location: 'hamburg-waltershof', quantity: 2 }],
    });
    const groupId = group.json().groupId as number;
    const id = await api.submit(customerA, { containers: [cargoLine({ commodity: { id: commodity } })] });
    const answer = await api.call('GET', `/api/booking-requests/${id}/quote-suggestions`, staff);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json() as { groupId: string; carrierId: string; commoditySimilarity: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows.some((r) => r.groupId === String(groupId) && r.carrierId === 'HSG')).toBe(true);
    expect(rows.every((r) => r.commoditySimilarity > 0.5)).toBe(true);
    expect(
      (await api.call('GET', `/api/booking-requests/${id}/quote-suggestions`, customerA)).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/special-remark-templates', () => {
  it('gives staff the templates', async () => {
    const templates = (await api.call('GET', '/api/special-remark-templates', staff)).json();
    expect(templates.length).toBeGreaterThan(3);
    expect(templates[0]).toEqual({ id: expect.any(String), text: expect.any(String) });
    expect((await api.call('GET', '/api/special-remark-templates', customerA)).statusCode).toBe(403);
  });
});
