import {
  formatAmount,
  formatDateTime,
  formatDay,
  formatPortTime,
  formatQuantity,
  formatTemperature,
  formatWeight,
  FREIGHT_GROUP_LABELS,
  hasInternalBl,
  requestStatusLabel,
  tariffSummaries,
  VGM_SUBMITTER_LABELS,
  visibleContainerNumbers,
  type TBookingRequestCargoLine,
  type TBookingRequestDetail,
} from '@portal/domain';

/**
 * A request as labelled text, section by section: what the compare dialog sets side by side and the print view
 * lays out. One place decides the labels and formats, so both read like the page.
 */
export interface FactRow {
  label: string;
  value: string;
}
export interface FactSection {
  title: string;
  rows: FactRow[];
}

type Stop = TBookingRequestDetail['itinerary']['portOfLoading'];

const NONE = '–';
const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value : NONE);

function stopTime(stop: Stop, which: 'departure' | 'arrival'): string {
  const iso = stop[which];
  if (!iso) return NONE;
  return stop.utcOffsetMinutes === null ? formatDateTime(iso) : formatPortTime(iso, stop.utcOffsetMinutes);
}

const port = (stop: Stop) => `${stop.port.name} (${stop.port.id})`;

function cargoRows(line: TBookingRequestCargoLine): FactRow[] {
  const rows: FactRow[] = [
    {
      label: 'Container',
      value: `${line.quantity} × ${line.containerType.label} ${line.containerType.description}`,
    },
    { label: 'Commodity', value: text(line.commodityType.name) },
    { label: 'Weight', value: formatWeight(line.weight) },
  ];
  if (line.temperature !== null)
    rows.push({ label: 'Temperature', value: formatTemperature(line.temperature) });
  if (line.humidity !== null) rows.push({ label: 'Humidity', value: `${formatQuantity(line.humidity)} %` });
  if (line.ventilation) rows.push({ label: 'Ventilation', value: line.ventilation });
  rows.push({ label: 'Pickup date', value: line.pickupDate ? formatDay(line.pickupDate) : NONE });
  rows.push({
    label: 'Pickup location',
    value: line.pickupLocation
      ? [line.pickupLocation.name, line.pickupLocation.city, line.pickupLocation.countryCode].join(', ')
      : NONE,
  });
  rows.push({ label: 'Pickup reference', value: text(line.pickupReference) });
  rows.push({ label: 'Delivery reference', value: text(line.deliveryReference) });
  rows.push({ label: 'VGM PIN', value: text(line.vgmPin) });
  const numbers = visibleContainerNumbers(line.containerNumbers);
  if (numbers.length > 0) rows.push({ label: 'Container numbers', value: numbers.join(', ') });
  if (line.imo.flag)
    rows.push({
      label: 'IMO',
      value: line.imo.entries.map((e) => `Class ${e.imoClass} UN ${e.unNumber}`).join('; ') || 'Yes',
    });
  if (line.oog.flag) rows.push({ label: 'Out of gauge', value: 'Yes' });
  for (const t of tariffSummaries(line)) rows.push({ label: t.type, value: t.value });
  return rows;
}

