import { CONFLICT_MESSAGE } from '@portal/domain';
import { conflict, notFound } from '../http/app-error.ts';

/**
 * The check of every back-office save (issue 21 part 7): the row, read FOR UPDATE in the save's transaction, must be
 * at the version the editor read; otherwise another admin saved in between and this save is refused (409), never a
 * silent overwrite. `what` names a missing row in its 404 ("The team").
 */
export function checkVersion<R extends { version: number }>(
  row: R | undefined,
  expected: number,
  what: string,
): R {
  if (!row) throw notFound(what);
  if (row.version !== expected) throw conflict(CONFLICT_MESSAGE);
  return row;
}
