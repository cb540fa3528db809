import { Box } from '@mui/material';
import {
  formatDay,
  formatWeight,
  visibleContainerNumbers,
  type TBooking,
  type TPublicConfig,
} from '@portal/domain';
import { Facts, FreightSections, PrintDocument, Section, tableSx } from '../components/print-kit.tsx';
import { leadingCurrencyOf } from './booking-freight.tsx';
import { closingWhen, portTermsOf, remarksByType } from './booking-port-terms.tsx';
import { BOOKING_PAGE_TEXT, personName } from './texts.ts';

type Row = { label: string; value: string | null | undefined };

const at = (label: string, name: string | null | undefined, when: string | null) =>
  name ? `${name}${when ? ` · ${label} ${formatDay(when)}` : ''}` : null;

/** The summary's facts on paper, in the page's order. */
export function printedSummary(booking: TBooking, staff: boolean): Row[] {
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
  return rows.map(([label, value]) => ({ label, value }));
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
  printedAt,
}: {
  booking: TBooking;
  costs: boolean;
  staff: boolean;
  company: TPublicConfig | undefined;
  printedAt?: Date;
}) {
  const terms = portTermsOf(booking);
  return (
    <PrintDocument
      title={booking.carrier.id.toUpperCase()}
      subtitle={BOOKING_PAGE_TEXT.subtitle(booking.id)}
      costs={costs}
      company={company}
      printedAt={printedAt}
    >
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
            { label: 'Liner port agent', value: terms.LinerPortAgent },
            { label: 'FOB delivery by', value: terms.FOBDeliveryBy },
            { label: 'VGM submitted by', value: terms.VGMSubmByTxt },
            ...terms.Closings.map((c) => ({ label: c.ClosingTxt || c.ClosingType, value: closingWhen(c) })),
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
      <FreightSections
        freight={booking.freight}
        leadingCurrency={leadingCurrencyOf(booking.freight)}
        costs={costs}
        staff={staff}
      />
    </PrintDocument>
  );
}
