import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Autocomplete,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  BOOKING_MESSAGES,
  formatDay,
  ZBookingEmail,
  type TBooking,
  type TBookingEmail,
} from '@portal/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../lib/notify.ts';
import { useSendBookingEmail } from './api.ts';
import { BOOKING_PAGE_TEXT } from './texts.ts';

type FormIn = z.input<typeof ZBookingEmail>;

/** The prepared e-mail: the booking's sailing, references and containers for the destination port agent. */
export function draftOf(booking: TBooking): Pick<TBookingEmail, 'subject' | 'message'> {
  const containers = booking.cargo.flatMap((line) => line.containerNumbers ?? []).filter(Boolean);
  const lines = [
    'Dear colleagues,',
    '',
    `please find the details of our booking File No. ${booking.id} for your port:`,
    '',
    `Carrier: ${booking.carrier.name}`,
    booking.vessel
      ? `Vessel / voyage: ${booking.vessel}${booking.voyage ? ` / ${booking.voyage}` : ''}`
      : null,
    booking.pol
      ? `Port of loading: ${booking.pol.name} (${booking.pol.id})${booking.etd ? `, ETS ${formatDay(booking.etd)}` : ''}`
      : null,
    booking.pod
      ? `Port of discharge: ${booking.pod.name} (${booking.pod.id})${booking.eta ? `, ETA ${formatDay(booking.eta)}` : ''}`
      : null,
    booking.blNumber ? `B/L number: ${booking.blNumber}` : null,
    containers.length > 0 ? `Containers: ${containers.join(', ')}` : null,
    '',
    'Kind regards',
  ];
  return {
    subject: `Booking ${booking.id}${booking.blNumber ? ` / B/L ${booking.blNumber}` : ''} – ${booking.carrier.id.toUpperCase()}`,
    message: lines.filter((l): l is string => l !== null).join('\n'),
  };
}

/**
 * 'Send semi-automatic e-mail' (spec 000 §2 "Booking detail", staff): a prepared message to the destination port
 * agent that staff check and send; it leaves through the outbox. Mounted while open.
 */
export function BookingEmailDialog({ booking, onClose }: { booking: TBooking; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const send = useSendBookingEmail(booking.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormIn, unknown, TBookingEmail>({
    resolver: zodResolver(ZBookingEmail),
    defaultValues: { to: '', cc: [], ...draftOf(booking) },
  });
  const submit = form.handleSubmit(async (mail) => {
    setFailure(null);
    try {
      const answer = await send.mutateAsync(mail);
      notify.success(answer?.message ?? BOOKING_MESSAGES.emailSent);
      onClose();
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="booking-email-title"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="booking-email-title">{BOOKING_PAGE_TEXT.sendEmail}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            To the destination port agent{booking.pod ? ` in ${booking.pod.name}` : ''}. Check the prepared
            text, then send it.
          </DialogContentText>
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="to"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  autoFocus
                  type="email"
                  label="To"
                  required
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ?? 'The e-mail address of the destination port agent.'
                  }
                />
              )}
            />
            <Controller
              control={form.control}
              name="cc"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  options={[] as string[]}
                  value={field.value ?? []}
                  onChange={(_e, value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
                  renderValue={(value, getItemProps) =>
                    value.map((option, index) => {
                      const { key, ...props } = getItemProps({ index });
                      return <Chip key={key} size="small" label={option} {...props} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Cc"
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={
                        fieldState.error?.message ??
                        (Array.isArray(fieldState.error)
                          ? 'Give valid e-mail addresses.'
                          : 'Press Enter after each address.')
                      }
                    />
                  )}
                />
              )}
            />
            <Controller
              control={form.control}
              name="subject"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Subject"
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
            <Controller
              control={form.control}
              name="message"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Message"
                  required
                  multiline
                  minRows={8}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
          </Stack>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
