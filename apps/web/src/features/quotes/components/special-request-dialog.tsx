import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { QUOTE_MESSAGES } from '@portal/domain';

export interface SpecialRequestDialogProps {
  open: boolean;
  /** The prefilled mailto: link; null while the mailbox is not known yet. */
  mailHref: string | null;
  onClose: () => void;
}

/** 'Special Quote Request' (spec 001 §2.7): the quote is available by e-mail only. */
export function SpecialRequestDialog({ open, mailHref, onClose }: SpecialRequestDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="special-request-title">
      <DialogTitle id="special-request-title" sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar
            variant="rounded"
            sx={(theme) => ({
              bgcolor: alpha(theme.palette.secondary.main, 0.12),
              color: 'secondary.main',
              borderRadius: 2,
            })}
          >
            <MailOutlineIcon fontSize="small" />
          </Avatar>
          <span>{QUOTE_MESSAGES.specialRequestTitle}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{QUOTE_MESSAGES.specialRequestBody}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          {QUOTE_MESSAGES.cancel}
        </Button>
        <Button
          variant="contained"
          href={mailHref ?? undefined}
          disabled={!mailHref}
          onClick={onClose}
          startIcon={<MailOutlineIcon />}
        >
          {QUOTE_MESSAGES.sendEmail}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
