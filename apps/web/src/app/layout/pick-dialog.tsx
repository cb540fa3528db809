import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api.ts';

interface Option {
  id: string;
  label: string;
}

/** A dialog to choose one client (customer view) or one user (acting as). */
export function PickDialog(props: {
  open: boolean;
  title: string;
  label: string;
  source: 'clients' | 'users';
  onClose: () => void;
  onPick: (id: string) => void;
}) {
  const [value, setValue] = useState<Option | null>(null);
  const options = useQuery({
    queryKey: [props.source, 'picker'],
    enabled: props.open,
    queryFn: async ({ signal }): Promise<Option[]> => {
      if (props.source === 'clients') {
        const rows = await api.get<Array<{ id: string; name: string; city: string | null }>>(
          '/clients',
          signal,
        );
        return rows.map((c) => ({ id: c.id, label: c.city ? `${c.name}, ${c.city}` : c.name }));
      }
      const rows = await api.get<
        Array<{ id: string; firstName: string; lastName: string; emailAddress: string }>
      >('/users', signal);
      return rows.map((u) => ({ id: u.id, label: `${u.firstName} ${u.lastName} (${u.emailAddress})` }));
    },
  });
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Autocomplete
          options={options.data ?? []}
          loading={options.isLoading}
          value={value}
          onChange={(_, v) => setValue(v)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} autoFocus label={props.label} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" disabled={!value} onClick={() => value && props.onPick(value.id)}>
          Switch
        </Button>
      </DialogActions>
    </Dialog>
  );
}
