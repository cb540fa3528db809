import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { REQUEST_LIST_TEXT } from '../texts.ts';

/** The spec's empty state; when filters are set, a way back to the whole list. */
export function RequestsEmpty({ onReset }: { onReset?: () => void }) {
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
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, maxWidth: 460 }}>
        {REQUEST_LIST_TEXT.empty}
      </Typography>
      {onReset && (
        <>
          <Typography variant="body2" color="text.secondary">
            Search and filters are narrowing the list.
          </Typography>
          <Button variant="outlined" onClick={onReset}>
            Reset search and filters
          </Button>
        </>
      )}
    </Stack>
  );
}
