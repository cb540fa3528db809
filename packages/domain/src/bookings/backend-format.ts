import { z } from 'zod';
import { baseContainerTypeId, isShipperOwned, normalizeContainerTypeCode } from '../container-types.ts';
import { DAY_FORMAT, formatDay } from '../format/dates.ts';
import { formatPortTime } from '../schedules/port-time.ts';
import { freightUnitCode, recognizeFreightUnit } from '../booking-requests/freight.ts';
import type { TContainerTariff } from '../booking-requests/tariffs.ts';
import { VGM_SUBMITTER_LABELS, type TBookingRequestDetail } from '../booking-requests/workbench.ts';

/**
 * The backend booking format (spec 000 §7 `POST {api}/bookingRequest`): what Book Now sends to the ERP, or
 * what the server books itself from when no ERP is configured (DECISIONS.md "Booking creation"). Field names
 * are the spec's own ERP names (spec 000 §3 "Booking"); the few the spec does not name are marked "ours".
 * Dates are dd.MM.yyyy on the port's clock, times HH:mm.
 */

const ZClosing = z.object({
  ClosingType: z.string(),
  ClosingDate: z.string(),
  ClosingTime: z.string(),
  ClosingTxt: z.string(),
});

const ZLocRef = z.object({
  LocType: z.enum(['PICK UP', 'DELIVERY', 'DROP OFF', 'GATE OUT']),
  LocID: z.string(),
  LocDet: z.string(),
  LocRef: z.string(),
  LocDate: z.string(),
});

/** One tariff as the backend takes it: the carrier's code, the free days, its text and description. */
const ZBackendTariff = z.object({
  TariffID: z.string(),
  Days: z.number().int(),
  Txt: z.string(),
  Description: z.string(),
});

export const ZBackendCargo = z.object({
  CtrQuantity: z.number().int(),
  /** The equipment type after the mapping of spec 000 §3 (20G0 → 22G1 ...). */
  CtypID: z.string(),
  /** Ours: a shipper-owned (S.O.) variant of CtypID. */
  ShipperOwned: z.boolean(),
  CommodityTXT: z.string(),
  /** kg */
  CtrWeight: z.number(),
  Temperature: z.number().nullable(),
  Dehumidification: z.number().nullable(),
  Ventilation: z.string().nullable(),
  IMCOs: z.array(
    z.object({
      IMOClass: z.string(),
      UNNumber: z.string(),
      PackingNumber: z.string(),
      FlashPoint: z.string().nullable(),
    }),
  ),
  /** The out-of-gauge measures as entered (cm, kg), one entry per OOG detail. */
  Overdimension: z.array(
    z.object({
      Overlength: z.number().nullable(),
      Overwidth: z.number().nullable(),
      Overheight: z.number().nullable(),
      Overweight: z.number().nullable(),
    }),
  ),
  Equipment: z.array(z.object({ ContainerNumber: z.string() })),
  LocRefs: z.array(ZLocRef),
  'VGM-PIN': z.string(),
  /** The line's free time per tariff type (spec 000 §3 DemDetTariff, StorageTariff, PluginTariff). */
  DemDetTariff: z.array(ZBackendTariff),
  StorageTariff: z.array(ZBackendTariff),
  PluginTariff: z.array(ZBackendTariff),
});

export const ZBackendFreight = z.object({
  SeqNr: z.number().int(),
  Txt: z.string(),
  Group: z.enum(['EXTERNAL', 'INTERNAL1', 'INTERNAL2']),
  ChargeCode: z.string(),
  Anz: z.number(),
  /** CTR, FEE, SET, TEU or a 20'/40' type (20'DC, 40'HC ...); '%' for a percent commission. */
  Unit: z.string(),
  UnitValue: z.number(),
  Currency: z.string(),
  Total: z.number(),
  Internal1: z.boolean(),
  isManual: z.boolean(),
});

