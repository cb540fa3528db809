import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';

export interface WizardActionsProps {
  step: number;
  last: boolean;
  nextDisabled: boolean;
  busy: boolean;
  /** Why Next waits, shown beside it. */
  hint?: string | null;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** Previous and Next (Submit on the review), one step at a time (001 §4). */
export function WizardActions({
  step,
  last,
  nextDisabled,
  busy,
  hint,
  onPrevious,
  onNext,
  onSubmit,
}: WizardActionsProps) {
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {step > 0 ? (
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          startIcon={<ArrowBackIcon />}
          onClick={onPrevious}
          disabled={busy && last}
        >
          Previous
        </Button>
      ) : (
        <Box />
      )}
      <Box sx={{ flex: 1 }} />
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: { xs: 'center', sm: 'right' } }}>
          {hint}
        </Typography>
      )}
      {last ? (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<SendOutlinedIcon />}
          loading={busy}
          disabled={nextDisabled}
          onClick={onSubmit}
          sx={{ px: 4 }}
        >
          Submit
        </Button>
      ) : (
        <Button
          variant="contained"
          size="large"
          endIcon={<ArrowForwardIcon />}
          loading={busy}
          disabled={nextDisabled}
          onClick={onNext}
          sx={{ px: 4 }}
        >
          Next
        </Button>
      )}
    </Stack>
  );
}
