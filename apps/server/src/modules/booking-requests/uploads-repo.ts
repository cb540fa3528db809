import { and, count, eq, inArray, lt, sum } from 'drizzle-orm';
import type { UserActor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { stagedUploads } from '../../platform/db/schema/index.ts';

/** Staged uploads belong to the person who uploaded them: every query is scoped to the actor's own user id. */
const own = (actor: UserActor) => eq(stagedUploads.userId, actor.userId);

export async function insertStagedUpload(
  db: DbOrTx,
  actor: UserActor,
  values: { key: string; name: string; size: number; contentType: string },
) {
  const [row] = await db
    .insert(stagedUploads)
    .values({ ...values, userId: actor.userId })
    .returning();
  return row!;
}

/** How many staged files the actor keeps, and their bytes. */
export async function stagedUsage(db: DbOrTx, actor: UserActor): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sum(stagedUploads.size) })
    .from(stagedUploads)
    .where(own(actor));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** Deletes one of the actor's staged rows and answers its file key, or null when it is not theirs or gone. */
export async function deleteStagedUpload(db: DbOrTx, actor: UserActor, id: string): Promise<string | null> {
  const [row] = await db
    .delete(stagedUploads)
    .where(and(eq(stagedUploads.id, id), own(actor)))
    .returning({ key: stagedUploads.key });
  return row?.key ?? null;
}

/** The actor's own staged uploads among the ids (another user's ids are simply not found). */
export async function ownStagedUploads(db: DbOrTx, actor: UserActor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stagedUploads)
    .where(and(own(actor), inArray(stagedUploads.id, ids)));
}

export async function removeStagedRows(db: DbOrTx, actor: UserActor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(stagedUploads).where(and(own(actor), inArray(stagedUploads.id, ids)));
}

/** The sweeper's job, for no one user: rows older than the cut-off go, and their keys come back. */
export async function deleteStagedOlderThan(db: DbOrTx, cutoff: Date): Promise<string[]> {
  const rows = await db
    .delete(stagedUploads)
    .where(lt(stagedUploads.createdAt, cutoff))
    .returning({ key: stagedUploads.key });
  return rows.map((r) => r.key);
}
