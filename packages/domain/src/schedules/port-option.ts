import { z } from 'zod';

/** A port as the search fields offer it (spec 000 §3 "Port option"): GET /api/ports and /api/ports/:id. */
export const ZPortOption = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
});
export type TPortOption = z.infer<typeof ZPortOption>;

/** A carrier as GET /api/carriers lists it, for filters and colour chips. */
export const ZCarrierOption = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  color: z.string(),
  disabled: z.boolean(),
});
export type TCarrierOption = z.infer<typeof ZCarrierOption>;

// The field rules live in port-text.ts without zod, for the search bars of the landing screens.
export { portCodeFromText, UNKNOWN_PORT_MESSAGE } from './port-text.ts';
