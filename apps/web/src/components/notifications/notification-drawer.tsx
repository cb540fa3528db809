import CloseIcon from '@mui/icons-material/CloseRounded';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import DoneAllIcon from '@mui/icons-material/DoneAllRounded';
import MarkReadIcon from '@mui/icons-material/DraftsOutlined';
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import {
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  formatDateTime,
  NOTIFICATION_MESSAGES,
  notificationHref,
  notificationLimit,
  type TNotification,
} from '@portal/domain';
import { useCan } from '../../lib/use-can.ts';
import {
  useDeleteNotification,
  useMarkAllAsRead,
  useNotificationList,
  useReadForAll,
  useSetSeen,
} from './api.ts';

/**
 * The notifications drawer (spec 001 §2.10): newest first, unseen ones on grey; per item toggle seen, and for
 * admins delete and 'Read for all'; 'mark all as read'; the unread filter with its empty state and View all;
 * Show More adds 20. Opening an item goes to the record at the comment and marks it read (readNotification).
 */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [unread, setUnread] = useState(false);
  const [showMoreClicks, setShowMoreClicks] = useState(0);
  const limit = notificationLimit(showMoreClicks);
  const list = useNotificationList({ unread, limit }, open);
  const markAll = useMarkAllAsRead();
  const items = list.data?.items ?? [];

  const filter = (next: boolean) => {
    setUnread(next);
    setShowMoreClicks(0);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Notifications
        </Typography>
        <IconButton aria-label="Close notifications" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={unread ? 'unread' : 'all'}
          onChange={(_, value: string | null) => value && filter(value === 'unread')}
          aria-label="Show"
        >
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="unread">Unread</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          disabled={markAll.isPending || (list.data?.unreadCount ?? 0) === 0}
          onClick={() => markAll.mutate()}
        >
          {NOTIFICATION_MESSAGES.markAllAsRead}
        </Button>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Retry
              </Button>
            }
          >
            The notifications could not be loaded.
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState unread={unread} onViewAll={() => filter(false)} />
        ) : (
          <List disablePadding aria-label="Notifications">
            {items.map((n) => (
              <NotificationRow key={n.id} notification={n} onOpen={onClose} />
            ))}
          </List>
        )}
        {list.data?.hasMore && (
          <Box sx={{ textAlign: 'center', py: 1.5 }}>
            <Button onClick={() => setShowMoreClicks((c) => c + 1)} disabled={list.isFetching}>
              {NOTIFICATION_MESSAGES.showMore}
            </Button>
          </Box>
        )}
      </Box>
    </Drawer>
  );
}

function NotificationRow({ notification: n, onOpen }: { notification: TNotification; onOpen: () => void }) {
  const navigate = useNavigate();
  const can = useCan();
  const setSeen = useSetSeen();
  const readForAll = useReadForAll();
  const remove = useDeleteNotification();
  const admin = can('manage:notification:any');
  const secondary = [formatDateTime(n.at), n.redirectedFrom ? `for ${n.redirectedFrom.name}` : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <ListItem
      disablePadding
      divider
      sx={{ bgcolor: n.seen ? 'background.paper' : 'grey.100' }}
      data-seen={n.seen}
      secondaryAction={
        <Stack direction="row">
          <Tooltip title={n.seen ? 'Mark as unread' : 'Mark as read'}>
            <IconButton
              size="small"
              aria-label={n.seen ? 'Mark as unread' : 'Mark as read'}
              onClick={() => setSeen.mutate({ id: n.id, seen: !n.seen })}
            >
              {n.seen ? <MarkUnreadIcon fontSize="small" /> : <MarkReadIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
          {admin && (
            <Tooltip title={NOTIFICATION_MESSAGES.readForAll}>
              <IconButton
                size="small"
                aria-label={NOTIFICATION_MESSAGES.readForAll}
                onClick={() => readForAll.mutate(n.id)}
              >
                <DoneAllIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {admin && (
            <Tooltip title="Delete">
              <IconButton size="small" aria-label="Delete" onClick={() => remove.mutate(n.id)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      }
    >
      <ListItemButton
        sx={{ pr: admin ? 15 : 7, alignItems: 'flex-start' }}
        onClick={() => {
          onOpen();
          void navigate(notificationHref(n));
        }}
      >
        <ListItemText
          primary={n.text}
          secondary={secondary}
          slotProps={{
            primary: { variant: 'body2', sx: { fontWeight: n.seen ? 400 : 600 } },
            secondary: { variant: 'caption' },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

function EmptyState({ unread, onViewAll }: { unread: boolean; onViewAll: () => void }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 6 }}>
      <Typography color="text.secondary">
        {unread ? NOTIFICATION_MESSAGES.noUnread : 'You have no notifications yet.'}
      </Typography>
      {unread && (
        <Button variant="outlined" onClick={onViewAll}>
          {NOTIFICATION_MESSAGES.viewAll}
        </Button>
      )}
    </Stack>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={1} sx={{ p: 2 }} aria-label="Loading notifications">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}
