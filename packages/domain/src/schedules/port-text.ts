/**
 * Free entry in a port field (spec 000 §3): the typed text becomes an upper-cased code, e.g. ' deham ' is
 * DEHAM. Empty text is no port.
 */
export function portCodeFromText(text: string): string | null {
  const code = text.trim().toUpperCase();
  return code === '' ? null : code;
}

/** A port field whose text is neither a suggestion nor a known code: said under the field, never searched. */
export const UNKNOWN_PORT_MESSAGE =
  'No port matches this. Choose one from the list or enter a UN/LOCODE such as DEHAM.';
