import {
  actorIsStaff,
  allowedCarriers,
  tagChangeRefusal,
  WORKBENCH_MESSAGES,
  type TagCategory,
  type TTag,
  type TTagInput,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit } from '../../platform/audit/audit-repo.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { tags } from '../../platform/db/schema/index.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

export const TAG_NOT_FOUND = 'The tag';

export function toTag(row: typeof tags.$inferSelect): TTag {
  return {
    id: row.id,
    text: row.text,
    color: row.color,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Tags are staff data (spec 002 §2): the routes say so, and the service again, so no caller can forget it. */
function staffOnly(actor: UserActor) {
  if (!actorIsStaff(actor)) throw forbidden(WORKBENCH_MESSAGES.staffOnly);
}

/** A carrier-restricted member changes or deletes only tags used on its own carriers' records (domain rule). */
async function checkCarriers(db: DbOrTx, actor: UserActor, id: string) {
  const allowed = allowedCarriers(actor);
  if (allowed === null) return;
  const refusal = tagChangeRefusal(allowed, await repo.carriersUsingTag(db, id));
  if (refusal) throw forbidden(refusal);
}

/** Staff's open pages hear of every change to the tag list (chips, the tags dialog, the list filter). */
async function published(ctx: AppContext, id: string) {
  await ctx.events.publish({ entity: 'tag', id, clientId: null, staffOnly: true });
}

export async function listTags(ctx: AppContext, actor: UserActor, category?: TagCategory): Promise<TTag[]> {
  staffOnly(actor);
  return (await repo.listTags(ctx.db, category)).map(toTag);
}

export async function createTag(ctx: AppContext, actor: UserActor, input: TTagInput): Promise<TTag> {
  staffOnly(actor);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertTag(tx, input);
    await recordAudit(tx, actor, {
      entity: 'tag',
      entityId: inserted.id,
      action: 'create',
      before: null,
      after: toTag(inserted),
    });
    return inserted;
  });
  await published(ctx, row.id);
  return toTag(row);
}

/** A tag moved to the bookings' category is taken off the requests that had it chosen. */
export async function updateTag(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  input: TTagInput,
): Promise<TTag> {
  staffOnly(actor);
  const row = await ctx.db.transaction(async (tx) => {
    await checkCarriers(tx, actor, id);
    const [before] = await repo.findTags(tx, [id]);
    const updated = await repo.updateTag(tx, id, input);
    if (!updated || !before) throw notFound(TAG_NOT_FOUND);
    await recordAudit(tx, actor, {
      entity: 'tag',
      entityId: id,
      action: 'update',
      before: toTag(before),
      after: toTag(updated),
    });
    if (updated.category !== 'bookingRequest') await repo.dropRequestSelections(tx, id);
    if (updated.category !== 'booking') await repo.dropBookingSelections(tx, id);
    return updated;
  });
  await published(ctx, id);
  return toTag(row);
}

/** Deleting a tag removes it from every request that had it chosen (the selections cascade). */
export async function deleteTag(ctx: AppContext, actor: UserActor, id: string): Promise<void> {
  staffOnly(actor);
  const deleted = await ctx.db.transaction(async (tx) => {
    await checkCarriers(tx, actor, id);
    const [before] = await repo.findTags(tx, [id]);
    const gone = await repo.deleteTag(tx, id);
    if (gone && before)
      await recordAudit(tx, actor, {
        entity: 'tag',
        entityId: id,
        action: 'delete',
        before: toTag(before),
        after: null,
      });
    return gone;
  });
  if (!deleted) throw notFound(TAG_NOT_FOUND);
  await published(ctx, id);
}
