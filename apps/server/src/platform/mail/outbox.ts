import type { DbOrTx } from '../db/client.ts';
import * as repo from './outbox-repo.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export const MAX_MAIL_ATTEMPTS = 5;

/** Writes the mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail, deliver: boolean): Promise<void> {
  await repo.insertMail(tx, { ...mail, status: deliver ? 'pending' : 'kept' });
}

/** Backs off 1, 2, 4, 8 minutes; gives up after MAX_MAIL_ATTEMPTS. */
export async function markFailed(db: DbOrTx, id: string, attempts: number, error: string): Promise<void> {
  const next = attempts + 1;
  await repo.recordFailure(db, id, {
    attempts: next,
    lastError: error.slice(0, 1000),
    status: next >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending',
    nextAttemptAt: new Date(Date.now() + 60_000 * 2 ** (next - 1)),
  });
}
