import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { REQUEST_LIST_TEXT } from '../texts.ts';

interface Props {
  /** When search or filters narrow the list: what narrows it, and the way back to the whole list. */
  reset?: { hint: string; label: string; onReset: () => void };
}

/** The round inbox mark over an empty list (the request list's and the booking list's). */
export function EmptyIcon() {
  return (
    <Box
      sx={(theme) => ({
        width: 64,
        height: 64,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(theme.palette.primary.main, 0.08),
        color: 'primary.main',
      })}
    >
      <InboxOutlinedIcon />
    </Box>
  );
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
