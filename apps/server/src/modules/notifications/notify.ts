import { randomUUID } from 'node:crypto';
import {
  mentionedUserIds,
  notificationDeliveries,
  notificationEvent,
  notificationHref,
  notificationText,
  type MentionTarget,
  type NotificationCause,
  type NotificationReferenceObject,
  type RecordAudience,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import * as repo from './repo.ts';

/**
 * The cause side of notifications (issue 10 part 5): a service calls `notify` inside the transaction of the change
 * it records, and `publishNotifications` after commit, so a notification exists exactly when its cause does and
 * the bell counts up within a second of it.
 */

export interface NotifiedRecord {
  object: NotificationReferenceObject;
  id: string;
  /** How the notification names the record, e.g. 'booking request req-2026110001'. */
  label: string;
  audience: RecordAudience;
}

export interface NotifyInput {
  cause: NotificationCause;
  record: NotifiedRecord;
  /** The entry that records the cause: the link's focusComment. */
  activityId: string | null;
  isInternal: boolean;
  /** MENTION: the people and teams named. */
  mentions?: readonly MentionTarget[];
  uploadedBySide?: 'staff' | 'customer';
  detail?: string | null;
  /** Users already told about the same change by an earlier notify (a mention before the change itself). */
  exclude?: readonly string[];
}

export interface PendingNotification {
  id: string;
  userId: string;
}

/** Writes one notification per recipient of the cause (domain notificationDeliveries); mentions also mail them. */
export async function notify(
  ctx: AppContext,
  tx: Tx,
  actor: UserActor,
  input: NotifyInput,
): Promise<PendingNotification[]> {
  const mentions = input.mentions ?? [];
  const teams = await repo.teamMemberIds(
    tx,
    mentions.filter((m) => m.kind === 'team').map((m) => m.id),
  );
  const mentioned = mentionedUserIds(mentions, teams);
  const { audience } = input.record;
  const candidates = [
    ...mentioned,
    ...(audience.agentId ? [audience.agentId] : []),
    ...audience.watcherIds,
    ...audience.customerUserIds,
  ];
  // The actor comes along for the name the text gives; the domain never delivers to the actor.
  const users = await repo.recipientsByIds(tx, [...candidates, actor.userId]);
  const excluded = new Set(input.exclude ?? []);
  const deliveries = notificationDeliveries(
    {
      cause: input.cause,
      actorId: actor.userId,
      isInternal: input.isInternal,
      mentionedUserIds: mentioned,
      uploadedBySide: input.uploadedBySide,
    },
    audience,
    users,
  ).filter((d) => !excluded.has(d.userId));
  if (deliveries.length === 0) return [];
  const text = notificationText({
    cause: input.cause,
    actorName: users.get(actor.userId)?.name ?? 'Someone',
    recordLabel: input.record.label,
    detail: input.detail ?? null,
  });
  const groupId = randomUUID();
  const rows: repo.NewNotification[] = deliveries.map((d) => ({
    id: randomUUID(),
    userId: d.userId,
    clientId: users.get(d.userId)?.clientId ?? null,
    groupId,
    cause: input.cause,
    referenceObject: input.record.object,
    referenceId: input.record.id,
    activityId: input.activityId,
    text,
    actorId: actor.userId,
    redirectedFromId: d.redirectedFromId,
    isInternal: input.isInternal,
  }));
  await repo.insertNotifications(tx, rows);
  if (input.cause === 'MENTION') {
    for (const row of rows) {
      const to = users.get(row.userId);
      if (!to) continue;
      const link = new URL(notificationHref(row), ctx.config.PUBLIC_URL).toString();
      await enqueueMail(
        tx,
        { to: to.email, subject: text, text: `${text}.\n\nOpen it: ${link}\n` },
        !!ctx.config.SMTP_URL,
      );
    }
  }
  return rows.map((r) => ({ id: r.id, userId: r.userId }));
}

/** After commit: each recipient's bell hears of its own notification only. */
export async function publishNotifications(ctx: AppContext, pending: readonly PendingNotification[]) {
  for (const p of pending) await ctx.events.publish(notificationEvent(p.id, p.userId));
}
