/**
 * The pages a first visit most often opens: the server renders them for visitors without a session, and the web
 * build preloads their code with the HTML (apps/web/vite.config.ts LANDING_SCREENS, keyed by the same paths).
 */
export const LANDING_PATHS = ['/', '/schedule', '/quotes/get'] as const;

/**
 * On <html> when the server rendered the page, with the viewport it assumed as its value: the browser hydrates
 * the page (apps/web main.tsx, vite.config.ts) and answers media queries as the server did until it has.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The width the server renders for: a phone's, or a desktop's. */
export type LandingViewport = 'phone' | 'wide';

/** What the server knows of the request that the browser would read for itself. */
export interface LandingFacts {
  cookieConsent: boolean;
  viewport: LandingViewport;
}

/** CSS pixels of the assumed viewports: a common phone, and a laptop above every breakpoint of the layout. */
export const LANDING_VIEWPORT_WIDTH: Record<LandingViewport, number> = { phone: 390, wide: 1280 };

/** A phone by its client hint (Chromium) or its user agent (others say "Mobi", Android phones "Android … Mobile"). */
export function landingViewport(
  userAgent: string | undefined,
  mobileHint: string | undefined,
): LandingViewport {
  if (mobileHint === '?1') return 'phone';
  if (mobileHint === '?0') return 'wide';
  return /Mobi/i.test(userAgent ?? '') ? 'phone' : 'wide';
}

/**
 * Whether a width media query (as MUI writes them: `(min-width:900px)`, `(max-width:899.95px)`, joined by `and`)
 * holds at this width. Other features make it false: the server cannot know them.
 */
export function widthQueryMatches(query: string, width: number): boolean {
  const conditions = query.replace(/^@media\s*/i, '').split(/\s+and\s+/i);
  return conditions.every((condition) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/i.exec(condition.trim());
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1]!.toLowerCase() === 'min' ? width >= limit : width <= limit;
  });
}
