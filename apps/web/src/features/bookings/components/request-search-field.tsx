import ClearIcon from '@mui/icons-material/Clear';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  IconButton,
  InputAdornment,
  MenuItem,
  TextField,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { REQUEST_STATUS_LABELS } from '@portal/domain';
import type { RequestFilters, SearchField } from '../request-filters.ts';
import { SEARCH_FIELD_LABELS } from '../texts.ts';

interface Props {
  staff: boolean;
  fields: readonly SearchField[];
  field: RequestFilters['field'];
  text: string;
  pending: boolean;
  onChange: (changes: Pick<Partial<RequestFilters>, 'field' | 'text'>) => void;
  onOpenQuickSearch: () => void;
}

const STATUS_LABELS = Object.values(REQUEST_STATUS_LABELS);

/**
 * The list's search: a field selector and the text (spec 000 §2). Status is matched by its exact label on
 * the server, so that field offers the labels instead of free text.
 */
export function RequestSearchField({
  staff,
  fields,
  field,
  text,
  pending,
  onChange,
  onOpenQuickSearch,
}: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
      <TextField
        select
        size="small"
        label="Search in"
        value={field}
        onChange={(event) => onChange({ field: event.target.value as RequestFilters['field'], text: '' })}
        sx={{ width: phone ? 128 : 180, flexShrink: 0 }}
      >
        <MenuItem value="all">All fields</MenuItem>
        {fields.map((name) => (
          <MenuItem key={name} value={name}>
            {SEARCH_FIELD_LABELS[name]}
          </MenuItem>
        ))}
      </TextField>
      {field === 'status' ? (
        <TextField
          select
          size="small"
          label="Search"
          value={text}
          onChange={(event) => onChange({ text: event.target.value })}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <MenuItem value="">
            <em>Any status</em>
          </MenuItem>
          {STATUS_LABELS.map((label) => (
            <MenuItem key={label} value={label}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          label="Search"
          value={text}
          onChange={(event) => onChange({ text: event.target.value })}
          placeholder={
            field === 'all' && !phone
              ? staff
                ? 'Request number, client, vessel or reference'
                : 'Request number, vessel or reference'
              : undefined
          }
          aria-busy={pending}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search requests' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" color={pending ? 'primary' : 'action'} />
                </InputAdornment>
              ),
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label="Clear search" onClick={() => onChange({ text: '' })}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      )}
      <Tooltip title="Quick search">
        <IconButton
          aria-label="Quick search"
          onClick={onOpenQuickSearch}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, height: 40, width: 40, flexShrink: 0 }}
        >
          <ManageSearchIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
