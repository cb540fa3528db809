import { z } from 'zod';

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** GET /api/routes query (spec 000 §7): ports as UN/LOCODE, weeks 1 to 4, date yyyy-MM-dd. */
export const ZRoutesQuery = z.object({
  origin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(UNLOCODE, 'Give the port as a 5-letter UN/LOCODE such as DEHAM.'),
  destination: z
    .string()
    .trim()
    .toUpperCase()
    .regex(UNLOCODE, 'Give the port as a 5-letter UN/LOCODE such as BRSSZ.'),
  weeks: z.coerce
    .number()
    .int('Weeks must be a whole number from 1 to 4.')
    .min(1, 'Weeks must be from 1 to 4.')
    .max(4, 'Weeks must be from 1 to 4.'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as yyyy-MM-dd, e.g. 2026-11-24.')
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'This date does not exist.',
    ),
  carrier: z.string().trim().toUpperCase().min(1).optional(),
  timeout: z.coerce.number().int().positive().max(120_000).optional(),
});
export type TRoutesQuery = z.infer<typeof ZRoutesQuery>;

/** The answer shape is shared with the web (packages/domain/src/schedules/route-answer.ts). */
export { ZScheduleRoutesAnswer as ZRoutesAnswer } from '@portal/domain';
export type { TScheduleRoute as TRoute } from '@portal/domain';
