import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';

/** Request ids: 'req-' + yyyyMM + a zero-padded 4-digit monthly counter, more digits past 9999 (DECISIONS.md). */
export const REQUEST_ID_PATTERN = /^req-(\d{4})(0[1-9]|1[0-2])(\d{4,})$/;

/** A request id in a path, a query or a body: the one pattern with a message a person can act on. */
export const ZRequestId = z.string().regex(REQUEST_ID_PATTERN, 'Request ids look like req-2026110001.');

/** The counter's month (yyyyMM) of an instant, in the business time zone. */
export function requestMonth(at: Date, timeZone: string): string {
  return format(new TZDate(at, timeZone), 'yyyyMM');
}

export function formatRequestId(month: string, counter: number): string {
  if (!/^\d{6}$/.test(month)) throw new Error(`A request month is yyyyMM, not ${month}`);
  if (!Number.isInteger(counter) || counter < 1)
    throw new Error(`A request counter starts at 1, not ${counter}`);
  return `req-${month}${String(counter).padStart(4, '0')}`;
}

export function isRequestId(id: string): boolean {
  return REQUEST_ID_PATTERN.test(id);
}
