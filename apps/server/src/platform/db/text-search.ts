import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Text search on a lower-case search column with a trigram index (booking_requests, bookings). */

export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Containment of one lower-case word in the search column. The trigram index is given the word's runs of three
 * or more letters and digits only: the trigrams pg_trgm makes at punctuation ('po-' of 'po-1234') are in nearly
 * every row, and the index would walk their long lists for nothing. The exact word is then checked with strpos,
 * which the index does not take.
 */
export function containsWord(column: SQL | AnyPgColumn, word: string): SQL {
  const runs = word.match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  if (runs.length === 1 && runs[0] === word) return sql`${column} like ${likeText(word)}`;
  return and(
    ...runs.map((run) => sql`${column} like ${likeText(run)}`),
    sql`strpos(${column}, ${word}) > 0`,
  )!;
}

