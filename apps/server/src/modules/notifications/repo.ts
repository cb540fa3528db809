import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  actorIsStaff,
  carriersAllowedTo,
  isStaff,
  NOTIFICATION_BADGE_CAP,
  type Recipient,
  type UserActor,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingRequests,
  bookings,
  bookingWatchers,
  notifications,
  teamMembers,
  users,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';

/**
 * Notifications (issue 10 part 5, spec 001 §2.10, §3): each user reads and changes only their own rows; the
 * client scope repeats what row-level security (0011) enforces. 'Read for all' reaches the other recipients of the
 * same cause and is staff only, which the service checks.
 */

const n = notifications;

/** Notification ids are uuids; any other text names none (and must not reach a uuid comparison). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The actor's own notifications: their user, and for a customer their client and nothing internal. */
function ownScope(actor: UserActor): SQL | undefined {
  if (actorIsStaff(actor)) return eq(n.userId, actor.userId);
  return and(eq(n.userId, actor.userId), clientScope(actor, n.clientId), eq(n.isInternal, false));
}

export const notificationColumns = {
  id: n.id,
  cause: n.cause,
  at: n.at,
  seen: n.seen,
  referenceObject: n.referenceObject,
  referenceId: n.referenceId,
  activityId: n.activityId,
  text: n.text,
  redirectedFromId: n.redirectedFromId,
  redirectedFromName: sql<
    string | null
  >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${n.redirectedFromId})`,
};

/** Newest first; `limit + 1` rows tell the caller whether Show More has more. */
export async function listOwn(db: DbOrTx, actor: UserActor, query: { unread: boolean; limit: number }) {
  return db
    .select(notificationColumns)
    .from(n)
    .where(and(ownScope(actor), query.unread ? eq(n.seen, false) : undefined))
    .orderBy(desc(n.at), desc(n.id))
    .limit(query.limit + 1);
}

/**
 * The bell's count, stopped at NOTIFICATION_BADGE_CAP + 1: the badge shows '500+' beyond that, so a user with a
 * hundred thousand unread costs the same 501 index entries as one with 501.
 */
export async function unreadCount(db: DbOrTx, actor: UserActor): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(n)
    .where(and(ownScope(actor), eq(n.seen, false)))
    .limit(NOTIFICATION_BADGE_CAP + 1)
    .as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}

export async function findOwn(db: DbOrTx, actor: UserActor, id: string) {
  const [row] = await db
    .select(notificationColumns)
    .from(n)
    .where(and(eq(n.id, id), ownScope(actor)));
  return row ?? null;
}

export async function setSeen(db: DbOrTx, actor: UserActor, id: string, seen: boolean): Promise<boolean> {
  const rows = await db
    .update(n)
    .set({ seen })
    .where(and(eq(n.id, id), ownScope(actor)))
    .returning({ id: n.id });
  return rows.length > 0;
}

/** 'mark all as read': the ids changed, for the live events of the actor's other tabs. */
export async function markAllSeen(db: DbOrTx, actor: UserActor): Promise<number> {
  const rows = await db
    .update(n)
    .set({ seen: true })
    .where(and(ownScope(actor), eq(n.seen, false)))
    .returning({ id: n.id });
  return rows.length;
}

/** 'Read for all' (staff): every recipient's copy of the same cause; answers whose bells change. */
export async function markGroupSeen(db: DbOrTx, actor: UserActor, id: string): Promise<string[] | null> {
  const own = await db
    .select({ groupId: n.groupId })
    .from(n)
    .where(and(eq(n.id, id), ownScope(actor)));
  if (!own[0]) return null;
  const rows = await db
    .update(n)
    .set({ seen: true })
    .where(and(eq(n.groupId, own[0].groupId), eq(n.seen, false)))
    .returning({ userId: n.userId });
  return [...new Set(rows.map((r) => r.userId))];
}

export async function deleteOwn(db: DbOrTx, actor: UserActor, id: string): Promise<boolean> {
  const rows = await db
    .delete(n)
    .where(and(eq(n.id, id), ownScope(actor)))
    .returning({ id: n.id });
  return rows.length > 0;
}

export interface NewNotification {
  id: string;
  userId: string;
  clientId: string | null;
  groupId: string;
  cause: (typeof notifications.$inferInsert)['cause'];
  referenceObject: (typeof notifications.$inferInsert)['referenceObject'];
  referenceId: string;
  activityId: string | null;
  text: string;
  actorId: string;
  redirectedFromId: string | null;
  isInternal: boolean;
}

/**
 * Written in the cause's transaction, without RETURNING: a customer's comment notifies staff, whose rows a
 * customer's transaction may insert (0011) but not read back.
 */
export async function insertNotifications(db: DbOrTx, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(n).values([...rows]);
}

/**
 * The people a notification may reach, with what the domain's recipient rule and redirection need, plus the
 * admins they redirect to. Users are readable across clients only as staff or own-client rows (0001), which is
 * exactly who may be notified.
 */
export async function recipientsByIds(db: DbOrTx, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, Recipient & { email: string; name: string }>();
  const columns = {
    id: users.id,
    clientId: users.clientId,
    role: users.role,
    isAdmin: users.isAdmin,
    carriers: users.carriers,
    archived: users.archived,
    isRedirectionActive: users.isRedirectionActive,
    redirectedAdminId: users.redirectedAdminId,
    email: users.emailAddress,
    name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  };
  const rows = await db
    .select(columns)
    .from(users)
    .where(
      or(
        inArray(users.id, wanted),
        inArray(
          users.id,
          db
            .select({ id: users.redirectedAdminId })
            .from(users)
            .where(
              and(
                inArray(users.id, wanted),
                eq(users.isRedirectionActive, true),
                isNotNull(users.redirectedAdminId),
              ),
            ),
        ),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        isStaff: isStaff(r),
        clientId: r.clientId,
        allowedCarriers: carriersAllowedTo({ ...r, isStaff: isStaff(r) }),
        archived: r.archived,
        isRedirectionActive: r.isRedirectionActive,
        redirectedAdminId: r.redirectedAdminId,
        email: r.email,
        name: r.name,
      },
    ]),
  );
}

/** Members of mentioned teams, for a mention of a team (domain mentionedUserIds). */
export async function teamMemberIds(db: DbOrTx, teamIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...teamIds]));
  for (const r of rows) out.set(r.teamId, [...(out.get(r.teamId) ?? []), r.userId]);
  return out;
}

/**
 * Who a booking request concerns (domain RecordAudience): its client, its agent, and its creator when a customer
 * created it. Requests have no watcher list of their own; the agent is the watcher (spec 000 §4).
 */
export async function requestAudience(db: DbOrTx, actor: UserActor, requestId: string) {
  const [row] = await db
    .select({
      clientId: bookingRequests.clientId,
      carrierId: bookingRequests.carrierId,
      agentId: bookingRequests.agentId,
      createdById: bookingRequests.createdById,
      creatorClientId: users.clientId,
    })
    .from(bookingRequests)
    .innerJoin(users, eq(users.id, bookingRequests.createdById))
    .where(
      and(
        eq(bookingRequests.id, requestId),
        clientScope(actor, bookingRequests.clientId),
        carrierScope(actor, bookingRequests.carrierId),
      ),
    );
  if (!row) return null;
  return {
    clientId: row.clientId,
    carrierId: row.carrierId,
    agentId: row.agentId,
    watcherIds: [] as string[],
    customerUserIds: row.creatorClientId === row.clientId ? [row.createdById] : [],
  };
}

/**
 * Who a booking concerns (domain RecordAudience): its client, its agent, its watchers (spec 000 §4 "Watching") and
 * its customer contact person.
 */
export async function bookingAudience(db: DbOrTx, actor: UserActor, bookingId: string) {
  const [row] = await db
    .select({
      clientId: bookings.clientId,
      carrierId: bookings.carrierId,
      agentId: bookings.agentId,
      contactId: bookings.contactId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        clientScope(actor, bookings.clientId),
        carrierScope(actor, bookings.carrierId),
      ),
    );
  if (!row) return null;
  const watchers = await db
    .select({ userId: bookingWatchers.userId })
    .from(bookingWatchers)
    .where(and(eq(bookingWatchers.bookingId, bookingId), clientScope(actor, bookingWatchers.clientId)));
  return {
    clientId: row.clientId,
    carrierId: row.carrierId,
    agentId: row.agentId,
    watcherIds: watchers.map((w) => w.userId),
    customerUserIds: row.contactId ? [row.contactId] : [],
  };
}
