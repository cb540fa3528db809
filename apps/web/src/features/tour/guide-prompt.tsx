import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { showSnackbar } from '../../lib/snackbars.tsx';
import { useGuideChoice } from '../../lib/guide-choice.ts';
import { GUIDE_PROMPT_TEXT as TEXT } from './texts.ts';

export interface GuidePromptProps {
  /** Starts the tour of the current screen (app/layout/use-tour.ts). */
  onStart: () => void;
  /** Hides the prompt for this visit ('Not now', or the tour was taken). */
  onHide: () => void;
}

/**
 * The guided-tour prompt (spec 001 §2.2, §4): offered until the user sets dontShowGuide. A card in the page's flow
 * under the top bar, not a dialog: it takes no focus, covers nothing and stays out of the way of whatever the
 * person came to do. 'Don't show again' is saved on the server, so it holds on every device.
 */
export function GuidePrompt({ onStart, onHide }: GuidePromptProps) {
  const titleId = useId();
  const choice = useGuideChoice();
  const never = () =>
    choice.mutate(
      { dontShowGuide: true },
      { onError: () => void showSnackbar(TEXT.saveFailed, { variant: 'error' }) },
    );
  return (
    <Container maxWidth="lg" sx={{ mt: { xs: 2, md: 3 } }}>
      <Paper
        component="section"
        aria-labelledby={titleId}
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 2.5 },
          borderColor: 'primary.light',
          bgcolor: '#f3f7fb',
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'flex-start', md: 'center' },
          flexDirection: { xs: 'column', md: 'row' },
        }}
        data-testid="guide-prompt"
      >
        <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <TipsAndUpdatesOutlinedIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
          <Box>
            <Typography
              id={titleId}
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 700, lineHeight: 1.4 }}
            >
              {TEXT.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {TEXT.body}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
          <Button
            variant="contained"
            onClick={() => {
              onHide();
              onStart();
            }}
          >
            {TEXT.start}
          </Button>
          <Button color="inherit" onClick={onHide}>
            {TEXT.later}
          </Button>
          <Button color="inherit" onClick={never} disabled={choice.isPending}>
            {TEXT.never}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
