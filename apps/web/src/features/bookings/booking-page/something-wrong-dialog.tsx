import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { ZSomethingWrong, type TBooking } from '@portal/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../lib/notify.ts';
import { useReportSomethingWrong } from './api.ts';
import { BOOKING_PAGE_TEXT } from './texts.ts';

type FormIn = z.input<typeof ZSomethingWrong>;
type FormOut = z.output<typeof ZSomethingWrong>;

/**
 * The customer's 'Mark that something is wrong' dialog (spec 000 §4 "Tasks"): an optional comment for the agent;
 * the server's answer is the snackbar's text (a check already open says so). A failure keeps the dialog open.
 */
export function SomethingWrongDialog({ booking, onClose }: { booking: TBooking; onClose: () => void }) {
  const notify = useNotify();
  const report = useReportSomethingWrong(booking.id);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZSomethingWrong),
    defaultValues: { comment: '' },
  });
  const submit = form.handleSubmit(async ({ comment }) => {
    try {
      const answer = await report.mutateAsync(comment ? { comment } : {});
      if (answer.created) notify.success(answer.message);
      else notify.info(answer.message);
      onClose();
    } catch (error) {
      notify.error((error as Error).message);
    }
  });
  const error = form.formState.errors.comment?.message;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="something-wrong-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="something-wrong-title">{BOOKING_PAGE_TEXT.somethingWrong}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {BOOKING_PAGE_TEXT.somethingWrongHint(booking.id)}
          </DialogContentText>
          <TextField
            {...form.register('comment')}
            label={BOOKING_PAGE_TEXT.somethingWrongComment}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={Boolean(error)}
            helperText={error ?? BOOKING_PAGE_TEXT.somethingWrongOptional}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="warning" loading={form.formState.isSubmitting}>
            {BOOKING_PAGE_TEXT.somethingWrongSend}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
