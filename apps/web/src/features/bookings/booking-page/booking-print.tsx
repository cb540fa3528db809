import { Box } from '@mui/material';
import {
  formatAmount,
  formatDateTime,
  formatDay,
  formatQuantity,
  formatWeight,
  FREIGHT_GROUP_LABELS,
  freightTabLines,
  freightTotals,
  orderedTotals,
  PRODUCT_NAME,
  visibleContainerNumbers,
  type FreightGroup,
  type TBooking,
  type TPublicConfig,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/page/brand-mark.tsx';
import { REQUEST_PAGE_TEXT } from '../texts.ts';
import { leadingCurrencyOf } from './booking-freight.tsx';
import { closingWhen, portTermsOf, remarksByType } from './booking-port-terms.tsx';
import { BOOKING_PAGE_TEXT, personName } from './texts.ts';

// The request print's paper look: black on white, thin rules, nothing that needs a colour printer.
const INK = '#111';
const MUTED = '#555';
const RULE = '1px solid #bbb';
const cell = { border: RULE, padding: '3px 6px', textAlign: 'left', verticalAlign: 'top' } as const;
const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '9pt',
  '& th': { ...cell, background: '#eee', fontWeight: 700 },
  '& td': cell,
  '& .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& tr': { breakInside: 'avoid' },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: '5mm', breakInside: 'avoid-page' }}>
      <Box
        component="h2"
        sx={{
          fontSize: '10.5pt',
          m: 0,
          mb: '2mm',
          pb: '1mm',
          borderBottom: `2px solid ${INK}`,
          textTransform: 'uppercase',
        }}
      >
        {title}
      </Box>
      {children}
    </Box>
  );
}

