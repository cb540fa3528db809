import { z } from 'zod';
import { ZQuote, type TQuote } from '@portal/domain';

/**
 * The chosen-quote contract between the quote screens and the online booking (spec 001 §2.8): Book Now on a quote
 * keeps `{ quote: TQuote, chosenAt }` under this key and opens /online-booking, which starts from it. localStorage,
 * like the chosen schedule, because a visitor who has to sign in comes back through an e-mailed link in a new tab.
 */
export const CHOSEN_QUOTE_STORAGE_KEY = 'portal.chosenQuote';

/** What the booking starts from: the stored quote, or only its number when the stored quote has an older shape. */
export type ChosenQuote =
  | { quote: TQuote; quoteId: number; chosenAt: string | null }
  | { quote: null; quoteId: number; chosenAt: string | null };

const ZQuoteId = z.coerce.number().int().positive();

export function storeChosenQuote(quote: TQuote, now = new Date()): void {
  try {
    localStorage.setItem(CHOSEN_QUOTE_STORAGE_KEY, JSON.stringify({ quote, chosenAt: now.toISOString() }));
  } catch {
    // Storage full or disabled (private mode): the booking then starts without the quote.
  }
}

/**
 * Reads forgivingly: a stored quote of an older shape, a bare quote or a quote number still gives the number,
 * which the booking then looks up with GET /api/quotes/:id.
 */
export function readChosenQuote(raw: string | null): ChosenQuote | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  const chosenAt =
    value && typeof value === 'object' && 'chosenAt' in value && typeof value.chosenAt === 'string'
      ? value.chosenAt
      : null;
  const inner = value && typeof value === 'object' && 'quote' in value ? value.quote : value;
  const quote = ZQuote.safeParse(inner);
  if (quote.success) return { quote: quote.data, quoteId: quote.data.id, chosenAt };
  const idSource = inner && typeof inner === 'object' && 'id' in inner ? inner.id : inner;
  const id = ZQuoteId.safeParse(idSource);
  return id.success ? { quote: null, quoteId: id.data, chosenAt } : null;
}
