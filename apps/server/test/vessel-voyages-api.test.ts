import { addDays, format } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VESSEL_MESSAGES,
  type TVesselOverviewAnswer,
  type TVesselVoyage,
  type TVesselVoyageBookingsAnswer,
} from '@portal/domain';
import { bookings, portCalls, vesselVoyages, voyages, vessels } from '../src/platform/db/schema/index.ts';
import type { DemoUserKey } from '../src/seed/demo-users.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * The Vessel Overview through the API (issue 22 parts 1 and 2): the items the triggers of migration 0025 keep
 * from the bookings and schedules, for operations staff, a carrier-restricted member (only HSG), a customer (403)
 * and anonymous (401), bad dates (400); an item follows a booking's change and a schedule's move in the same
 * transaction, and a voyage renumbered or moved to another vessel (migration 0026) too; the dialog's bookings keep the
 * carrier restriction.
 */

let t: TestApp;
const cookies: Partial<Record<DemoUserKey, string>> = {};
const day = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

const get = (url: string, who?: DemoUserKey) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who]! } : {} });

async function overview(query: string, who: DemoUserKey = 'operations'): Promise<TVesselOverviewAnswer> {
  const answer = await get(`/api/vessel-voyages${query}`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  // The demo bookings (first start's activity): the template holds the schedules, not the bookings.
  await seedDatabase(t.database.db, { demo: true, activity: true });
  for (const who of ['operations', 'sales', 'salesRestricted', 'customerA1'] as const) {
    cookies[who] = (await loginAs(t.app, who)).cookie;
  }
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/vessel-voyages', () => {
  it('answers the demo voyages of the default range (±5 days) in Export and Import, by ETS', async () => {
    const answer = await overview('', 'sales');
    expect(answer.from).toBe(day(-5));
    expect(answer.to).toBe(day(5));
    expect(answer.items.length).toBeGreaterThan(3);
    expect(new Set(answer.items.map((i) => i.category))).toEqual(new Set(['Export', 'Import']));
    expect(new Set(answer.items.map((i) => i.carrierId)).size).toBeGreaterThan(2);
    const ets = answer.items.map((i) => i.ets);
    expect([...ets].sort()).toEqual(ets);
    for (const item of answer.items) {
      expect(item.ets >= `${day(-5)}T00:00:00`).toBe(true);
      expect(item.ets < `${day(6)}T00:00:00`).toBe(true);
      expect(item.bookingCount).toBeGreaterThan(0);
    }
    expect(answer.items.some((i) => i.teu > 0 && i.pod && i.erpCarrierId)).toBe(true);
  });

  it('offers an operations member their own carriers by default, any carrier when asked', async () => {
    const own = await overview('');
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((i) => ['HSG', 'HMM', 'ZIM'].includes(i.carrierId))).toBe(true);
    const cma = await overview('?carriers=CMA');
    expect(cma.items.length).toBeGreaterThan(0);
    expect(cma.items.every((i) => i.carrierId === 'CMA')).toBe(true);
  });

  it('filters by category', async () => {
    const imports = await overview('?category=Import', 'sales');
    expect(imports.items.length).toBeGreaterThan(0);
    expect(imports.items.every((i) => i.category === 'Import')).toBe(true);
  });

  it('shows a carrier-restricted member only their carriers, whatever they ask', async () => {
    const own = await overview('', 'salesRestricted');
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((i) => i.carrierId === 'HSG')).toBe(true);
    expect((await overview('?carriers=CMA,ZIM', 'salesRestricted')).items).toEqual([]);
  });

  it('refuses customers (403) and anonymous visitors (401)', async () => {
    expect((await get('/api/vessel-voyages', 'customerA1')).statusCode).toBe(403);
    expect((await get('/api/vessel-voyages')).statusCode).toBe(401);
  });

  it('answers bad dates and ranges with 400 and a message', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?from=12.03.2026',
      `?from=${day(3)}&to=${day(-3)}`,
      '?carriers=H,,S',
    ]) {
      const answer = await get(`/api/vessel-voyages${query}`, 'operations');
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    const wide = await get(`/api/vessel-voyages?from=${day(-100)}&to=${day(100)}`, 'operations');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toContain(VESSEL_MESSAGES.rangeWidth);
  });
});