export const ZBackendBooking = z.object({
  requestId: z.string(),
  Category: z.enum(['Export', 'Import']),
  Agreement: z.string(),
  'BL-No': z.string(),
  /** Ours: the HSG internal B/L number. */
  'Int-BL-No': z.string(),
  'Cust-BkgRef': z.string(),
  BkgAgentContact: z.string(),
  BkgAgentContactTxt: z.string(),
  BkgAgentContactEml: z.string(),
  CarrierID: z.string(),
  Vessel: z.string(),
  Voyage: z.string(),
  ForwAdrId: z.string(),
  ForwAdrName: z.string(),
  ForwAdrCity: z.string(),
  ForwPersID: z.string(),
  ForwarderPersTxt: z.string(),
  StatClient: z.string(),
  POL: z.string(),
  POLName: z.string(),
  POD: z.string(),
  PODName: z.string(),
  /** The spec's spelling. */
  PlaceOfRecieptName: z.string(),
  PlaceOfReceiptETS: z.string(),
  ETS: z.string(),
  ETA: z.string(),
  FinalDestinationName: z.string(),
  FinalDestinationETA: z.string(),
  LeadingCurrency: z.string(),
  FreightDetails: z.array(ZBackendFreight),
  Remarks: z.array(
    z.object({
      RemarkType: z.enum(['SPECIAL REMARKS', 'FINAL REMARKS', 'ARRIVAL INFO REMARKS']),
      RemarkTxt: z.string(),
    }),
  ),
  PortTerms: z.object({
    LinerPortAgent: z.string(),
    FOBDeliveryBy: z.string(),
    VGMSubmByTxt: z.string(),
    Closings: z.array(ZClosing),
  }),
  CargoDetails: z.array(ZBackendCargo),
});
export type TBackendBooking = z.infer<typeof ZBackendBooking>;

/**
 * Charge codes of the freight lines (ours: the spec names charge codes but not their values). Three-letter
 * codes as forwarders' ERPs use them; the text is matched without case and spacing, and anything else is MIS.
 */
export const CHARGE_CODES: Readonly<Record<string, string>> = {
  seafreight: 'OFR',
  'ocean freight': 'OFR',
  'basic ocean freight': 'OFR',
  baf: 'BAF',
  'bunker adjustment factor': 'BAF',
  'bunker surcharge': 'BAF',
  'fuel surcharge': 'BAF',
  ebs: 'EBS',
  'emergency bunker surcharge': 'EBS',
  lss: 'LSS',
  'low sulphur surcharge': 'LSS',
  'ets surcharge': 'ETS',
  'eu ets surcharge': 'ETS',
  caf: 'CAF',
  'currency adjustment factor': 'CAF',
  pss: 'PSS',
  'peak season surcharge': 'PSS',
  gri: 'GRI',
  'general rate increase': 'GRI',
  isps: 'ISP',
  'isps surcharge': 'ISP',
  thc: 'THC',
  'terminal handling charge': 'THC',
  'terminal handling charge origin': 'THO',
  'terminal handling charge destination': 'THD',
  'documentation fee': 'DOC',
  'seal fee': 'SEL',
  'war risk surcharge': 'WRS',
  'congestion surcharge': 'CON',
  'agency commission': 'COM',
};
export const OTHER_CHARGE_CODE = 'MIS';

export function chargeCodeOf(text: string): string {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return CHARGE_CODES[key] ?? OTHER_CHARGE_CODE;
}

/**
 * Spec 000 §9: "Charge units mapped: container to CTR, shipment to FEE, set to SET, TEU to TEU, plus 20'/40'
 * types". A percent stays '%'; a unit nobody can read is passed on as typed (upper-cased), never guessed.
 */
export function normalizeChargeUnit(unit: string): string {
  const trimmed = unit.trim();
  if (trimmed === '%') return '%';
  const recognized = recognizeFreightUnit(trimmed);
  return recognized ? freightUnitCode(recognized) : trimmed.toUpperCase();
}

