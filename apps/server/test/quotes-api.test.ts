import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES } from '@portal/domain';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
let customerA: string;
let customerA2: string;
let customerB: string;
let customerB2: string;
let staff: string;
let staffId: string;
const date = format(addDays(new Date(), 2), 'yyyy-MM-dd');

const request = {
  origin: 'DEHAM',
  destination: 'BRSSZ',
  date,
  weeks: 4,
  containers: [
    { type: '22G1', commodity: 'MACHINERY', location: 'hamburg-waltershof', quantity: 2 },
    { type: '45G1', commodity: 'MACHINERY', location: 'hamburg-waltershof', quantity: 1 },
  ],
};

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

let groupId: number;
let quoteId: number;

beforeAll(async () => {
  t = await buildTestApp();
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerA2 = (await loginAs(t.app, 'customerA2')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  customerB2 = (await loginAs(t.app, 'customerB2')).cookie;
  const s = await loginAs(t.app, 'sales');
  staff = s.cookie;
  staffId = s.userId;
  const commodity = (await call('GET', '/api/commodity-types')).json()[0].id;
  request.containers.forEach((c) => (c.commodity = commodity));
  const created = await call('POST', '/api/quotes/create', customerA, request);
  expect(created.statusCode).toBe(201);
  groupId = created.json().groupId;
  const group = (await call('GET', `/api/quotes/groups/${groupId}`, customerA)).json();
  quoteId = group.quotes[0].id;
});
afterAll(async () => t.close());

describe('POST /api/quotes/create', () => {
  it('makes one quote per carrier with rates for every requested type', async () => {
    const group = (await call('GET', `/api/quotes/groups/${groupId}`, customerA)).json();
    expect([...group.carriers].sort()).toEqual(['HSD', 'HSG']);
    expect(group.quotes.length).toBeGreaterThanOrEqual(2);
    const quote = group.quotes[0];
    expect(quote.details.map((d: { containerTypeId: string }) => d.containerTypeId)).toEqual([
      '22G1',
      '45G1',
    ]);
    expect(quote.terms[0].label).toBe('TERMS & CONDITIONS');
    expect(quote.totals.USD).toBeGreaterThan(0);
    expect(quote.validFrom <= date && date <= quote.validTo).toBe(true);
    expect(quote.serviceDetails.transitDays).toBeGreaterThan(10);
    expect(group.client.name).toBe('Alpina Trading AG');
  });

  it('answers without a group id when no carrier has a rate', async () => {
    const response = await call('POST', '/api/quotes/create', customerA, {
      ...request,
      origin: 'DEHAM',
      destination: 'USHOU',
      containers: [{ ...request.containers[0], type: '22U1' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ groupId: null, quoteCount: 0 });
  });

  it('limits a customer with a carrier restriction to its carriers', async () => {
    const created = (await call('POST', '/api/quotes/create', customerB2, request)).json();
    const group = (await call('GET', `/api/quotes/groups/${created.groupId}`, customerB2)).json();
    expect(group.carriers).toEqual(['HSG']);
  });

  it('refuses bad input with the field and a readable reason, and makes nothing', async () => {
    const before = (await call('GET', '/api/quotes/groups?perPage=100', customerA)).json().count;
    const cases: [object, string][] = [
      [{ ...request, weeks: 5 }, 'Weeks must be from 1 to 4.'],
      [{ ...request, containers: [] }, 'Add at least one cargo line.'],
      [{ ...request, origin: 'XXXXX' }, 'origin: There is no port with the code XXXXX.'],
      [{ ...request, containers: [{ ...request.containers[0], type: '99Z9' }] }, 'containers.0.type'],
      [
        { ...request, containers: [{ ...request.containers[0], quantity: 0 }] },
        'Quantity must be at least 1.',
      ],
      [{ ...request, date: '2026-02-30' }, 'This date does not exist.'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/quotes/create', customerA, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await call('GET', '/api/quotes/groups?perPage=100', customerA)).json().count).toBe(before);
  });

  it('asks anonymous visitors to log in and staff to name the client', async () => {
    expect((await call('POST', '/api/quotes/create', undefined, request)).statusCode).toBe(401);
    const response = await call('POST', '/api/quotes/create', staff, request);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('clientId');
  });
});

describe('quote groups and quotes, per company', () => {
  it('lists a company its own groups, newest first, and another company none of them', async () => {
    const list = (await call('GET', '/api/quotes/groups?perPage=5', customerA2)).json();
    expect(list).toMatchObject({ currentPage: 1, perPage: 5 });
    expect(list.data[0].id).toBe(groupId);
    const other = (await call('GET', '/api/quotes/groups?perPage=100', customerB)).json();
    expect(other.data.map((g: { id: number }) => g.id)).not.toContain(groupId);
  });

  it('answers 404 to another company on its group, quote and comments', async () => {
    for (const url of [
      `/api/quotes/groups/${groupId}`,
      `/api/quotes/${quoteId}`,
      `/api/quotes/${quoteId}/activity`,
      `/api/quotes/groups/${groupId}/comments`,
    ]) {
      expect((await call('GET', url, customerB)).statusCode, url).toBe(404);
    }
    const quote = await call('GET', `/api/quotes/${quoteId}`, customerB);
    expect(quote.json().message).toBe(QUOTE_MESSAGES.noQuoteWithId);
    expect(
      (await call('POST', `/api/quotes/${quoteId}/activity`, customerB, { comment: 'hi' })).statusCode,
    ).toBe(404);
  });

  it('refuses management to customers', async () => {
    expect((await call('PATCH', `/api/quotes/${quoteId}`, customerA, { status: 1 })).statusCode).toBe(403);
    expect((await call('POST', `/api/quotes/groups/${groupId}/archive`, customerA)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/quotes/groups/${groupId}/assignee`, customerA, { userId: staffId }))
        .statusCode,
    ).toBe(403);
  });
});

describe('staff work on quotes', () => {
  it('assigns a user to every quote of the group and sets a status', async () => {
    const group = (
      await call('PUT', `/api/quotes/groups/${groupId}/assignee`, staff, { userId: staffId })
    ).json();
    expect(group.quotes.every((q: { assignedTo: { id: string } }) => q.assignedTo?.id === staffId)).toBe(
      true,
    );
    const quote = (await call('PATCH', `/api/quotes/${quoteId}`, staff, { status: 5 })).json();
    expect(quote.status).toBe(5);
    const bad = await call('PATCH', `/api/quotes/${quoteId}`, staff, { status: 12 });
    expect(bad.statusCode).toBe(400);
    const notStaff = await call('PUT', `/api/quotes/groups/${groupId}/assignee`, staff, {
      userId: (await loginAs(t.app, 'customerA1')).userId,
    });
    expect(notStaff.json().message).toBe('userId: Choose an active staff user.');
  });

  it('archives and restores a group between the tabs', async () => {
    await call('POST', `/api/quotes/groups/${groupId}/archive`, staff);
    const archived = (await call('GET', '/api/quotes/groups?tab=archived&perPage=100', staff)).json();
    expect(archived.data.map((g: { id: number }) => g.id)).toContain(groupId);
    const active = (await call('GET', '/api/quotes/groups?perPage=100', staff)).json();
    expect(active.data.map((g: { id: number }) => g.id)).not.toContain(groupId);
    await call('POST', `/api/quotes/groups/${groupId}/restore`, staff);
    const again = (await call('GET', '/api/quotes/groups?perPage=100', staff)).json();
    expect(again.data.map((g: { id: number }) => g.id)).toContain(groupId);
  });

  it('keeps internal comments and staff activity away from customers', async () => {
    await call('POST', `/api/quotes/groups/${groupId}/comments`, staff, {
      comment: 'Margin is thin',
      isInternal: true,
    });
    await call('POST', `/api/quotes/groups/${groupId}/comments`, staff, {
      comment: 'Space confirmed',
      isInternal: false,
    });
    await call('POST', `/api/quotes/groups/${groupId}/comments`, customerA, {
      comment: 'Thanks!',
      isInternal: true,
    });
    const asCustomer = (await call('GET', `/api/quotes/groups/${groupId}/comments`, customerA2)).json();
    expect(asCustomer.map((c: { comment: string }) => c.comment)).toEqual(['Thanks!', 'Space confirmed']);
    expect(asCustomer.every((c: { isInternal: boolean }) => !c.isInternal)).toBe(true);
    const asStaff = (await call('GET', `/api/quotes/groups/${groupId}/comments`, staff)).json();
    expect(asStaff.map((c: { comment: string }) => c.comment)).toContain('Margin is thin');
    expect(asStaff.some((c: { comment: string }) => c.comment.startsWith('Assigned'))).toBe(true);
    const empty = await call('POST', `/api/quotes/${quoteId}/activity`, customerA, { comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Write a comment first.');
  });

  it('answers 404 for unknown ids and 400 for ids that are no numbers', async () => {
    expect((await call('GET', '/api/quotes/groups/999999999', staff)).statusCode).toBe(404);
    expect((await call('GET', '/api/quotes/abc', staff)).statusCode).toBe(400);
  });
});
