import type { TRoutePortStop, TScheduleRoute } from '../src/index.ts';

/** A port stop in the answer shape of GET /api/routes. */
export function stop(
  id: string,
  name: string,
  countryCode: string,
  arrival: string,
  departure: string,
  extra: Partial<TRoutePortStop> = {},
): TRoutePortStop {
  return {
    port: { id, name, city: name, countryCode },
    terminal: null,
    vessel: { name: 'SANTOS EXPRESS', imo: '9301234', code: 'SAEX' },
    voyageNumber: '2619S',
    carrierId: 'HSG',
    arrival,
    departure,
    utcOffsetMinutes: 0,
    ...extra,
  };
}

/** Hamburg to Santos with a transshipment in Algeciras on a ZIM vessel. */
export function hamburgSantos(overrides: Partial<TScheduleRoute> = {}): TScheduleRoute {
  return {
    origin: stop('DEHAM', 'Hamburg', 'DE', '2026-05-04T16:00:00.000Z', '2026-05-05T18:00:00.000Z', {
      terminal: { id: 'CTA', name: 'Container Terminal Altenwerder' },
      utcOffsetMinutes: 120,
    }),
    intermediate: [
      stop('ESALG', 'Algeciras', 'ES', '2026-05-15T04:00:00.000Z', '2026-05-17T18:00:00.000Z', {
        vessel: { name: 'ZIM ATLANTIC', imo: null, code: null },
        voyageNumber: '2620Z',
        carrierId: 'ZIM',
        utcOffsetMinutes: 120,
      }),
    ],
    destination: stop('BRSSZ', 'Santos', 'BR', '2026-05-28T04:00:00.000Z', '2026-05-28T18:00:00.000Z', {
      vessel: { name: 'ZIM ATLANTIC', imo: null, code: null },
      voyageNumber: '2620Z',
      carrierId: 'ZIM',
      utcOffsetMinutes: -180,
    }),
    deadlines: [
      { code: 'DCO', label: 'Documentation cut-off', time: '2026-05-02T18:00:00.000Z' },
      { code: 'VCO', label: 'VGM cut-off', time: '2026-05-03T18:00:00.000Z' },
    ],
    transitDays: 23,
    service: 'North Europe – East Coast South America / Mediterranean – US East Coast and Gulf',
    routing: 'DEHAM - ESALG - BRSSZ',
    spaceInfo: 'Space available',
    spaceInfoColor: 'green',
    ...overrides,
  };
}
