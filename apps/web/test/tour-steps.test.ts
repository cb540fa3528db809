import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/app/screens.tsx';
import { paths } from '../src/lib/paths.ts';
import { NAVBAR_GUIDE, PAGE_TOURS, tourSteps } from '../src/features/tour/steps.ts';

const SRC = join(import.meta.dirname, '../src');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? sources(path)
      : path.endsWith('.tsx')
        ? [readFileSync(path, 'utf8')]
        : [];
  });
const code = sources(SRC).join('\n');

/** Spec 001 §2.2: the help button starts a guided tour for the current page, on every page. */
describe('guided tours', () => {
  it('has steps for every screen but the not-found page', () => {
    const without = SCREENS.map((s) => s.pattern).filter(
      (pattern) => pattern !== paths.notFound.pattern && !PAGE_TOURS[pattern]?.length,
    );
    expect(without).toEqual([]);
  });

  it('points every step at an element the screens mark with data-tour', () => {
    const targets = new Set([...NAVBAR_GUIDE, ...Object.values(PAGE_TOURS).flat()].map((s) => s.target));
    const unmarked = [...targets].filter(
      (target) => !code.includes(`data-tour="${target}"`) && !code.includes(`name="${target}"`),
    );
    expect(unmarked).toEqual([]);
  });

  it('starts with the navbar guide until it is finished, and leaves out the other visitor type’s steps', () => {
    const first = tourSteps(paths.myDay.pattern, 'customer', true);
    expect(first.slice(0, NAVBAR_GUIDE.length)).toEqual(NAVBAR_GUIDE);
    expect(first.some((s) => s.only === 'staff')).toBe(false);
    const later = tourSteps(paths.myDay.pattern, 'staff', false);
    expect(later.map((s) => s.target)).toEqual(['list-filters', 'list-results']);
    expect(later[0]!.only).toBe('staff');
  });
});
