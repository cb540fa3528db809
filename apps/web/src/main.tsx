import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/providers.tsx';
import { preloadScreen } from './app/screens.tsx';
import { publicConfigQuery } from './lib/public-config.ts';
import { sessionQuery } from './lib/session.ts';

preloadScreen(window.location.pathname);

/**
 * The first render waits for the session and company details (index.html asked for both with the page, so they
 * have usually arrived by now; the static frame shows meanwhile, at most FIRST_RENDER_WAIT_MS): rendered without
 * them, the whole frame would render twice, the second time in one long task as the answers came in.
 */
const FIRST_RENDER_WAIT_MS = 2000;
const queryClient = createQueryClient();
const settled = Promise.allSettled([
  queryClient.prefetchQuery(sessionQuery),
  queryClient.prefetchQuery(publicConfigQuery),
]);

void Promise.race([settled, new Promise((done) => setTimeout(done, FIRST_RENDER_WAIT_MS))]).then(() =>
  // A transition: React yields to the browser every few milliseconds instead of building the frame and the page
  // in one long task.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  }),
);
