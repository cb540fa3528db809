import { carrierDisplayName } from '../carriers.ts';
import { formatPortTime } from './port-time.ts';
import type { TRoutePortStop, TScheduleRoute } from './route-answer.ts';

/** Spec 000 §9: the copied schedule carries this disclaimer. */
export const SCHEDULE_DISCLAIMER =
  'ETS/ETA dates, ports and rotations are for information only, not legally binding and subject to change without notice.';

/** Spec 000 §9: the booking-request e-mail starts 'Dear Sirs,' and asks for these details. */
export const BOOKING_REQUEST_GREETING = 'Dear Sirs,';
export const BOOKING_REQUEST_INTRO = 'We would like to request a booking on the following sailing:';
export const BOOKING_REQUEST_ASK = 'Please book it with these details:';
export const BOOKING_REQUEST_FIELDS = [
  'Equipment type',
  'Commodity',
  'Weight',
  'Pick up depot',
  'Pick up date',
  'Agreement number',
] as const;
export const BOOKING_REQUEST_CLOSING = 'Kind regards';
export const PORT_TIME_NOTE = 'All times are local port times.';

type Row = [label: string, value: string];

function portName(stop: TRoutePortStop): string {
  const terminal = stop.terminal ? `, ${stop.terminal.name}` : '';
  return `${stop.port.name}, ${stop.port.countryCode} (${stop.port.id})${terminal}`;
}

function time(iso: string, stop: TRoutePortStop): string {
  return formatPortTime(iso, stop.utcOffsetMinutes);
}

/** The vessel a stop is left on; the carrier is named when a transshipment changes line. */
function vessel(stop: TRoutePortStop, mainCarrier: string): string {
  const carrier = stop.carrierId === mainCarrier ? '' : ` (${carrierDisplayName(stop.carrierId)})`;
  return `${stop.vessel.name} / ${stop.voyageNumber}${carrier}`;
}

/** The sailing as label/value rows, shared by the text and the HTML version so both say the same. */
export function routeSummaryRows(route: TScheduleRoute): { sailing: Row[]; closings: Row[] } {
  const main = route.origin.carrierId;
  const sailing: Row[] = [
    ['Carrier', carrierDisplayName(main)],
    ['Service', route.service],
    ['Routing', route.routing],
    ['Transit time', `${route.transitDays} days`],
    ['Port of loading', `${portName(route.origin)}, ETS ${time(route.origin.departure, route.origin)}`],
    ['Vessel / voyage', vessel(route.origin, main)],
  ];
  for (const hub of route.intermediate) {
    sailing.push(
      ['Transshipment', `${portName(hub)}, ETA ${time(hub.arrival, hub)}, ETS ${time(hub.departure, hub)}`],
      ['Vessel / voyage', vessel(hub, main)],
    );
  }
  sailing.push([
    'Port of discharge',
    `${portName(route.destination)}, ETA ${time(route.destination.arrival, route.destination)}`,
  ]);
  const closings: Row[] = route.deadlines.map((d) => [d.label, time(d.time, route.origin)]);
  return { sailing, closings };
}

/** The plain-text booking request for an e-mail (Copy as text). */
export function routeAsText(route: TScheduleRoute): string {
  const { sailing, closings } = routeSummaryRows(route);
  const lines = [
    BOOKING_REQUEST_GREETING,
    '',
    BOOKING_REQUEST_INTRO,
    '',
    ...sailing.map(([label, value]) => `${label}: ${value}`),
  ];
  if (closings.length > 0) {
    lines.push('', 'Closings:', ...closings.map(([label, value]) => `${label}: ${value}`));
  }
  lines.push(
    '',
    BOOKING_REQUEST_ASK,
    ...BOOKING_REQUEST_FIELDS.map((field) => `${field}: `),
    '',
    BOOKING_REQUEST_CLOSING,
    '',
    '',
    PORT_TIME_NOTE,
    SCHEDULE_DISCLAIMER,
  );
  return lines.join('\n');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

// E-mail clients drop <style> blocks, so every element carries its style inline.
const CELL = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
const LABEL = `${CELL};color:#5b6675;font-weight:normal;white-space:nowrap`;

function htmlTable(rows: Row[]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${LABEL}">${escapeHtml(label)}</th><td style="${CELL}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;font-size:13px">${body}</table>`;
}

/** The same booking request as HTML, for mail programs that paste formatted text (Copy as HTML). */
export function routeAsHtml(route: TScheduleRoute): string {
  const { sailing, closings } = routeSummaryRows(route);
  const fields = BOOKING_REQUEST_FIELDS.map((field) => [field, ''] as Row);
  const parts = [
    `<p>${escapeHtml(BOOKING_REQUEST_GREETING)}</p>`,
    `<p>${escapeHtml(BOOKING_REQUEST_INTRO)}</p>`,
    htmlTable(sailing),
  ];
  if (closings.length > 0) parts.push('<p><strong>Closings</strong></p>', htmlTable(closings));
  parts.push(
    `<p>${escapeHtml(BOOKING_REQUEST_ASK)}</p>`,
    htmlTable(fields),
    `<p>${escapeHtml(BOOKING_REQUEST_CLOSING)}</p>`,
    `<p style="color:#5b6675;font-size:11px">${escapeHtml(PORT_TIME_NOTE)}<br>${escapeHtml(SCHEDULE_DISCLAIMER)}</p>`,
  );
  return `<div style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#1b2430">${parts.join('')}</div>`;
}
