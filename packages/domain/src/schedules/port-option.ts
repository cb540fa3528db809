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

/**
 * Free entry in a port field (spec 000 §3): the typed text becomes an upper-cased code, e.g. ' deham ' is
 * DEHAM. Empty text is no port.
 */
export function portCodeFromText(text: string): string | null {
  const code = text.trim().toUpperCase();
  return code === '' ? null : code;
}

/** A port field whose text is neither a suggestion nor a known code: said under the field, never searched. */
export const UNKNOWN_PORT_MESSAGE = 'No port matches this. Choose one from the list or enter a UN/LOCODE such as DEHAM.';
