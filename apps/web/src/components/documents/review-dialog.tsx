import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import {
  ACTIVITY_TEXT,
  ZDocumentReviewInput,
  type DocumentStatus,
  type TDocumentReviewInput,
} from '@portal/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

type FormIn = z.input<typeof ZDocumentReviewInput>;

/** The words of each review step; the amendment asks for the reason (spec 000 §5). */
const STEPS: Record<DocumentStatus, { title: string; action: string; text: (name: string) => string }> = {
  APPROVED: {
    title: 'Approve document',
    action: 'Approve',
    text: (name) => `${name} will be marked ${ACTIVITY_TEXT.approved}.`,
  },
  REJECTED: {
    title: 'Request amendment',
    action: 'Request amendment',
    text: (name) =>
      `${name} will be marked ${ACTIVITY_TEXT.revisionNeeded}. Tell the other side what to change.`,
  },
  DEFAULT: {
    title: 'Undo review',
    action: 'Undo',
    text: (name) => `${name} goes back to awaiting review.`,
  },
};

export interface ReviewDialogProps {
  documentName: string;
  to: DocumentStatus;
  onSubmit: (input: TDocumentReviewInput) => Promise<unknown>;
  onClose: () => void;
}

/** Approve, request amendment (reason required) or undo a document's review. Mounted while open. */
export function ReviewDialog({ documentName, to, onSubmit, onClose }: ReviewDialogProps) {
  const step = STEPS[to];
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormIn, unknown, TDocumentReviewInput>({
    resolver: zodResolver(ZDocumentReviewInput),
    defaultValues: { status: to, comment: to === 'REJECTED' ? '' : null },
  });
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit(input);
      onClose();
    } catch (error) {
      setFailure((error as Error).message);
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="review-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="review-dialog-title">{step.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{step.text(documentName)}</DialogContentText>
          {to === 'REJECTED' && (
            <Controller
              control={form.control}
              name="comment"
              render={({ field, fieldState }) => (
                <TextField
                  autoFocus
                  multiline
                  minRows={3}
                  fullWidth
                  sx={{ mt: 2 }}
                  label="Reason"
                  placeholder={ACTIVITY_TEXT.revisionPlaceholder}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            color={to === 'REJECTED' ? 'warning' : 'primary'}
            loading={form.formState.isSubmitting}
          >
            {step.action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
