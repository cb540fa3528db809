import { z } from 'zod';
import { ZIsoDay, ZText } from '../validation.ts';
import { CONTAINER_STATUSES, LOAD_LIST_LIMITS, LOAD_LIST_MESSAGES } from './rules.ts';

const CARRIERS_PATTERN = /^[A-Z0-9_-]{1,10}(,[A-Z0-9_-]{1,10}){0,49}$/;

/**
 * GET /api/containers (the /loadList overview, spec 002 §7 "containers: query by ets range, category Export, pol,
 * carrierId, ordered by ets then bookingId"). `carriers` (comma-joined) and `pol` narrow; from and to are the ETS
 * days (yyyy-MM-dd), at most LOAD_LIST_LIMITS.rangeDays apart; absent, the default ±5 days around today.
 */
export const ZLoadListQuery = z
  .object({
    carriers: ZText.trim()
      .toUpperCase()
      .regex(CARRIERS_PATTERN, 'Give carrier ids separated by commas, e.g. HSG,CMA.')
      .transform((v) => v.split(','))
      .optional(),
    pol: ZText.trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'Give the port of loading as a UN/LOCODE, e.g. DEHAM.')
      .optional(),
    from: ZIsoDay.optional(),
    to: ZIsoDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start of the date range must not be after its end.',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= LOAD_LIST_LIMITS.rangeDays, {
    message: `Choose a date range of at most ${LOAD_LIST_LIMITS.rangeDays} days.`,
    path: ['to'],
  });
export type TLoadListQuery = z.infer<typeof ZLoadListQuery>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Spec 002 §3 "Container": the box (seal, status, gate-in, pick-up) and the booking it sails on. */
export const ZContainerListItem = z.object({
  container: z.string(),
  sealNum: z.string().nullable(),
  status: z.enum(CONTAINER_STATUSES).nullable(),
  /** The delivery reference of the booking's cargo line that names the container. */
  deliveryRef: z.string().nullable(),
  bookingId: z.string(),
  ets: z.string().nullable(),
  /** The port of loading's UN/LOCODE and name. */
  pol: z.string().nullable(),
  polName: z.string().nullable(),
  category: z.enum(['Export', 'Import']),
  version: z.number().int(),
  carrierId: z.string(),
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  gateIn: z.string().nullable(),
  pickUp: z.string().nullable(),
  checklistCheckedCount: z.number().int(),
  checklistItemCount: z.number().int(),
});
export type TContainerListItem = z.infer<typeof ZContainerListItem>;

export const ZLoadListAnswer = z.object({
  data: z.array(ZContainerListItem),
  /** More rows matched than LOAD_LIST_LIMITS.listRows: the list shows the first ones and asks to narrow. */
  capped: z.boolean(),
});
export type TLoadListAnswer = z.infer<typeof ZLoadListAnswer>;

/** POST /api/load-lists/text: a pasted load list (Container number, Seal number, Status per line). */
export const ZLoadListText = z.object({
  text: ZText.max(
    LOAD_LIST_LIMITS.pasteChars,
    `A pasted load list has at most ${LOAD_LIST_LIMITS.pasteChars.toLocaleString('en-US')} characters (about ${LOAD_LIST_LIMITS.rows.toLocaleString('en-US')} lines): split it or upload a file.`,
  ).refine((v) => v.trim() !== '', LOAD_LIST_MESSAGES.noContainers),
});
export type TLoadListText = z.infer<typeof ZLoadListText>;

/** A saved load list: how many containers, how many new, and those no booking names yet (not on the overview). */
export const ZLoadListSaved = z.object({
  message: z.literal(LOAD_LIST_MESSAGES.saved),
  saved: z.number().int(),
  created: z.number().int(),
  notOnBooking: z.array(z.string()),
});
export type TLoadListSaved = z.infer<typeof ZLoadListSaved>;

/** A refused load list (400): nothing saved; every problem names its line. */
export const ZLoadListRejected = z.object({
  code: z.string(),
  message: z.string(),
  /** Each problem with its line (0: the list as a whole); absent when the file itself was refused. */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })).optional(),
});
export type TLoadListRejected = z.infer<typeof ZLoadListRejected>;
