import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPage, TBooking, TTag } from '@portal/domain';
import { bookings, clients } from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/** Issue 21 part 5: staff choose tags on a booking as on a request; tag changes are audited (part 6). */

let t: TestApp;
const cookies: Record<string, string> = {};
let bookingTags: TTag[];
let requestTag: TTag;

const call = (method: string, url: string, who?: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['superadmin', 'operations', 'salesRestricted', 'customerA1', 'customerB1'] as const)
    cookies[who] = (await loginAs(t.app, who)).cookie;
  const [alpina] = await t.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.erpClientId, DEMO_CLIENTS.A.erpClientId));
  const base = {
    polId: 'DEHAM',
    podId: 'USNYC',
    vessel: 'NORDIC STAR',
    voyage: '601W',
    clientId: alpina!.id,
    cargo: [],
    freight: [],
  };
  await t.database.db.insert(bookings).values([
    { ...base, id: 'TAGS-HSG', carrierId: 'HSG' },
    { ...base, id: 'TAGS-CMA', carrierId: 'CMA' },
  ]);
  const all = (await call('GET', '/api/tags', 'operations')).json() as TTag[];
  bookingTags = all.filter((tag) => tag.category === 'booking');
  requestTag = all.find((tag) => tag.category === 'bookingRequest')!;
});
afterAll(async () => t?.close());

describe('PUT /api/bookings/:id/tags', () => {
  it("sets the booking's whole selection and shows it on the booking and in the list", async () => {
    const chosen = bookingTags.map((tag) => tag.id).sort();
    const answer = await call('PUT', '/api/bookings/TAGS-HSG/tags', 'operations', { tagIds: chosen });
    expect(answer.statusCode).toBe(200);
    expect([...((answer.json() as TBooking).tagIds ?? [])].sort()).toEqual(chosen);
    const filtered = await call('GET', `/api/bookings?tagIds=${chosen[0]}`, 'operations');
    expect((filtered.json() as { data: { id: string }[] }).data.map((b) => b.id)).toContain('TAGS-HSG');
    const cleared = await call('PUT', '/api/bookings/TAGS-HSG/tags', 'operations', { tagIds: [] });
    expect((cleared.json() as TBooking).tagIds ?? []).toEqual([]);
  });

  it('refuses request tags, unknown tags, more than 10 and repeats, with messages to act on', async () => {
    const wrong = await call('PUT', '/api/bookings/TAGS-HSG/tags', 'operations', { tagIds: [requestTag.id] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('tagIds: Choose tags of bookings.');
    const unknown = await call('PUT', '/api/bookings/TAGS-HSG/tags', 'operations', {
      tagIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    const eleven = Array.from(
      { length: 11 },
      (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    );
    expect(
      (await call('PUT', '/api/bookings/TAGS-HSG/tags', 'operations', { tagIds: eleven })).statusCode,
    ).toBe(400);
    const twice = [bookingTags[0]!.id, bookingTags[0]!.id];
    expect(
      (await call('PUT', '/api/bookings/TAGS-HSG/tags', 'operations', { tagIds: twice })).statusCode,
    ).toBe(400);
  });

  it('refuses customers of any company, visitors, and staff restricted to other carriers', async () => {
    const tagIds = [bookingTags[0]!.id];
    expect((await call('PUT', '/api/bookings/TAGS-HSG/tags', 'customerA1', { tagIds })).statusCode).toBe(403);
    expect((await call('PUT', '/api/bookings/TAGS-HSG/tags', 'customerB1', { tagIds })).statusCode).toBe(403);
    expect((await call('PUT', '/api/bookings/TAGS-HSG/tags', undefined, { tagIds })).statusCode).toBe(401);
    // Felix handles HSG only: the CMA booking is not found for him, and stays untagged.
    expect((await call('PUT', '/api/bookings/TAGS-CMA/tags', 'salesRestricted', { tagIds })).statusCode).toBe(
      404,
    );
    const cma = (await call('GET', '/api/bookings/TAGS-CMA', 'operations')).json() as TBooking;
    expect(cma.tagIds ?? []).toEqual([]);
  });
});

describe('tags in the audit trail', () => {
  it('records who created, renamed and deleted a tag, with the values before and after', async () => {
    const created = (
      await call('POST', '/api/tags', 'operations', {
        text: 'Audit me',
        color: '#123456',
        category: 'booking',
      })
    ).json() as TTag;
    await call('PATCH', `/api/tags/${created.id}`, 'operations', {
      text: 'Audited',
      color: '#123456',
      category: 'booking',
    });
    await call('DELETE', `/api/tags/${created.id}`, 'operations');
    const page = (
      await call('GET', `/api/audit?entity=tag&entityId=${created.id}`, 'superadmin')
    ).json() as TAuditPage;
    expect(page.entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(page.entries[1]).toMatchObject({ before: { text: 'Audit me' }, after: { text: 'Audited' } });
  });
});
