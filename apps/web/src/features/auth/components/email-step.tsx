import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { LOGIN_TEXT, isValidEmail, normalizeEmail } from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { loginErrorMessage, useRequestLoginLink } from '../api.ts';

const INVALID_EMAIL = 'Enter an e-mail address such as name@company.com.';

interface EmailStepProps {
  nextPath: string;
  /** The login e-mail is on its way to this (lowercased) address. */
  onSent: (emailAddress: string) => void;
}

/** Step 0 'Enter Email Address': asks for the work address and requests the login link. */
export function EmailStep({ nextPath, onSent }: EmailStepProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // A second submit while one is on its way is ignored, even before the pending state has rendered.
  const busy = useRef(false);
  const request = useRequestLoginLink();
  const notify = useNotify();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (!isValidEmail(email)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    const emailAddress = normalizeEmail(email);
    busy.current = true;
    request.mutate(
      { emailAddress, nextPath },
      {
        onSuccess: () => onSent(emailAddress),
        onError: (error) => {
          notify.error(loginErrorMessage(error));
          inputRef.current?.focus();
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Stack spacing={0.75} sx={{ textAlign: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {LOGIN_TEXT.step0Title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {LOGIN_TEXT.step0Prompt}
        </Typography>
      </Stack>
      <TextField
        inputRef={inputRef}
        label={LOGIN_TEXT.emailLabel}
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        fullWidth
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (invalid) setInvalid(false);
        }}
        error={invalid}
        helperText={invalid ? INVALID_EMAIL : ' '}
        slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={request.isPending}
        endIcon={<ArrowForwardRounded />}
      >
        {LOGIN_TEXT.next}
      </Button>
    </Stack>
  );
}
