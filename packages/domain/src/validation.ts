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
 * A point in time as a request gives it, kept as the text it came as: yyyy-MM-dd, or an ISO date-time with or
 * without a UTC offset, on a calendar day inside DATE_RANGE. The one check of every date-time a request carries
 * (zDateTimeInput reads it as a Date; answers reused as requests, such as a chosen sailing, keep the text).
 */
export function zDateTimeText(formatMessage: string = DATE_MESSAGES.dateTimeFormat) {
  return zText({ error: formatMessage })
    .regex(DATE_TIME, formatMessage)
    .refine((v) => isCalendarDay(v.slice(0, 10)), { message: DATE_MESSAGES.notReal, abort: true })
    .refine((v) => inDateRange(v.slice(0, 10)), { message: DATE_MESSAGES.range, abort: true })
    .refine((v) => !Number.isNaN(new Date(v).getTime()), formatMessage);
}

export const ZDateTimeText = zDateTimeText();

/**
 * zDateTimeText read as a Date (without a UTC offset the server's local time, as forms send it). The day is
 * checked inside DATE_RANGE, so the instant never overflows a timestamp column.
 */
export function zDateTimeInput(formatMessage: string = DATE_MESSAGES.dateTimeFormat) {
  return zDateTimeText(formatMessage).transform((v) => new Date(v));
}

export const ZDateTimeInput = zDateTimeInput();

export const IMAGE_URL_MESSAGES = {
  https: 'Give the image as a full https:// address.',
  characters:
    'Give the image address without spaces, quotes, brackets or angle brackets (encode them, e.g. %20 for a space).',
} as const;

// Characters that could end the quoted url() of a stylesheet, an HTML attribute or the <style> element around it.
const UNSAFE_URL_CHARACTER = /[\s"'`<>()[\]{}\\^|]|\p{Cc}/u;
// https, a host name (letters of any script, digits, dots, hyphens), an optional port, then path, query or fragment.
const HTTPS_URL = /^https:\/\/[\p{L}\p{N}.-]+(?::\d{1,5})?(?:[/?#].*)?$/u;

/**
 * An image address staff give (a special offer's picture): a full https:// URL with none of the characters that
 * could leave the CSS url() or HTML attribute it is written into. Pages escape it on output as well; this keeps
 * such text out of the database in the first place.
 */
export const ZImageUrl = ZText.trim()
  .refine((v) => !UNSAFE_URL_CHARACTER.test(v), { message: IMAGE_URL_MESSAGES.characters, abort: true })
  .regex(HTTPS_URL, IMAGE_URL_MESSAGES.https);

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
