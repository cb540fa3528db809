import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules (issue 20 part 4): every journey's pages are checked against them. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * axe marks 'label-content-name-mismatch' (WCAG 2.5.3, label in name: a control's accessible name contains the text
 * it shows) as experimental and leaves it out unless asked; the portal keeps to it, so it is asked for.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } } as const;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

/**
 * Lets running transitions end (a dialog fading in, a drawer sliding) so contrast is measured on the colours the
 * visitor ends up seeing, not on a frame half way; endless animations (a ticker, a spinner) keep running.
 */
async function settle(page: Page): Promise<void> {
  // A string, as the e2e project has no DOM types; it runs in the page.
  await page.evaluate(`for (const a of document.getAnimations()) {
    if (a.effect && a.effect.getComputedTiming().endTime !== Infinity) a.finish();
  }`);
}

/** The violations of the page as it is now (nothing for a page that is not one of the portal's HTML pages). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return [];
  const isHtml = await page.evaluate(`document.contentType === 'text/html'`).catch(() => false);
  if (!isHtml) return [];
  await settle(page);
  // Legacy mode runs axe in the page in one go; the default opens a blank page per check to merge the results of
  // cross-origin frames, which the portal does not have, and took seconds more on a busy machine.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ runOnly: { type: 'tag', values: [...AXE_TAGS] }, rules: EXTRA_RULES })
    .analyze();
  return results.violations;
}

/** One line per rule with the selectors of the nodes that break it, so a failing journey says what to fix. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string {
  const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
  const lines = violations.map(
    (v) =>
      `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes
        .map(
          (n) =>
            `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
        )
        .join('\n'),
  );
  return `axe (WCAG 2.1 A/AA): ${nodes} node(s) on ${where}\n${lines.join('\n')}`;
}

/** An explicit check at a key state of a journey (a dialog open, a phone's width): fails on any violation. */
export async function expectAccessible(page: Page, state?: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length)
    throw new Error(describeViolations(state ? `${page.url()} (${state})` : page.url(), violations));
}

/** Every open page of the contexts, each checked once. */
export async function violationsOfContexts(contexts: Iterable<BrowserContext>): Promise<string[]> {
  const reports: string[] = [];
  for (const context of contexts) {
    for (const page of context.pages()) {
      const violations = await axeViolations(page).catch((error: unknown) => {
        // A page closing or navigating under the check is not a finding.
        if (page.isClosed()) return [];
        throw error;
      });
      if (violations.length) reports.push(describeViolations(page.url(), violations));
    }
  }
  return reports;
}

/**
 * Checks each page of the contexts a journey opens itself (browser.newContext) before the journey closes them, as
 * the page fixture's page is checked at the end: pages a journey has finished with are gone by then. Returns a
 * function that puts browser.newContext back.
 */
export function checkContextsOnClose(
  browser: Browser,
  shouldCheck: () => boolean,
  found: string[],
): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      if (shouldCheck()) found.push(...(await violationsOfContexts([context])));
      return close(closeOptions);
    };
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}
