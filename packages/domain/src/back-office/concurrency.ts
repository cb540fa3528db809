import { z } from 'zod';

/**
 * Optimistic concurrency of back-office edits (issue 21 part 7): a record carries a version, every save names the
 * version it was read at, and a save of an older version is refused with CONFLICT_MESSAGE instead of overwriting
 * the other person's change.
 */
export const ZVersion = z.number().int().min(1);

export const CONFLICT_MESSAGE =
  'Someone else changed this since you opened it. Their change is shown now: check it and save again.';

/** A DELETE's query: the version the remover read, so a record changed meanwhile is not removed unseen. */
export const ZVersionQuery = z.object({
  version: z.coerce
    .number({ error: 'Give the version you read, e.g. ?version=1.' })
    .int('Give the version you read, e.g. ?version=1.')
    .min(1, 'Give the version you read, e.g. ?version=1.'),
});
