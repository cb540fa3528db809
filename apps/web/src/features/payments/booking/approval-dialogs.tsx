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
import { ZWeeklyPaymentCommand, type TWeeklyPayment } from '@portal/domain';
import { useState } from 'react';
import { amountText } from '../components/payment-chips.tsx';
import { PAYMENTS_TEXT } from '../texts.ts';

interface Props {
  payment: TWeeklyPayment;
  onSubmit: (reason?: string) => Promise<unknown>;
  onClose: () => void;
}

/** The payment approval confirmation (spec 000 §2): In Progress to Blocked, shown as Approved. */
export function ApproveDialog({ payment, onSubmit, onClose }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit();
      onClose();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="approve-payment-title">
      <DialogTitle id="approve-payment-title">{PAYMENTS_TEXT.approveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {PAYMENTS_TEXT.approveText(payment.reference, amountText(payment))}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{PAYMENTS_TEXT.cancel}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={busy}>
          {PAYMENTS_TEXT.approve}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Revert Approval' needs a reason (spec 000 §4), checked by the command's own schema. */
export function RevertApprovalDialog({ payment, onSubmit, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = ZWeeklyPaymentCommand.safeParse({
      action: 'Unblock',
      recId: payment.recId,
      reference: payment.reference,
      reason,
    });
    const issue = parsed.success ? null : parsed.error.issues.find((i) => i.path[0] === 'reason');
    if (issue) return setError(issue.message);
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="revert-approval-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="revert-approval-title">{PAYMENTS_TEXT.revertTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{PAYMENTS_TEXT.revertText(payment.reference)}</DialogContentText>
          <TextField
            autoFocus
            required
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
            label={PAYMENTS_TEXT.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{PAYMENTS_TEXT.cancel}</Button>
          <Button type="submit" variant="contained" color="warning" loading={busy}>
            {PAYMENTS_TEXT.revertApproval}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
