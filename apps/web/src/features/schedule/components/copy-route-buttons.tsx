import CodeOutlinedIcon from '@mui/icons-material/CodeOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { Button, Paper, Popper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { COPY_POPOVER_MS, type TScheduleRoute } from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { copyRoute, type CopyFormat } from '../hooks/copy-route.ts';

/** Copy as text / Copy as HTML for an e-mail booking request; a popover confirms and closes after 1500 ms. */
export function CopyRouteButtons({ route }: { route: TScheduleRoute }) {
  const notify = useNotify();
  const [confirmAt, setConfirmAt] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!confirmAt) return;
    const timer = setTimeout(() => setConfirmAt(null), COPY_POPOVER_MS);
    return () => clearTimeout(timer);
  }, [confirmAt]);

  const copy = async (format: CopyFormat, button: HTMLElement) => {
    try {
      await copyRoute(route, format);
      setConfirmAt(button);
    } catch (error) {
      notify.error((error as Error).message || 'Copying failed.');
    }
  };

  const buttonSx = { color: 'text.secondary', '&:hover': { color: 'primary.main' } };
  return (
    <>
      <Button
        size="small"
        startIcon={<ContentCopyOutlinedIcon fontSize="small" />}
        sx={buttonSx}
        onClick={(event) => void copy('text', event.currentTarget)}
      >
        Copy as text
      </Button>
      <Button
        size="small"
        startIcon={<CodeOutlinedIcon fontSize="small" />}
        sx={buttonSx}
        onClick={(event) => void copy('html', event.currentTarget)}
      >
        Copy as HTML
      </Button>
      {/* A Popper, not a modal Popover: the confirmation must not swallow the next click on the page. */}
      <Popper open={confirmAt !== null} anchorEl={confirmAt} placement="top" sx={{ zIndex: 'tooltip' }}>
        <Paper role="status" elevation={3} sx={{ mb: 1, px: 1.5, py: 0.75, bgcolor: 'grey.900' }}>
          <Typography variant="body2" sx={{ color: 'common.white' }}>
            Copied to clipboard
          </Typography>
        </Paper>
      </Popper>
    </>
  );
}
