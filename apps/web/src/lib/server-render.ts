import { createContext, useContext, useMemo } from 'react';
import {
  LANDING_VIEWPORT_WIDTH,
  SERVER_RENDERED_ATTRIBUTE,
  widthQueryMatches,
  type LandingFacts,
  type LandingViewport,
} from '@portal/domain';

/**
 * What a render on the server (entry-server.tsx) knows of the request that the browser reads for itself, such as
 * its cookies. Null in the browser.
 */
/** The element of a server-rendered page that carries the answers its render fetched (entry-server.tsx, main.tsx). */
export const LANDING_QUERIES_ELEMENT_ID = 'landing-queries';

export const ServerRequestContext = createContext<LandingFacts | null>(null);

export function useServerRequest(): LandingFacts | null {
  return useContext(ServerRequestContext);
}

// The viewport the server assumed for the page the browser is about to hydrate, read before hydration ends.
const hydrating =
  typeof document === 'undefined'
    ? null
    : (document.documentElement.getAttribute(SERVER_RENDERED_ATTRIBUTE) as LandingViewport | null);

type MatchMedia = (query: string) => { matches: boolean };

/**
 * useMediaQuery's `ssrMatchMedia`: on the server, and in the browser while it hydrates, width queries answer for
 * the viewport the server rendered for, so the layout of the first paint is taken over as it is (a phone's page is
 * rendered for a phone) instead of being rendered again as the real answer comes.
 */
export function useServerMatchMedia(): MatchMedia | undefined {
  const viewport = useServerRequest()?.viewport ?? hydrating;
  return useMemo<MatchMedia | undefined>(
    () =>
      viewport
        ? (query) => ({ matches: widthQueryMatches(query, LANDING_VIEWPORT_WIDTH[viewport]) })
        : undefined,
    [viewport],
  );
}
