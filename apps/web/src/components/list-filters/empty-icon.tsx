import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** The round inbox mark over an empty list (requests, bookings, My Day). */
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
