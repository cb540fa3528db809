import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { REQUEST_STATUS_LABELS } from '@portal/domain';
import { useState } from 'react';
import type { RequestFilters, SearchField } from '../request-filters.ts';
import { REQUEST_LIST_TEXT, SEARCH_FIELD_LABELS } from '../texts.ts';

interface Props {
  open: boolean;
  fields: readonly SearchField[];
  /** The search applied now, shown in its field. */
  current: Pick<RequestFilters, 'field' | 'text'>;
  onApply: (search: Pick<RequestFilters, 'field' | 'text'>) => void;
  onClose: () => void;
}

type Values = Partial<Record<SearchField, string>>;

const initialValues = (current: Props['current']): Values =>
  current.field !== 'all' && current.text ? { [current.field]: current.text } : {};

/**
 * The quick-search dialog of spec 000 §2: one input per searchable field; Enter applies, 'Clear Fields' empties
 * them. The list searches one field at a time, so typing in one field clears the others.
 */
export function QuickSearchDialog(props: Props) {
  // Mounted only while open, so every opening starts from the search applied now.
  return props.open ? <QuickSearchForm {...props} /> : null;
}

function QuickSearchForm({ fields, current, onApply, onClose }: Props) {
  const [values, setValues] = useState<Values>(() => initialValues(current));
  const set = (field: SearchField, value: string) => setValues(value ? { [field]: value } : {});
  const apply = () => {
    const entry = Object.entries(values).find(([, value]) => value?.trim());
    onApply(entry ? { field: entry[0] as SearchField, text: entry[1]!.trim() } : { field: 'all', text: '' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="quick-search-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <DialogTitle id="quick-search-title">Quick search</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Fill in one field and press Enter.
          </Typography>
          <Stack spacing={2}>
            {fields.map((field, index) =>
              field === 'status' ? (
                <TextField
                  key={field}
                  select
                  size="small"
                  label={SEARCH_FIELD_LABELS[field]}
                  value={values.status ?? ''}
                  onChange={(event) => set('status', event.target.value)}
                >
                  <MenuItem value="">
                    <em>Any status</em>
                  </MenuItem>
                  {Object.values(REQUEST_STATUS_LABELS).map((label) => (
                    <MenuItem key={label} value={label}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  key={field}
                  size="small"
                  label={SEARCH_FIELD_LABELS[field]}
                  value={values[field] ?? ''}
                  onChange={(event) => set(field, event.target.value)}
                  autoFocus={index === 0}
                  slotProps={{ htmlInput: field === 'quoteNumber' ? { inputMode: 'numeric' } : undefined }}
                />
              ),
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => setValues({})}>
            {REQUEST_LIST_TEXT.clearFields}
          </Button>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Search
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
