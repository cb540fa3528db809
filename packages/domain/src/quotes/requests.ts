import { z } from 'zod';
import { DATE_MESSAGES, UNLOCODE_PATTERN, ZIsoDay, ZText } from '../validation.ts';

/** One cargo line of a quote request (spec 001 §7 `containers[{type, commodity, location, quantity}]`). */
export const ZQuoteRequestContainer = z.object({
  type: ZText.trim().min(1, 'Choose a container type.'),
  commodity: ZText.trim().min(1, 'Choose a commodity type.'),
  location: ZText.trim().min(1).nullable().optional(),
  quantity: z.coerce
    .number()
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(999, 'Quantity may be at most 999.'),
});

/** POST /api/quotes/create (spec 001 §7). */
export const ZQuoteCreateRequest = z.object({
  origin: ZText.trim().toUpperCase().regex(UNLOCODE_PATTERN, 'Give the origin as a UN/LOCODE such as DEHAM.'),
  destination: ZText.trim()
    .toUpperCase()
    .regex(UNLOCODE_PATTERN, 'Give the destination as a UN/LOCODE such as BRSSZ.'),
  /** The day of a date or date-time (forms may send either). */
  date: ZText.regex(/^\d{4}-\d{2}-\d{2}/, DATE_MESSAGES.format)
    .transform((v) => v.slice(0, 10))
    .pipe(ZIsoDay),
  weeks: z.coerce.number().int().min(1, 'Weeks must be from 1 to 4.').max(4, 'Weeks must be from 1 to 4.'),
  containers: z
    .array(ZQuoteRequestContainer)
    .min(1, 'Add at least one cargo line.')
    .max(20, 'A quote request may have at most 20 cargo lines.'),
  /** Staff asking on behalf of a client. */
  clientId: z.string().uuid().optional(),
});
export type TQuoteCreateRequest = z.infer<typeof ZQuoteCreateRequest>;
