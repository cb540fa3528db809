import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import {
  archiveRequest,
  holdRequest,
  lifecycleStateOf,
  markRequestRead,
  REQUEST_STATUS,
  restoreRequest,
  unholdRequest,
  WORKBENCH_MESSAGES,
  type Actor,
  type RequestAction,
  type TBookingRequestDetail,
  type Transition,
  type RequestLifecycleState,
} from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { ApiRequestError } from '../../../../lib/api.ts';
import { useNotify } from '../../../../lib/notify.ts';
import { useRequestAction } from '../../api.ts';

interface Entry {
  action: RequestAction;
  label: string;
  icon: ReactNode;
  transition: Transition<RequestLifecycleState>;
  done: string | null;
  failed: string | null;
}

/** The lifecycle controls on offer: each shown when it applies, enabled when the domain's transition allows it. */
function entriesFor(actor: Actor, detail: TBookingRequestDetail): Entry[] {
  const state = lifecycleStateOf(detail);
  const archived = detail.statusCode === REQUEST_STATUS.archived;
  return [
    detail.isUnread
      ? {
          action: 'read',
          label: 'Mark as read',
          icon: <MarkEmailReadOutlinedIcon fontSize="small" />,
          transition: markRequestRead(actor, state, true),
          done: null,
          failed: WORKBENCH_MESSAGES.markingReadFailed,
        }
      : {
          action: 'unread',
          label: 'Mark as unread',
          icon: <MarkEmailUnreadOutlinedIcon fontSize="small" />,
          transition: markRequestRead(actor, state, false),
          done: null,
          failed: WORKBENCH_MESSAGES.markingUnreadFailed,
        },
    detail.hold
      ? {
          action: 'unhold',
          label: 'Release hold',
          icon: <PlayCircleOutlineIcon fontSize="small" />,
          transition: unholdRequest(actor, state),
          done: 'The request is released from hold.',
          failed: null,
        }
      : {
          action: 'hold',
          label: 'Put on hold',
          icon: <PauseCircleOutlineIcon fontSize="small" />,
          transition: holdRequest(actor, state),
          done: 'The request is on hold.',
          failed: null,
        },
    archived
      ? {
          action: 'restore',
          label: 'Restore',
          icon: <UnarchiveOutlinedIcon fontSize="small" />,
          transition: restoreRequest(actor, state),
          done: 'The request is restored.',
          failed: null,
        }
      : {
          action: 'archive',
          label: 'Archive',
          icon: <ArchiveOutlinedIcon fontSize="small" />,
          transition: archiveRequest(actor, state),
          done: 'The request is archived.',
          failed: null,
        },
  ];
}

/** Staff lifecycle (spec 000 §4): read/unread, hold/release, archive/restore, each sent with the version. */
export function LifecycleMenu({ actor, detail }: { actor: Actor; detail: TBookingRequestDetail }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = useRequestAction(detail.id);
  const notify = useNotify();

  const choose = (entry: Entry) => {
    setAnchor(null);
    run.mutate(
      { action: entry.action, version: detail.version },
      {
        onSuccess: () => entry.done && notify.success(entry.done),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409 && !entry.failed)
            notify.error(WORKBENCH_MESSAGES.staleVersion);
          else notify.error(entry.failed ?? `${error.message}!`);
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<MoreVertIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        loading={run.isPending}
        sx={{ borderColor: 'divider' }}
      >
        More
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entriesFor(actor, detail).map((entry) => {
          const enabled = entry.transition.ok && entry.transition.changed;
          return (
            <MenuItem key={entry.action} disabled={!enabled} onClick={() => choose(entry)}>
              <ListItemIcon>{entry.icon}</ListItemIcon>
              <ListItemText
                primary={entry.label}
                secondary={entry.transition.ok ? undefined : entry.transition.refusal.message}
                slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 260 } } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
