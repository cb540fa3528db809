/**
 * The columns of a rate file (docs/rates-import.md), in template order. One row is one cost line; the rate it
 * belongs to is named by the key columns, and the rate-level columns may be filled on any of its rows.
 */
export const RATE_FILE_COLUMNS = [
  'carrier',
  'origin',
  'destination',
  'containerType',
  'validFrom',
  'validTo',
  'pos',
  'description',
  'currency',
  'value',
  'unit',
  'remark',
  'remarkRef',
  'remarkRefText',
  'placeOfReceipt',
  'placeOfDelivery',
  'frequency',
  'routing',
  'transitDays',
  'termsAndConditions',
  'termsUrl',
  'otherTerms',
  'remarks',
] as const;

export type RateFileColumn = (typeof RATE_FILE_COLUMNS)[number];

/** carrier, lane, type and start day: the rates_key_uq key, so rows with the same key are one rate. */
export const KEY_COLUMNS = ['carrier', 'origin', 'destination', 'containerType', 'validFrom'] as const;

/** Columns that describe the whole rate: given once or repeated, but never different within one rate. */
export const RATE_LEVEL_COLUMNS = [
  'validTo',
  'placeOfReceipt',
  'placeOfDelivery',
  'frequency',
  'routing',
  'transitDays',
  'termsAndConditions',
  'termsUrl',
  'otherTerms',
  'remarks',
] as const satisfies readonly RateFileColumn[];

/** A file must have these headers; the others may be left out entirely. */
export const REQUIRED_COLUMNS = [
  ...KEY_COLUMNS,
  'validTo',
  'description',
  'currency',
  'value',
  'unit',
] as const satisfies readonly RateFileColumn[];

/** Charge currencies a rate line may use; 'incl.' marks a charge included in another line. */
export const RATE_CURRENCIES = ['EUR', 'USD', 'CHF', 'BRL'] as const;
export const INCLUDED = 'incl.';

/** Limits that keep one upload to what a person can review and the server can hold in memory. */
export const RATE_FILE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 50_000,
  /** The report lists this many problems; the message says how many more there are. */
  maxReportedErrors: 500,
  maxTextLength: 500,
} as const;

/** Header text to canonical column: case, spaces, dashes and underscores do not matter ("Valid From"). */
export function canonicalColumn(header: string): RateFileColumn | null {
  const key = header.replace(/[\s_-]/g, '').toLowerCase();
  return RATE_FILE_COLUMNS.find((c) => c.toLowerCase() === key) ?? null;
}
