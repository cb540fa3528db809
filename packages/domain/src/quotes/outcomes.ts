/**
 * Quote status (spec 001 §3, §4): 'None' plus the nine outcome codes. Any status may be chosen directly.
 * The spec gives the meanings, not the wording; the labels are ours.
 */
export const QUOTE_STATUSES = [
  { code: 0, label: 'None' },
  { code: 1, label: 'Booked' },
  { code: 2, label: 'Lost - price difference' },
  { code: 3, label: 'Lost - equipment availability' },
  { code: 4, label: 'Lost - space availability' },
  { code: 5, label: 'In negotiation - price ok, waiting for booking' },
  { code: 6, label: 'Checking space or equipment' },
  { code: 7, label: 'Indication only' },
  { code: 8, label: 'Waiting for customer feedback' },
  { code: 9, label: 'In negotiation with customer or shipping line' },
] as const;

export type QuoteStatusCode = (typeof QUOTE_STATUSES)[number]['code'];

export function quoteStatusLabel(code: number): string {
  return QUOTE_STATUSES.find((s) => s.code === code)?.label ?? 'None';
}
