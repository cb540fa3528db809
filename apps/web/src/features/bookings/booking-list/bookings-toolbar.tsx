import ClearIcon from '@mui/icons-material/Clear';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import {
  CircularProgress,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { formatCount, type BookingCategory } from '@portal/domain';
import type { ReactNode } from 'react';

interface Props {
  category: BookingCategory;
  onCategory: (category: BookingCategory) => void;
  text: string;
  searchPending: boolean;
  onText: (text: string) => void;
  refreshing: boolean;
  onRefresh: () => void;
  count: number | null;
  countCapped: boolean;
  /** The filter bar. */
  children: ReactNode;
}

export const CATEGORY_LABELS: Record<BookingCategory, string> = {
  Export: 'Export',
  Import: 'Import/Crosstrade',
};

export function countLabel(count: number, capped: boolean): string {
  if (capped) return `${formatCount(count)}+ bookings`;
  return count === 1 ? '1 booking' : `${formatCount(count)} bookings`;
}

/** The Export versus Import/Crosstrade switch, refresh, the quick search box and the filters. */
export function BookingsToolbar(props: Props) {
  const { count } = props;
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          justifyContent: 'space-between',
        }}
      >
        <RadioGroup
          row
          aria-label="Category"
          value={props.category}
          onChange={(event) => props.onCategory(event.target.value as BookingCategory)}
        >
          {(Object.keys(CATEGORY_LABELS) as BookingCategory[]).map((category) => (
            <FormControlLabel
              key={category}
              value={category}
              control={<Radio size="small" />}
              label={CATEGORY_LABELS[category]}
              sx={{ mr: 1.5 }}
            />
          ))}
        </RadioGroup>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
            {count === null ? '' : countLabel(count, props.countCapped)}
          </Typography>
          <Tooltip title="Refresh">
            <span>
              <IconButton aria-label="Refresh" onClick={props.onRefresh} disabled={props.refreshing}>
                {props.refreshing ? <CircularProgress size={20} /> : <RefreshIcon />}
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
      <TextField
        size="small"
        type="search"
        label="Quick search"
        placeholder="File number, vessel, voyage, port, container, reference or BL number"
        value={props.text}
        onChange={(event) => props.onText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100, spellCheck: false, autoComplete: 'off' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" color="action" />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                {props.searchPending && <CircularProgress size={16} aria-label="Searching" sx={{ mr: 1 }} />}
                {props.text && (
                  <IconButton
                    size="small"
                    aria-label="Clear search"
                    onClick={() => props.onText('')}
                    edge="end"
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
              </InputAdornment>
            ),
          },
        }}
        sx={{ '& input[type=search]::-webkit-search-cancel-button': { display: 'none' } }}
      />
      {props.children}
    </Stack>
  );
}
