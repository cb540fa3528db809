import HelpOutlineIcon from '@mui/icons-material/HelpOutlineRounded';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Container,
  IconButton,
  Stack,
  Toolbar,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@portal/domain';
import { useLoginDialog } from '../../features/auth/index.ts';
import { paths } from '../../lib/paths.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useServerMatchMedia } from '../../lib/server-render.ts';
import { useSession } from '../../lib/session.ts';
import { useCan } from '../../lib/use-can.ts';
import { Logo } from './logo.tsx';
import { navItemsFor } from './nav-items.ts';
import { NotificationBell, QuickSearchButton, UserMenu } from './signed-in-frame.tsx';
import { useStartTour } from './use-tour.ts';

// The drawer of small screens loads when it is first reached for, not with every page.
const loadNavDrawer = () => import('./nav-drawer.tsx');
const preloadNavDrawer = () => void loadNavDrawer().catch(() => undefined);
const NavDrawer = lazy(() => loadNavDrawer().then((m) => ({ default: m.NavDrawer })));

// Staff's only: its menu code stays out of the landing pages' first script.
const ConfigMenu = lazy(() => import('./config-menu.tsx').then((m) => ({ default: m.ConfigMenu })));

/** Top navigation; below the md breakpoint it folds into a drawer on the right (spec 001 §2.2). */
export function TopNav() {
  const theme = useTheme();
  const ssrMatchMedia = useServerMatchMedia();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { ssrMatchMedia });
  // Between md and lg the bar is full: the Quick Search button shows as its icon.
  const narrow = useMediaQuery(theme.breakpoints.down('lg'), { ssrMatchMedia });
  const [drawerOpen, setDrawerState] = useState(false);
  // Mounted from the first opening on, so it can play its closing animation.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const setDrawerOpen = (open: boolean) => {
    if (open) setDrawerMounted(true);
    setDrawerState(open);
  };
  const { session } = useSession();
  const { pathname } = useLocation();
  const login = useLoginDialog();
  const startTour = useStartTour();
  const config = usePublicConfig();
  const groups = navItemsFor(session);
  const can = useCan();
  const signedIn = can.signedIn;
  // Customers have Get Quote, Book Now and Quick Search buttons (spec 001 §2.2).
  const quickSearchButton = can('view:customer-navigation');
  // The configuration screens are one menu of the bar (spec 001 §2.2); the drawer lists them in a group.
  const items = [...groups.main, ...groups.customer, ...groups.admin];

  const loginButton = (
    <Button variant="contained" color="secondary" onClick={() => login.open()} data-tour="nav-login">
      Login
    </Button>
  );
  const siteLink = config && (
    <Button
      color="inherit"
      href={config.companySiteUrl}
      target="_blank"
      rel="noopener"
      sx={{ color: 'text.secondary' }}
    >
      Visit our website
    </Button>
  );
  // Every screen has a guided tour (features/tour/steps.ts); its code loads when it starts (spec 001 §2.2).
  const helpButton = (
    <Tooltip title="Show me around this page">
      <IconButton aria-label="Help" onClick={() => void startTour()} data-tour="nav-help">
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );

  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255,255,255,0.96)',
        backdropFilter: 'blur(6px)',
      }}
    >
      <Container maxWidth="lg">
        {/* Tighter on a phone: the logo, Quick Search, help, the bell, the avatar and the menu share 358 px. */}
        <Toolbar disableGutters sx={{ gap: { xs: 0, sm: 1 }, minHeight: { xs: 60, md: 68 } }}>
          <Box
            component={RouterLink}
            to={paths.home.getHref()}
            sx={{ textDecoration: 'none', mr: { xs: 1, md: 2 }, minWidth: 0 }}
            // The visible product name comes first in the name (WCAG 2.5.3 label in name).
            aria-label={`${PRODUCT_NAME} home`}
            data-tour="nav-home"
          >
            <Logo />
          </Box>
          {!compact && (
            <Stack direction="row" spacing={0.5} sx={{ flex: 1 }} data-tour="nav-items">
              {items.map((screen) => (
                <Button
                  key={screen.pattern}
                  component={RouterLink}
                  to={screen.pattern}
                  color={pathname === screen.pattern ? 'primary' : 'inherit'}
                  sx={{ fontWeight: pathname === screen.pattern ? 700 : 500 }}
                >
                  {screen.nav!.label}
                </Button>
              ))}
              {groups.config.length > 0 && (
                <Suspense fallback={null}>
                  <ConfigMenu items={groups.config} pathname={pathname} />
                </Suspense>
              )}
              {quickSearchButton && (
                <TourMark name="nav-quick-search">
                  <QuickSearchButton compact={narrow} />
                </TourMark>
              )}
            </Stack>
          )}
          {compact && <Box sx={{ flex: 1 }} />}
          {!compact && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {helpButton}
              {signedIn && (
                <TourMark name="nav-notifications">
                  <NotificationBell />
                </TourMark>
              )}
              {signedIn ? (
                <TourMark name="nav-user-menu">
                  <UserMenu />
                </TourMark>
              ) : (
                <>
                  {siteLink}
                  {loginButton}
                </>
              )}
            </Stack>
          )}
          {/* Staff open Quick Search with Ctrl+G on a desktop; a phone has no keyboard, so they get the icon too. */}
          {compact && signedIn && (
            <TourMark name="nav-quick-search">
              <QuickSearchButton compact />
            </TourMark>
          )}
          {compact && helpButton}
          {compact && signedIn && (
            <TourMark name="nav-notifications">
              <NotificationBell />
            </TourMark>
          )}
          {compact && signedIn && (
            <TourMark name="nav-user-menu">
              <UserMenu compact />
            </TourMark>
          )}
          {compact && (
            <IconButton
              edge="end"
              aria-label="Open navigation"
              data-tour="nav-menu"
              onPointerEnter={preloadNavDrawer}
              onFocus={preloadNavDrawer}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
        </Toolbar>
      </Container>
      {drawerMounted && (
        <Suspense fallback={null}>
          <NavDrawer
            open={compact && drawerOpen}
            onClose={() => setDrawerOpen(false)}
            groups={groups}
            pathname={pathname}
            signedIn={signedIn}
            loginButton={loginButton}
            siteLink={siteLink}
          />
        </Suspense>
      )}
    </AppBar>
  );
}

/** A box around a part of the bar the navbar guide points at (features/tour/steps.ts). */
function TourMark({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box data-tour={name} sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {children}
    </Box>
  );
}
