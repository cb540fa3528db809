import { describe, expect, it } from 'vitest';
import { LANDING_VIEWPORT_WIDTH, landingViewport, widthQueryMatches } from '../src/landing-pages.ts';

describe('landing page viewport', () => {
  it('takes the client hint first, then the user agent', () => {
    const pixel = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
    expect(landingViewport(pixel, undefined)).toBe('phone');
    expect(landingViewport(iphone, undefined)).toBe('phone');
    expect(landingViewport(desktop, undefined)).toBe('wide');
    expect(landingViewport(desktop, '?1')).toBe('phone');
    expect(landingViewport(pixel, '?0')).toBe('wide');
    expect(landingViewport(undefined, undefined)).toBe('wide');
  });

  it("answers MUI's width queries at the assumed widths", () => {
    const phone = LANDING_VIEWPORT_WIDTH.phone;
    const wide = LANDING_VIEWPORT_WIDTH.wide;
    expect(widthQueryMatches('@media (max-width:899.95px)', phone)).toBe(true);
    expect(widthQueryMatches('(max-width:899.95px)', wide)).toBe(false);
    expect(widthQueryMatches('(min-width:900px)', wide)).toBe(true);
    expect(widthQueryMatches('(min-width:600px) and (max-width:899.95px)', phone)).toBe(false);
    expect(widthQueryMatches('(min-width:300px) and (max-width:899.95px)', phone)).toBe(true);
    expect(widthQueryMatches('(prefers-reduced-motion: reduce)', wide)).toBe(false);
  });
});
