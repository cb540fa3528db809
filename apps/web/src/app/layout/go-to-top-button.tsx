import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Zoom } from '@mui/material';

/** The round button of GoToTop, fixed bottom-right; loaded the first time the page is scrolled far enough. */
export function GoToTopButton({ visible }: { visible: boolean }) {
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="small"
        aria-label="Go to top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1200 }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
