import { formatDateTime } from '../format/dates.ts';
import { formatAmount } from '../format/numbers.ts';
import { formatPortTime } from '../schedules/port-time.ts';
import { freightTotals, orderedTotals } from './freight-totals.ts';
import {
  REQUEST_FIELD_LABELS,
  VGM_SUBMITTER_LABELS,
  type RequestField,
  type TBookingRequestDetail,
} from './workbench.ts';

/** One entry of an "edited" activity (spec 000 §3 Activity item: changedFields fieldName, oldVal, newVal). */
export interface ChangedField {
  field: RequestField;
  /** The spec's field label. */
  fieldName: string;
  oldVal: string | null;
  newVal: string | null;
}

export type DiffInput = Pick<
  TBookingRequestDetail,
  | 'agreementNo'
  | 'blNumber'
  | 'intBlNumber'
  | 'intraRefNumber'
  | 'customerReference'
  | 'client'
  | 'statisticClient'
  | 'carrier'
  | 'vessel'
  | 'voyage'
  | 'etd'
  | 'eta'
  | 'itinerary'
  | 'vgmSubmittedBy'
  | 'agent'
  | 'freightDetails'
  | 'quoteNumber'
  | 'containers'
  | 'leadingCurrency'
  | 'specialRemarks'
  | 'additionalInfo'
>;

/** Key order never makes two equal values differ. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const text = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === '' ? null : v);

function portTime(iso: string | null, offset: number | null | undefined): string | null {
  if (!iso) return null;
  return offset === null || offset === undefined ? formatDateTime(iso) : formatPortTime(iso, offset);
}

function scheduleText(r: DiffInput): string | null {
  if (!r.vessel && !r.etd && !r.eta) return null;
  const pol = r.itinerary.portOfLoading;
  const pod = r.itinerary.portOfDischarge;
  const ets = portTime(r.etd, pol.utcOffsetMinutes) ?? '–';
  const eta = portTime(r.eta, pod.utcOffsetMinutes) ?? '–';
  return `${pol.port.id} ${ets} → ${pod.port.id} ${eta}`;
}

function containersText(r: DiffInput): string | null {
  if (r.containers.length === 0) return null;
  return r.containers
    .map((c) =>
      `${c.quantity} × ${c.containerType.label || c.containerType.id} ${c.commodityType.name}`.trim(),
    )
    .join(', ');
}

function freightText(r: DiffInput): string | null {
  if (r.freightDetails.length === 0) return null;
  const totals = orderedTotals(freightTotals(r.freightDetails), r.leadingCurrency)
    .map((t) => `${t.currency} ${formatAmount(t.amount)}`)
    .join(', ');
  const lines = `${r.freightDetails.length} ${r.freightDetails.length === 1 ? 'line' : 'lines'}`;
  return totals ? `${lines}: ${totals}` : lines;
}

/** Each field: what tells a change, and how its value reads in the history. */
const FIELDS: {
  [F in RequestField]: { key: (r: DiffInput) => unknown; show: (r: DiffInput) => string | null };
} = {
  agreementNo: { key: (r) => text(r.agreementNo), show: (r) => text(r.agreementNo) },
  blNumber: { key: (r) => text(r.blNumber), show: (r) => text(r.blNumber) },
  intBlNumber: { key: (r) => text(r.intBlNumber), show: (r) => text(r.intBlNumber) },
  intraRefNumber: { key: (r) => text(r.intraRefNumber), show: (r) => text(r.intraRefNumber) },
  customerReference: { key: (r) => text(r.customerReference), show: (r) => text(r.customerReference) },
  client: { key: (r) => r.client.id, show: (r) => r.client.name },
  statisticClient: {
    key: (r) => r.statisticClient?.id ?? null,
    show: (r) => r.statisticClient?.name ?? null,
  },
  carrier: { key: (r) => r.carrier.id, show: (r) => r.carrier.name || r.carrier.id },
  vessel: { key: (r) => text(r.vessel), show: (r) => text(r.vessel) },
  voyage: { key: (r) => text(r.voyage), show: (r) => text(r.voyage) },
  schedule: {
    key: (r) => [r.etd, r.eta, r.itinerary.portOfLoading.port.id, r.itinerary.portOfDischarge.port.id],
    show: scheduleText,
  },
  vgmSubmittedBy: { key: (r) => r.vgmSubmittedBy, show: (r) => VGM_SUBMITTER_LABELS[r.vgmSubmittedBy] },
  agent: { key: (r) => r.agent?.id ?? null, show: (r) => r.agent?.name ?? null },
  freightDetails: { key: (r) => r.freightDetails, show: freightText },
  quoteNumber: {
    key: (r) => r.quoteNumber,
    show: (r) => (r.quoteNumber === null ? null : String(r.quoteNumber)),
  },
  containers: { key: (r) => r.containers, show: containersText },
  leadingCurrency: { key: (r) => r.leadingCurrency, show: (r) => r.leadingCurrency },
  specialRemarks: {
    key: (r) => r.specialRemarks.map((s) => s.text),
    show: (r) => text(r.specialRemarks.map((s) => s.text).join('; ')),
  },
  additionalInfo: { key: (r) => text(r.additionalInfo), show: (r) => text(r.additionalInfo) },
};

/**
 * The changedFields of an "edited" activity: one entry per field that differs, in the order of the spec's label
 * list, with the values as a person reads them. Vessel and voyage count once each; the schedule covers the
 * sailing's dates and ports. Empty when nothing changed (the server then writes no activity).
 */
export function diffRequest(before: DiffInput, after: DiffInput): ChangedField[] {
  return (Object.keys(REQUEST_FIELD_LABELS) as RequestField[]).flatMap((field) => {
    const rule = FIELDS[field];
    if (stable(rule.key(before)) === stable(rule.key(after))) return [];
    return [
      {
        field,
        fieldName: REQUEST_FIELD_LABELS[field],
        oldVal: rule.show(before),
        newVal: rule.show(after),
      },
    ];
  });
}
