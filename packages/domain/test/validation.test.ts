import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  IMAGE_URL_MESSAGES,
  isCalendarDay,
  TEXT_MESSAGES,
  ZBookingRequestCreate,
  ZBookingRequestPatch,
  ZDateTimeInput,
  ZDateTimeText,
  ZEmail,
  ZImageUrl,
  ZIsoDay,
  ZQuoteCreateRequest,
  ZSpecialOfferInput,
  ZText,
  withSafeText,
} from '../src/index.ts';
import { z } from 'zod';
import { hamburgSantos, stop } from './schedule-route-fixture.ts';

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

describe('date-times a request sends back as text (a chosen sailing)', () => {
  it('ZDateTimeText keeps the text and bounds the day like ZDateTimeInput', () => {
    expect(ZDateTimeText.safeParse('2026-05-05T18:00:00.000Z').data).toBe('2026-05-05T18:00:00.000Z');
    expect(firstMessage(ZDateTimeText.safeParse('9999-10-10T00:00:00Z'))).toBe(DATE_MESSAGES.range);
    expect(firstMessage(ZDateTimeText.safeParse('1899-12-31T00:00:00Z'))).toBe(DATE_MESSAGES.range);
    expect(firstMessage(ZDateTimeText.safeParse('2026-02-30T00:00:00Z'))).toBe(DATE_MESSAGES.notReal);
    expect(firstMessage(ZDateTimeText.safeParse('soon'))).toBe(DATE_MESSAGES.dateTimeFormat);
  });

  it('a booking request and its change refuse a sailing in the year 9999 at the field that has it', () => {
    const far = hamburgSantos({
      origin: stop('DEHAM', 'Hamburg', 'DE', '2026-05-04T16:00:00.000Z', '9999-10-10T00:00:00Z'),
    });
    const create = {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      carrierId: 'HSG',
      termsAccepted: true,
      containers: [{ quantity: 1, containerTypeId: '22G1', weight: 1000 }],
    };
    const created = ZBookingRequestCreate.safeParse({ ...create, schedule: far });
    expect(created.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['schedule', 'origin', 'departure'], message: DATE_MESSAGES.range }),
    );
    const patched = ZBookingRequestPatch.safeParse({ version: 1, schedule: far });
    expect(patched.error?.issues[0]).toMatchObject({
      path: ['schedule', 'origin', 'departure'],
      message: DATE_MESSAGES.range,
    });
    const lateCutOff = hamburgSantos({
      deadlines: [{ code: 'DCO', label: 'Documentation cut-off', time: '+275760-09-13T00:00:00Z' }],
    });
    expect(ZBookingRequestPatch.safeParse({ version: 1, schedule: lateCutOff }).success).toBe(false);
    expect(ZBookingRequestPatch.safeParse({ version: 1, schedule: hamburgSantos() }).success).toBe(true);
  });
});

describe('ZImageUrl', () => {
  it('takes a plain https address, query and all', () => {
    expect(ZImageUrl.safeParse(' https://images.example.com/ships/a.png?w=640&fit=crop ').data).toBe(
      'https://images.example.com/ships/a.png?w=640&fit=crop',
    );
  });

  it('refuses anything that could leave a CSS url() or an HTML attribute, and other schemes', () => {
    const hostile =
      'https://example.com/a.png?x=</style><meta http-equiv=refresh content=0;url=https://evil.example/>';
    for (const value of [
      hostile,
      'https://example.com/a.png")',
      "https://example.com/a'.png",
      'https://example.com/a(1).png',
      'https://example.com/a b.png',
      'https://example.com/a\\b.png',
      'https://example.com/[a].png',
      'https://example.com/a\n.png',
    ])
      expect(firstMessage(ZImageUrl.safeParse(value)), value).toBe(IMAGE_URL_MESSAGES.characters);
    for (const value of [
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'a.png',
    ])
      expect(ZImageUrl.safeParse(value).success, value).toBe(false);
    expect(firstMessage(ZImageUrl.safeParse('http://example.com/a.png'))).toBe(IMAGE_URL_MESSAGES.https);
  });

  it("is the special offer's image rule", () => {
    const offer = {
      carrierId: 'HSG',
      containerTypeId: '22G1',
      originId: 'DEHAM',
      destinationId: 'BRSSZ',
      price: { currency: 'EUR', amount: 100 },
      validUntil: '2030-01-01',
    };
    expect(
      firstMessage(ZSpecialOfferInput.safeParse({ ...offer, image: 'https://example.com/a.png?x=</style>' })),
    ).toBe(IMAGE_URL_MESSAGES.characters);
    expect(ZSpecialOfferInput.safeParse({ ...offer, image: null }).success).toBe(true);
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
