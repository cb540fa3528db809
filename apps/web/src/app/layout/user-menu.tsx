import { Avatar, Box, ButtonBase, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { VisuallyHidden } from '../../components/page/visually-hidden.tsx';
import { useSession } from '../../lib/session.ts';

// The menu behind the avatar (items, switches, the staff pick dialogs) loads when it is first reached for.
const loadMenu = () => import('./user-menu-list.tsx');
const preloadMenu = () => void loadMenu().catch(() => undefined);
const UserMenuList = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuList })));

/** The signed-in person's avatar and name; it opens their menu (user-menu-list.tsx). */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { session } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const user = session.user;
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;

  return (
    <>
      {/* Named by its text, not an aria-label that differs from it (WCAG 2.5.3 label in name): the initials are
          decoration; 'Account of' is read before the name and company it shows, and alone on the phone's avatar. */}
      <ButtonBase
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(e) => {
          setMounted(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ borderRadius: 99, px: compact ? 0.5 : 1, py: 0.5, gap: 1 }}
      >
        <Avatar
          aria-hidden
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 14, fontWeight: 700 }}
        >
          {user.firstName[0]}
          {user.lastName[0]}
        </Avatar>
        {compact && <VisuallyHidden>Account of {name}</VisuallyHidden>}
        {!compact && (
          <Box sx={{ textAlign: 'left' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              <VisuallyHidden>Account of </VisuallyHidden>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
              {user.company?.name ?? (user.role ? user.role[0]!.toUpperCase() + user.role.slice(1) : 'Staff')}
            </Typography>
          </Box>
        )}
      </ButtonBase>
      {mounted && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
