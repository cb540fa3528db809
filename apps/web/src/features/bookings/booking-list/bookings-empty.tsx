import { Button, Stack, Typography } from '@mui/material';
import { EmptyIcon } from '../../../components/list-filters/index.ts';

/** The spec's empty states of a booking list (000 §2), with a way to a wider list when there is one. */
export function BookingsEmpty({
  message,
  action,
}: {
  message: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <EmptyIcon />
      <Typography variant="body1" component="p" sx={{ fontWeight: 600, maxWidth: 560 }}>
        {message}
      </Typography>
      {action && (
        <Button variant="outlined" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
