import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_MESSAGES, type LiveEvent } from '@portal/domain';
import { DEMO_CLIENTS } from '../src/seed/demo-users.ts';
import { bookings, bookingTags, clients } from '../src/platform/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/** The tags dialog's endpoints (spec 002 §2 "Tags", §8): staff only. */

let t: TestApp;
let staff: string;
let customer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await loginAs(t.app, 'sales')).cookie;
  customer = (await loginAs(t.app, 'customerA1')).cookie;
});
afterAll(async () => t?.close());

describe('/api/tags', () => {
  it('creates, lists by category, updates and deletes tags, telling staff pages', async () => {
    const heard: LiveEvent[] = [];
    const stop = t.app.ctx.events.subscribe((e) => heard.push(e));
    const created = await call('POST', '/api/tags', staff, {
      text: '  Reefer check ',
      color: '#1976D2',
      category: 'bookingRequest',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tag = created.json();
    expect(tag).toMatchObject({ text: 'Reefer check', color: '#1976d2', category: 'bookingRequest' });
    expect(Date.parse(tag.createdAt)).not.toBeNaN();

    const requestTags = (await call('GET', '/api/tags?category=bookingRequest', staff)).json();
    expect(requestTags.map((x: { id: string }) => x.id)).toContain(tag.id);
    expect(requestTags.every((x: { category: string }) => x.category === 'bookingRequest')).toBe(true);
    const bookingTags = (await call('GET', '/api/tags?category=booking', staff)).json();
    expect(bookingTags.map((x: { id: string }) => x.id)).not.toContain(tag.id);

    const updated = await call('PATCH', `/api/tags/${tag.id}`, staff, {
      text: 'Reefer PTI',
      color: '#00ff00',
      category: 'bookingRequest',
    });
    expect(updated.json()).toMatchObject({ id: tag.id, text: 'Reefer PTI', color: '#00ff00' });
    expect((await call('DELETE', `/api/tags/${tag.id}`, staff)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/tags/${tag.id}`, staff)).statusCode).toBe(404);
    expect(
      (
        await call('PATCH', `/api/tags/${tag.id}`, staff, {
          text: 'x',
          color: '#000000',
          category: 'booking',
        })
      ).statusCode,
    ).toBe(404);
    for (let waited = 0; heard.length < 3 && waited < 1000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(heard.filter((e) => e.entity === 'tag' && e.id === tag.id)).toHaveLength(3);
    expect(heard.every((e) => e.entity !== 'tag' || e.staffOnly)).toBe(true);
  });

  it("takes a booking tag off the bookings when it is deleted or moved to the requests' category", async () => {
    const db = t.database.db;
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.erpClientId, DEMO_CLIENTS.A.erpClientId));
    const [booking] = await db
      .insert(bookings)
      .values({
        id: `TAGS-${Date.now()}`,
        clientId: client!.id,
        carrierId: 'HSG',
        polId: 'DEHAM',
        podId: 'USNYC',
      })
      .returning({ id: bookings.id });
    const make = async (text: string) => {
      const tag = (
        await call('POST', '/api/tags', staff, { text, color: '#ff9800', category: 'booking' })
      ).json();
      await db.insert(bookingTags).values({ bookingId: booking!.id, tagId: tag.id });
      return tag.id as string;
    };
    const selections = async (tagId: string) =>
      (await db.select().from(bookingTags).where(eq(bookingTags.tagId, tagId))).length;
    const deleted = await make('Customs hold');
    const moved = await make('Reefer PTI due');
    expect([await selections(deleted), await selections(moved)]).toEqual([1, 1]);
    expect((await call('DELETE', `/api/tags/${deleted}`, staff)).statusCode).toBe(204);
    const patched = await call('PATCH', `/api/tags/${moved}`, staff, {
      text: 'Reefer PTI due',
      color: '#ff9800',
      category: 'bookingRequest',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect([await selections(deleted), await selections(moved)]).toEqual([0, 0]);
  });

  it('asks for a name and a colour', async () => {
    const blank = await call('POST', '/api/tags', staff, {
      text: '  ',
      color: '#ff0000',
      category: 'booking',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(TAG_MESSAGES.nameRequired);
    const noColour = await call('POST', '/api/tags', staff, {
      text: 'VIP',
      color: 'red',
      category: 'booking',
    });
    expect(noColour.json().message).toContain(TAG_MESSAGES.colorRequired);
    const noCategory = await call('POST', '/api/tags', staff, { text: 'VIP', color: '#ff0000' });
    expect(noCategory.statusCode).toBe(400);
  });

  it('is closed to customers and visitors', async () => {
    expect((await call('GET', '/api/tags', customer)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/tags', customer, { text: 'Mine', color: '#ff0000', category: 'booking' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/tags')).statusCode).toBe(401);
  });
});
