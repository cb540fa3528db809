import { describe, expect, it } from 'vitest';
import { WORLD_CLOCK_CITIES, formatCityTime } from '../src/index.ts';

describe('world clock', () => {
  it('has the 16 cities of the spec, each with a valid IANA zone', () => {
    expect(WORLD_CLOCK_CITIES).toHaveLength(16);
    for (const { timeZone } of WORLD_CLOCK_CITIES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    }
  });

  it('formats the local time of a zone', () => {
    const noonUtcInWinter = new Date(Date.UTC(2026, 0, 15, 12, 0, 5));
    expect(formatCityTime(noonUtcInWinter, 'Europe/Zurich')).toBe('13:00:05');
    expect(formatCityTime(noonUtcInWinter, 'Asia/Kolkata')).toBe('17:30:05');
    expect(formatCityTime(noonUtcInWinter, 'Pacific/Auckland')).toBe('01:00:05');
  });
});
