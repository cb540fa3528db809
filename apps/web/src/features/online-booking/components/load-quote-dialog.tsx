import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatDay, formatPrice, QUOTE_MESSAGES, type TQuote } from '@portal/domain';
import { useMatchingQuotes, type QuoteLane } from '../api.ts';

function QuoteRow({ quote, today, onPick }: { quote: TQuote; today: string; onPick: () => void }) {
  const expired = quote.validTo < today;
  const totals = Object.entries(quote.totals)
    .map(([currency, amount]) => formatPrice({ currency, amount }))
    .join(' + ');
  return (
    <ListItemButton
      onClick={onPick}
      sx={{
        borderRadius: 2,
        // Phones: the totals go under the cargo instead of squeezing it.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: { xs: 0.5, sm: 2 },
        py: 1.5,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>Quote {quote.id}</Typography>
          {expired && <Chip size="small" label="Expired" color="warning" variant="outlined" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {quote.containers
            .map((c) => `${c.quantity} × ${c.containerType.label} ${c.commodityType.name}`)
            .join(', ')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Issued {formatDay(quote.dateIssued)} · valid {formatDay(quote.validFrom)} –{' '}
          {formatDay(quote.validTo)}
        </Typography>
      </Box>
      {totals && (
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {totals}
        </Typography>
      )}
    </ListItemButton>
  );
}

export interface LoadQuoteDialogProps {
  open: boolean;
  lane: QuoteLane;
  today: string;
  onPick: (quote: TQuote) => void;
  onClose: () => void;
}

/** 'Load quote': the latest 10 quotes of the lane and carrier to pick from (001 §5, 000 §5). */
export function LoadQuoteDialog({ open, lane, today, onPick, onClose }: LoadQuoteDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const quotes = useMatchingQuotes(lane, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="load-quote-title"
    >
      <DialogTitle id="load-quote-title">Load quote</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Your latest quotes from {lane.origin} to {lane.destination} with this carrier.
        </Typography>
        {quotes.isLoading ? (
          <Stack spacing={1}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={64} />
            ))}
          </Stack>
        ) : quotes.isError ? (
          <Alert severity="error" variant="outlined">
            {quotes.error.message}
          </Alert>
        ) : quotes.data && quotes.data.length > 0 ? (
          <List disablePadding aria-label="Quotes">
            {quotes.data.map((quote) => (
              <QuoteRow key={quote.id} quote={quote} today={today} onPick={() => onPick(quote)} />
            ))}
          </List>
        ) : (
          <Alert severity="info" variant="outlined">
            {QUOTE_MESSAGES.noQuotesForCriteria}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
