import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

type NewMail = typeof mailOutbox.$inferInsert;
type MailStatus = NonNullable<NewMail['status']>;

/** The outbox is platform data, not a tenant's: mails are queued and sent for no actor in particular. */
export async function insertMail(tx: DbOrTx, mail: NewMail): Promise<void> {
  await tx.insert(mailOutbox).values(mail);
}

/**
 * Takes the next due mail for this process to send: picked with FOR UPDATE SKIP LOCKED (as the task announcer picks
 * its tasks), so two server processes never take the same one, and leased until `leaseMs` from now, so no other
 * process takes it while it is being sent. Sent or failed, the sender records it; if the process dies mid-send, the
 * lease ends and the mail is sent again (at least once, never twice at the same time). Null when nothing is due.
 */
export async function claimDueMail(db: DbOrTx, leaseMs: number) {
  const next = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(inArray(mailOutbox.id, next))
    .returning();
  return mail ?? null;
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
