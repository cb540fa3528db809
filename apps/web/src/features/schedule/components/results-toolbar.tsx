import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ROUTE_SORT_OPTIONS, SCHEDULE_TEXT, type RouteSort, type TCarrierOption } from '@portal/domain';

const ANY = 'ANY';

export interface ResultsToolbarProps {
  summary: string;
  sort: RouteSort;
  onSortChange: (sort: RouteSort) => void;
  carrier: string | null;
  carriers: readonly TCarrierOption[];
  onCarrierChange: (carrier: string | null) => void;
}

/** What was found, and the sort select and carrier filter (ANY or one carrier) of spec 000 §2. */
export function ResultsToolbar({
  summary,
  sort,
  onSortChange,
  carrier,
  carriers,
  onCarrierChange,
}: ResultsToolbarProps) {
  const choices = carriers.filter((c) => !c.disabled || c.id === carrier);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minWidth: 0 }}>
        {summary}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
        <TextField
          select
          size="small"
          label={SCHEDULE_TEXT.sortBy}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as RouteSort)}
          sx={{ minWidth: { xs: 0, sm: 230 }, flex: { xs: 1, sm: 'none' } }}
        >
          {ROUTE_SORT_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={SCHEDULE_TEXT.carrier}
          value={carrier ?? ANY}
          onChange={(event) => onCarrierChange(event.target.value === ANY ? null : event.target.value)}
          sx={{ minWidth: { xs: 0, sm: 190 }, flex: { xs: 1, sm: 'none' } }}
        >
          <MenuItem value={ANY}>{SCHEDULE_TEXT.anyCarrier}</MenuItem>
          {choices.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              <Box
                component="span"
                aria-hidden
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: c.color, mr: 1, flexShrink: 0 }}
              />
              {c.displayName}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
