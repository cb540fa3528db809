import { Box } from '@mui/material';
import {
  formatDay,
  formatWeight,
  tariffSummaries,
  type TBookingRequestDetail,
  type TPublicConfig,
} from '@portal/domain';
import { REQUEST_PAGE_TEXT } from '../texts.ts';
import { Facts, FreightSections, MUTED, PrintDocument, Section, tableSx } from './print-kit.tsx';
import { requestFacts } from './request-facts.ts';

function CargoTable({ request }: { request: TBookingRequestDetail }) {
  return (
    <Box component="table" sx={tableSx}>
      <thead>
        <tr>
          <th className="num">Qty</th>
          <th>Container</th>
          <th>Commodity</th>
          <th className="num">Weight</th>
          <th>Pickup</th>
          <th>References</th>
        </tr>
      </thead>
      <tbody>
        {request.containers.map((line, i) => (
          <tr key={i}>
            <td className="num">{line.quantity}</td>
            <td>
              {line.containerType.label}
              <Box component="div" sx={{ color: MUTED }}>
                {line.containerType.description}
                {line.imo.flag ? ' · IMO' : ''}
                {line.oog.flag ? ' · OOG' : ''}
              </Box>
              {tariffSummaries(line).map((t) => (
                <Box component="div" key={t.type} sx={{ color: MUTED }}>
                  {t.type}: {t.value}
                </Box>
              ))}
            </td>
            <td>{line.commodityType.name || '–'}</td>
            <td className="num">{formatWeight(line.weight)}</td>
            <td>
              {line.pickupDate ? formatDay(line.pickupDate) : '–'}
              {line.pickupLocation && (
                <Box component="div" sx={{ color: MUTED }}>
                  {line.pickupLocation.name}, {line.pickupLocation.city}
                </Box>
              )}
            </td>
            <td>
              {[line.pickupReference, line.deliveryReference, line.vgmPin].filter(Boolean).join(' / ') || '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/**
 * The request on paper (spec 000 §2 "Print views"): the company's mark and details, the request's facts, cargo,
 * sailing and remarks, and with costs the freight details. Internal freight never reaches a customer's print (the
 * server strips it; this view prints only External for them) and never a print without costs.
 */
export function RequestPrintDocument({
  request,
  costs,
  staff,
  company,
  printedAt,
}: {
  request: TBookingRequestDetail;
  costs: boolean;
  staff: boolean;
  company: TPublicConfig | undefined;
  printedAt?: Date;
}) {
  const sections = requestFacts(request, staff);
  const summary = sections.find((s) => s.title === 'Booking Request Summary');
  const sailing = sections.find((s) => s.title === 'Schedule and itinerary');
  const remarks = sections.find((s) => s.title === 'Closings And Special Remarks');
  return (
    <PrintDocument
      title={REQUEST_PAGE_TEXT.title(request.carrier.name)}
      subtitle={REQUEST_PAGE_TEXT.subtitle(request.id)}
      costs={costs}
      company={company}
      printedAt={printedAt}
    >
      {summary && (
        <Section title={REQUEST_PAGE_TEXT.summary}>
          <Facts rows={summary.rows} />
        </Section>
      )}
      {sailing && (
        <Section title="Schedule and itinerary">
          <Facts rows={sailing.rows} />
        </Section>
      )}
      <Section title={REQUEST_PAGE_TEXT.cargo}>
        <CargoTable request={request} />
      </Section>
      {remarks && (
        <Section title={REQUEST_PAGE_TEXT.closings}>
          <Facts rows={remarks.rows} />
        </Section>
      )}
      <FreightSections
        freight={request.freightDetails}
        leadingCurrency={request.leadingCurrency}
        costs={costs}
        staff={staff}
      />
    </PrintDocument>
  );
}
