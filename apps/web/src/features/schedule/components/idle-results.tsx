import SailingOutlinedIcon from '@mui/icons-material/SailingOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

/**
 * The results area before a search, or after one that failed (its message is in the snackbar; this only
 * offers to try again, so the page does not say the same thing twice).
 */
export function IdleResults({ failed, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  return (
    <Stack
      spacing={1.25}
      sx={{
        alignItems: 'center',
        textAlign: 'center',
        px: 3,
        py: { xs: 5, sm: 7 },
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      <Box
        sx={(theme) => ({
          width: 52,
          height: 52,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(theme.palette.primary.main, 0.08),
          color: 'primary.main',
        })}
      >
        <SailingOutlinedIcon />
      </Box>
      <Typography variant="h6" component="h2">
        {failed ? 'The search did not complete' : 'Find your next sailing'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 460 }}>
        {failed
          ? 'Your search is kept in the page address; try it again in a moment.'
          : 'Choose the origin and destination ports to see every departure of the coming weeks, direct and with transshipment.'}
      </Typography>
      {failed && onRetry && (
        <Button variant="outlined" onClick={onRetry} sx={{ mt: 1 }}>
          Try again
        </Button>
      )}
      {!failed && (
        <Typography variant="caption" color="text.secondary">
          Tip: press{' '}
          <Box component="kbd" sx={kbd}>
            g
          </Box>{' '}
          then{' '}
          <Box component="kbd" sx={kbd}>
            s
          </Box>{' '}
          to jump to the origin port.
        </Typography>
      )}
    </Stack>
  );
}

const kbd = {
  px: 0.75,
  py: 0.125,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'inherit',
  fontSize: '0.75rem',
  bgcolor: 'background.paper',
};
