import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import type { LANDING_PATHS, LandingFacts, TPublicConfig } from '@portal/domain';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/providers.tsx';
import { liveOffersQuery } from './components/special-offers/index.ts';
import { setApiTransport } from './lib/api.ts';
import { publicConfigQuery } from './lib/public-config.ts';
import { carriersQuery, commodityTypesQuery, containerTypesQuery } from './lib/reference-data.ts';
import { escapeAttribute, escapeStyleText, jsonForScriptElement } from './lib/html-contexts.ts';
import { LANDING_QUERIES_ELEMENT_ID, ServerRequestContext } from './lib/server-render.ts';
import { ANONYMOUS_SESSION, sessionQuery } from './lib/session.ts';

type LandingPath = (typeof LANDING_PATHS)[number];

/**
 * The public lists each landing page shows (what it asks the API for on a visitor's first render): fetched before
 * the render, so the page shows them, and handed to the browser, which renders with them instead of asking again
 * and rendering the page a second time when they come.
 */
const LANDING_QUERIES: Record<LandingPath, (client: QueryClient) => Promise<unknown>[]> = {
  '/': (client) => [client.prefetchQuery(liveOffersQuery)],
  '/schedule': (client) => [client.prefetchQuery(liveOffersQuery), client.prefetchQuery(carriersQuery)],
  '/quotes/get': (client) => [
    client.prefetchQuery(containerTypesQuery),
    client.prefetchQuery(commodityTypesQuery),
  ],
};

/**
 * A landing page as a visitor without a session first sees it, rendered on the server (the server's
 * platform/http/landing-pages.ts puts it in index.html's #root): its largest text paints with the HTML instead of
 * after the JavaScript has come and run, and the browser hydrates it. Waits for every lazy screen, so the page is
 * complete; the page's public lists (LANDING_QUERIES) are fetched through `fetchApi` first and sent along in a
 * JSON data block; any other query renders as the browser's first render would (loading).
 */
export async function renderLanding(
  location: string,
  config: TPublicConfig,
  facts: LandingFacts,
  fetchApi: typeof fetch,
): Promise<string> {
  setApiTransport(fetchApi);
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, ANONYMOUS_SESSION);
  queryClient.setQueryData(publicConfigQuery.queryKey, config);
  const fetches = LANDING_QUERIES[location as LandingPath]?.(queryClient) ?? [];
  await Promise.allSettled(fetches);
  const fetched = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.queryHash !== hashKey(sessionQuery.queryKey) &&
      query.queryHash !== hashKey(publicConfigQuery.queryKey),
  });
  // The styles are collected in one <style> instead of one beside each element: the browser parses one sheet, and
  // emotion in the browser takes it over as it is (the ids after its key are the rules it need not insert again).
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <ServerRequestContext value={facts}>
          <App queryClient={queryClient} location={location} />
        </ServerRequestContext>
      </CacheProvider>
    </StrictMode>,
    // Every boundary in place: above this size React would send a screen apart, hidden, with an inline script to
    // move it in, which the Content-Security-Policy refuses.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  // The rules carry values from data (an offer's image in a url()): escaped for the <style> element they go into.
  const styles = `<style data-emotion="${escapeAttribute(`${cache.key} ${rules.map(([id]) => id).join(' ')}`)}">${escapeStyleText(
    rules.map(([, css]) => css).join(''),
  )}</style>`;
  // A data block, not a script: the Content-Security-Policy lets it be; escaped so no text can end it.
  const data = `<script type="application/json" id="${LANDING_QUERIES_ELEMENT_ID}">${jsonForScriptElement(fetched)}</script>`;
  return styles + Buffer.concat(chunks).toString('utf8') + data;
}
