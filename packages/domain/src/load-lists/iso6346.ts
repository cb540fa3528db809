/**
 * ISO 6346 container numbers (issue 22 part 4, beyond the spec): owner code (three letters), category identifier
 * (U freight container, J detachable equipment, Z trailer or chassis), a six-digit serial and the check digit.
 * The check digit is the sum of each of the first ten characters' value times 2^position, mod 11, mod 10 (a
 * remainder of 10 reads 0): letters count from A = 10 upwards, skipping the multiples of 11 (11, 22, 33).
 */

/** Letter values of ISO 6346: A = 10, B = 12 (11 skipped), ..., K = 21, L = 23, ..., U = 32, V = 34, ... */
export function iso6346LetterValue(letter: string): number {
  let value = 10;
  for (let c = 'A'.charCodeAt(0); c < letter.charCodeAt(0); c++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

function charValue(ch: string): number {
  return ch >= '0' && ch <= '9' ? Number(ch) : iso6346LetterValue(ch);
}

const FIRST_TEN = /^[A-Z]{3}[UJZ]\d{6}$/;

/** The check digit of owner code, category identifier and serial ('CSQU305438' -> 3). */
export function iso6346CheckDigit(firstTen: string): number {
  const text = firstTen.toUpperCase();
  if (!FIRST_TEN.test(text)) throw new Error(`Not an ISO 6346 owner code and serial: ${firstTen}`);
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += charValue(text[i]!) * 2 ** i;
  return (sum % 11) % 10;
}

/** A full number from an owner code with its category ('MSKU') and a serial (0..999999), check digit added. */
export function containerNumberOf(ownerAndCategory: string, serial: number): string {
  const firstTen = `${ownerAndCategory.toUpperCase()}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${firstTen}${iso6346CheckDigit(firstTen)}`;
}

/**
 * How a person writes a number (' csqu 305438-3 ') as the portal keeps it ('CSQU3054383'): spaces, hyphens and
 * slashes, which printed numbers carry between the parts, are dropped; letters are upper-cased.
 */
export function normalizeContainerNumber(text: string): string {
  return text.replace(/[\s\-/]/g, '').toUpperCase();
}

/**
 * What is wrong with a container number (already normalized), in words a clerk can act on, or null when it is a
 * valid ISO 6346 number. Checks in the order the parts are written, so the message names the first wrong part.
 */
export function containerNumberProblem(number: string): string | null {
  if (number.length !== 11)
    return `has ${number.length} characters; a container number has 11 (4 letters, 7 digits)`;
  if (!/^[A-Z]{3}/.test(number)) return 'does not start with a three-letter owner code';
  if (!/^[A-Z]{3}[UJZ]/.test(number)) return `has the category identifier ${number[3]}; it must be U, J or Z`;
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(number))
    return 'needs a six-digit serial and a check digit after the letters';
  const expected = iso6346CheckDigit(number.slice(0, 10));
  if (expected !== Number(number[10]))
    return `has the check digit ${number[10]}, but ISO 6346 gives ${expected} for ${number.slice(0, 10)}`;
  return null;
}

/** Whether a number (any case, separators allowed) is a valid ISO 6346 container number. */
export function isValidContainerNumber(text: string): boolean {
  return containerNumberProblem(normalizeContainerNumber(text)) === null;
}
