/**
 * The shared dataset of the vessel benchmarks (issue 22): the demo data, 1,000,000 bookings on the schedule's
 * voyages (seed/bookings/scale.ts `onSchedule`: each loads at a call of a demo voyage, about 200 per voyage and
 * port of loading), open booking requests on the same calls, and an allocation for every call, made once inside the
 * database and reused when a kept database already holds them. Each vessel bench takes the database from here.
 */
import { sql } from 'drizzle-orm';
import { type Database } from '../src/platform/db/client.ts';
import { vacuumAnalyze } from '../src/platform/db/maintenance.ts';
import { seedScaleBookings } from '../src/seed/bookings/scale.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { rowsOf } from './lib.ts';

/** Rows per INSERT ... SELECT generate_series: bounded memory per statement on the embedded database. */
const CHUNK = 50_000;
/** Ids of the generated requests: far from the portal's own and from bench/requests.ts's ('req-2099…'). */
const REQUEST_PREFIX = 'req-2098';

export interface MillionBookings {
  bookings: number;
  openRequests: number;
  /** Whether the rows were already there (a kept database). */
  reused: boolean;
  seconds: number;
}

/**
 * Open requests (Requested and In Progress, half each) on the calls of the demo voyages, each with one or two
 * cargo lines of 20' or 40' boxes and their weights, generated in the database from a hash of the row's number.
 */
async function seedOpenRequests(database: Database, rows: number): Promise<void> {
  for (let offset = 0; offset < rows; offset += CHUNK) {
    const last = Math.min(offset + CHUNK, rows);
    await database.db.execute(sql`
      with cs as (select array_agg(id order by id) a from clients where erp_client_id is not null),
           us as (select array_agg(id order by id) a from users),
           st as (select array_agg(id order by id) a from users where role is not null),
           vc as (
             select array_agg(vessel order by o) vessel, array_agg(voyage order by o) voyage,
                    array_agg(carrier order by o) carrier, array_agg(pol order by o) pol, array_agg(pod order by o) pod
             from (select ve.name vessel, v.voyage_number voyage, s.carrier_id carrier, pc.port_id pol,
                          (select port_id from port_calls where voyage_id = v.id order by sequence desc limit 1) pod,
                          row_number() over (order by s.id, v.voyage_number, pc.sequence) o
                   from port_calls pc join voyages v on v.id = pc.voyage_id
                   join services s on s.id = v.service_id join vessels ve on ve.id = v.vessel_id
                   where pc.sequence < (select max(sequence) from port_calls where voyage_id = v.id)) c),
           g as (select n, (n::bigint * 2654435761) % 4294967296 as h
                 from generate_series(${offset + 1}::int, ${last}::int) n),
           r as (select n, h, case when (h / 3) % 2 = 0 then 10 else 20 end as status,
                        1 + (h / 71) % array_length(vc.vessel, 1) as k from g, vc)
      insert into booking_requests (id, client_id, created_by_id, created_by_name, status_code, hold, agent_id,
        carrier_id, origin_id, destination_id, vessel, voyage, customer_reference, itinerary, containers,
        initial_request, created_at, updated_at)
      select ${REQUEST_PREFIX} || lpad(n::text, 8, '0'),
        cs.a[1 + h % array_length(cs.a, 1)], us.a[1 + (h / 7) % array_length(us.a, 1)], 'Bench User', status,
        (h / 13) % 10 = 0,
        case when status = 10 then null else st.a[1 + (h / 17) % array_length(st.a, 1)] end,
        vc.carrier[k], vc.pol[k], vc.pod[k], vc.vessel[k], vc.voyage[k], 'PO-' || n,
        jsonb_build_object('portOfLoading', jsonb_build_object('port', vc.pol[k]), 'transshipments', '[]'::jsonb,
          'closings', '[]'::jsonb, 'portOfDischarge', jsonb_build_object('port', vc.pod[k])),
        jsonb_build_array(jsonb_build_object('quantity', 1 + (h / 23) % 3,
            'containerType', jsonb_build_object('id', '45G1', 'label', '40''HC'), 'weight', 18000 + (h / 29) % 8000))
          || case when (h / 31) % 4 = 0 then jsonb_build_array(jsonb_build_object('quantity', 1,
            'containerType', jsonb_build_object('id', '22G1', 'label', '20''DV'), 'weight', 12000)) else '[]'::jsonb end,
        '{}'::jsonb,
        timestamptz '2025-06-01' + n * interval '3 minutes', timestamptz '2025-06-01' + n * interval '3 minutes'
      from r, cs, us, st, vc
      on conflict do nothing`);
  }
}

/** An allocation at every call a booking may load at (TEU and kg), as a forwarder keeps for the voyages it uses. */
async function seedCallAllocations(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into vessel_allocations (voyage_id, pol_id, teu_allocation, weight_allocation_kg)
    select pc.voyage_id, pc.port_id, 300 + (abs(hashtext(pc.id::text)) % 400), 6000000 + (abs(hashtext(pc.id::text)) % 4000000)
    from port_calls pc
    where pc.sequence < (select max(sequence) from port_calls where voyage_id = pc.voyage_id)
    on conflict (voyage_id, pol_id) do nothing`);
}

/**
 * Makes the dataset on `database` (migrated here) unless it is already there: `bookings` bookings on the schedule
 * and `openRequests` open requests, then fresh statistics. A kept database with them is reused as it is.
 */
export async function millionBookings(
  database: Database,
  { bookings = 1_000_000, openRequests = 100_000 }: { bookings?: number; openRequests?: number } = {},
): Promise<MillionBookings> {
  await database.migrate();
  const count = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ n: number }>(database, query))[0]?.n ?? 0;
  const t0 = performance.now();
  const haveBookings = await count(sql`select count(*)::int as n from bookings where id like '8%'`);
  const reused = haveBookings >= bookings * 0.99;
  if (!reused) {
    await seedDatabase(database.db, { demo: true, scale: 1 });
    await database.db.transaction((tx) => seedScaleBookings(tx, bookings, { onSchedule: true }));
  }
  const haveRequests = await count(
    sql`select count(*)::int as n from booking_requests where id like ${`${REQUEST_PREFIX}%`}`,
  );
  if (haveRequests < openRequests * 0.99) {
    await seedOpenRequests(database, openRequests);
    await seedCallAllocations(database);
  }
  // Every table, as the embedded database's vacuum job and a server's autovacuum keep them: the schedule's tables
  // too, whose statistics decide how the voyages at a port are walked.
  await vacuumAnalyze(database.db);
  return {
    bookings: await count(sql`select count(*)::int as n from bookings`),
    openRequests: await count(sql`select count(*)::int as n from booking_requests where status_code <= 20`),
    reused,
    seconds: (performance.now() - t0) / 1000,
  };
}
