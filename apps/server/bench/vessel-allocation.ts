/**
 * Vessel allocation views (issue 22 part 3) for bench/vessels.ts: GET /api/vesselAllocationSchedule by service and
 * ETS date (the spec's query) and by vessel and voyage (a request row's), and the dialog's
 * GET /api/vessel-allocations/:voyageId/items, each on a random call of a voyage of the ±5-day window (about 200
 * bookings and 20 open requests at the port, a few thousand on the vessel and voyage at all ports).
 */
import { sql } from 'drizzle-orm';
import { etsDateOf } from '@portal/domain';
import { rowsOf } from './lib.ts';
import type { VesselBench } from './vessels.ts';

interface Call {
  voyageId: string;
  carrierId: string;
  service: string;
  vessel: string;
  voyage: string;
  pol: string;
  ets: string;
}

export const allocationViews: VesselBench = async ({ database, random }) => {
  const calls = await rowsOf<Call>(
    database,
    sql`select v.id as "voyageId", s.carrier_id as "carrierId", s.code as service, ve.name as vessel,
               v.voyage_number as voyage, pc.port_id as pol, pc.departure as ets
        from port_calls pc join voyages v on v.id = pc.voyage_id join services s on s.id = v.service_id
        join vessels ve on ve.id = v.vessel_id
        where pc.departure between now() - interval '5 days' and now() + interval '5 days'
          and pc.sequence < (select max(sequence) from port_calls where voyage_id = v.id)
        order by pc.id`,
  );
  if (calls.length === 0) throw new Error('No call in the ±5-day window: is the schedule seeded?');
  const pick = () => calls[Math.floor(random() * calls.length)]!;
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    [
      'allocation schedule, service + ETS',
      () => {
        const c = pick();
        return `/api/vesselAllocationSchedule?${q({ carrierId: c.carrierId, service: c.service, POL: c.pol, etsDate: etsDateOf(c.ets) })}`;
      },
    ],
    [
      'allocation schedule, vessel + voyage',
      () => {
        const c = pick();
        return `/api/vesselAllocationSchedule?${q({ carrierId: c.carrierId, vessel: c.vessel, voyage: c.voyage, POL: c.pol, etsDate: etsDateOf(c.ets) })}`;
      },
    ],
    [
      'allocation dialog items',
      () => {
        const c = pick();
        return `/api/vessel-allocations/${c.voyageId}/items?POL=${c.pol}`;
      },
    ],
  ];
};
