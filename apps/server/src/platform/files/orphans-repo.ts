import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bookingRequestFiles,
  bookingRequests,
  collabDocuments,
  counters,
  paymentDocuments,
  specialOffers,
  stagedUploads,
} from '../db/schema/index.ts';

/**
 * Of the given file keys, those a row still names: staged uploads, request files and an imported request's
 * original, documents, payment documents, and offer images kept in the store. Platform data, for no actor: the
 * sweep looks at every tenant's files.
 */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const importedKey = sql<string>`${bookingRequests.importedFile}->>'key'`;
  const found = await Promise.all([
    db.select({ key: stagedUploads.key }).from(stagedUploads).where(inArray(stagedUploads.key, keys)),
    db
      .select({ key: bookingRequestFiles.key })
      .from(bookingRequestFiles)
      .where(inArray(bookingRequestFiles.key, keys)),
    db.select({ key: importedKey }).from(bookingRequests).where(inArray(importedKey, keys)),
    db
      .select({ key: collabDocuments.storageKey })
      .from(collabDocuments)
      .where(inArray(collabDocuments.storageKey, keys)),
    db
      .select({ key: paymentDocuments.storageKey })
      .from(paymentDocuments)
      .where(inArray(paymentDocuments.storageKey, keys)),
    db.select({ key: specialOffers.image }).from(specialOffers).where(inArray(specialOffers.image, keys)),
  ]);
  return new Set(found.flat().flatMap((row) => (row.key ? [row.key] : [])));
}

/**
 * Claims a run of a periodic job for this process: one atomic upsert of the job's counter row, holding the minute
 * of the last run, that succeeds only when that run is at least `everyMinutes` ago. Two server processes asking at
 * once: the second waits for the first's row lock, then sees the new minute and gets nothing.
 */
export async function claimJobRun(db: Db, job: string, now: Date, everyMinutes: number): Promise<boolean> {
  const minute = Math.floor(now.getTime() / 60_000);
  const claimed = await db
    .insert(counters)
    .values({ name: `job:${job}`, value: minute })
    .onConflictDoUpdate({
      target: counters.name,
      set: { value: minute },
      setWhere: sql`${counters.value} <= ${minute - everyMinutes}`,
    })
    .returning({ value: counters.value });
  return claimed.length > 0;
}
