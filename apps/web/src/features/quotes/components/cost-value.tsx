import { Box, Chip, Typography } from '@mui/material';
import { isIncludedCharge, type TCostLine, formatAmount } from '@portal/domain';

/** A cost line's amount; a charge whose currency is 'incl.' is shown as included, not as a number. */
export function CostValue({
  line,
  withCurrency,
}: {
  line: Pick<TCostLine, 'currency' | 'value'>;
  /** 'phone': the currency leads the amount where the currency column is hidden. */
  withCurrency?: 'phone';
}) {
  if (isIncludedCharge(line))
    return (
      <Chip
        label="included"
        size="small"
        color="success"
        variant="outlined"
        sx={{ fontWeight: 600, height: 22 }}
      />
    );
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
      {withCurrency && line.value !== null && (
        <Box
          component="span"
          sx={{ display: { xs: 'inline', sm: 'none' }, color: 'text.secondary', mr: 0.5 }}
        >
          {line.currency}
        </Box>
      )}
      {line.value === null ? 'on request' : formatAmount(line.value)}
    </Typography>
  );
}

/** The currency column: 'incl.' lines have none. */
export function costCurrency(line: Pick<TCostLine, 'currency'>): string {
  return isIncludedCharge(line) ? '' : line.currency;
}
