import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { Actor } from '@portal/domain';
import { clients, loginTokens, mailOutbox, sessions, users } from '../../platform/db/schema/index.ts';
import { clientScope } from '../../platform/db/tenant.ts';

export async function findUserByEmail(db: DbOrTx, emailAddress: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, archived: users.archived })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${emailAddress.toLowerCase()}`);
  return row ?? null;
}

/** `requestedFrom` of the links the server makes itself (the start-up banner, tests). */
export const START_UP_REQUEST = 'start-up';

/**
 * Login requests since a time from one client address: for one e-mail address, or for all when none is given.
 * Links printed at start-up were asked for by nobody, so they do not use up anyone's allowance.
 */
export async function countRecentLoginRequests(
  db: DbOrTx,
  since: Date,
  by: { requestedFrom: string; emailAddress?: string },
) {
  const [row] = await db
    .select({ n: count() })
    .from(loginTokens)
    .where(
      and(
        eq(loginTokens.requestedFrom, by.requestedFrom),
        by.emailAddress === undefined ? undefined : eq(loginTokens.emailAddress, by.emailAddress),
        gt(loginTokens.createdAt, since),
        ne(loginTokens.requestedFrom, START_UP_REQUEST),
      ),
    );
  return row?.n ?? 0;
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
