import type { TItinerary, TScheduleRoute } from '@portal/domain';

export type Port = { id: string; name: string; countryCode: string };

function stop(port: Port, s: TScheduleRoute['origin'] | null, kind: 'departure' | 'arrival' | 'both') {
  return {
    port,
    terminal: s?.terminal?.name ?? null,
    vessel: s?.vessel.name ?? null,
    voyage: s?.voyageNumber ?? null,
    arrival: s && kind !== 'departure' ? s.arrival : null,
    departure: s && kind !== 'arrival' ? s.departure : null,
    utcOffsetMinutes: s?.utcOffsetMinutes ?? null,
  };
}

/** The itinerary from the chosen sailing, or just the two ports when the request was entered by hand. */
export function itineraryOf(
  route: TScheduleRoute | null,
  from: Port,
  to: Port,
  portOf: (id: string) => Port,
): TItinerary {
  return {
    portOfLoading: stop(from, route?.origin ?? null, 'departure'),
    transshipments: (route?.intermediate ?? []).map((s) => stop(portOf(s.port.id), s, 'both')),
    portOfDischarge: stop(to, route?.destination ?? null, 'arrival'),
    closings: route?.deadlines ?? [],
  };
}
