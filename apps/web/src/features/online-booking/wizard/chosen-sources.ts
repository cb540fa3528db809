import { z } from 'zod';
import {
  CHOSEN_SCHEDULE_STORAGE_KEY,
  readChosenSchedule,
  ZQuote,
  type TChosenSchedule,
  type TQuote,
} from '@portal/domain';

/**
 * The quote screens' Book Now keeps the chosen quote here as `{ quote: TQuote, chosenAt }` (features/quotes,
 * chosen-quote.ts). Features do not import each other, so the read side is ours and forgiving: a bare quote or
 * a quote number is taken too and then looked up with GET /api/quotes/:id.
 */
export const CHOSEN_QUOTE_STORAGE_KEY = 'portal.chosenQuote';

export type ChosenQuote =
  | { quote: TQuote; quoteId: number; chosenAt: string | null }
  | { quote: null; quoteId: number; chosenAt: string | null };

const ZQuoteId = z.coerce.number().int().positive();

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

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** What Book Now left in browser storage: the chosen sailing and/or quote. */
export function readChosenSources(): { schedule: TChosenSchedule | null; quote: ChosenQuote | null } {
  return {
    schedule: readChosenSchedule(read(CHOSEN_SCHEDULE_STORAGE_KEY)),
    quote: readChosenQuote(read(CHOSEN_QUOTE_STORAGE_KEY)),
  };
}

/** After a successful submission the choices are used up. */
export function clearChosenSources(): void {
  try {
    localStorage.removeItem(CHOSEN_SCHEDULE_STORAGE_KEY);
    localStorage.removeItem(CHOSEN_QUOTE_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
