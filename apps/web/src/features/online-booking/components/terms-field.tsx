import { Box, Checkbox, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { TERMS_AND_CONDITIONS } from '@portal/domain';
import type { BookingWizard } from '../hooks/use-booking-wizard.ts';

export interface TermsFieldProps {
  wizard: BookingWizard;
  /** The quote's 'TERMS & CONDITIONS' link when a quote gives one, else the company's site. */
  termsUrl: string | null;
}

/** Acceptance of the terms: required, and Next stays disabled until it is given (001 §5). */
export function TermsField({ wizard, termsUrl }: TermsFieldProps) {
  const { draft, errors, update, fieldRef } = wizard;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.termsAccepted}
            onChange={(_e, checked) => update({ termsAccepted: checked })}
            slotProps={{ input: { ref: fieldRef('termsAccepted') } }}
          />
        }
        label={
          <>
            I have read and accept the{' '}
            {termsUrl ? (
              <Link href={termsUrl} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
                {TERMS_AND_CONDITIONS}
              </Link>
            ) : (
              TERMS_AND_CONDITIONS
            )}{' '}
            of this booking.
          </>
        }
      />
      {errors.termsAccepted && <FormHelperText error>{errors.termsAccepted}</FormHelperText>}
    </Box>
  );
}
