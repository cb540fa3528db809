import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import type { Actor } from '@portal/domain';
import { clients, loginTokens, mailOutbox, sessions, users } from '../../platform/db/schema/index.ts';
import { clientScope } from '../../platform/db/tenant.ts';
import { ACCOUNT_ARCHIVED } from '../../platform/auth/session-repo.ts';

export async function findUserByEmail(db: DbOrTx, emailAddress: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, archived: ACCOUNT_ARCHIVED })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${emailAddress.toLowerCase()}`);
  return row ?? null;
}

/** `requestedFrom` of the links the server makes itself (the start-up banner, tests). */
export const START_UP_REQUEST = 'start-up';

/** Key spaces of the login allowance's advisory locks: a client address and an e-mail address never share a key. */
const LOCK_CLIENT_ADDRESS = 20_001;
const LOCK_EMAIL_ADDRESS = 20_002;

/**
 * Holds the login allowance of a client address and of an e-mail address until the transaction ends, so that
 * counting and taking one (inserting the token) are one step: ten requests at once are counted one after the
 * other, not all against the same count. Always the client address first, then the e-mail address, so two
 * requests never wait for each other crosswise.
 */
export async function lockLoginAllowance(tx: Tx, by: { requestedFrom: string; emailAddress: string }) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_CLIENT_ADDRESS}::int4, hashtext(${by.requestedFrom}))`,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_EMAIL_ADDRESS}::int4, hashtext(${by.emailAddress}))`,
  );
}

/**
 * Login requests since a time: from the client address for the e-mail address, from the client address for
 * anyone, and for the e-mail address from anywhere. Links printed at start-up were asked for by nobody, so they do
 * not use up anyone's allowance.
 */
export async function countRecentLoginRequests(
  db: DbOrTx,
  since: Date,
  by: { requestedFrom: string; emailAddress: string },
): Promise<{ pair: number; client: number; email: number }> {
  const fromClient = eq(loginTokens.requestedFrom, by.requestedFrom);
  const toEmail = eq(loginTokens.emailAddress, by.emailAddress);
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${and(fromClient, toEmail)})`.mapWith(Number),
      client: sql<number>`count(*) filter (where ${fromClient})`.mapWith(Number),
      email: sql<number>`count(*) filter (where ${toEmail})`.mapWith(Number),
    })
    .from(loginTokens)
    .where(
      and(
        or(fromClient, toEmail),
        gt(loginTokens.createdAt, since),
        ne(loginTokens.requestedFrom, START_UP_REQUEST),
      ),
    );
  return { pair: row?.pair ?? 0, client: row?.client ?? 0, email: row?.email ?? 0 };
}

export async function insertLoginToken(db: DbOrTx, values: typeof loginTokens.$inferInsert): Promise<void> {
  await db.insert(loginTokens).values(values);
}

/** Uses the token at most once: only the first caller gets the row back. */
export async function consumeLoginToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginTokens.tokenHash, tokenHash),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: loginTokens.userId });
  return row ?? null;
}

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function touchLastSession(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ lastSession: new Date() }).where(eq(users.id, userId));
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** The client a staff member looks at in customer view, scoped like any customer read. */
export async function findViewedClient(db: DbOrTx, actor: Actor, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, city: clients.city, countryCode: clients.countryCode })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientScope(actor, clients.id)));
  return row ?? null;
}

export async function updateSessionView(
  db: DbOrTx,
  sessionId: string,
  view: { customerViewClientId: string | null; actingAsUserId: string | null },
): Promise<void> {
  await db.update(sessions).set(view).where(eq(sessions.id, sessionId));
}

export async function latestMailsTo(db: DbOrTx, to: string, limit = 10) {
  return db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(limit);
}
