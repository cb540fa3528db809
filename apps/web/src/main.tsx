import { StrictMode, startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_RENDERED_ATTRIBUTE } from '@portal/domain';
import { App } from './app/app.tsx';
import { preloadSignedInParts } from './app/layout/signed-in-frame.tsx';
import { createQueryClient } from './app/providers.tsx';
import { prefetchScreenData, preloadScreen } from './app/screens.tsx';
import { publicConfigQuery } from './lib/public-config.ts';
import { LANDING_QUERIES_ELEMENT_ID } from './lib/server-render.ts';
import { ANONYMOUS_SESSION, sessionQuery } from './lib/session.ts';

/**
 * The first render waits for the session, the company details (index.html asked for both with the page, so they
 * have usually arrived by now), the screen's code and, for a signed-in visitor, the frame's signed-in parts
 * (app/layout/signed-in-frame.tsx), at most FIRST_RENDER_WAIT_MS; meanwhile the static frame, or the landing page the
 * server rendered, shows. Rendered without the answers, the whole frame would render twice, the second time in one
 * long task as they came in; without the screen's code, a server-rendered page would give way to a spinner before
 * coming back.
 */
const FIRST_RENDER_WAIT_MS = 2000;
const queryClient = createQueryClient();
// A page the server rendered brings the lists its render fetched: the first render shows them as the server did.
// The element goes before React takes #root over, where it is not React's.
const landingQueries = document.getElementById(LANDING_QUERIES_ELEMENT_ID);
if (landingQueries) {
  hydrate(queryClient, JSON.parse(landingQueries.textContent || '{}'));
  landingQueries.remove();
}
const session = queryClient.fetchQuery(sessionQuery).catch(() => ANONYMOUS_SESSION);
const settled = Promise.allSettled([
  session,
  session.then(preloadSignedInParts),
  queryClient.prefetchQuery(publicConfigQuery),
  preloadScreen(window.location.pathname),
]);
// The screen's first data (route loaders, app/screens.tsx) goes out with its code instead of after it; the first
// render does not wait for it: the screen finds the request on its way under the same key.
void prefetchScreenData(queryClient, window.location, session);

void Promise.race([settled, new Promise((done) => setTimeout(done, FIRST_RENDER_WAIT_MS))]).then(() =>
  // A transition: React yields to the browser every few milliseconds instead of building the frame and the page
  // in one long task.
  startTransition(() => {
    const root = document.getElementById('root')!;
    const app = (
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>
    );
    // A landing page the server rendered for a visitor without a session: React takes its elements over instead of
    // building them again. Where they differ (the date turned between the two renders), React renders anew.
    if (document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
