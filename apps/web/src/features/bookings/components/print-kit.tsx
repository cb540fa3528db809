import { Box } from '@mui/material';
import {
  formatAmount,
  formatDateTime,
  formatQuantity,
  FREIGHT_GROUP_LABELS,
  freightTabLines,
  freightTotals,
  orderedTotals,
  PRODUCT_NAME,
  type FreightGroup,
  type FreightLine,
  type TPublicConfig,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/page/brand-mark.tsx';
import { PRINT_LABELS, REQUEST_PAGE_TEXT } from '../texts.ts';

/**
 * The parts of the request's and the booking's print views ('Print with cost' / 'Print without costs', spec 000
 * §2): black on white, thin rules, nothing that needs a colour printer.
 */
export const INK = '#111';
export const MUTED = '#555';
const RULE = '1px solid #bbb';

const cell = { border: RULE, padding: '3px 6px', textAlign: 'left', verticalAlign: 'top' } as const;
export const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '9pt',
  '& th': { ...cell, background: '#eee', fontWeight: 700 },
  '& td': cell,
  '& td.num, & th.num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& tr': { breakInside: 'avoid' },
} as const;

export function Section({ title, children }: { title: string; children: ReactNode }) {
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
export function Facts({ rows }: { rows: readonly { label: string; value: string | null | undefined }[] }) {
  return (
    <Box component="dl" sx={{ columnCount: 2, columnGap: '8mm', m: 0, fontSize: '9.5pt' }}>
      {rows.map((row) => (
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
            {row.value || '–'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The freight groups a print shows: none without costs; External, and for staff the internal groups with lines. */
export function printedFreightGroups(
  lines: readonly Pick<FreightLine, 'group'>[],
  costs: boolean,
  staff: boolean,
): FreightGroup[] {
  if (!costs) return [];
  const groups: FreightGroup[] = ['EXTERNAL'];
  if (staff)
    for (const group of ['INTERNAL1', 'INTERNAL2'] as const)
      if (lines.some((l) => l.group === group)) groups.push(group);
  return groups;
}

function FreightTable({
  lines,
  leadingCurrency,
  label,
}: {
  lines: FreightLine[];
  leadingCurrency: string;
  label: string;
}) {
  const totals = orderedTotals(freightTotals(lines), leadingCurrency);
  return (
    <Box component="table" sx={{ ...tableSx, tableLayout: 'fixed' }} aria-label={label}>
      {/* The same columns in every freight table, so the groups line up one under the other. */}
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

/** The freight sections of a print: one per group `printedFreightGroups` keeps. */
export function FreightSections({
  freight,
  leadingCurrency,
  costs,
  staff,
}: {
  freight: FreightLine[];
  leadingCurrency: string;
  costs: boolean;
  staff: boolean;
}) {
  return printedFreightGroups(freight, costs, staff).map((group) => {
    const lines = freightTabLines(freight, group);
    return (
      <Section
        key={group}
        title={
          group === 'EXTERNAL'
            ? 'Freight details'
            : `Freight details: ${FREIGHT_GROUP_LABELS[group]} (internal)`
        }
      >
        {lines.length > 0 ? (
          <FreightTable
            lines={lines}
            leadingCurrency={leadingCurrency}
            label={`${FREIGHT_GROUP_LABELS[group]} freight`}
          />
        ) : (
          <Box sx={{ color: MUTED }}>{REQUEST_PAGE_TEXT.noFreight}</Box>
        )}
      </Section>
    );
  });
}

/**
 * A record on paper: the company's mark and details, the record's title, whether with costs and when printed,
 * the sections, and the legal remark with the company's details at the foot.
 */
export function PrintDocument({
  title,
  subtitle,
  costs,
  company,
  printedAt = new Date(),
  children,
}: {
  title: string;
  subtitle: string;
  costs: boolean;
  company: TPublicConfig | undefined;
  printedAt?: Date;
  children: ReactNode;
}) {
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
            {title}
          </Box>
          <Box sx={{ fontSize: '11pt', fontWeight: 600 }}>{subtitle}</Box>
        </Box>
        <Box sx={{ textAlign: 'right', fontSize: '8.5pt', color: MUTED }}>
          <Box sx={{ fontWeight: 700, color: INK }}>{costs ? 'With costs' : 'Without costs'}</Box>
          Printed {formatDateTime(printedAt)}
        </Box>
      </Box>

      {children}

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
