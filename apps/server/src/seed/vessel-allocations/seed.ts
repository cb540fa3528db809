import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

/** The shares of the demo allocations (issue 22 part 5): one comfortable, one nearly full, one over. */
export const DEMO_ALLOCATION_SHARES = [0.4, 0.95, 1.1] as const;

/** What a demo voyage with open requests but no confirmed booking yet is allocated. */
const EMPTY_VOYAGE_ALLOCATION = { teu: 20, kg: 300_000 } as const;

/**
 * Demo allocations on the voyages the seeded open requests sit on, so the allocation dialog shows each state on
 * the first start: in order of departure, those with confirmed bookings get in turn an allocation their bookings fill
 * to 40 %, 95 % and 110 % (by weight exactly; TEU as near as whole TEU allow) or the fully-booked flag. One
 * statement per table, computed in the database from what the earlier seeds wrote.
 */
export async function seedDemoAllocations(db: DbOrTx): Promise<{ vesselAllocations: number }> {
  const shares = sql.raw(`array[${DEMO_ALLOCATION_SHARES.join(',')}]::float8[]`);
  // Every voyage with open requests and bookings takes the next state in turn (40 %, 95 %, 110 %, fully booked), so
  // each demo agent's own requests show them, not only the first voyages of the schedule.
  const cycle = sql.raw(String(DEMO_ALLOCATION_SHARES.length + 1));
  const emptyTeu = sql.raw(String(EMPTY_VOYAGE_ALLOCATION.teu));
  const emptyKg = sql.raw(String(EMPTY_VOYAGE_ALLOCATION.kg));
  const answer = await db.execute(sql`
    with open_voyages as (
      select distinct v.id as voyage_id, r.origin_id as pol_id, pc.departure
      from booking_requests r
      join services s on s.carrier_id = r.carrier_id
      join voyages v on v.service_id = s.id and v.voyage_number = r.voyage
      join vessels ve on ve.id = v.vessel_id and ve.name = r.vessel
      join port_calls pc on pc.voyage_id = v.id and pc.port_id = r.origin_id
      where r.status_code <= 20),
    booked as (
      select o.voyage_id, o.pol_id, o.departure,
        coalesce(sum((l->>'quantity')::int * case when left(l->'containerType'->>'id', 1) = '2' then 1 else 2 end), 0)
          as teu,
        coalesce(sum(coalesce((l->>'weight')::numeric, 0)), 0) as weight
      from open_voyages o
      join voyages v on v.id = o.voyage_id
      join vessels ve on ve.id = v.vessel_id
      left join bookings b on b.vessel = ve.name and b.voyage = v.voyage_number and b.pol_id = o.pol_id
        and b.rebooked_to_id is null
      left join lateral jsonb_array_elements(b.cargo) l on true
      group by 1, 2, 3),
    picked as (
      select *, row_number() over (order by departure, voyage_id, pol_id) as n from booked where weight > 0),
    allocations as (
      insert into vessel_allocations (voyage_id, pol_id, teu_allocation, weight_allocation_kg)
      select voyage_id, pol_id, greatest(1, round(teu / (${shares})[n % ${cycle}])),
        round(weight / (${shares})[n % ${cycle}])
      from picked where n % ${cycle} <> 0
      union all
      -- A voyage with requests only has an allocation too, its space still free.
      select voyage_id, pol_id, ${emptyTeu}, ${emptyKg} from booked where weight = 0
      on conflict (voyage_id, pol_id) do nothing
      returning 1),
    flagged as (
      insert into voyage_space_flags (voyage_id, fully_booked)
      select voyage_id, true from picked where n % ${cycle} = 0
      on conflict (voyage_id) do nothing
      returning 1)
    select (select count(*) from allocations)::int as allocations, (select count(*) from flagged)::int as flagged`);
  const [row] = (answer as unknown as { rows: { allocations: number; flagged: number }[] }).rows;
  return { vesselAllocations: (row?.allocations ?? 0) + (row?.flagged ?? 0) };
}
