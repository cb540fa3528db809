import { containerNumberOf, iso6346LetterValue, isValidContainerNumber } from '@portal/domain';

/**
 * ISO 6346 container numbers for the demo and benchmark bookings: owner code (three letters and the category U),
 * six-digit serial and the check digit, computed as the standard says, so the numbers pass any validator.
 */

/** A full container number: owner code ('MSKU'), serial (0..999999) and its check digit, e.g. 'MSKU1234565'. */
export const containerNumber = containerNumberOf;

/** Whether a container number carries the right check digit (the domain's rule, which load lists check too). */
export { isValidContainerNumber };

/**
 * The weighted sum of an owner code's four letters (positions 0..3): the SQL that generates benchmark bookings
 * adds the serial's digits (weights 16..512) and takes mod 11 mod 10, without a function in the database.
 */
export function ownerWeight(owner: string): number {
  const text = owner.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += iso6346LetterValue(text[i]!) * 2 ** i;
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
