import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Button,
  CircularProgress,
  Grid,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatDay } from '@portal/domain';
import type { BookingWizard } from '../hooks/use-booking-wizard.ts';
import { EXPIRED_QUOTE_WARNING, sailsAfterQuoteValidity } from '../wizard/draft.ts';

export interface QuoteFieldsProps {
  wizard: BookingWizard;
  onLoadQuote: () => void;
}

/** Quote number (optional, numeric, checked against the carrier) with 'Load quote', and the customer reference. */
export function QuoteFields({ wizard, onLoadQuote }: QuoteFieldsProps) {
  const { draft, errors, update, fieldRef, checkingQuote, checkQuoteNumber } = wizard;
  // 'Load quote' only when origin, destination and carrier are set and no quote number is typed (001 §5).
  const canLoad =
    Boolean(draft.origin && draft.destination && draft.carrierId) && draft.quoteNumber.trim() === '';
  const applied = draft.quote && String(draft.quote.id) === draft.quoteNumber.trim() ? draft.quote : null;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id="booking-quote-number"
            label="Quote number"
            placeholder="Optional"
            fullWidth
            value={draft.quoteNumber}
            // Numeric only: anything else typed is dropped.
            onChange={(e) => update({ quoteNumber: e.target.value.replace(/\D/g, '').slice(0, 12) })}
            onBlur={() => void checkQuoteNumber({ focusOnError: false })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void checkQuoteNumber({ focusOnError: true });
            }}
            inputRef={fieldRef('quoteNumber')}
            error={Boolean(errors.quoteNumber)}
            helperText={
              errors.quoteNumber ??
              (applied ? (
                <Stack
                  component="span"
                  direction="row"
                  spacing={0.5}
                  sx={{ alignItems: 'center', color: 'success.dark' }}
                >
                  <CheckCircleOutlineIcon sx={{ fontSize: 16 }} />
                  <span>
                    Quote of {formatDay(applied.dateIssued)}, valid until {formatDay(applied.validTo)}
                  </span>
                </Stack>
              ) : undefined)
            }
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
              input: {
                endAdornment: checkingQuote ? (
                  <InputAdornment position="end">
                    <CircularProgress size={18} aria-label="Checking the quote" />
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          {canLoad && (
            <Button
              variant="outlined"
              onClick={onLoadQuote}
              startIcon={<FileDownloadOutlinedIcon />}
              sx={{ flexShrink: 0, height: 56 }}
            >
              Load quote
            </Button>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          id="booking-customer-reference"
          label="Customer reference"
          placeholder="Your own reference for this shipment"
          fullWidth
          value={draft.customerReference}
          onChange={(e) => update({ customerReference: e.target.value })}
          inputRef={fieldRef('customerReference')}
          error={Boolean(errors.customerReference)}
          helperText={errors.customerReference}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Grid>
      {applied && sailsAfterQuoteValidity(draft) && (
        <Grid size={12}>
          <Alert severity="warning" variant="outlined">
            {EXPIRED_QUOTE_WARNING}
          </Alert>
        </Grid>
      )}
      {draft.quote === null && draft.quoteNumber === '' && (
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            With a quote number your cargo lines and the agreed freight are taken from the quote.
          </Typography>
        </Grid>
      )}
    </Grid>
  );
}