/** The equipment type the backend books: the ISO code behind a shipper-owned id, mapped as spec 000 §3 says. */
export function backendContainerType(typeId: string): string {
  return normalizeContainerTypeCode(baseContainerTypeId(typeId));
}

export interface BackendBookingParties {
  /** The assigned agent (Book Now needs one). ERP ids when the user has one, else ours. */
  agent: { id: string; erpUserId: string | null; name: string; email: string };
  client: { id: string; erpClientId: string | null; name: string; city: string | null };
  createdBy: { id: string; erpUserId: string | null; name: string };
  statisticClient: { id: string; erpClientId: string | null } | null;
  /** Requests are export bookings unless said otherwise. */
  category?: 'Export' | 'Import';
}

export type BackendBookingInput = Pick<
  TBookingRequestDetail,
  | 'id'
  | 'carrier'
  | 'vessel'
  | 'voyage'
  | 'etd'
  | 'eta'
  | 'agreementNo'
  | 'blNumber'
  | 'intBlNumber'
  | 'customerReference'
  | 'itinerary'
  | 'containers'
  | 'freightDetails'
  | 'leadingCurrency'
  | 'specialRemarks'
  | 'additionalInfo'
  | 'vgmSubmittedBy'
>;

/** dd.MM.yyyy on the port's clock (UTC when the port's offset is not known: the same on every server). */
function portDay(iso: string | null, offset: number | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return formatPortTime(iso, offset ?? 0, DAY_FORMAT);
}

function portClock(iso: string, offset: number | null | undefined): string {
  return Number.isNaN(Date.parse(iso)) ? '' : formatPortTime(iso, offset ?? 0, 'HH:mm');
}

const join = (parts: readonly (string | null | undefined)[], separator = ', ') =>
  parts.filter((p): p is string => !!p && p.trim() !== '').join(separator);

function backendTariff(t: TContainerTariff): z.infer<typeof ZBackendTariff> {
  return { TariffID: t.id, Days: t.days, Txt: t.text, Description: t.description };
}

function cargoOf(
  line: BackendBookingInput['containers'][number],
  pol: BackendBookingInput['itinerary']['portOfLoading'],
): z.infer<typeof ZBackendCargo> {
  const loc = line.pickupLocation;
  const locRefs: z.infer<typeof ZLocRef>[] = [];
  if (loc || line.pickupReference || line.pickupDate)
    locRefs.push({
      LocType: 'PICK UP',
      LocID: loc?.id ?? '',
      LocDet: loc ? join([loc.name, loc.street, join([loc.zip, loc.city], ' '), loc.countryCode]) : '',
      LocRef: line.pickupReference,
      LocDate: formatDay(line.pickupDate),
    });
  // The full container is delivered to the terminal of the port of loading.
  if (line.deliveryReference)
    locRefs.push({
      LocType: 'DELIVERY',
      LocID: pol.port.id,
      LocDet: pol.terminal ?? pol.port.name,
      LocRef: line.deliveryReference,
      LocDate: '',
    });
  return {
    CtrQuantity: line.quantity,
    CtypID: backendContainerType(line.containerType.id),
    ShipperOwned: isShipperOwned(line.containerType.description),
    CommodityTXT: line.commodityType.name,
    CtrWeight: line.weight,
    Temperature: line.temperature,
    Dehumidification: line.humidity,
    Ventilation: line.ventilation,
    IMCOs: line.imo.flag
      ? line.imo.entries.map((e) => ({
          IMOClass: e.imoClass,
          UNNumber: e.unNumber,
          PackingNumber: e.pgNumber,
          FlashPoint: null,
        }))
      : [],
    Overdimension: line.oog.flag
      ? line.oog.entries.map((e) => ({
          Overlength: e.length,
          Overwidth: e.width,
          Overheight: e.height,
          Overweight: e.weight,
        }))
      : [],
    Equipment: line.containerNumbers
      .map((n) => n.trim())
      .filter((n) => n !== '')
      .map((ContainerNumber) => ({ ContainerNumber })),
    LocRefs: locRefs,
    'VGM-PIN': line.vgmPin,
    DemDetTariff: (line.demDetTariffs ?? []).map(backendTariff),
    StorageTariff: (line.storageTariffs ?? []).map(backendTariff),
    PluginTariff: (line.pluginTariffs ?? []).map(backendTariff),
  };
}

