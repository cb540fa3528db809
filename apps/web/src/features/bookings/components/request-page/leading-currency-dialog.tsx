import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { LEADING_CURRENCIES, type LeadingCurrency } from '@portal/domain';
import { useState } from 'react';

/**
 * The leading currency confirmation (spec 000 §2: EUR or USD, USD by default). No exchange rates are applied
 * (DECISIONS.md "Leading currency"): it only chooses which currency's total comes first.
 */
export function LeadingCurrencyDialog({
  current,
  onConfirm,
  onClose,
}: {
  current: LeadingCurrency;
  onConfirm: (currency: LeadingCurrency) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<LeadingCurrency>(current);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="leading-currency-title">
      <DialogTitle id="leading-currency-title">Leading currency</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          Totals are kept per currency; the leading currency&apos;s total is shown first.
        </DialogContentText>
        <RadioGroup
          row
          value={choice}
          onChange={(_e, value) => setChoice(value as LeadingCurrency)}
          aria-label="Leading currency"
        >
          {LEADING_CURRENCIES.map((c) => (
            <FormControlLabel key={c} value={c} control={<Radio />} label={c} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onConfirm(choice)}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
