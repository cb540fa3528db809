import { Dialog, DialogContent } from '@mui/material';
import { useId, useState } from 'react';
import { useLoginDialogState } from '../../../lib/login-dialog.ts';
import { EmailStep } from './email-step.tsx';
import { LoginDialogHeader } from './login-dialog-header.tsx';
import { OpenEmailStep } from './open-email-step.tsx';
import { SigningInStep } from './signing-in-step.tsx';

/** The 'Log in' dialog (spec 001 §2.3). LoginDialogProvider renders it once; open it with useLoginDialog(). */
export function LoginDialog() {
  const { isOpen, step, nextPath, goToStep, close } = useLoginDialogState();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const titleId = useId();
  // While a token is being used the dialog stays until the answer is in.
  const onClose = step === 2 ? undefined : close;

  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: {
          sx: {
            overflow: 'hidden',
            borderRadius: 3,
            mx: { xs: 2, sm: 4 },
            width: { xs: 'calc(100% - 32px)', sm: undefined },
          },
        },
      }}
    >
      <LoginDialogHeader titleId={titleId} step={step} onClose={onClose} />
      <DialogContent sx={{ px: { xs: 2.5, sm: 4 }, pt: 0, pb: { xs: 3, sm: 4 } }}>
        {step === 0 && (
          <EmailStep
            nextPath={nextPath}
            onSent={(emailAddress) => {
              setSentTo(emailAddress);
              goToStep(1);
            }}
          />
        )}
        {step === 1 && <OpenEmailStep emailAddress={sentTo} onClose={close} />}
        {step === 2 && <SigningInStep />}
      </DialogContent>
    </Dialog>
  );
}
