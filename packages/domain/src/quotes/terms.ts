import type { TTerm } from './types.ts';

/** Fixed label of the header term (spec 001 §2.6, §9). */
export const TERMS_AND_CONDITIONS = 'TERMS & CONDITIONS';

/** 'TERMS & CONDITIONS' first, the others in their given order. */
export function orderTerms(terms: readonly TTerm[]): TTerm[] {
  const head = terms.filter((t) => t.label === TERMS_AND_CONDITIONS);
  return [...head, ...terms.filter((t) => t.label !== TERMS_AND_CONDITIONS)];
}