describe('GET /api/vessel-voyages/:id/bookings', () => {
  it("lists an item's bookings for staff; another carrier's item is not found for a restricted member", async () => {
    const cma = (await overview('?carriers=CMA', 'sales')).items[0]!;
    const answer = await get(`/api/vessel-voyages/${cma.id}/bookings`, 'sales');
    expect(answer.statusCode, answer.body).toBe(200);
    const body: TVesselVoyageBookingsAnswer = answer.json();
    expect(body.item.id).toBe(cma.id);
    expect(body.bookings).toHaveLength(cma.bookingCount);
    expect(body.bookings.reduce((s, b) => s + b.teu, 0)).toBe(cma.teu);
    expect(body.bookings[0]!.clientName).toBeTruthy();

    const hidden = await get(`/api/vessel-voyages/${cma.id}/bookings`, 'salesRestricted');
    expect(hidden.statusCode).toBe(404);
    expect((await get(`/api/vessel-voyages/${cma.id}/bookings`, 'customerA1')).statusCode).toBe(403);
    expect((await get('/api/vessel-voyages/not-a-uuid/bookings', 'sales')).statusCode).toBe(400);
  });
});

describe('the items follow bookings and schedules (migration 0025)', () => {
  async function itemOf(carrierId: string, vessel: string, voyage: string, category = 'Export') {
    const [row] = await t.database.db
      .select()
      .from(vesselVoyages)
      .where(
        and(
          eq(vesselVoyages.carrierId, carrierId),
          eq(vesselVoyages.category, category as 'Export'),
          eq(vesselVoyages.vessel, vessel),
          eq(vesselVoyages.voyage, voyage),
        ),
      );
    return row;
  }

  it('counts a booking moved onto a voyage and leaves the one it left, archived or not', async () => {
    const item: TVesselVoyage = (await overview('?carriers=HSG', 'sales')).items[0]!;
    const [moving] = await t.database.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.carrierId, 'HSG'),
          eq(bookings.archived, false),
          sql`${bookings.vessel} is not null`,
          sql`(${bookings.vessel}, ${bookings.voyage}) is distinct from (${item.vessel}, ${item.voyage})`,
          eq(bookings.category, item.category),
        ),
      )
      .limit(1);
    const before = await itemOf('HSG', moving!.vessel!, moving!.voyage!, moving!.category);
    expect(before).toBeDefined();

    await t.database.db
      .update(bookings)
      .set({ vessel: item.vessel, voyage: item.voyage })
      .where(eq(bookings.id, moving!.id));
    const after = await itemOf('HSG', item.vessel, item.voyage, item.category);
    expect(after!.bookingCount).toBe(item.bookingCount + 1);
    const left = await itemOf('HSG', moving!.vessel!, moving!.voyage!, moving!.category);
    expect(left?.bookingCount ?? 0).toBe(before!.bookingCount - 1);

    // Archived bookings do not sail on the overview.
    await t.database.db.update(bookings).set({ archived: true }).where(eq(bookings.id, moving!.id));
    expect((await itemOf('HSG', item.vessel, item.voyage, item.category))!.bookingCount).toBe(
      item.bookingCount,
    );
  });

  it("moves an item's ETS with its voyage's port call in our schedule", async () => {
    const [scheduled] = await t.database.db
      .select()
      .from(vesselVoyages)
      .where(sql`${vesselVoyages.scheduleVoyageId} is not null`)
      .limit(1);
    expect(scheduled).toBeDefined();
    const [voyage] = await t.database.db
      .select({ id: voyages.id, vessel: vessels.name })
      .from(voyages)
      .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
      .where(eq(voyages.id, scheduled!.scheduleVoyageId!));
    expect(voyage!.vessel).toBe(scheduled!.vessel);
    await t.database.db
      .update(portCalls)
      .set({ departure: sql`${portCalls.departure} + interval '2 days'` })
      .where(and(eq(portCalls.voyageId, voyage!.id), eq(portCalls.portId, scheduled!.polId!)));
    const moved = await itemOf(
      scheduled!.carrierId,
      scheduled!.vessel,
      scheduled!.voyage,
      scheduled!.category,
    );
    expect(moved!.ets.getTime()).toBe(scheduled!.ets.getTime() + 2 * 86_400_000);
    expect(moved!.id).toBe(scheduled!.id);
  });
});

