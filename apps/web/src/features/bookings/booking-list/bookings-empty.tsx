import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

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