/** Maps a request into the backend booking format: one cargo entry per container line, every freight line. */
export function toBackendBooking(
  request: BackendBookingInput,
  parties: BackendBookingParties,
): TBackendBooking {
  const pol = request.itinerary.portOfLoading;
  const pod = request.itinerary.portOfDischarge;
  const ets = portDay(pol.departure ?? request.etd, pol.utcOffsetMinutes);
  const eta = portDay(pod.arrival ?? request.eta, pod.utcOffsetMinutes);
  const remarks = [
    ...request.specialRemarks.map((r) => r.text),
    ...(request.additionalInfo?.trim() ? [request.additionalInfo.trim()] : []),
  ];
  return {
    requestId: request.id,
    Category: parties.category ?? 'Export',
    Agreement: request.agreementNo ?? '',
    'BL-No': request.blNumber ?? '',
    'Int-BL-No': request.intBlNumber ?? '',
    'Cust-BkgRef': request.customerReference ?? '',
    BkgAgentContact: parties.agent.erpUserId ?? parties.agent.id,
    BkgAgentContactTxt: parties.agent.name,
    BkgAgentContactEml: parties.agent.email,
    CarrierID: request.carrier.id,
    Vessel: request.vessel ?? pol.vessel ?? '',
    Voyage: request.voyage ?? pol.voyage ?? '',
    ForwAdrId: parties.client.erpClientId ?? parties.client.id,
    ForwAdrName: parties.client.name,
    ForwAdrCity: parties.client.city ?? '',
    ForwPersID: parties.createdBy.erpUserId ?? parties.createdBy.id,
    ForwarderPersTxt: parties.createdBy.name,
    StatClient: parties.statisticClient
      ? (parties.statisticClient.erpClientId ?? parties.statisticClient.id)
      : '',
    POL: pol.port.id,
    POLName: pol.port.name,
    POD: pod.port.id,
    PODName: pod.port.name,
    // A request is port to port: it is received at the port of loading and ends at the port of discharge.
    PlaceOfRecieptName: pol.port.name,
    PlaceOfReceiptETS: ets,
    ETS: ets,
    ETA: eta,
    FinalDestinationName: pod.port.name,
    FinalDestinationETA: eta,
    LeadingCurrency: request.leadingCurrency,
    FreightDetails: request.freightDetails.map((l) => ({
      SeqNr: l.seqNr,
      Txt: l.text,
      Group: l.group,
      ChargeCode: chargeCodeOf(l.text),
      Anz: l.quantity,
      Unit: normalizeChargeUnit(l.unit),
      UnitValue: l.unitValue,
      Currency: l.currency,
      Total: l.total,
      Internal1: l.internal1,
      isManual: l.isManual,
    })),
    Remarks: remarks.map((RemarkTxt) => ({ RemarkType: 'SPECIAL REMARKS' as const, RemarkTxt })),
    PortTerms: {
      LinerPortAgent: '',
      FOBDeliveryBy: '',
      VGMSubmByTxt: VGM_SUBMITTER_LABELS[request.vgmSubmittedBy],
      Closings: request.itinerary.closings.map((c) => ({
        ClosingType: c.code,
        ClosingDate: portDay(c.time, pol.utcOffsetMinutes),
        ClosingTime: portClock(c.time, pol.utcOffsetMinutes),
        ClosingTxt: c.label,
      })),
    },
    CargoDetails: request.containers.map((line) => cargoOf(line, pol)),
  };
}