describe('the items follow a voyage renumbered or moved to another vessel', () => {
  async function itemsNamed(vessel: string, voyage: string) {
    return t.database.db
      .select()
      .from(vesselVoyages)
      .where(and(eq(vesselVoyages.vessel, vessel), eq(vesselVoyages.voyage, voyage)));
  }

  it('unties the items of the old name and ties those whose bookings name the new one', async () => {
    const [scheduled] = await t.database.db
      .select()
      .from(vesselVoyages)
      .where(sql`${vesselVoyages.scheduleVoyageId} is not null`)
      .limit(1);
    expect(scheduled).toBeDefined();
    const voyageId = scheduled!.scheduleVoyageId!;
    const [voyage] = await t.database.db.select().from(voyages).where(eq(voyages.id, voyageId));

    // Renumbered in the schedule: the bookings still name the old number, which is no longer our voyage.
    await t.database.db
      .update(voyages)
      .set({ voyageNumber: `${voyage!.voyageNumber}R` })
      .where(eq(voyages.id, voyageId));
    const renumbered = await itemsNamed(scheduled!.vessel, scheduled!.voyage);
    expect(renumbered.length).toBeGreaterThan(0);
    expect(renumbered.every((i) => i.scheduleVoyageId === null && i.serviceId === null)).toBe(true);

    // Back to its number: tied again, with the ETS of its port call.
    await t.database.db
      .update(voyages)
      .set({ voyageNumber: voyage!.voyageNumber })
      .where(eq(voyages.id, voyageId));
    const tied = (await itemsNamed(scheduled!.vessel, scheduled!.voyage)).find(
      (i) => i.category === scheduled!.category,
    );
    expect(tied!.scheduleVoyageId).toBe(voyageId);
    expect(tied!.ets.getTime()).toBe(scheduled!.ets.getTime());

    // Moved to another vessel: a booking that already names that vessel and the number joins the schedule,
    // the old vessel's item leaves it.
    const [other] = await t.database.db
      .select()
      .from(vessels)
      .where(sql`${vessels.id} <> ${voyage!.vesselId}`)
      .limit(1);
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.carrierId, scheduled!.carrierId),
          eq(bookings.category, scheduled!.category),
          eq(bookings.vessel, scheduled!.vessel),
          eq(bookings.voyage, scheduled!.voyage),
          eq(bookings.archived, false),
        ),
      )
      .limit(1);
    await t.database.db.update(bookings).set({ vessel: other!.name }).where(eq(bookings.id, booking!.id));
    const [before] = await itemsNamed(other!.name, scheduled!.voyage);
    expect(before!.scheduleVoyageId).toBeNull();
    await t.database.db.update(voyages).set({ vesselId: other!.id }).where(eq(voyages.id, voyageId));
    const [joined] = await itemsNamed(other!.name, scheduled!.voyage);
    expect(joined!.scheduleVoyageId).toBe(voyageId);
    expect(joined!.serviceId).toBe(voyage!.serviceId);
    const left = await itemsNamed(scheduled!.vessel, scheduled!.voyage);
    expect(left.every((i) => i.scheduleVoyageId === null)).toBe(true);

    // The vessel renamed in the schedule: the booking's name is no longer ours, then again.
    await t.database.db.update(vessels).set({ name: `${other!.name} II` }).where(eq(vessels.id, other!.id));
    expect((await itemsNamed(other!.name, scheduled!.voyage))[0]!.scheduleVoyageId).toBeNull();
    await t.database.db.update(vessels).set({ name: other!.name }).where(eq(vessels.id, other!.id));
    expect((await itemsNamed(other!.name, scheduled!.voyage))[0]!.scheduleVoyageId).toBe(voyageId);
  });
});
