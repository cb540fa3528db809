/**
 * The Vessel Overview (issue 22 part 2) for bench/vessels.ts: GET /api/vessel-voyages with the default range
 * (±5 days around today, every carrier for the superadmin) and with one carrier asked (a random carrier of the
 * items in the window), over the items the triggers keep from the 1,000,000 bookings. Also what those triggers cost
 * a bulk insert: 25,000 more bookings on the schedule inserted with and without the insert trigger of migration
 * 0025, each in a transaction rolled back.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client.ts';
import { seedScaleBookings } from '../src/seed/bookings/scale.ts';
import { rowsOf } from './lib.ts';
import type { VesselBench } from './vessels.ts';

export const overviewViews: VesselBench = async ({ database, random }) => {
  const carriers = await rowsOf<{ carrierId: string; items: number }>(
    database,
    sql`select carrier_id as "carrierId", count(*)::int as items from vessel_voyages
        where ets >= now() - interval '6 days' and ets < now() + interval '6 days' group by carrier_id order by 1`,
  );
  if (carriers.length === 0) throw new Error('No vessel-voyage item in the ±5-day window: is the schedule seeded?');
  return [
    ['vessel overview, ±5 days', () => '/api/vessel-voyages'],
    [
      'vessel overview, one carrier',
      () => `/api/vessel-voyages?carriers=${carriers[Math.floor(random() * carriers.length)]!.carrierId}`,
    ],
  ];
};

/** Sentinel of a rolled-back batch. */
class RolledBack extends Error {}

/** Milliseconds to insert `batch` bookings numbered after `existing`, rolled back; without the item trigger if asked. */
async function batchMs(database: Database, existing: number, batch: number, withTrigger: boolean) {
  let ms = 0;
  await database.db
    .transaction(async (tx) => {
      if (!withTrigger) await tx.execute(sql`alter table bookings disable trigger bookings_vessel_voyages_insert`);
      const t0 = performance.now();
      await seedScaleBookings(tx, existing + batch, { onSchedule: true, first: existing });
      ms = performance.now() - t0;
      throw new RolledBack();
    })
    .catch((e: unknown) => {
      if (!(e instanceof RolledBack)) throw e;
    });
  return ms;
}

/** The vessel-voyage items and what their trigger adds to a batch of generated bookings (median of `rounds`). */
export async function itemTriggerCost(database: Database, { batch = 25_000, rounds = 3 } = {}): Promise<string> {
  const [{ items, existing }] = (await rowsOf<{ items: number; existing: number }>(
    database,
    sql`select (select count(*)::int from vessel_voyages) as items,
               (select coalesce(max(substr(id, 2)::int), 0) from bookings where id ~ '^8[0-9]{7}$') as existing`,
  )) as [{ items: number; existing: number }];
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < rounds; i++) {
    off.push(await batchMs(database, existing, batch, false));
    on.push(await batchMs(database, existing, batch, true));
  }
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
  const withMs = median(on);
  const withoutMs = median(off);
  return `${items} vessel-voyage items; insert of ${batch} bookings: ${withMs.toFixed(0)} ms with the item trigger, ${withoutMs.toFixed(0)} ms without (+${(withMs - withoutMs).toFixed(0)} ms, ${(((withMs - withoutMs) / batch) * 1000).toFixed(1)} µs a booking), median of ${rounds}`;
}
