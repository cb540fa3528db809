import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { buildOffers, type Rate } from '@portal/domain';
import { DEMO_RATE_TYPES, generateDemoRates } from '../src/seed/quotes/demo-rates.ts';

// The demo rates a fresh start seeds (issue 20): a quote made on the seed day for Get Quote's default date (two
// days ahead) covers the four weeks of sailings it offers, and every period lasts a month or more.
const rates: Rate[] = generateDemoRates(new Date(2026, 10, 28)).map((r, i) => ({
  ...r,
  id: String(i),
  costRemarks: r.costRemarks ?? [],
  terms: r.terms ?? [],
  remarks: r.remarks ?? [],
  placeOfReceiptName: r.placeOfReceiptName ?? null,
  placeOfDeliveryName: r.placeOfDeliveryName ?? null,
  serviceDetails: r.serviceDetails ?? null,
}));

const DAY = 86_400_000;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;

describe('demo rates', () => {
  it('are valid for a month or more each', () => {
    expect(rates.length).toBeGreaterThan(0);
    expect(Math.min(...rates.map((r) => days(r.validFrom, r.validTo)))).toBeGreaterThanOrEqual(30);
  });

  it("give quotes whose validity covers the four weeks of sailings they offer, on any day of the seed's months", () => {
    // Node 20 has no Map.groupBy.
    const byLane = new Map<string, Rate[]>();
    for (const r of rates.filter((rate) => DEMO_RATE_TYPES.slice(0, 2).includes(rate.containerTypeId))) {
      const key = `${r.originId}|${r.destinationId}`;
      byLane.set(key, [...(byLane.get(key) ?? []), r]);
    }
    const lines = DEMO_RATE_TYPES.slice(0, 2).map((containerTypeId) => ({ containerTypeId, quantity: 1 }));
    const short: string[] = [];
    // Every day from the seed day to two months on: the demo keeps running after its first start.
    for (let d = 0; d <= 60; d++) {
      const day = format(addDays(new Date(2026, 10, 30), d), 'yyyy-MM-dd');
      for (const [lane, laneRates] of byLane) {
        const [originId, destinationId] = lane.split('|') as [string, string];
        for (const offer of buildOffers(laneRates, { originId, destinationId, day, lines }, null)) {
          if (offer.validFrom > day || days(day, offer.validTo) < 27)
            short.push(`${offer.carrierId} ${lane} ${day}: ${offer.validFrom}..${offer.validTo}`);
        }
      }
    }
    expect(short.slice(0, 5)).toEqual([]);
  });
});
