import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import {
  Accordion,
  AccordionActions,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  Divider,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { quoteStatusLabel, type TQuote, formatValidity } from '@portal/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { totalsList, transitTime } from '../format.ts';
import { CarrierMark } from './carrier-mark.tsx';
import { ComparedCosts } from './compared-costs.tsx';
import { QuoteTotals, ServiceFacts } from './quote-facts.tsx';
import { QuoteStatusSelect } from './quote-status-select.tsx';

export interface QuotePanelProps {
  quote: TQuote;
  expanded: boolean;
  onToggle: () => void;
  isStaff: boolean;
  onBookNow: (quote: TQuote) => void;
}

function SummaryFact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {value}
      </Typography>
    </Box>
  );
}

/** One carrier's quote in the group comparison (spec 001 §2.5): a collapsible panel with its actions. */
export function QuotePanel({ quote, expanded, onToggle, isStaff, onBookNow }: QuotePanelProps) {
  const headerId = `quote-${quote.id}-header`;
  const totals = totalsList(quote.totals);
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={headerId}
        aria-controls={`quote-${quote.id}-content`}
        sx={{ px: { xs: 2, sm: 3 }, '& .MuiAccordionSummary-content': { my: 2, minWidth: 0 } }}
      >
        <Grid container spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <CarrierMark name={quote.carrier.name} color={quote.carrier.color} size="large" />
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary">
                Quote #{quote.id}
              </Typography>
              {isStaff && quote.status !== 0 && (
                <Chip
                  label={quoteStatusLabel(quote.status)}
                  size="small"
                  sx={{ height: 20, fontSize: '0.7rem' }}
                />
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 4, sm: 2 }}>
            <SummaryFact label="Transit" value={transitTime(quote.serviceDetails?.transitDays)} />
          </Grid>
          <Grid size={{ xs: 8, sm: 2 }}>
            <SummaryFact label="Valid" value={formatValidity(quote.validFrom, quote.validTo)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }} sx={{ textAlign: { sm: 'right' }, pr: { sm: 1 } }}>
            <Typography variant="caption" color="text.secondary" component="div">
              Total
            </Typography>
            <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }} component="div">
              {totals.length === 0
                ? 'on request'
                : totals.map(({ currency, amount }, i) => (
                    <Box component="span" key={currency} sx={{ whiteSpace: 'nowrap' }}>
                      {i > 0 && (
                        <Box component="span" sx={{ color: 'text.disabled', mx: 0.75 }}>
                          +
                        </Box>
                      )}
                      {currency} {amount}
                    </Box>
                  ))}
            </Typography>
          </Grid>
        </Grid>
      </AccordionSummary>
      <AccordionDetails
        id={`quote-${quote.id}-content`}
        aria-labelledby={headerId}
        sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5 }}
      >
        <Divider sx={{ mb: 2.5 }} />
        <Grid container spacing={{ xs: 2.5, md: 4 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ComparedCosts quote={quote} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
              Service
            </Typography>
            <ServiceFacts quote={quote} />
            <Box sx={{ mt: 2 }}>
              <QuoteTotals totals={quote.totals} caption="Total for your cargo, all charges" />
            </Box>
          </Grid>
        </Grid>
      </AccordionDetails>
      <Divider />
      <AccordionActions
        sx={{
          px: { xs: 2, sm: 3 },
          py: 1.5,
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Box>{isStaff && <QuoteStatusSelect quote={quote} />}</Box>
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={paths.quote.getHref(String(quote.id))}
            variant="outlined"
            startIcon={<OpenInNewIcon />}
          >
            Open quote
          </Button>
          <Button
            variant="contained"
            color="secondary"
            startIcon={<ShoppingCartCheckoutIcon />}
            onClick={() => onBookNow(quote)}
          >
            Book Now
          </Button>
        </Stack>
      </AccordionActions>
    </Accordion>
  );
}
