import NotificationsIcon from '@mui/icons-material/NotificationsNoneRounded';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notificationBadge } from '@portal/domain';
import { useSetSeen, useUnreadCount } from './api.ts';

const loadDrawer = () => import('./notification-drawer.tsx');
const preloadDrawer = () => void loadDrawer().catch(() => undefined);
const NotificationDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NotificationDrawer })));

/**
 * The bell of the signed-in frame (spec 001 §2.2, §2.10): the unread count ('500+' above 500), live through the
 * 'notification' events; it opens the drawer. A link from a notification carries `readNotification`, which marks
 * that notification read wherever it lands and leaves the address.
 */
export function NotificationBell() {
  const count = useUnreadCount(true);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useMarkReadFromLink();
  const badge = notificationBadge(count.data ?? 0);
  const label = badge ? `Notifications, ${badge} unread` : 'Notifications';

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={label}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
        >
          <Badge badgeContent={badge} color="error" max={Number.MAX_SAFE_INTEGER}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function useMarkReadFromLink() {
  const [params, setParams] = useSearchParams();
  const id = params.get('readNotification');
  const setSeen = useSetSeen();
  const { mutate } = setSeen;
  useEffect(() => {
    if (!id) return;
    mutate({ id, seen: true });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('readNotification');
        return next;
      },
      { replace: true },
    );
  }, [id, mutate, setParams]);
}