/** The summary, the sailing, each cargo line and the remarks, with the page's labels (staff see staff fields). */
export function requestFacts(detail: TBookingRequestDetail, staff: boolean): FactSection[] {
  const summary: FactRow[] = [
    { label: 'Carrier', value: detail.carrier.name },
    { label: 'Status', value: requestStatusLabel(detail.statusCode) },
    { label: 'Client', value: detail.client.name },
    { label: staff ? 'Customer reference' : 'Reference', value: text(detail.customerReference) },
    { label: 'Quote', value: detail.quoteNumber === null ? NONE : String(detail.quoteNumber) },
    { label: 'Agreement No.', value: text(detail.agreementNo) },
    { label: 'B/L number', value: text(detail.blNumber) },
  ];
  if (staff && hasInternalBl(detail.carrier.id))
    summary.push({ label: 'Internal reference', value: text(detail.intBlNumber) });
  if (staff) {
    summary.push({ label: 'INTTRA reference', value: text(detail.intraRefNumber) });
    summary.push({ label: 'Statistic client', value: text(detail.statisticClient?.name) });
  }
  summary.push({ label: 'Booking agent', value: text(detail.agent?.name) });
  summary.push({ label: 'VGM submitted by', value: VGM_SUBMITTER_LABELS[detail.vgmSubmittedBy] });

  const { portOfLoading, portOfDischarge, transshipments, closings } = detail.itinerary;
  const sailing: FactRow[] = [
    { label: 'Vessel', value: text(detail.vessel) },
    { label: 'Voyage', value: text(detail.voyage) },
    { label: 'Port of loading', value: port(portOfLoading) },
    { label: 'ETS', value: stopTime(portOfLoading, 'departure') },
    ...transshipments.map((stop, i) => ({
      label: `Transshipment ${i + 1}`,
      value: `${port(stop)}${stop.vessel ? `, ${stop.vessel}` : ''}`,
    })),
    { label: 'Port of discharge', value: port(portOfDischarge) },
    { label: 'ETA', value: stopTime(portOfDischarge, 'arrival') },
    ...closings.map((c) => ({ label: c.label, value: formatDateTime(c.time) })),
  ];

  const remarks: FactRow[] = [
    { label: 'Special requests', value: text(detail.additionalInfo) },
    ...detail.specialRemarks.map((r, i) => ({ label: `Special remark ${i + 1}`, value: r.text })),
  ];

  return [
    { title: 'Booking Request Summary', rows: summary },
    { title: 'Schedule and itinerary', rows: sailing },
    ...detail.containers.map((line, i) => ({ title: `Container line ${i + 1}`, rows: cargoRows(line) })),
    { title: 'Closings And Special Remarks', rows: remarks },
  ];
}

/** Freight lines as rows ('Seafreight' → '2 × 1’115.00 USD per CTR = 2’230.00'), grouped by tab. */
export function freightFacts(detail: TBookingRequestDetail): FactSection[] {
  const groups = ['EXTERNAL', 'INTERNAL1', 'INTERNAL2'] as const;
  return groups
    .map((group) => ({
      title: `Freight details: ${FREIGHT_GROUP_LABELS[group]}`,
      rows: detail.freightDetails
        .filter((l) => l.group === group)
        .map((l) => ({
          label: l.text,
          value: `${formatQuantity(l.quantity)} × ${l.currency} ${formatAmount(l.unitValue)}${l.unit ? ` per ${l.unit}` : ''} = ${formatAmount(l.total)}`,
        })),
    }))
    .filter((section) => section.rows.length > 0);
}

export interface ComparedRow {
  label: string;
  current: string | null;
  other: string | null;
  changed: boolean;
}
export interface ComparedSection {
  title: string;
  rows: ComparedRow[];
}

/**
 * Both sides section by section and label by label, in the current request's order with what only the other side
 * has after it; a value that differs (or exists on one side only) is changed.
 */
export function compareFacts(current: FactSection[], other: FactSection[]): ComparedSection[] {
  const titles = [...new Set([...current.map((s) => s.title), ...other.map((s) => s.title)])];
  return titles.map((title) => {
    const left = current.find((s) => s.title === title)?.rows ?? [];
    const right = other.find((s) => s.title === title)?.rows ?? [];
    const labels = [...new Set([...left.map((r) => r.label), ...right.map((r) => r.label)])];
    return {
      title,
      rows: labels.map((label) => {
        const a = left.find((r) => r.label === label)?.value ?? null;
        const b = right.find((r) => r.label === label)?.value ?? null;
        return { label, current: a, other: b, changed: a !== b };
      }),
    };
  });
}
