/**
 * Quick Search (001 §5 "Quick search"): the input is trimmed; file number, BL number, reference and
 * delivery/pickup reference terms are lower-cased, a container number upper-cased (ISO 6346 owner codes are
 * capitals). The search tables (migration 0014) store the lower-cased keys and the upper-cased numbers.
 */
export function quickSearchTerms(input: string): { key: string; container: string } | null {
  const text = input.trim();
  if (!text) return null;
  return { key: text.toLowerCase(), container: text.toUpperCase().replace(/\s+/g, '') };
}

/**
 * The quote number a Quick Search text names (001 §5 "A quote search by id trims and lowercases the input"):
 * digits only; null when the text cannot be a quote number, so no quote is looked up and none is missed.
 */
export function quickSearchQuoteId(input: string): number | null {
  const text = input.trim().toLowerCase();
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** The free-text words of a booking list search: every space-separated word must be found (spec 000 §5). */
export function searchWords(input: string | undefined): string[] {
  return (input ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** Quick Search pages hold 10 results (001 §9). */
export const QUICK_SEARCH_PAGE_SIZE = 10;
