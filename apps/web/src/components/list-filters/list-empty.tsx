import { Button, Stack, Typography } from '@mui/material';
import { EmptyIcon } from './empty-icon.tsx';

/** A list's empty state in the spec's words, with a way back to a wider list when there is one. */
export function ListEmpty({
  message,
  action,
}: {
  message: string;
  action?: { label: string; onClick: () => void } | undefined;
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
