import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { TCollabDocument } from '@portal/domain';
import { DocumentPane } from './document-pane.tsx';
import type { DocumentCompareDialogProps } from './types.ts';

function DocumentPicker({
  label,
  documents,
  value,
  onChange,
}: {
  label: string;
  documents: readonly TCollabDocument[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = `compare-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      size="small"
    >
      {documents.map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The first two documents selected for comparison, else the first two of the list. */
export function initialPair(documents: readonly TCollabDocument[]): [string, string] {
  const selected = documents.filter((d) => d.isSelectedForComparison);
  const pool = selected.length >= 2 ? selected : documents;
  return [pool[0]?.id ?? '', pool[1]?.id ?? pool[0]?.id ?? ''];
}

/**
 * Two documents side by side (spec 000 §5): 'Left Document' and 'Right Document' pickers over the given list,
 * each side shown by the library for its kind; on a narrow screen the sides stack.
 */
export function DocumentCompareDialog({
  open,
  onClose,
  documents,
  downloadUrlOf,
  leftId,
  rightId,
}: DocumentCompareDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [left, setLeft] = useState(() => leftId ?? initialPair(documents)[0]);
  const [right, setRight] = useState(() => rightId ?? initialPair(documents)[1]);
  // A list that arrives or changes while open keeps a valid choice on each side.
  useEffect(() => {
    const [firstLeft, firstRight] = initialPair(documents);
    setLeft((id) => (documents.some((d) => d.id === id) ? id : firstLeft));
    setRight((id) => (documents.some((d) => d.id === id) ? id : firstRight));
  }, [documents]);
  const byId = (id: string) => documents.find((d) => d.id === id) ?? null;
  const sides = [
    { label: 'Left Document', id: left, set: setLeft },
    { label: 'Right Document', id: right, set: setRight },
  ];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xl"
      fullScreen={narrow}
      aria-labelledby="compare-title"
    >
      <DialogTitle id="compare-title" sx={{ pr: 7 }}>
        Compare documents
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ height: { md: '78vh' } }}
          divider={<Box sx={{ borderLeft: 1, borderTop: 1, borderColor: 'divider' }} />}
        >
          {sides.map((side) => {
            const document = byId(side.id);
            return (
              <Stack
                key={side.label}
                sx={{ flex: 1, minWidth: 0, minHeight: { xs: '70vh', md: 0 } }}
                role="group"
                aria-label={side.label}
              >
                <Box sx={{ p: 2, pb: 1 }}>
                  <DocumentPicker
                    label={side.label}
                    documents={documents}
                    value={side.id}
                    onChange={side.set}
                  />
                </Box>
                <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
                  <DocumentPane document={document} url={document ? downloadUrlOf(document) : null} />
                </Box>
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
