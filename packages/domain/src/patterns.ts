/** A port code as UN/LOCODE: country and three letters or digits 2-9 (DEHAM, BRSSZ). */
export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** Spec 001 §5 Login: text, @, dotted domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
