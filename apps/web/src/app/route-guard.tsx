import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { decideRoute, matchRoutePattern } from '@portal/domain';
import { LoggedOutPage, NotFoundPage } from '../features/errors/index.ts';
import { FullScreenSpinner } from '../lib/global-loading.tsx';
import { useSession } from '../lib/session.ts';
import { SCREENS } from './screens.tsx';

/** Renders the screen the visitor may see at this path: the page, a redirect, the logged-out or the 404 page. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { session, isLoading } = useSession();
  if (isLoading) return <FullScreenSpinner open />;
  const decision = decideRoute(session.visitor, pathname);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'logged-out') return <LoggedOutPage />;
  const screen =
    decision.kind === 'page' ? SCREENS.find((s) => matchRoutePattern(s.pattern, pathname)) : undefined;
  if (!screen) return <NotFoundPage />;
  const Page = screen.element;
  // Inside <Routes> so the page can read its path parameters with useParams().
  return (
    <Suspense fallback={<FullScreenSpinner open />}>
      <Routes>
        <Route path={screen.pattern} element={<Page />} />
      </Routes>
    </Suspense>
  );
}
