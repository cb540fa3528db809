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
  type FreightGroup,
  type TBookingRequestDetail,
  type TPublicConfig,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/page/brand-mark.tsx';
import { PRINT_LABELS, REQUEST_PAGE_TEXT } from '../texts.ts';
import { requestFacts, type FactSection } from './request-facts.ts';

/** Print sizes and colours: black on white, thin rules, nothing that needs a colour printer. */
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
  '& td.num, & th.num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
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
          letterSpacing: '0.04em',
        }}
      >
        {title}
      </Box>
      {children}
    </Box>
  );
}

/** Label and value pairs in two newspaper columns: each column reads top to bottom, as the page groups them. */
function Facts({ section }: { section: FactSection }) {
  return (
    <Box component="dl" sx={{ columnCount: 2, columnGap: '8mm', m: 0, fontSize: '9.5pt' }}>
      {section.rows.map((row) => (
        <Box
          key={row.label}
          sx={{
            display: 'grid',
            gridTemplateColumns: '32mm 1fr',
            columnGap: '2mm',
            breakInside: 'avoid',
            mb: '1.2mm',
          }}
        >
          <Box component="dt" sx={{ color: MUTED }}>
            {row.label}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

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

function FreightTable({ request, group }: { request: TBookingRequestDetail; group: FreightGroup }) {
  const lines = freightTabLines(request.freightDetails, group);
  const totals = orderedTotals(freightTotals(lines), request.leadingCurrency);
  return (
    <Box
      component="table"
      sx={{ ...tableSx, tableLayout: 'fixed' }}
      aria-label={`${FREIGHT_GROUP_LABELS[group]} freight`}
    >
      {/* The same columns in every freight table, so the tabs line up one under the other. */}
      <colgroup>
        {['40%', '8%', '10%', '16%', '10%', '16%'].map((width, i) => (
          <col key={i} style={{ width }} />
        ))}
      </colgroup>
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

/** The freight tabs a print shows: none without costs; External, and for staff the internal tabs with lines. */
export function printedFreightGroups(
  request: TBookingRequestDetail,
  costs: boolean,
  staff: boolean,
): FreightGroup[] {
  if (!costs) return [];
  const groups: FreightGroup[] = ['EXTERNAL'];
  if (staff)
    for (const group of ['INTERNAL1', 'INTERNAL2'] as const)
      if (request.freightDetails.some((l) => l.group === group)) groups.push(group);
  return groups;
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
  printedAt = new Date(),
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
  const groups = printedFreightGroups(request, costs, staff);
  const companyName = company?.companyName ?? PRODUCT_NAME;
  const contact = company ? [company.companyEmail, company.companyPhone, company.companySiteUrl] : [];

  return (
    <Box
      component="article"
      aria-label={costs ? PRINT_LABELS.withCost : PRINT_LABELS.withoutCosts}
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
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          pb: '3mm',
          borderBottom: RULE,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: '3mm' }}>
          <BrandMark size={40} />
          <Box>
            <Box sx={{ fontSize: '14pt', fontWeight: 800, color: '#0b3d6b' }}>{companyName}</Box>
            <Box sx={{ color: MUTED, fontSize: '8.5pt' }}>Container ocean freight</Box>
          </Box>
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
            {REQUEST_PAGE_TEXT.title(request.carrier.name)}
          </Box>
          <Box sx={{ fontSize: '11pt', fontWeight: 600 }}>{REQUEST_PAGE_TEXT.subtitle(request.id)}</Box>
        </Box>
        <Box sx={{ textAlign: 'right', fontSize: '8.5pt', color: MUTED }}>
          <Box sx={{ fontWeight: 700, color: INK }}>{costs ? 'With costs' : 'Without costs'}</Box>
          Printed {formatDateTime(printedAt)}
        </Box>
      </Box>

      {summary && (
        <Section title={REQUEST_PAGE_TEXT.summary}>
          <Facts section={summary} />
        </Section>
      )}
      {sailing && (
        <Section title="Schedule and itinerary">
          <Facts section={sailing} />
        </Section>
      )}
      <Section title={REQUEST_PAGE_TEXT.cargo}>
        <CargoTable request={request} />
      </Section>
      {remarks && (
        <Section title={REQUEST_PAGE_TEXT.closings}>
          <Facts section={remarks} />
        </Section>
      )}
      {groups.map((group) => (
        <Section
          key={group}
          title={
            group === 'EXTERNAL'
              ? 'Freight details'
              : `Freight details: ${FREIGHT_GROUP_LABELS[group]} (internal)`
          }
        >
          {freightTabLines(request.freightDetails, group).length > 0 ? (
            <FreightTable request={request} group={group} />
          ) : (
            <Box sx={{ color: MUTED }}>{REQUEST_PAGE_TEXT.noFreight}</Box>
          )}
        </Section>
      ))}

      <Box
        component="footer"
        sx={{ mt: '6mm', pt: '2mm', borderTop: RULE, fontSize: '8pt', color: MUTED, breakInside: 'avoid' }}
      >
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
