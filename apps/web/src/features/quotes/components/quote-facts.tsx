import { Box, Stack, Typography } from '@mui/material';
import type { TQuote } from '@portal/domain';
import type { ReactNode } from 'react';
import { totalsList, transitTime } from '../format.ts';
import { formatValidity } from '@portal/domain';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Service details (frequency, routing, transit time in days) and the validity as a day.month range. */
export function ServiceFacts({ quote }: { quote: Pick<TQuote, 'serviceDetails' | 'validFrom' | 'validTo'> }) {
  const service = quote.serviceDetails;
  return (
    <Box>
      <Fact label="Frequency">{service?.frequency || 'on request'}</Fact>
      <Fact label="Routing">{service?.routing || 'on request'}</Fact>
      <Fact label="Transit time">{transitTime(service?.transitDays)}</Fact>
      <Fact label="Validity">{formatValidity(quote.validFrom, quote.validTo)}</Fact>
    </Box>
  );
}

/** Totals per currency for the requested quantities ('incl.' charges are not added). */
export function QuoteTotals({ totals, caption }: { totals: TQuote['totals']; caption?: string }) {
  const list = totalsList(totals);
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }} role="group" aria-label="Totals">
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {caption ?? 'Total for your cargo'}
      </Typography>
      {list.length === 0 && <Typography variant="body2">on request</Typography>}
      {list.map(({ currency, amount }) => (
        <Stack
          key={currency}
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {currency}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums' }}>
            {amount}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}
