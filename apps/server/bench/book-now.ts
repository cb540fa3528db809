/**
 * Saving and booking under bench:requests (issue 9): PATCH /api/booking-requests/:id and POST /api/bookingRequest on
 * requests among the generated ones, each saved and booked once with the portal's own file numbers (no ERP).
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from 'date-fns';
import { noTariffs, type TBookingRequestCargoLine, type TItinerary } from '@portal/domain';
import type { Db } from '../src/platform/db/client.ts';
import { bookingRequests, pickupLocations } from '../src/platform/db/schema/index.ts';
import { latencyLine } from './lib.ts';

const WARM_UP = 10;

/**
 * Generated rows carry no cargo, freight or sailing, so the warning panel would refuse them: the ones to book
 * get a sailing, one cargo line and a freight line first, as an agent would have entered them.
 */
async function bookable(db: Db, count: number): Promise<{ id: string; version: number }[]> {
  const [depot] = await db.select().from(pickupLocations).limit(1);
  const rows = await db
    .select({
      id: bookingRequests.id,
      originId: bookingRequests.originId,
      destinationId: bookingRequests.destinationId,
    })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.statusCode, 20),
        eq(bookingRequests.hold, false),
        isNotNull(bookingRequests.agentId),
      ),
    )
    .orderBy(asc(bookingRequests.id))
    .limit(count);
  const line: TBookingRequestCargoLine = {
    quantity: 1,
    containerType: { id: '22G1', label: '20DC', description: "20' Dry Container", couldBeOversize: false },
    commodityType: { id: null, name: 'MACHINERY PARTS' },
    weight: 12000,
    temperature: null,
    humidity: null,
    ventilation: null,
    pickupDate: '2026-12-01',
    pickupLocation: depot
      ? {
          id: depot.id,
          name: depot.name,
          street: depot.street,
          city: depot.city,
          zip: depot.zip,
          countryCode: depot.countryCode,
        }
      : null,
    pickupReference: '',
    deliveryReference: '',
    vgmPin: '',
    containerNumbers: [],
    imo: { flag: false, entries: [] },
    ...noTariffs(),
    oog: { flag: false, entries: [] },
  };
  const etd = addDays(new Date(), 14);
  const out: { id: string; version: number }[] = [];
  for (const row of rows) {
    const stop = (id: string, departure: string | null, arrival: string | null) => ({
      port: { id, name: id, countryCode: id.slice(0, 2) },
      terminal: null,
      vessel: 'BENCH VESSEL 1',
      voyage: '1W',
      arrival,
      departure,
      utcOffsetMinutes: null,
    });
    const itinerary: TItinerary = {
      portOfLoading: stop(row.originId, etd.toISOString(), null),
      transshipments: [],
      portOfDischarge: stop(row.destinationId, null, addDays(etd, 20).toISOString()),
      closings: [],
    };
    const [updated] = await db
      .update(bookingRequests)
      .set({
        vessel: 'BENCH VESSEL 1',
        voyage: '1W',
        etd,
        itinerary,
        containers: [line],
        freightDetails: [
          {
            seqNr: 1,
            text: 'Seafreight',
            group: 'EXTERNAL',
            quantity: 1,
            unit: 'CTR',
            unitValue: 900,
            currency: 'USD',
            total: 900,
            internal1: false,
            isManual: true,
          },
        ],
      })
      .where(eq(bookingRequests.id, row.id))
      .returning({ version: bookingRequests.version });
    out.push({ id: row.id, version: updated!.version });
  }
  return out;
}

/**
 * Saves and then books `samples` requests (after a few to warm up) as staff: a PATCH of the customer reference,
 * as one save on the request page sends it, then Book Now on the new version. Answers both latency lines.
 */
export async function benchBookNow(
  app: FastifyInstance,
  db: Db,
  staffCookie: string,
  samples: number,
): Promise<string> {
  const requests = await bookable(db, samples + WARM_UP);
  const timed = async (
    label: string,
    i: number,
    call: () => Promise<{ statusCode: number; body: string }>,
  ) => {
    const started = performance.now();
    const answer = await call();
    if (answer.statusCode !== 200) throw new Error(`${label} answered ${answer.statusCode}: ${answer.body}`);
    return i >= WARM_UP ? performance.now() - started : null;
  };
  const patches: number[] = [];
  const bookings: number[] = [];
  for (const [i, request] of requests.entries()) {
    const patched = await timed(`PATCH of ${request.id}`, i, () =>
      app.inject({
        method: 'PATCH',
        url: `/api/booking-requests/${request.id}`,
        headers: { cookie: staffCookie },
        payload: { version: request.version, customerReference: `BENCH-${i}` },
      }),
    );
    const booked = await timed(`Book Now of ${request.id}`, i, () =>
      app.inject({
        method: 'POST',
        url: '/api/bookingRequest',
        headers: { cookie: staffCookie },
        payload: { requestId: request.id, version: request.version + 1 },
      }),
    );
    if (patched !== null) patches.push(patched);
    if (booked !== null) bookings.push(booked);
  }
  return [
    latencyLine('PATCH a request (PATCH /api/booking-requests/:id)', patches),
    latencyLine('Book Now (POST /api/bookingRequest)', bookings),
  ].join('\n');
}
