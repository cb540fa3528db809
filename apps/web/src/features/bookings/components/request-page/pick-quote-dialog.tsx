import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatDay, WORKBENCH_MESSAGES, type TQuote, type TQuoteSuggestionRow } from '@portal/domain';
import { useState } from 'react';
import { useNotify } from '../../../../lib/notify.ts';
import { useFetchQuote, useQuoteSuggestions } from '../../api.ts';

/**
 * 'Pick a quote' (spec 000 §2, §5): up to ten quotes of the request's client on its lane whose carrier and
 * commodity match (the server ranks them with the domain's quoteSuggestions). Picking one hands the whole quote
 * back: the page fills the quote number and the freight from it.
 */
export function PickQuoteDialog({
  requestId,
  onPick,
  onClose,
}: {
  requestId: string;
  onPick: (quote: TQuote) => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const suggestions = useQuoteSuggestions(requestId, true);
  const fetchQuote = useFetchQuote();
  const notify = useNotify();
  const [loading, setLoading] = useState<number | null>(null);

  const pick = async (row: TQuoteSuggestionRow) => {
    setLoading(row.quoteNumber);
    try {
      onPick(await fetchQuote(row.quoteNumber));
    } catch {
      notify.error(WORKBENCH_MESSAGES.noQuoteWithId);
    } finally {
      setLoading(null);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="pick-quote-title"
    >
      <DialogTitle id="pick-quote-title">Pick a quote</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        {suggestions.isLoading && (
          <Stack spacing={1}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={40} />
            ))}
          </Stack>
        )}
        {suggestions.isError && (
          <Alert severity="error" variant="outlined">
            {suggestions.error.message}
          </Alert>
        )}
        {suggestions.data?.length === 0 && (
          <Alert severity="info" variant="outlined">
            {WORKBENCH_MESSAGES.noMatchingQuotes}
          </Alert>
        )}
        {suggestions.data && suggestions.data.length > 0 && (
          <Table size="small" aria-label="Quotes" sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Quote</TableCell>
                <TableCell>Carrier</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Lane</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Commodity</TableCell>
                <TableCell>Valid to</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {suggestions.data.map((row) => (
                <TableRow key={row.quoteNumber} hover>
                  <TableCell sx={{ fontWeight: 700 }}>{row.quoteNumber}</TableCell>
                  <TableCell>{row.carrierName}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {row.origin} → {row.destination}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {row.commodity ?? '–'}
                  </TableCell>
                  <TableCell>{row.validTo ? formatDay(row.validTo) : '–'}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      loading={loading === row.quoteNumber}
                      disabled={loading !== null}
                      onClick={() => void pick(row)}
                    >
                      Pick
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