function Facts({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <Box component="dl" sx={{ columnCount: 2, columnGap: '8mm', m: 0, fontSize: '9.5pt' }}>
      {rows.map(([label, value]) => (
        <Box
          key={label}
          sx={{
            display: 'grid',
            gridTemplateColumns: '34mm 1fr',
            columnGap: '2mm',
            breakInside: 'avoid',
            mb: '1.2mm',
          }}
        >
          <Box component="dt" sx={{ color: MUTED }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value || '–'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const at = (label: string, name: string | null | undefined, when: string | null) =>
  name ? `${name}${when ? ` · ${label} ${formatDay(when)}` : ''}` : null;

/** The summary's facts on paper, in the page's order. */
export function printedSummary(booking: TBooking, staff: boolean): [string, string | null | undefined][] {
  const rows: [string, string | null | undefined][] = [
    ['Carrier', booking.carrier.name],
    [
      'Vessel and voyage',
      booking.vessel ? [booking.vessel, booking.voyage].filter(Boolean).join(' / ') : null,
    ],
    ['Status', booking.statusText],
    ['Place of receipt', at('ETS', booking.placeOfReceipt, booking.placeOfReceiptEts)],
    ['Port of loading', at('ETS', booking.pol ? `${booking.pol.name} ${booking.pol.id}` : null, booking.etd)],
    [
      'Port of discharge',
      at('ETA', booking.pod ? `${booking.pod.name} ${booking.pod.id}` : null, booking.eta),
    ],
    ['Place of delivery', at('ETA', booking.finalDestination, booking.finalDestinationEta)],
    ['B/L number', booking.blNumber],
    [staff ? 'Customer reference' : 'Reference', booking.customerReference],
    ['Agreement No.', booking.agreementNo],
    ['Booking request', booking.requestId],
    ['Booking agent', booking.agent ? personName(booking.agent) : null],
  ];
  if (booking.rebookedFromId) rows.push(['Rebooked from', booking.rebookedFromId]);
  if (booking.rebookedToId) rows.push(['Rebooked to', booking.rebookedToId]);
  if (booking.client) rows.push(['Client', booking.client.name]);
  if (booking.statisticClient) rows.push(['Statistical client', booking.statisticClient.name]);
  return rows;
}

/** The freight groups a print shows: none without costs; External, and for staff the internal groups with lines. */
export function printedFreightGroups(booking: TBooking, costs: boolean, staff: boolean): FreightGroup[] {
  if (!costs) return [];
  const groups: FreightGroup[] = ['EXTERNAL'];
  if (staff)
    for (const group of ['INTERNAL1', 'INTERNAL2'] as const)
      if (booking.freight.some((l) => l.group === group)) groups.push(group);
  return groups;
}

function FreightTable({ booking, group }: { booking: TBooking; group: FreightGroup }) {
  const lines = freightTabLines(booking.freight, group);
  const totals = orderedTotals(freightTotals(lines), leadingCurrencyOf(booking.freight));
  if (lines.length === 0) return <Box sx={{ color: MUTED }}>{REQUEST_PAGE_TEXT.noFreight}</Box>;
  return (
    <Box component="table" sx={tableSx}>
      <thead>
        <tr>
          <th>Description</th>
          <th className="num">Qty</th>
          <th>Unit</th>
          <th className="num">Unit value</th>
          <th>Currency</th>
          <th className="num">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.group}-${line.seqNr}`}>
            <td>{line.text}</td>
            <td className="num">{formatQuantity(line.quantity)}</td>
            <td>{line.unit}</td>
            <td className="num">{formatAmount(line.unitValue)}</td>
            <td>{line.currency}</td>
            <td className="num">{formatAmount(line.total)}</td>
          </tr>
        ))}
        {totals.map((t) => (
          <tr key={t.currency}>
            <td colSpan={5} style={{ textAlign: 'right', fontWeight: 700 }}>
              Total {t.currency}
            </td>
            <td className="num" style={{ fontWeight: 700 }}>
              {formatAmount(t.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/**
 * The booking on paper ('Print with cost' / 'Print without costs', spec 000 §2 "Booking detail"): the company's
 * mark, the summary, cargo, port terms, remarks and, with costs only, the freight details.
 */
export function BookingPrintDocument({
  booking,
  costs,
  staff,
  company,
  printedAt = new Date(),
}: {
  booking: TBooking;
  costs: boolean;
  staff: boolean;
  company: TPublicConfig | undefined;
  printedAt?: Date;
}) {
  const terms = portTermsOf(booking);
  const companyName = company?.companyName ?? PRODUCT_NAME;
  const contact = company ? [company.companyEmail, company.companyPhone, company.companySiteUrl] : [];
  return (
    <Box
      component="article"
      aria-label={costs ? 'Print with cost' : 'Print without costs'}
      sx={{
        color: INK,
        bgcolor: '#fff',
        fontFamily: 'Roboto, Arial, sans-serif',
        fontSize: '10pt',
        lineHeight: 1.35,
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'space-between', pb: '3mm', borderBottom: RULE }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: '3mm' }}>
          <BrandMark size={40} />
          <Box sx={{ fontSize: '14pt', fontWeight: 800, color: '#0b3d6b' }}>{companyName}</Box>
        </Box>
        <Box sx={{ textAlign: 'right', fontSize: '8.5pt', color: MUTED }}>
          {contact.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', mt: '5mm' }}>
        <Box>
          <Box component="h1" sx={{ fontSize: '17pt', m: 0 }}>
            {booking.carrier.id.toUpperCase()}
          </Box>
          <Box sx={{ fontSize: '11pt', fontWeight: 600 }}>{BOOKING_PAGE_TEXT.subtitle(booking.id)}</Box>
        </Box>
        <Box sx={{ textAlign: 'right', fontSize: '8.5pt', color: MUTED }}>
          <Box sx={{ fontWeight: 700, color: INK }}>{costs ? 'With costs' : 'Without costs'}</Box>
          Printed {formatDateTime(printedAt)}
        </Box>
      </Box>
      <Section title={BOOKING_PAGE_TEXT.summary}>
        <Facts rows={printedSummary(booking, staff)} />
      </Section>
      <Section title={BOOKING_PAGE_TEXT.cargo}>
        <Box component="table" sx={tableSx}>
          <thead>
            <tr>
              <th className="num">Qty</th>
              <th>Container</th>
              <th>Commodity</th>
              <th className="num">Weight</th>
              <th>Container numbers</th>
            </tr>
          </thead>
          <tbody>
            {booking.cargo.map((line, i) => (
              <tr key={i}>
                <td className="num">{line.quantity}</td>
                <td>{line.containerType.label}</td>
                <td>{line.commodityType.name || '–'}</td>
                <td className="num">{formatWeight(line.weight)}</td>
                <td>{visibleContainerNumbers(line.containerNumbers).join(', ') || '–'}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Section>
      <Section title={BOOKING_PAGE_TEXT.portTerms}>
        <Facts
          rows={[
            ['Liner port agent', terms.LinerPortAgent],
            ['FOB delivery by', terms.FOBDeliveryBy],
            ['VGM submitted by', terms.VGMSubmByTxt],
            ...terms.Closings.map((c): [string, string] => [c.ClosingTxt || c.ClosingType, closingWhen(c)]),
          ]}
        />
      </Section>
      {remarksByType(booking.remarks).map((group) => (
        <Section key={group.type} title={group.title}>
          {group.texts.map((text, i) => (
            <Box component="p" key={i} sx={{ m: 0, mb: '1mm', whiteSpace: 'pre-line' }}>
              {text}
            </Box>
          ))}
        </Section>
      ))}
      {printedFreightGroups(booking, costs, staff).map((group) => (
        <Section
          key={group}
          title={
            group === 'EXTERNAL'
              ? 'Freight details'
              : `Freight details: ${FREIGHT_GROUP_LABELS[group]} (internal)`
          }
        >
          <FreightTable booking={booking} group={group} />
        </Section>
      ))}
      <Box component="footer" sx={{ mt: '6mm', pt: '2mm', borderTop: RULE, fontSize: '8pt', color: MUTED }}>
        {REQUEST_PAGE_TEXT.legalRemark.map((line) => (
          <Box component="p" key={line} sx={{ m: 0, mb: '1mm' }}>
            {line}
          </Box>
        ))}
        <Box sx={{ mt: '2mm' }}>{[companyName, ...contact].join(' · ')}</Box>
      </Box>
    </Box>
  );
}
