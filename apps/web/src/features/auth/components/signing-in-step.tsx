import { CircularProgress, Stack, Typography } from '@mui/material';
import { LOGIN_TEXT } from '@portal/domain';

/** Step 2 'Log in': shown while the token from the login link is being used. */
export function SigningInStep() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', pb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {LOGIN_TEXT.step2Title}
      </Typography>
      <CircularProgress aria-label={LOGIN_TEXT.step2Body} />
      <Typography variant="body2" color="text.secondary" role="status">
        {LOGIN_TEXT.step2Body}
      </Typography>
    </Stack>
  );
}
