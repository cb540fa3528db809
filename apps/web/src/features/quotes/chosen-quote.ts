import { z } from 'zod';
import { ZQuote, type TQuote } from '@portal/domain';

/**
 * Book Now on a quote keeps it in localStorage under this key and opens /online-booking, which starts from it
 * (spec 001 §2.8). localStorage, like the chosen schedule ('portal.chosenSchedule'), because a visitor who has
 * to sign in comes back through an e-mailed link in a new tab.
 *
 * Shape (JSON): `{ quote: TQuote, chosenAt: ISO timestamp }`, `TQuote` being GET /api/quotes/:id's answer.
 * The online booking reads it with `readChosenQuote` and should move this contract to packages/domain when it
 * is built (features do not import each other).
 */
export const CHOSEN_QUOTE_STORAGE_KEY = 'portal.chosenQuote';

export const ZChosenQuote = z.object({ quote: ZQuote, chosenAt: z.string() });
export type TChosenQuote = z.infer<typeof ZChosenQuote>;

export function storeChosenQuote(quote: TQuote, now = new Date()): void {
  const chosen: TChosenQuote = { quote, chosenAt: now.toISOString() };
  try {
    localStorage.setItem(CHOSEN_QUOTE_STORAGE_KEY, JSON.stringify(chosen));
  } catch {
    // Storage full or disabled (private mode): the booking then starts without the quote.
  }
}

/** The stored quote, or null when there is none or it has an older shape. */
export function readChosenQuote(raw: string | null): TChosenQuote | null {
  if (!raw) return null;
  try {
    const parsed = ZChosenQuote.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
