import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { TQuote } from '@portal/domain';
import type { ReactNode } from 'react';
import { QuoteTotals, ServiceFacts } from './quote-facts.tsx';
import { QuoteStatusSelect } from './quote-status-select.tsx';
import { formatDay } from '@portal/domain';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right', minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Totals, service, validity, places and people of one quote; staff set its status here too. */
export function QuoteSummaryCard({ quote, isStaff }: { quote: TQuote; isStaff: boolean }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <QuoteTotals totals={quote.totals} />
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mt: 2.5, mb: 0.5 }}>
          Service
        </Typography>
        <ServiceFacts quote={quote} />
        <Divider sx={{ my: 1.5 }} />
        <Line label="Place of receipt">{quote.placeOfReceiptName ?? quote.origin.name}</Line>
        <Line label="Place of delivery">{quote.placeOfDeliveryName ?? quote.destination.name}</Line>
        <Divider sx={{ my: 1.5 }} />
        <Line label="Client">{quote.client.name}</Line>
        <Line label="Requested by">{quote.user.name}</Line>
        <Line label="Issued">{formatDay(quote.dateIssued)}</Line>
        {isStaff && (
          <Box sx={{ mt: 2 }} data-print="hide">
            <Line label="Assignee">{quote.assignedTo?.name ?? 'Unassigned'}</Line>
            <Box sx={{ mt: 1.5 }}>
              <QuoteStatusSelect quote={quote} fullWidth />
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
