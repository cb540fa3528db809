import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  STAGED_UPLOAD_MESSAGES,
  STAGED_UPLOAD_QUOTA,
  withTimestampSuffix,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  assertAllowedType,
  detectFileType,
  mimeOf,
  type DetectedType,
} from '../../platform/files/file-type.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import * as repo from './uploads-repo.ts';

/** Documents a booking may carry: PDF, pictures, Office files and plain text or CSV. */
export const DOCUMENT_TYPES: readonly DetectedType[] = ['pdf', 'png', 'jpeg', 'gif', 'office', 'text'];
/** Staged files nobody submitted are swept after this long. */
export const STAGED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** A `.part` file this old belongs to no upload still running: the process that wrote it has died. */
export const PARTIAL_FILE_TTL_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

const PREFIX = 'bookings-requests-documents-internal/staging';

/**
 * Step 3 of the wizard uploads each file at once (progress, cancel); it waits here until the request is
 * submitted, so the file is in the store before the request row commits (ARCHITECTURE.md rule 6). Each user
 * keeps at most STAGED_UPLOAD_QUOTA waiting, so nobody fills the disk with files they never submit.
 */
export async function stageUpload(
  ctx: AppContext,
  actor: UserActor,
  file: { fileName: string; buffer: Buffer },
) {
  const detected = detectFileType(file.buffer);
  assertAllowedType(detected, DOCUMENT_TYPES, file.fileName);
  const usage = await withTenant(ctx.db, actor, (tx) => repo.stagedUsage(tx, actor));
  if (usage.files >= STAGED_UPLOAD_QUOTA.maxFiles) throw badRequest(STAGED_UPLOAD_MESSAGES.tooManyFiles);
  if (usage.bytes + file.buffer.length > STAGED_UPLOAD_QUOTA.maxBytes)
    throw badRequest(STAGED_UPLOAD_MESSAGES.tooManyBytes);
  const name = withTimestampSuffix(file.fileName, new Date());
  const key = `${PREFIX}/${actor.userId}/${randomUUID()}/${name}`;
  const contentType = mimeOf(detected);
  await ctx.files.put(key, Readable.from(file.buffer), {
    contentType,
    maxBytes: ctx.config.UPLOAD_MAX_BYTES,
  });
  try {
    const row = await withTenant(ctx.db, actor, (tx) =>
      repo.insertStagedUpload(tx, actor, { key, name, size: file.buffer.length, contentType }),
    );
    return { id: row.id, name, size: row.size, contentType };
  } catch (error) {
    await ctx.files.delete(key);
    throw error;
  }
}

export async function discardUpload(ctx: AppContext, actor: UserActor, id: string): Promise<void> {
  const key = await withTenant(ctx.db, actor, (tx) => repo.deleteStagedUpload(tx, actor, id));
  if (!key) throw notFound('The upload');
  await ctx.files.delete(key);
}

/** Deletes staged files older than the TTL and `.part` files a crash left behind. */
export async function sweepStagedUploads(ctx: AppContext): Promise<{ staged: number; partial: number }> {
  const keys = await repo.deleteStagedOlderThan(ctx.db, new Date(Date.now() - STAGED_UPLOAD_TTL_MS));
  for (const key of keys) await ctx.files.delete(key).catch(() => undefined);
  const partial = await ctx.files.sweepPartial(new Date(Date.now() - PARTIAL_FILE_TTL_MS));
  return { staged: keys.length, partial };
}

/** Sweeps now (at start) and every hour until stop(). */
export function startUploadSweeper(ctx: AppContext, log: { warn: (obj: object, msg: string) => void }) {
  const run = () =>
    void sweepStagedUploads(ctx).catch((err: unknown) => log.warn({ err }, 'upload sweep failed'));
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
