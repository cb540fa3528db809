import { Button, Stack, Typography } from '@mui/material';
import { EmptyIcon } from '../../../components/list-filters/index.ts';
import { REQUEST_LIST_TEXT } from '../texts.ts';

interface Props {
  /** When search or filters narrow the list: what narrows it, and the way back to the whole list. */
  reset?: { hint: string; label: string; onReset: () => void };
}

/** The spec's empty state, with a way back to the whole list when filters narrow it. */
export function RequestsEmpty({ reset }: Props) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <EmptyIcon />
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, maxWidth: 460 }}>
        {REQUEST_LIST_TEXT.empty}
      </Typography>
      {reset && (
        <>
          <Typography variant="body2" color="text.secondary">
            {reset.hint}
          </Typography>
          <Button variant="outlined" onClick={reset.onReset}>
            {reset.label}
          </Button>
        </>
      )}
    </Stack>
  );
}
