import { describe, expect, it } from 'vitest';
import { cityTime, WORLD_CLOCK_CITIES, worldClockZones, zoneOffsetMinutes } from '../src/index.ts';

describe('world clock', () => {
  it('has the 16 cities of the spec, each with a valid IANA zone', () => {
    expect(WORLD_CLOCK_CITIES).toHaveLength(16);
    for (const { timeZone } of WORLD_CLOCK_CITIES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    }
  });

  it("reads a zone's offset, half hours included", () => {
    const winter = new Date(Date.UTC(2026, 0, 15, 12));
    expect(zoneOffsetMinutes('Europe/Zurich', winter)).toBe(60);
    expect(zoneOffsetMinutes('Asia/Kolkata', winter)).toBe(330);
    expect(zoneOffsetMinutes('America/Los_Angeles', winter)).toBe(-480);
    expect(zoneOffsetMinutes('Europe/London', winter)).toBe(0);
  });

  it('tells the local time of every zone from its offset', () => {
    const noonUtcInWinter = new Date(Date.UTC(2026, 0, 15, 12, 0, 5));
    const zones = new Map(worldClockZones(noonUtcInWinter).map((z) => [z.timeZone, z]));
    expect(zones.size).toBe(new Set(WORLD_CLOCK_CITIES.map((c) => c.timeZone)).size);
    expect(cityTime(noonUtcInWinter, zones.get('Europe/Zurich')!)).toBe('13:00:05');
    expect(cityTime(noonUtcInWinter, zones.get('Asia/Kolkata')!)).toBe('17:30:05');
    expect(cityTime(noonUtcInWinter, zones.get('Pacific/Auckland')!)).toBe('01:00:05');
    expect(cityTime(noonUtcInWinter, zones.get('America/Sao_Paulo')!)).toBe('09:00:05');
  });

  it('knows the next daylight-saving change and tells the time across it', () => {
    const march = new Date(Date.UTC(2026, 2, 1));
    const zurich = worldClockZones(march).find((z) => z.timeZone === 'Europe/Zurich')!;
    // Summer time in Europe begins on the last Sunday of March at 01:00 UTC.
    expect(zurich).toEqual({
      timeZone: 'Europe/Zurich',
      offsetMinutes: 60,
      changesAt: '2026-03-29T01:00:00.000Z',
      nextOffsetMinutes: 120,
    });
    expect(cityTime(new Date('2026-03-29T00:59:59Z'), zurich)).toBe('01:59:59');
    expect(cityTime(new Date('2026-03-29T01:00:00Z'), zurich)).toBe('03:00:00');
    const tokyo = worldClockZones(march).find((z) => z.timeZone === 'Asia/Tokyo')!;
    expect(tokyo.changesAt).toBeNull();
  });
});
