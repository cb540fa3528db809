import {
  can,
  notificationEvent,
  type TNotification,
  type TNotificationsAnswer,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/**
 * The notifications drawer and bell (spec 001 §2.10): each user's own list, the unread count, toggling seen,
 * 'mark all as read', and for staff delete and 'Read for all'. Every change is published to the bells it moves.
 */

const NOTIFICATION = 'The notification';
const STAFF_ONLY = 'Only staff can do this.';

type Row = Awaited<ReturnType<typeof repo.listOwn>>[number];

function toNotification(row: Row): TNotification {
  return {
    id: row.id,
    cause: row.cause,
    at: row.at.toISOString(),
    seen: row.seen,
    referenceObject: row.referenceObject,
    referenceId: row.referenceId,
    activityId: row.activityId,
    text: row.text,
    redirectedFrom:
      row.redirectedFromId && row.redirectedFromName
        ? { id: row.redirectedFromId, name: row.redirectedFromName }
        : null,
  };
}

export async function listNotifications(
  ctx: AppContext,
  actor: UserActor,
  query: { unread: boolean; limit: number },
): Promise<TNotificationsAnswer> {
  return withTenant(ctx.db, actor, async (tx) => {
    const rows = await repo.listOwn(tx, actor, query);
    return {
      items: rows.slice(0, query.limit).map(toNotification),
      unreadCount: await repo.unreadCount(tx, actor),
      hasMore: rows.length > query.limit,
    };
  });
}

export async function countUnread(ctx: AppContext, actor: UserActor): Promise<{ unread: number }> {
  return withTenant(ctx.db, actor, async (tx) => ({ unread: await repo.unreadCount(tx, actor) }));
}

async function publishTo(ctx: AppContext, id: string, userIds: readonly string[]) {
  for (const userId of userIds) await ctx.events.publish(notificationEvent(id, userId));
}

export async function setSeen(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  seen: boolean,
): Promise<TNotification> {
  const row = await withTenant(ctx.db, actor, async (tx) => {
    if (!repo.isUuid(id) || !(await repo.setSeen(tx, actor, id, seen))) throw notFound(NOTIFICATION);
    return (await repo.findOwn(tx, actor, id))!;
  });
  await publishTo(ctx, id, [actor.userId]);
  return toNotification(row);
}

export async function markAllAsRead(ctx: AppContext, actor: UserActor): Promise<{ changed: number }> {
  const changed = await withTenant(ctx.db, actor, (tx) => repo.markAllSeen(tx, actor));
  if (changed > 0) await publishTo(ctx, 'all', [actor.userId]);
  return { changed };
}

/** 'Read for all' (admin): the same notification is marked seen for everyone who got it. */
export async function readForAll(
  ctx: AppContext,
  actor: UserActor,
  id: string,
): Promise<{ changed: number }> {
  if (!can(actor, 'manage:notification:any')) throw forbidden(STAFF_ONLY);
  const users = await withTenant(ctx.db, actor, async (tx) => {
    const changed = repo.isUuid(id) ? await repo.markGroupSeen(tx, actor, id) : null;
    if (changed === null) throw notFound(NOTIFICATION);
    return changed;
  });
  await publishTo(ctx, id, users);
  return { changed: users.length };
}

export async function deleteNotification(ctx: AppContext, actor: UserActor, id: string): Promise<void> {
  if (!can(actor, 'manage:notification:any')) throw forbidden(STAFF_ONLY);
  const deleted = await withTenant(ctx.db, actor, (tx) =>
    repo.isUuid(id) ? repo.deleteOwn(tx, actor, id) : Promise.resolve(false),
  );
  if (!deleted) throw notFound(NOTIFICATION);
  await publishTo(ctx, id, [actor.userId]);
}
