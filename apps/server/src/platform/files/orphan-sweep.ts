import type { AppContext } from '../context.ts';
import { claimJobRun, referencedKeys } from './orphans-repo.ts';

/**
 * A file is stored before its row commits (ARCHITECTURE.md rule 6); if the commit fails and the process dies before
 * it removes the file, or a delete removes the row but not the file, the file stays with no row naming it. Files
 * younger than this are left alone: their upload may still be on its way to the commit.
 */
export const ORPHAN_GRACE_MS = 6 * 60 * 60_000;
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Removes stored files older than the grace age that no row names, comparing the store's keys with the rows in
 * batches. Claimed first (claimJobRun), so of several server processes one sweeps per hour. Answers how many files
 * went, or null when another process has the run.
 */
export async function sweepOrphanFiles(
  ctx: Pick<AppContext, 'db' | 'files'>,
  now = new Date(),
): Promise<number | null> {
  // A few minutes' slack, so processes whose timers fire a little early still take their turn.
  const everyMinutes = ORPHAN_SWEEP_EVERY_MS / 60_000 - 5;
  if (!(await claimJobRun(ctx.db, 'orphan-file-sweep', now, everyMinutes))) return null;
  let removed = 0;
  const sweep = async (keys: string[]) => {
    const named = await referencedKeys(ctx.db, keys);
    for (const key of keys) {
      if (named.has(key)) continue;
      await ctx.files.delete(key);
      removed++;
    }
  };
  let batch: string[] = [];
  for await (const key of ctx.files.keysOlderThan(new Date(now.getTime() - ORPHAN_GRACE_MS))) {
    batch.push(key);
    if (batch.length === BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  await sweep(batch);
  return removed;
}

/** Sweeps now (at start) and every ORPHAN_SWEEP_EVERY_MS until stop(). */
export function startOrphanSweeper(
  ctx: Pick<AppContext, 'db' | 'files'>,
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void },
) {
  const run = () =>
    void sweepOrphanFiles(ctx)
      .then((removed) => {
        if (removed) log.info({ removed }, 'orphan files removed');
      })
      .catch((err: unknown) => log.warn({ err }, 'orphan file sweep failed'));
  run();
  const timer = setInterval(run, ORPHAN_SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
