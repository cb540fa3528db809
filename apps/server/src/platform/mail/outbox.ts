import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export const MAX_MAIL_ATTEMPTS = 5;

/** Writes the mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail, deliver: boolean): Promise<void> {
  await tx.insert(mailOutbox).values({ ...mail, status: deliver ? 'pending' : 'kept' });
}

export async function dueMails(db: DbOrTx, limit = 20) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);
}

export async function markSent(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

/** Backs off 1, 2, 4, 8 minutes; gives up after MAX_MAIL_ATTEMPTS. */
export async function markFailed(db: DbOrTx, id: string, attempts: number, error: string): Promise<void> {
  const next = attempts + 1;
  await db
    .update(mailOutbox)
    .set({
      attempts: next,
      lastError: error.slice(0, 1000),
      status: next >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: new Date(Date.now() + 60_000 * 2 ** (next - 1)),
    })
    .where(eq(mailOutbox.id, id));
}
