import { z } from 'zod';
import { EMAIL_PATTERN } from './patterns.ts';

// The patterns and e-mail rules live in patterns.ts without zod, for screens that check input without a schema.
export { EMAIL_PATTERN, isValidEmail, normalizeEmail, UNLOCODE_PATTERN } from './patterns.ts';

export const TEXT_MESSAGES = {
  nul: 'Remove the NUL character (\\0): text may not contain it.',
  surrogate: 'Remove the broken character: text may not contain a lone UTF-16 surrogate (\\uD800-\\uDFFF).',
} as const;

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The one string type of every request field (query, path and body). PostgreSQL text cannot hold a NUL byte and
 * a lone surrogate cannot be encoded as UTF-8: both used to reach the database and answer 500. Chain it like
 * z.string(): `ZText.trim().max(50)`. The checks abort, so the first message a caller sees names the cause.
 */
export function zText(params?: { error: string }) {
  return z
    .string(params)
    .refine((v) => !v.includes('\0'), { message: TEXT_MESSAGES.nul, abort: true })
    .refine((v) => !LONE_SURROGATE.test(v), { message: TEXT_MESSAGES.surrogate, abort: true });
}

export const ZText = zText();

export const ZEmail = ZText.trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, 'Enter an e-mail address such as name@company.com.');

/**
 * Dates a request may carry. PostgreSQL and JavaScript disagree on far years (JS reaches +275760, a timestamp
 * column overflows, date arithmetic past 9999 throws), so requests stay inside a range no business date leaves.
 */
export const DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;
export const DATE_MESSAGES = {
  format: 'Give the date as yyyy-MM-dd, e.g. 2026-11-24.',
  dateTimeFormat: 'Give the date and time as yyyy-MM-ddTHH:mm:ss, e.g. 2026-11-24T23:59:59.',
  notReal: 'This date does not exist.',
  range: `Give a date from ${DATE_RANGE.min} to ${DATE_RANGE.max}.`,
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** True for yyyy-MM-dd naming a day of the calendar (no 2026-13-45, no 2026-02-30); never throws. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function inDateRange(day: string): boolean {
  return day >= DATE_RANGE.min && day <= DATE_RANGE.max;
}

/** A calendar day as yyyy-MM-dd inside DATE_RANGE; `formatMessage` names the field where that helps. */
export function zIsoDay(formatMessage: string = DATE_MESSAGES.format) {
  return ZText.regex(DAY, formatMessage)
    .refine(isCalendarDay, { message: DATE_MESSAGES.notReal, abort: true })
    .refine(inDateRange, DATE_MESSAGES.range);
}

/** The shared yyyy-MM-dd request date. */
export const ZIsoDay = zIsoDay();

/**
 * A point in time as a request gives it: yyyy-MM-dd, or an ISO date-time with or without a UTC offset (without
 * one it is read as the server's local time, as forms send it). Answers a Date inside DATE_RANGE.
 */
export function zDateTimeInput(formatMessage: string = DATE_MESSAGES.dateTimeFormat) {
  return zText({ error: formatMessage })
    .regex(DATE_TIME, formatMessage)
    .refine((v) => isCalendarDay(v.slice(0, 10)), { message: DATE_MESSAGES.notReal, abort: true })
    .refine((v) => inDateRange(v.slice(0, 10)), { message: DATE_MESSAGES.range, abort: true })
    .transform((v) => new Date(v))
    .refine((d) => !Number.isNaN(d.getTime()), formatMessage);
}

export const ZDateTimeInput = zDateTimeInput();

const textChecked = new WeakSet<object>();

/** The first string inside a value that ZText would refuse, with its path and the message. */
export function findUnsafeText(
  value: unknown,
  path: Array<string | number> = [],
): { path: Array<string | number>; message: string } | null {
  if (typeof value === 'string') {
    if (value.includes('\0')) return { path, message: TEXT_MESSAGES.nul };
    if (LONE_SURROGATE.test(value)) return { path, message: TEXT_MESSAGES.surrogate };
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = findUnsafeText(child, [...path, Array.isArray(value) ? Number(key) : key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A whole object refused when any string inside it is not ZText-safe: for request fields that reuse an answer's
 * shape (a chosen sailing), whose own strings are plain z.string() so answers stay cheap to serialise.
 */
export function withSafeText<T extends z.ZodType>(schema: T): T {
  const checked = schema.superRefine((value, ctx) => {
    const found = findUnsafeText(value);
    if (found) ctx.addIssue({ code: 'custom', message: found.message, path: found.path });
  });
  textChecked.add(checked);
  return checked;
}

/** True for a schema built by withSafeText (the generated request-schema test trusts it for what is inside). */
export function isTextChecked(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && textChecked.has(schema);
}
