import CloseRounded from '@mui/icons-material/CloseRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Avatar, Box, DialogTitle, IconButton } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { LOGIN_TEXT } from '@portal/domain';
import type { LoginStep } from '../../../lib/login-dialog.ts';

const STEP_ICONS = { 0: MailOutlineRounded, 1: MarkEmailReadOutlined, 2: LockOpenRounded } as const;

interface LoginDialogHeaderProps {
  titleId: string;
  step: LoginStep;
  onClose?: (() => void) | undefined;
}

/** A coloured band with the dialog title and an envelope badge that changes with the step. */
export function LoginDialogHeader({ titleId, step, onClose }: LoginDialogHeaderProps) {
  const Icon = STEP_ICONS[step];
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        height: 112,
        mb: 5,
        color: 'primary.contrastText',
        background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        // Two soft circles give the band some depth without an image file.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          backgroundColor: alpha(theme.palette.common.white, 0.08),
        },
        '&::before': { width: 180, height: 180, top: -90, right: -40 },
        '&::after': { width: 120, height: 120, bottom: -70, left: -30 },
      })}
    >
      <DialogTitle id={titleId} sx={{ position: 'relative', zIndex: 1, py: 2, pr: 7, fontWeight: 600 }}>
        {LOGIN_TEXT.title}
      </DialogTitle>
      {onClose && (
        <IconButton
          aria-label="Close"
          onClick={onClose}
          sx={{ position: 'absolute', zIndex: 1, top: 10, right: 10, color: 'inherit' }}
        >
          <CloseRounded />
        </IconButton>
      )}
      <Avatar
        aria-hidden
        sx={{
          position: 'absolute',
          zIndex: 1,
          left: '50%',
          bottom: -36,
          transform: 'translateX(-50%)',
          width: 72,
          height: 72,
          bgcolor: 'background.paper',
          color: 'primary.main',
          boxShadow: 3,
        }}
      >
        <Icon sx={{ fontSize: 36 }} />
      </Avatar>
    </Box>
  );
}
