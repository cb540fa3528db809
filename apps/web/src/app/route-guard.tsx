import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { decideRoute, matchRoutePattern, SERVER_RENDERED_ATTRIBUTE } from '@portal/domain';
import { FullScreenSpinner } from '../lib/global-loading.tsx';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { canFor } from '../lib/use-can.ts';
import { SCREENS } from './screens.tsx';

// Loaded only when shown, like every screen: most visits never see them (one module, shared with /not-found).
const loadErrorPages = () => import('../features/errors/index.ts');
const LoggedOutPage = lazy(() => loadErrorPages().then((m) => ({ default: m.LoggedOutPage })));
const NotFoundPage = lazy(() => loadErrorPages().then((m) => ({ default: m.NotFoundPage })));

/**
 * Staff land on My Day (spec 001, route table). Until a redirect's screen is built, they land on the bookings list instead
 * of a 404 page.
 */
function builtOr(to: string): string {
  return SCREENS.some((s) => matchRoutePattern(s.pattern, to)) ? to : paths.bookings.getHref();
}

/**
 * Takes the server-rendered mark off <html> once the screen is the browser's own (hydrated): until then its fields
 * and buttons do not answer. Journeys wait for it (e2e/fixtures.ts).
 */
function ScreenReady() {
  useEffect(() => document.documentElement.removeAttribute(SERVER_RENDERED_ATTRIBUTE), []);
  return null;
}

/** Renders the screen the visitor may see at this path: the page, a redirect, the logged-out or the 404 page. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { session, isLoading } = useSession();
  if (isLoading) return <FullScreenSpinner open />;
  const decision = decideRoute(session.visitor, pathname);
  if (decision.kind === 'redirect') return <Navigate to={builtOr(decision.to)} replace />;
  const found =
    decision.kind === 'page' ? SCREENS.find((s) => matchRoutePattern(s.pattern, pathname)) : undefined;
  // A screen narrower than the route tables (Team Management) is not found for whoever lacks its permission.
  const screen = found?.permission && !canFor(session)(found.permission) ? undefined : found;
  const Page = screen?.element;
  return (
    <Suspense fallback={<FullScreenSpinner open />}>
      {decision.kind === 'logged-out' ? (
        <LoggedOutPage />
      ) : !screen || !Page ? (
        <NotFoundPage />
      ) : (
        // Inside <Routes> so the page can read its path parameters with useParams().
        <Routes>
          <Route path={screen.pattern} element={<Page />} />
        </Routes>
      )}
      <ScreenReady />
    </Suspense>
  );
}
