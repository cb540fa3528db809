import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  formatDateTime,
  PAYMENT_MESSAGES,
  ZPaymentConfirmationInput,
  type TPaymentConfirmationEmail,
  type TPaymentConfirmationInput,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../lib/notify.ts';
import { usePaymentConfirmationDefaults, useSendPaymentConfirmation } from '../api.ts';
import { PAYMENTS_TEXT } from '../texts.ts';
import { EmailChipsField, emailListError } from '../../../components/email-chips-field.tsx';

type FormOut = z.output<typeof ZPaymentConfirmationInput>;

const EMAIL_STATE_LABEL: Record<TPaymentConfirmationEmail['state'], string> = {
  sent: PAYMENT_MESSAGES.emailSent,
  failed: PAYMENT_MESSAGES.emailFailed,
  queued: PAYMENTS_TEXT.emailQueued,
};

/** The payment-confirmation e-mails of the booking: 'Email sent' / 'Email failed' and the time. */
export function SentEmails({ emails }: { emails: readonly TPaymentConfirmationEmail[] }) {
  if (emails.length === 0) return null;
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
        {PAYMENTS_TEXT.emailsSent}
      </Typography>
      <Stack
        component="ul"
        spacing={0.75}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
        aria-label={PAYMENTS_TEXT.emailsSent}
      >
        {emails.map((email) => (
          <Box
            component="li"
            key={email.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
          >
            <Typography
              variant="body2"
              sx={{
                fontWeight: 600,
                color:
                  email.state === 'failed'
                    ? 'error.main'
                    : email.state === 'sent'
                      ? 'success.main'
                      : 'text.secondary',
              }}
            >
              {EMAIL_STATE_LABEL[email.state]}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatDateTime(email.stateAt ?? email.createdAt)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {email.portId} · {email.to.join(', ')}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * 'Send payment confirmation' (spec 000 §7 POST paymentConfirmation, accounting): the port of the booking, the
 * recipients (empty: the configured contacts), cc, bcc and a text. The answer's success closes the dialog with its
 * message; its error field stays in red below the form, as does 'Error sending email. Please try again.' for a
 * non-OK response.
 */
export function PaymentConfirmationDialog({
  bookingId,
  onClose,
}: {
  bookingId: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const send = useSendPaymentConfirmation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentEmails, setSentEmails] = useState<TPaymentConfirmationEmail[] | null>(null);
  const form = useForm<TPaymentConfirmationInput, unknown, FormOut>({
    resolver: zodResolver(ZPaymentConfirmationInput),
    defaultValues: { bookingId, portId: '', contactTo: [], cc: [], bcc: [], freeText: '' },
  });
  const portId = form.watch('portId') || null;
  const defaults = usePaymentConfirmationDefaults(bookingId, portId);
  const data = defaults.data;

  // The first answer names the port to start from; each port brings its configured recipients.
  useEffect(() => {
    if (!data) return;
    if (!form.getValues('portId') && data.portId) form.setValue('portId', data.portId);
    if (!form.getFieldState('contactTo').isDirty) form.setValue('contactTo', data.contactTo);
    if (!form.getFieldState('cc').isDirty) form.setValue('cc', data.cc);
  }, [data, form]);

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const answer = await send.mutateAsync(input);
      setSentEmails(answer.emails);
      if (answer.success) {
        notify.success(answer.success.message);
        onClose();
      } else setFailure(answer.error?.message ?? PAYMENT_MESSAGES.confirmationFailed);
    } catch {
      // A non-OK response (spec 000 §8 "Payment e-mail"): the spec's words, whatever the server said.
      setFailure(PAYMENT_MESSAGES.confirmationFailed);
    }
  });

  const emails = sentEmails ?? data?.emails ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="payment-confirmation-title"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="payment-confirmation-title">{PAYMENTS_TEXT.confirmationTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="portId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  size="small"
                  label={PAYMENTS_TEXT.port}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  disabled={!data}
                >
                  {(data?.ports ?? []).map((port) => (
                    <MenuItem key={port.id} value={port.id}>
                      {port.name} ({port.id})
                    </MenuItem>
                  ))}
                  {field.value && !data?.ports.some((p) => p.id === field.value) && (
                    <MenuItem value={field.value} sx={{ display: 'none' }}>
                      {field.value}
                    </MenuItem>
                  )}
                </TextField>
              )}
            />
            {(['contactTo', 'cc', 'bcc'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <EmailChipsField
                    label={PAYMENTS_TEXT[name]}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={emailListError(fieldState.error as FieldError | undefined)}
                    helperText={
                      name === 'contactTo' ? PAYMENTS_TEXT.recipientsHint : PAYMENTS_TEXT.addressHint
                    }
                  />
                )}
              />
            ))}
            <Controller
              control={form.control}
              name="freeText"
              render={({ field, fieldState }) => (
                <TextField
                  multiline
                  minRows={3}
                  label={PAYMENTS_TEXT.freeText}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
            <SentEmails emails={emails} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{PAYMENTS_TEXT.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            startIcon={<MarkEmailReadOutlinedIcon />}
          >
            {PAYMENTS_TEXT.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The accounting staff's button that opens the dialog. */
export function SendConfirmationButton({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MarkEmailReadOutlinedIcon />}
        onClick={() => setOpen(true)}
      >
        {PAYMENTS_TEXT.sendConfirmation}
      </Button>
      {open && <PaymentConfirmationDialog bookingId={bookingId} onClose={() => setOpen(false)} />}
    </>
  );
}
