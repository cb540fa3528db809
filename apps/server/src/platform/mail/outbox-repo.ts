import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

type NewMail = typeof mailOutbox.$inferInsert;
type MailStatus = NonNullable<NewMail['status']>;

/** The outbox is platform data, not a tenant's: mails are queued and sent for no actor in particular. */
export async function insertMail(tx: DbOrTx, mail: NewMail): Promise<void> {
  await tx.insert(mailOutbox).values(mail);
}

export async function dueMails(db: DbOrTx, limit: number) {
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

export async function recordFailure(
  db: DbOrTx,
  id: string,
  failure: { attempts: number; lastError: string; status: MailStatus; nextAttemptAt: Date },
): Promise<void> {
  await db.update(mailOutbox).set(failure).where(eq(mailOutbox.id, id));
}
