import {
  applyHsgBlRule,
  bookingFlags,
  freightLinesFromInput,
  hasInternalBl,
  type TBookingRequestCargoLine,
  type TBookingRequestDetail,
  type TBookingRequestPatch,
  type TItinerary,
  type TScheduleRoute,
} from '@portal/domain';
import type { bookingRequests } from '../../platform/db/schema/index.ts';
import { itineraryOf, type Port } from './itinerary.ts';

/** What the service looked up for a patch: names of the ids it names, its sailing and its cargo lines. */
export interface ResolvedPatch {
  client?: { id: string; name: string };
  statisticClient?: { id: string; name: string } | null;
  carrier?: { id: string; name: string; color: string };
  /** The sailing as our schedule has it (scheduledSailing), or null to clear it. */
  route?: TScheduleRoute | null;
  /** Ports of the route's transshipments. */
  portOf: (id: string) => Port;
  containers?: TBookingRequestCargoLine[];
}

/** A request after a patch: the detail (for the edit history and the rules) and the sailing column. */
export interface Draft {
  detail: TBookingRequestDetail;
  schedule: TScheduleRoute | null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function withSailing(itinerary: TItinerary, d: TBookingRequestDetail): TItinerary {
  return {
    ...itinerary,
    portOfLoading: {
      ...itinerary.portOfLoading,
      vessel: d.vessel,
      voyage: d.voyage,
      departure: d.etd,
    },
    portOfDischarge: { ...itinerary.portOfDischarge, arrival: d.eta },
  };
}

/**
 * The request with the patch applied, in memory: absent fields stay, null clears. A chosen sailing sets vessel,
 * voyage, dates and itinerary from our schedule; explicit vessel, voyage or dates then win. The HSG B/L rule
 * fills empty references; the internal B/L is kept only for carrier HSG.
 */
export function applyPatch(before: Draft, patch: TBookingRequestPatch, resolved: ResolvedPatch): Draft {
  const d: TBookingRequestDetail = { ...before.detail };
  let schedule = before.schedule;
  const set = <K extends keyof TBookingRequestDetail>(
    key: K,
    value: TBookingRequestDetail[K] | undefined,
  ) => {
    if (value !== undefined) d[key] = value;
  };
  set('agreementNo', patch.agreementNo);
  set('blNumber', patch.blNumber);
  set('intBlNumber', patch.intBlNumber);
  set('intraRefNumber', patch.intraRefNumber);
  if (patch.customerReference !== undefined) d.customerReference = patch.customerReference || null;
  set('client', resolved.client);
  set('statisticClient', resolved.statisticClient);
  set('carrier', resolved.carrier);
  set('vgmSubmittedBy', patch.vgmSubmittedBy);
  set('leadingCurrency', patch.leadingCurrency);
  set('specialRemarks', patch.specialRemarks);
  if (patch.additionalInfo !== undefined) d.additionalInfo = patch.additionalInfo || null;
  set('quoteNumber', patch.quoteNumber);
  if (patch.freightDetails !== undefined) d.freightDetails = freightLinesFromInput(patch.freightDetails);
  if (resolved.containers) {
    d.containers = resolved.containers;
    const flags = bookingFlags(
      d.containers.map((c) => ({ imo: c.imo.flag, containerType: c.containerType })),
    );
    d.imo = flags.imo;
    d.soc = flags.soc;
  }

  if (resolved.route !== undefined) {
    const route = resolved.route;
    schedule = route;
    d.itinerary = itineraryOf(
      route,
      d.itinerary.portOfLoading.port,
      d.itinerary.portOfDischarge.port,
      resolved.portOf,
    );
    d.vessel = route?.origin.vessel.name ?? null;
    d.voyage = route?.origin.voyageNumber ?? null;
    d.etd = route?.origin.departure ?? null;
    d.eta = route?.destination.arrival ?? null;
  }
  const sailingEdited = [patch.vessel, patch.voyage, patch.etd, patch.eta].some((v) => v !== undefined);
  set('vessel', patch.vessel);
  set('voyage', patch.voyage);
  if (patch.etd !== undefined) d.etd = iso(patch.etd);
  if (patch.eta !== undefined) d.eta = iso(patch.eta);
  if (sailingEdited) d.itinerary = withSailing(d.itinerary, d);

  if (!hasInternalBl(d.carrier.id)) d.intBlNumber = null;
  const bl = applyHsgBlRule(d.carrier.id, {
    blNumber: d.blNumber,
    intBlNumber: d.intBlNumber,
    containers: d.containers,
  });
  d.intBlNumber = bl.intBlNumber;
  d.containers = bl.containers;
  return { detail: d, schedule };
}

/** The columns a save writes, from the request after the patch. */
export function columnsOf(draft: Draft): Partial<typeof bookingRequests.$inferInsert> {
  const d = draft.detail;
  return {
    agreementNo: d.agreementNo,
    blNumber: d.blNumber,
    intBlNumber: d.intBlNumber,
    intraRefNumber: d.intraRefNumber,
    customerReference: d.customerReference,
    clientId: d.client.id,
    statisticClientId: d.statisticClient?.id ?? null,
    carrierId: d.carrier.id,
    vessel: d.vessel,
    voyage: d.voyage,
    etd: d.etd ? new Date(d.etd) : null,
    eta: d.eta ? new Date(d.eta) : null,
    schedule: draft.schedule,
    itinerary: d.itinerary,
    vgmSubmittedBy: d.vgmSubmittedBy,
    containers: d.containers,
    imo: d.imo,
    soc: d.soc,
    freightDetails: d.freightDetails,
    leadingCurrency: d.leadingCurrency,
    specialRemarks: d.specialRemarks,
    additionalInfo: d.additionalInfo,
    quoteNumber: d.quoteNumber,
  };
}
