import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatFileSize,
  formatPrice,
  formatQuantity,
  formatTemperature,
  formatValidity,
  formatWeight,
  countryName,
  initialsOf,
} from '../src/index.ts';

describe('date formatters (spec 000 §9)', () => {
  it('shows a calendar day as dd.MM.yyyy on every clock', () => {
    expect(formatDay('2026-11-03')).toBe('03.11.2026');
    expect(formatDay(new Date(2026, 0, 9, 23, 59))).toBe('09.01.2026');
  });

  it('shows an instant as the reader’s day and dd.MM.yyyy HH:mm', () => {
    const instant = new Date(2026, 10, 3, 7, 5).toISOString();
    expect(formatDay(instant)).toBe('03.11.2026');
    expect(formatDateTime(instant)).toBe('03.11.2026 07:05');
  });

  it("shows '???' for what cannot be read and nothing for what is missing", () => {
    for (const format of [formatDay, formatDateTime, formatDayMonth]) {
      expect(format('2026-13-45')).toBe('???');
      expect(format('2026-02-30')).toBe('???');
      expect(format('not a date')).toBe('???');
      expect(format(new Date(Number.NaN))).toBe('???');
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('')).toBe('');
    }
  });

  it('shows a validity as a day.month range', () => {
    expect(formatDayMonth(new Date(2026, 10, 22))).toBe('22.11');
    expect(formatValidity('2026-11-01', '2026-11-30')).toBe('01.11 – 30.11');
    expect(formatValidity('2026-11-01', 'later')).toBe('01.11 – ???');
  });
});

// ICU versions differ on the de-CH group separator (' or ’); the digits and decimals are what is tested.
const plain = (text: string) => text.replace(/’/g, "'");

describe('number formatters (spec 000 §9)', () => {
  it('shows money de-CH with two decimals', () => {
    expect(plain(formatAmount(1095))).toBe("1'095.00");
    expect(plain(formatAmount(-0.5))).toBe('-0.50');
    expect(plain(formatPrice({ currency: 'USD', amount: 4610 }))).toBe("USD 4'610.00");
  });

  it('keeps quantities and counts short', () => {
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(2.5)).toBe('2.5');
    expect(formatQuantity(1.005)).toBe('1.01');
    expect(plain(formatCount(1200))).toBe("1'200");
  });

  it('shows weights in KGS with two decimals and temperatures with their sign', () => {
    expect(plain(formatWeight(12000))).toBe("12'000.00 KGS");
    expect(formatTemperature(5)).toBe('+5 °C');
    expect(formatTemperature(-18)).toBe('-18 °C');
    expect(formatTemperature(0)).toBe('0 °C');
    expect(formatTemperature(-0.55)).toBe('-0.55 °C');
  });

  it('shows file sizes in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12 * 1024)).toBe('12 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });
});

describe('initialsOf', () => {
  it('takes the first and the last word', () => {
    expect(initialsOf('Anna Maria Keller')).toBe('AK');
    expect(initialsOf(' felix ')).toBe('F');
    expect(initialsOf('')).toBe('');
  });

  it('names a country in English from its ISO code', () => {
    expect(countryName('CH')).toBe('Switzerland');
    expect(countryName('de')).toBe('Germany');
    expect(countryName('not a code')).toBe('not a code');
  });
});
