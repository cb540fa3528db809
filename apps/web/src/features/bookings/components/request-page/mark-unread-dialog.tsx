import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/**
 * Spec 000 §4: "When an agent is unassigned and the request is not yet unread, a prompt asks whether to mark it
 * unread." The question's words are ours; the spec names only the dialog.
 */
export function MarkUnreadDialog({
  open,
  onAnswer,
}: {
  open: boolean;
  onAnswer: (markUnread: boolean | null) => void;
}) {
  return (
    <Dialog open={open} onClose={() => onAnswer(null)} maxWidth="xs" fullWidth>
      <DialogTitle>Mark as unread?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The request will have no agent. Mark it as unread, so the next agent sees it highlighted in the
          list?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>Keep as read</Button>
        <Button variant="contained" onClick={() => onAnswer(true)}>
          Mark as unread
        </Button>
      </DialogActions>
    </Dialog>
  );
}
