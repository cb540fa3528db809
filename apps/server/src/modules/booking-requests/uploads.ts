import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { withTimestampSuffix, type UserActor } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { stagedUploads } from '../../platform/db/schema/index.ts';
import {
  assertAllowedType,
  detectFileType,
  mimeOf,
  type DetectedType,
} from '../../platform/files/file-type.ts';
import { notFound } from '../../platform/http/app-error.ts';

/** Documents a booking may carry: PDF, pictures, Office files (zip containers) and plain text or CSV. */
export const DOCUMENT_TYPES: readonly DetectedType[] = ['pdf', 'png', 'jpeg', 'gif', 'zip', 'text'];
/** Staged files nobody submitted are swept after this long. */
export const STAGED_UPLOAD_TTL_MS = 24 * 60 * 60_000;

const PREFIX = 'bookings-requests-documents-internal/staging';

/**
 * Step 3 of the wizard uploads each file at once (progress, cancel); it waits here until the request is
 * submitted, so the file is in the store before the request row commits (ARCHITECTURE.md rule 6).
 */
export async function stageUpload(
  ctx: AppContext,
  actor: UserActor,
  file: { fileName: string; buffer: Buffer },
) {
  const detected = detectFileType(file.buffer.subarray(0, 512));
  assertAllowedType(detected, DOCUMENT_TYPES, file.fileName);
  const name = withTimestampSuffix(file.fileName, new Date());
  const key = `${PREFIX}/${actor.userId}/${randomUUID()}/${name}`;
  const contentType = mimeOf(detected);
  await ctx.files.put(key, Readable.from(file.buffer), {
    contentType,
    maxBytes: ctx.config.UPLOAD_MAX_BYTES,
  });
  try {
    const [row] = await ctx.db
      .insert(stagedUploads)
      .values({ userId: actor.userId, key, name, size: file.buffer.length, contentType })
      .returning();
    return { id: row!.id, name, size: row!.size, contentType };
  } catch (error) {
    await ctx.files.delete(key);
    throw error;
  }
}

export async function discardUpload(ctx: AppContext, actor: UserActor, id: string): Promise<void> {
  const [row] = await ctx.db
    .delete(stagedUploads)
    .where(and(eq(stagedUploads.id, id), eq(stagedUploads.userId, actor.userId)))
    .returning();
  if (!row) throw notFound('The upload');
  await ctx.files.delete(row.key);
}

/** The actor's own staged uploads among the ids (another user's ids are simply not found). */
export async function ownStagedUploads(db: DbOrTx, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stagedUploads)
    .where(and(eq(stagedUploads.userId, userId), inArray(stagedUploads.id, ids)));
}

export async function removeStagedRows(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(stagedUploads).where(inArray(stagedUploads.id, ids));
}

/** Deletes staged files older than the TTL; run at start and hourly. */
export async function sweepStagedUploads(ctx: AppContext): Promise<number> {
  const old = await ctx.db
    .delete(stagedUploads)
    .where(lt(stagedUploads.createdAt, new Date(Date.now() - STAGED_UPLOAD_TTL_MS)))
    .returning({ key: stagedUploads.key });
  for (const { key } of old) await ctx.files.delete(key).catch(() => undefined);
  return old.length;
}

/** Sweeps abandoned staged files now and every hour until stop(). */
export function startUploadSweeper(ctx: AppContext, log: { warn: (obj: object, msg: string) => void }) {
  const run = () =>
    void sweepStagedUploads(ctx).catch((err: unknown) => log.warn({ err }, 'upload sweep failed'));
  run();
  const timer = setInterval(run, 60 * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
