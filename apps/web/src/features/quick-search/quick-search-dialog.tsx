import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  BOOKING_MESSAGES,
  formatDay,
  quickSearchQuoteId,
  ZQuickSearchQuery,
  type TQuickSearchHit,
} from '@portal/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../components/page/visually-hidden.tsx';
import { paths } from '../../lib/paths.ts';
import { useQuickSearch } from './api.ts';

/** What a hit matched, in words (001 §2.9: file number, BL number, reference, delivery/pickup reference, container). */
const MATCHED_BY: Record<TQuickSearchHit['matchedBy'], string> = {
  fileNumber: 'File No.',
  blNumber: 'B/L number',
  reference: 'Reference',
  deliveryReference: 'Delivery reference',
  pickupReference: 'Pickup reference',
  container: 'Container',
};

function Hit({ hit, onOpen }: { hit: TQuickSearchHit; onOpen: () => void }) {
  // An item of the list, named by its text ('Booking 300046 HAPAG-LLOYD …', WCAG 2.5.3 label in name).
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={paths.booking.getHref(hit.id)}
        onClick={onOpen}
        sx={{ borderBottom: 1, borderColor: 'divider', py: 1.25, gap: 2, alignItems: 'flex-start' }}
      >
        <Box
          sx={{ width: 4, alignSelf: 'stretch', borderRadius: 2, bgcolor: hit.carrier.color, flexShrink: 0 }}
          aria-hidden
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 800 }}>
              <VisuallyHidden>Booking </VisuallyHidden>
              {hit.id}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {hit.carrier.name}
            </Typography>
            {hit.archived && <Chip size="small" label="Archived" sx={{ height: 20 }} />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {MATCHED_BY[hit.matchedBy]}:{' '}
            <Box
              component="span"
              sx={{
                color: 'text.primary',
                fontWeight: 600,
                fontFamily: hit.matchedBy === 'container' ? 'monospace' : undefined,
              }}
            >
              {hit.matchedText}
            </Box>
            {hit.client && ` · ${hit.client.name}`}
          </Typography>
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
          >
            <span>{hit.pol ?? '–'}</span>
            <ArrowForwardIcon sx={{ fontSize: 14, color: 'text.secondary' }} aria-label="to" />
            <span>{hit.pod ?? '–'}</span>
            {hit.etd && (
              <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                · ETS {formatDay(hit.etd)}
              </Box>
            )}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

function Results({
  text,
  page,
  setPage,
  onOpen,
}: {
  text: string;
  page: number;
  setPage: (page: number) => void;
  onOpen: () => void;
}) {
  const search = useQuickSearch(text, page);
  if (search.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void search.refetch()}>
            Retry
          </Button>
        }
      >
        The search failed: {search.error.message}
      </Alert>
    );
  const answer = search.data;
  if (!answer)
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Searching">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  if (answer.bookings.length === 0 && !answer.quote && answer.page === 1)
    return (
      <>
        {/* A quote number that finds no quote (001 §5 "Quote search by id"): the spec's error alert. */}
        {quickSearchQuoteId(text) !== null && <Alert severity="error">{BOOKING_MESSAGES.noQuote}</Alert>}
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} role="status">
          {BOOKING_MESSAGES.quickSearchEmpty}
        </Typography>
      </>
    );
  return (
    <Box sx={{ position: 'relative' }}>
      {search.isFetching && (
        <LinearProgress sx={{ position: 'absolute', top: -4, left: 0, right: 0, height: 2 }} />
      )}
      {answer.quote && (
        <Button
          component={RouterLink}
          to={paths.quote.getHref(String(answer.quote.id))}
          onClick={onOpen}
          variant="outlined"
          startIcon={<RequestQuoteOutlinedIcon />}
          sx={{ mb: 1.5 }}
        >
          Quote {answer.quote.id}
        </Button>
      )}
      {answer.bookings.length > 0 && (
        <List aria-label="Bookings found" disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
          {answer.bookings.map((hit) => (
            <Hit key={hit.id} hit={hit} onOpen={onOpen} />
          ))}
        </List>
      )}
      {(page > 1 || answer.more) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            Page {answer.page}
          </Typography>
          <Button size="small" disabled={page <= 1 || search.isFetching} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="small" disabled={!answer.more || search.isFetching} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/**
 * The Quick Search dialog (001 §2.9, §5): one field; the search runs on Enter or the search button, not while
 * typing. Bookings by file number, B/L number, reference, delivery/pickup reference and container number, 10 a
 * page, and a quote by its id. Mounted while open, so every opening starts empty.
 */
export function QuickSearchDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState<{ text: string; page: number } | null>(null);
  const submit = () => {
    const parsed = ZQuickSearchQuery.safeParse({ q: input, page: 1 });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setSearch({ text: parsed.data.q, page: 1 });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="global-quick-search-title"
    >
      <DialogTitle id="global-quick-search-title" sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box sx={{ flex: 1 }}>Quick Search</Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pb: 3 }}>
        <Box
          component="form"
          role="search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 0.5, mb: 2 }}
        >
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="Search"
            placeholder="File No., B/L number, reference, container or quote number"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button type="submit" variant="contained" sx={{ height: 40, flexShrink: 0 }}>
            Search
          </Button>
        </Box>
        {search ? (
          <Results
            text={search.text}
            page={search.page}
            setPage={(page) => setSearch({ ...search, page })}
            onOpen={onClose}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Type a file number, B/L number, reference, delivery or pickup reference, container number or quote
            number and press Enter.
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
