import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  isCalendarDay,
  TEXT_MESSAGES,
  ZDateTimeInput,
  ZEmail,
  ZIsoDay,
  ZQuoteCreateRequest,
  ZSpecialOfferInput,
  ZText,
  withSafeText,
} from '../src/index.ts';
import { z } from 'zod';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('ZText', () => {
  it('refuses a NUL byte and a lone surrogate with a message naming the cause', () => {
    expect(firstMessage(ZText.safeParse('a\u0000b'))).toBe(TEXT_MESSAGES.nul);
    expect(firstMessage(ZText.safeParse('a\uD800b'))).toBe(TEXT_MESSAGES.surrogate);
    expect(firstMessage(ZText.safeParse('\uDC00'))).toBe(TEXT_MESSAGES.surrogate);
  });

  it('keeps paired surrogates (emoji) and chains like z.string()', () => {
    expect(ZText.safeParse('ship 🚢').success).toBe(true);
    expect(ZText.trim().max(3).safeParse('  abc ').data).toBe('abc');
    // The text check comes first, so a too-long value with a NUL still names the NUL.
    expect(firstMessage(ZText.max(2).safeParse('abc\u0000'))).toBe(TEXT_MESSAGES.nul);
  });

  it('is the base of the e-mail type', () => {
    expect(firstMessage(ZEmail.safeParse('a\u0000@b.ch'))).toBe(TEXT_MESSAGES.nul);
  });
});

describe('dates', () => {
  it('knows the calendar without throwing', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-45')).toBe(false);
    expect(isCalendarDay('2026-00-10')).toBe(false);
    expect(isCalendarDay('+275760-09-13')).toBe(false);
  });

  it('ZIsoDay refuses impossible and far days', () => {
    expect(firstMessage(ZIsoDay.safeParse('2026-13-45'))).toBe(DATE_MESSAGES.notReal);
    expect(firstMessage(ZIsoDay.safeParse('9999-12-31'))).toBe(DATE_MESSAGES.range);
    expect(firstMessage(ZIsoDay.safeParse('24.11.2026'))).toBe(DATE_MESSAGES.format);
    expect(ZIsoDay.safeParse('2026-11-24').data).toBe('2026-11-24');
  });

  it('ZDateTimeInput answers a Date and refuses the far future JavaScript still parses', () => {
    expect(ZDateTimeInput.safeParse('2026-11-24T23:59:59').data).toBeInstanceOf(Date);
    expect(ZDateTimeInput.safeParse('2026-11-24T23:59:59+01:00').success).toBe(true);
    expect(ZDateTimeInput.safeParse('2026-11-24').success).toBe(true);
    expect(firstMessage(ZDateTimeInput.safeParse('+275760-09-13T00:00:00Z'))).toBe(
      DATE_MESSAGES.dateTimeFormat,
    );
    expect(firstMessage(ZDateTimeInput.safeParse('9999-12-31T00:00:00Z'))).toBe(DATE_MESSAGES.range);
    expect(firstMessage(ZDateTimeInput.safeParse('2026-02-30T00:00:00Z'))).toBe(DATE_MESSAGES.notReal);
  });

  it('request schemas use them: a quote for 2026-13-45 and an offer until +275760 are refused', () => {
    const quote = {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      weeks: 2,
      containers: [{ type: '22G1', commodity: 'GEN', quantity: 1 }],
    };
    expect(firstMessage(ZQuoteCreateRequest.safeParse({ ...quote, date: '2026-13-45' }))).toBe(
      DATE_MESSAGES.notReal,
    );
    expect(ZQuoteCreateRequest.safeParse({ ...quote, date: '2026-11-24T10:00:00Z' }).data?.date).toBe(
      '2026-11-24',
    );
    const offer = {
      carrierId: 'HSG',
      containerTypeId: '22G1',
      originId: 'DEHAM',
      destinationId: 'BRSSZ',
      price: { currency: 'EUR', amount: 100 },
    };
    expect(ZSpecialOfferInput.safeParse({ ...offer, validUntil: '+275760-09-13T00:00:00Z' }).success).toBe(
      false,
    );
    expect(firstMessage(ZSpecialOfferInput.safeParse(offer))).toBe('Give the date the offer ends.');
  });
});

describe('withSafeText', () => {
  it('refuses an unsafe string anywhere inside an object built of plain strings, naming its path', () => {
    const schema = withSafeText(z.object({ legs: z.array(z.object({ vessel: z.string() })) }));
    const result = schema.safeParse({ legs: [{ vessel: 'OK' }, { vessel: 'bad\u0000' }] });
    expect(result.error?.issues[0]).toMatchObject({
      message: TEXT_MESSAGES.nul,
      path: ['legs', 1, 'vessel'],
    });
    expect(schema.safeParse({ legs: [{ vessel: 'ship 🚢' }] }).success).toBe(true);
  });
});
