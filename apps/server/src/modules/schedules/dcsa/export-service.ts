import { searchRoutes, sortRoutes } from '@portal/domain';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import { scheduleCacheOf } from '../cache.ts';
import * as repo from '../repo.ts';
import { CONNECTION_HORIZON_DAYS } from '../service.ts';
import type { TPointToPointQuery } from '@portal/domain';
import { localDate } from './local-time.ts';
import type { DcsaPointToPoint } from './schemas.ts';
import { toPointToPoint, type ExportLookups } from './to-point-to-point.ts';

const DAY = 86_400_000;
/** Without departureEndDate the window is four weeks, like the schedule screen's longest search. */
const DEFAULT_WINDOW_DAYS = 28;
/** A longer window would make one answer (and one search) too large; page through windows instead. */
const MAX_WINDOW_DAYS = 84;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`).getTime();

/** The cursor is the position of the next page; the filters come again with the request (DCSA paging). */
function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match)
    throw badRequest('cursor: Give the cursor as the Next-Page-Cursor header of the previous page gave it.');
  return Number(match[1]);
}

const cursorOf = (offset: number) => Buffer.from(`o${offset}`, 'utf8').toString('base64url');

/**
 * GET /api/v1/point-to-point-routes: the route search of the schedule screen (same voyages, same connection
 * rules) answered as DCSA point-to-point routings. Our schedules are port to port, so receipt and delivery
 * types other than CY (container yard) find nothing. Searches here are not written to the screen's search log.
 */
export async function findPointToPointRoutes(
  ctx: AppContext,
  query: TPointToPointQuery,
): Promise<{ routes: DcsaPointToPoint[]; nextCursor: string | null }> {
  const origin = query.placeOfReceipt;
  const destination = query.placeOfDelivery;
  const known = new Set((await repo.findPorts(ctx.db, [origin, destination])).map((p) => p.id));
  if (!known.has(origin)) throw badRequest(`placeOfReceipt: There is no port with the code ${origin}.`);
  if (!known.has(destination))
    throw badRequest(`placeOfDelivery: There is no port with the code ${destination}.`);
  if (origin === destination)
    throw badRequest('placeOfDelivery: Choose a place of delivery other than the place of receipt.');

  const start = query.departureStartDate
    ? day(query.departureStartDate)
    : day(new Date().toISOString().slice(0, 10));
  const lastDay = query.departureEndDate
    ? day(query.departureEndDate)
    : start + (DEFAULT_WINDOW_DAYS - 1) * DAY;
  if (lastDay < start) throw badRequest('departureEndDate: Give a date on or after departureStartDate.');
  if (lastDay - start >= MAX_WINDOW_DAYS * DAY) {
    throw badRequest(
      `departureEndDate: Ask for at most ${MAX_WINDOW_DAYS / 7} weeks of departures at a time.`,
    );
  }
  if (query.arrivalStartDate && query.arrivalEndDate && query.arrivalEndDate < query.arrivalStartDate) {
    throw badRequest('arrivalEndDate: Give a date on or after arrivalStartDate.');
  }
  const offset = offsetOf(query.cursor);
  const portToPort = [query.receiptTypeAtOrigin, query.deliveryTypeAtDestination].every(
    (t) => t === undefined || t === 'CY',
  );
  if (!portToPort) return { routes: [], nextCursor: null };

  const from = new Date(start);
  const end = lastDay + DAY;
  const loaded = await scheduleCacheOf(ctx).voyagesBetween(
    from,
    new Date(end + CONNECTION_HORIZON_DAYS * DAY),
  );
  const localArrival = (r: ReturnType<typeof searchRoutes>[number]) => {
    const leg = r.legs[r.legs.length - 1]!;
    const offsetMinutes =
      loaded.details.get(leg.voyage.id)?.utcOffsets.get(`${leg.to.portId}@${leg.to.departure.getTime()}`) ??
      0;
    return localDate(r.arrival, offsetMinutes);
  };
  const found = searchRoutes(loaded.schedule, {
    origin,
    destination,
    from,
    weeks: (end - start) / (7 * DAY),
  }).filter(
    (r) =>
      (query.maxTranshipment === undefined || r.legs.length - 1 <= query.maxTranshipment) &&
      (!query.arrivalStartDate || localArrival(r) >= query.arrivalStartDate) &&
      (!query.arrivalEndDate || localArrival(r) <= query.arrivalEndDate),
  );
  const sorted = sortRoutes(found, 'departure');
  const page = sorted.slice(offset, offset + query.limit);

  const portIds = new Set<string>();
  const terminalIds = new Set<string>();
  for (const route of page) {
    for (const leg of route.legs) {
      for (const call of leg.voyage.calls) {
        portIds.add(call.portId);
        if (call.terminalId) terminalIds.add(call.terminalId);
      }
    }
  }
  const lookups: ExportLookups = {
    ports: new Map((await repo.findPorts(ctx.db, [...portIds])).map((p) => [p.id, p])),
    terminals: new Map((await repo.findTerminals(ctx.db, [...terminalIds])).map((t) => [t.id, t])),
    details: loaded.details,
  };
  return {
    routes: page.map((route, i) => toPointToPoint(route, lookups, offset + i + 1)),
    nextCursor: offset + query.limit < sorted.length ? cursorOf(offset + query.limit) : null,
  };
}
