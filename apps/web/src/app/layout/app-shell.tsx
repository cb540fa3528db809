import { Box, Container } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '../../lib/live-updates.ts';
import { useSession } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { Footer } from './footer.tsx';
import { GoToTop, ScrollToTopOnNavigate } from './go-to-top.tsx';
import { TopNav } from './top-nav.tsx';
import { ViewBanner } from './view-banner.tsx';
import { WorldClockBar } from './world-clock-bar.tsx';

/** The page frame of spec 001 §2.2 and 002 §1 around every screen. */
export function AppShell() {
  const queryClient = useQueryClient();
  const { session } = useSession();
  // Re-open the event stream whenever the visitor changes (sign-in, customer view, acting as).
  useLiveUpdates(
    queryClient,
    `${session.user?.id ?? 'anonymous'}:${session.mode}:${session.customerViewClient?.id ?? ''}`,
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTopOnNavigate />
      <WorldClockBar />
      <TopNav />
      <ViewBanner />
      {/* At least a screen high: while a page's code or data loads, the footer stays below the fold instead of
          jumping up into view and back down (layout shift). */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh', py: { xs: 3, md: 5 } }}>
        <Container maxWidth="lg">
          <RouteGuard />
        </Container>
      </Box>
      <Footer />
      <GoToTop />
      <CookieConsent />
    </Box>
  );
}
