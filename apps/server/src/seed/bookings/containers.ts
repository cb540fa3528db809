/**
 * ISO 6346 container numbers for the demo and benchmark bookings: owner code (three letters and the category U),
 * six-digit serial and the check digit, computed as the standard says, so the numbers pass any validator.
 */

/** Letter values of ISO 6346: A = 10, then up by one, skipping the multiples of 11 (11, 22, 33). */
function letterValue(letter: string): number {
  let value = 10;
  for (let c = 'A'.charCodeAt(0); c < letter.charCodeAt(0); c++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

function charValue(ch: string): number {
  return /\d/.test(ch) ? Number(ch) : letterValue(ch);
}

/** The check digit of the first ten characters (owner code, category, serial): weights 2^position, mod 11, mod 10. */
export function iso6346CheckDigit(first10: string): number {
  const text = first10.toUpperCase();
  if (!/^[A-Z]{3}[UJZ]\d{6}$/.test(text))
    throw new Error(`Not an ISO 6346 owner code and serial: ${first10}`);
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += charValue(text[i]!) * 2 ** i;
  return (sum % 11) % 10;
}

/** A full container number: owner code ('MSKU'), serial (0..999999) and its check digit, e.g. 'MSKU1234565'. */
export function containerNumber(owner: string, serial: number): string {
  const first10 = `${owner.toUpperCase()}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${first10}${iso6346CheckDigit(first10)}`;
}

/** Whether a container number carries the right check digit. */
export function isValidContainerNumber(number: string): boolean {
  const text = number.toUpperCase();
  return /^[A-Z]{3}[UJZ]\d{7}$/.test(text) && iso6346CheckDigit(text.slice(0, 10)) === Number(text[10]);
}

/**
 * The weighted sum of an owner code's four letters (positions 0..3): the SQL that generates benchmark bookings
 * adds the serial's digits (weights 16..512) and takes mod 11 mod 10, without a function in the database.
 */
export function ownerWeight(owner: string): number {
  const text = owner.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += letterValue(text[i]!) * 2 ** i;
  return sum;
}

/** Owner codes of the carriers' own boxes (and two lessors'), as the demo's container numbers use them. */
export const CARRIER_OWNER_CODES: Readonly<Record<string, string>> = {
  HSG: 'HLXU',
  HSD: 'SUDU',
  ZIM: 'ZIMU',
  HMM: 'HDMU',
  CMA: 'CMAU',
  DAL: 'DAYU',
  UAL: 'UALU',
  MACS: 'MCSU',
  ALIANCA: 'ANNU',
  SLOM: 'SNBU',
  STNN: 'STNU',
  TARROS: 'TRSU',
};

/** Leasing companies' boxes, used on a share of the lines. */
export const LESSOR_OWNER_CODES = ['TGHU', 'MSKU', 'TCNU'] as const;
