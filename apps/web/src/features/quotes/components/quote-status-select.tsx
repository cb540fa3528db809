import { MenuItem, TextField } from '@mui/material';
import { QUOTE_STATUSES, SAVE_MESSAGES, type TQuote } from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { useSetQuoteStatus } from '../api.ts';

/** Staff set a quote's outcome: 'None' or one of the nine outcome codes, any of them directly (spec 001 §4). */
export function QuoteStatusSelect({
  quote,
  fullWidth = false,
}: {
  quote: Pick<TQuote, 'id' | 'status'>;
  fullWidth?: boolean;
}) {
  const setStatus = useSetQuoteStatus();
  const notify = useNotify();
  const pending = setStatus.isPending ? setStatus.variables.status : null;
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={pending ?? quote.status}
      disabled={setStatus.isPending}
      onChange={(event) =>
        setStatus.mutate(
          { id: quote.id, status: Number(event.target.value) },
          {
            onSuccess: () => notify.success(SAVE_MESSAGES.saved),
            onError: (error) => notify.error(error.message),
          },
        )
      }
      fullWidth={fullWidth}
      sx={{ minWidth: fullWidth ? 0 : 240, maxWidth: '100%' }}
      slotProps={{ htmlInput: { 'aria-label': `Status of quote ${quote.id}` } }}
    >
      {QUOTE_STATUSES.map((status) => (
        <MenuItem key={status.code} value={status.code}>
          {status.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
