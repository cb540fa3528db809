import { formatDay, fromIsoDate, QUOTE_MESSAGES } from '@portal/domain';
import type { CargoLineValues, QuoteFormValues } from './quote-form.ts';

export interface MailLookups {
  company: string;
  requester: string | null;
  portName: (code: string) => string | undefined;
  typeLabel: (typeId: string) => string | undefined;
  commodityName: (id: string) => string | undefined;
  locationName: (id: string) => string | undefined;
}

function cargoLine(line: CargoLineValues, index: number, lookups: MailLookups): string[] {
  const type = line.type ? (lookups.typeLabel(line.type) ?? line.type) : 'type not chosen';
  const commodity = line.commodity ? (lookups.commodityName(line.commodity) ?? line.commodity) : null;
  const location = line.location ? (lookups.locationName(line.location) ?? line.location) : null;
  const parts = [`${line.quantity} × ${type}`, commodity, location && `pickup at ${location}`];
  const out = [`${index + 1}. ${parts.filter(Boolean).join(', ')}`];
  if (line.imo) {
    const d = line.imoDetails;
    out.push(
      `   IMO (dangerous goods): class ${d.imoClass || '-'}, UN number ${d.unNumber || '-'}, packing group ${d.pgNumber || '-'}`,
    );
  }
  if (line.oog) {
    const d = line.oogDetails;
    out.push(
      `   OOG (out of gauge): length ${d.length || '-'} cm, width ${d.width || '-'} cm, height ${d.height || '-'} cm, weight ${d.weight || '-'} kg`,
    );
  }
  return out;
}

const port = (code: string | null, lookups: MailLookups) =>
  code ? [code, lookups.portName(code)].filter(Boolean).join(' – ') : '-';

/**
 * The prefilled e-mail of the Special Quote Request (spec 001 §2.7): company, ports, date, weeks and the cargo
 * details, to the platform mailbox.
 */
export function specialRequestMail(values: QuoteFormValues, lookups: MailLookups) {
  const date = fromIsoDate(values.date);
  const subject = `${QUOTE_MESSAGES.specialRequestTitle}: ${values.origin ?? '?'} → ${values.destination ?? '?'}`;
  const body = [
    'Hello,',
    '',
    'please send us a quote for the following shipment.',
    '',
    `Company: ${lookups.company}`,
    ...(lookups.requester ? [`Requested by: ${lookups.requester}`] : []),
    `Origin: ${port(values.origin, lookups)}`,
    `Destination: ${port(values.destination, lookups)}`,
    `Earliest date: ${formatDay(date) || '-'}`,
    `Weeks: ${values.weeks ?? '-'}`,
    '',
    'Cargo:',
    ...values.lines.flatMap((line, i) => cargoLine(line, i, lookups)),
    '',
    'Thank you.',
  ].join('\n');
  return { subject, body };
}

export function mailtoHref(to: string, mail: { subject: string; body: string }): string {
  return `mailto:${to}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`;
}
