import type { PlanBuilder } from './plan-builder.ts';
import type { DcsaCutOffTime, DcsaLocation, DcsaPointToPoint } from './schemas.ts';

/**
 * Point-to-point routes: each vessel leg is a stretch of a voyage, from its departure call over its intermediate
 * calls to its arrival call. A leg's voyage is the partner's export voyage number (the one a booking quotes at the
 * port of loading), the import number when no export number is given. The route's cut-offs belong to the
 * departure of its first vessel leg, a leg's own cut-offs to that leg's departure. Places of receipt and delivery
 * are not calls: they are read only through the legs.
 */
export function readPointToPoint(builder: PlanBuilder, routes: DcsaPointToPoint[]): void {
  routes.forEach((route, r) => {
    let routeCutOffs: DcsaCutOffTime[] | undefined = route.cutOffTimes;
    route.legs.forEach((leg, l) => {
      const at = `routings[${r}].legs[${l}]`;
      if (!leg.transport) {
        builder.problem(
          `${at}.transport`,
          'This is missing: give the mode of transport, vessel and service.',
        );
        return;
      }
      if (leg.transport.modeOfTransport !== 'VESSEL') {
        builder.skippedLegs += 1;
        return;
      }
      const voyages = builder.partnerVoyages(
        leg.transport.servicePartners,
        `${at}.transport.servicePartners`,
      );
      const vesselKey = builder.vessel(leg.transport.vessel, `${at}.transport.vessel`);
      const stops: Array<{
        path: string;
        location: DcsaLocation;
        arrival?: string | undefined;
        departure?: string | undefined;
        cutOffs?: DcsaCutOffTime[];
      }> = [
        {
          path: `${at}.departure`,
          location: leg.departure.location,
          departure: leg.departure.dateTime,
          cutOffs: [...(routeCutOffs ?? []), ...(leg.cutOffTimes ?? [])],
        },
        ...(leg.intermediateCalls ?? []).map((c, i) => ({
          path: `${at}.intermediateCalls[${i}]`,
          location: c.location,
          arrival: c.arrivalDateTime,
          departure: c.departureDateTime,
        })),
        {
          path: `${at}.arrival`,
          location: leg.arrival.location,
          arrival: leg.arrival.dateTime,
        },
      ];
      routeCutOffs = undefined;
      const ports = stops.map((s) =>
        builder.port(s.location.UNLocationCode, `${s.path}.location.UNLocationCode`),
      );
      if (ports[0] && ports[0] === ports[ports.length - 1]) {
        builder.problem(
          `${at}.arrival.location.UNLocationCode`,
          `The leg departs from and arrives at ${ports[0]}: give its port of discharge.`,
        );
        return;
      }
      if (new Date(leg.arrival.dateTime) < new Date(leg.departure.dateTime)) {
        builder.problem(`${at}.arrival.dateTime`, 'The arrival is before the departure.');
        return;
      }
      const portIds = ports.filter((p): p is string => p !== null);
      if (!vesselKey || voyages.length === 0 || portIds.length !== stops.length) return;
      stops.forEach((stop, i) => {
        const portId = ports[i]!;
        const arrival = builder.time(stop.arrival, portId);
        const departure = builder.time(stop.departure, portId);
        if (!arrival && !departure) {
          builder.problem(stop.path, 'Give the arrival or departure time of the intermediate call.');
          return;
        }
        const facility = stop.location.facility;
        const terminalId = builder.terminal(
          portId,
          facility ? { code: facility.facilityCode, provider: facility.facilityCodeListProvider } : null,
          stop.location.facilityName,
        );
        for (const v of voyages) {
          builder.sight(v.serviceId, v.exportVoyage, vesselKey, `${at}.transport.vessel`, {
            path: stop.path,
            portId,
            terminalId,
            arrival: arrival?.at ?? null,
            departure: departure?.at ?? null,
            utcOffsetMinutes: (departure ?? arrival)!.offset,
            cutOffs: builder.cutOffs(stop.cutOffs),
          });
        }
      });
    });
  });
}
