import { Box, Container } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveUpdates } from '../../lib/live-updates.ts';
import { useSession } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { Footer } from './footer.tsx';
import { SupportChatSlot } from './support-chat-slot.tsx';
import { GoToTop, ScrollToTopOnNavigate } from './go-to-top.tsx';
import { GuidePromptSlot, QuickSearch, ViewBanner } from './signed-in-frame.tsx';
import { TopNav } from './top-nav.tsx';
import { WorldClockBar } from './world-clock-bar.tsx';

/**
 * True once the browser has had a quiet moment after the first render: what lies below the fold (the footer, as
 * the main area is at least a screen high) is drawn then, not in the long first task of a phone's page load.
 */
function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/** The page frame of spec 001 §2.2 and 002 §1 around every screen. */
export function AppShell() {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const belowTheFold = useIdleAfterMount();
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
      <GuidePromptSlot />
      {/* At least a screen high: while a page's code or data loads, the footer stays below the fold instead of
          jumping up into view and back down (layout shift). */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh', py: { xs: 3, md: 5 } }}>
        <Container maxWidth="lg">
          <RouteGuard />
        </Container>
      </Box>
      {belowTheFold && <Footer />}
      <GoToTop />
      <CookieConsent />
      <SupportChatSlot />
      {/* Quick Search everywhere: its shortcuts and dialog (spec 001 §2.2, §2.9). */}
      <QuickSearch />
    </Box>
  );
}
