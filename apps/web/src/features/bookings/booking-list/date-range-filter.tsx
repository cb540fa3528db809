import DateRangeOutlinedIcon from '@mui/icons-material/DateRangeOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Divider,
  ListItemText,
  MenuItem,
  MenuList,
  Popover,
  Stack,
  Typography,
} from '@mui/material';
import { DAY_FORMAT, formatDay, fromIsoDate, toIsoDate } from '@portal/domain';
import { useState } from 'react';
import { LazyDatePicker } from '../../../lib/lazy-date-picker.tsx';
import { DATE_PRESETS, presetOf, presetRange } from './date-presets.ts';

interface Props {
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
}

/** What the button says: the preset's name, the custom days, or that no range applies. */
function rangeLabel(from: string | null, to: string | null): string {
  if (!from && !to) return 'Any date';
  const preset = presetOf({ from, to });
  if (preset) return preset.label;
  if (from && to) return `${formatDay(from)} – ${formatDay(to)}`;
  return from ? `From ${formatDay(from)}` : `Until ${formatDay(to)}`;
}

/**
 * The creation-date range of Archived and History (spec 000 §2, §4): presets, or two days of the user's choice.
 * The range lives in the address as from/to (yyyy-MM-dd).
 */
export function DateRangeFilter({ from, to, onChange }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [custom, setCustom] = useState<{ from: Date | null; to: Date | null } | null>(null);
  const close = () => {
    setAnchor(null);
    setCustom(null);
  };
  const choose = (range: { from: string | null; to: string | null }) => {
    onChange(range);
    close();
  };
  const current = presetOf({ from, to });
  const customInvalid = Boolean(custom?.from && custom.to && custom.from > custom.to);

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="medium"
        startIcon={<DateRangeOutlinedIcon />}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        sx={{
          borderColor: 'divider',
          color: from || to ? 'primary.main' : 'text.primary',
          fontWeight: 500,
          height: 40,
          justifyContent: 'flex-start',
          whiteSpace: 'nowrap',
          flex: { xs: 1, sm: '0 0 auto' },
          minWidth: { xs: '100%', sm: 0 },
        }}
      >
        {/* Named by its text, 'Created: Last 30 days' (WCAG 2.5.3 label in name): the space is a character, not a
            margin, so the text read and the text shown are the same (a flex item would drop a plain space). */}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Created:&nbsp;
        </Box>
        {rangeLabel(from, to)}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { mt: 0.5, minWidth: 240 }, role: 'dialog', 'aria-label': 'Date range' } }}
      >
        {custom ? (
          <Stack spacing={2} sx={{ p: 2, width: { xs: 280, sm: 320 } }}>
            <Typography variant="subtitle2">Custom range</Typography>
            <LazyDatePicker
              id="bookings-range-from"
              label="From"
              format={DAY_FORMAT}
              value={custom.from}
              onChange={(date) => setCustom({ ...custom, from: date })}
              fullWidth
            />
            <LazyDatePicker
              id="bookings-range-to"
              label="To"
              format={DAY_FORMAT}
              value={custom.to}
              minDate={custom.from ?? undefined}
              onChange={(date) => setCustom({ ...custom, to: date })}
              fullWidth
              error={customInvalid}
              helperText={customInvalid ? 'The end must not be before the start.' : undefined}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => setCustom(null)}>Back</Button>
              <Button
                variant="contained"
                disabled={customInvalid || (!custom.from && !custom.to)}
                onClick={() => choose({ from: toIsoDate(custom.from), to: toIsoDate(custom.to) })}
              >
                Apply
              </Button>
            </Stack>
          </Stack>
        ) : (
          <MenuList autoFocusItem dense>
            <MenuItem selected={!from && !to} onClick={() => choose({ from: null, to: null })}>
              <ListItemText>Any date</ListItemText>
            </MenuItem>
            <Divider />
            {DATE_PRESETS.map((preset) => (
              <MenuItem
                key={preset.id}
                selected={current?.id === preset.id}
                onClick={() => choose(presetRange(preset.id))}
              >
                <ListItemText>{preset.label}</ListItemText>
              </MenuItem>
            ))}
            <Divider />
            <MenuItem
              selected={Boolean((from || to) && !current)}
              onClick={() => setCustom({ from: fromIsoDate(from), to: fromIsoDate(to) })}
            >
              <ListItemText>Custom…</ListItemText>
            </MenuItem>
          </MenuList>
        )}
      </Popover>
    </>
  );
}
