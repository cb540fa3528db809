import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { LOGIN_TEXT } from '@portal/domain';

interface OpenEmailStepProps {
  emailAddress: string | null;
  onClose: () => void;
}

/** Step 1 'Open Email': the link is on its way. */
export function OpenEmailStep({ emailAddress, onClose }: OpenEmailStepProps) {
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Stack spacing={0.75}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {LOGIN_TEXT.step1Title}
        </Typography>
        <Typography variant="body1">{LOGIN_TEXT.step1Body}</Typography>
        <Typography variant="body2" color="text.secondary">
          {LOGIN_TEXT.step1Hint}
        </Typography>
      </Stack>
      {emailAddress && (
        <Chip
          icon={<AlternateEmailRounded />}
          label={emailAddress}
          variant="outlined"
          sx={{ maxWidth: '100%' }}
        />
      )}
      <Button variant="outlined" size="large" fullWidth onClick={onClose}>
        Done
      </Button>
    </Stack>
  );
}
