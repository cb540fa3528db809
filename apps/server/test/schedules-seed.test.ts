import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes, type Voyage } from '@portal/domain';
import * as repo from '../src/modules/schedules/repo.ts';
import { portCalls } from '../src/platform/db/schema/index.ts';
import { generateDemoSchedules, imoFor } from '../src/seed/schedules/generate.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** All seeded voyages still sailing from now on, as the route search reads them. */
async function loadVoyages(): Promise<Voyage[]> {
  const now = new Date();
  return (await repo.loadVoyages(t.database.db, now, new Date(now.getTime() + 500 * 86_400_000))).voyages;
}

describe('demo schedules', () => {
  it('are deterministic for an anchor date and give valid IMO numbers', () => {
    const anchor = new Date(Date.UTC(2026, 10, 22));
    expect(generateDemoSchedules(anchor)).toEqual(generateDemoSchedules(anchor));
    expect(generateDemoSchedules(anchor)).toHaveLength(13 * 56);
    const imo = imoFor('SANTOS EXPRESS');
    expect(imo).toMatch(/^\d{7}$/);
    const check = [...imo.slice(0, 6)].reduce((s, d, i) => s + Number(d) * (7 - i), 0) % 10;
    expect(Number(imo[6])).toBe(check);
  });

  it('cover a year ahead with closings before each departure', async () => {
    const all = await loadVoyages();
    const last = Math.max(...all.map((v) => v.calls[0]!.departure.getTime()));
    expect(last - Date.now()).toBeGreaterThan(300 * 86_400_000);
    const [call] = await t.database.db.select().from(portCalls).where(eq(portCalls.portId, 'DEHAM')).limit(1);
    expect(call!.cutOffs.map((c) => c.code)).toEqual(['ECP', 'EFC', 'DCO', 'VCO', 'FCO']);
    expect(call!.terminalId).toMatch(/^DEHAM-/);
  });

  it('let the search find direct sailings and transshipments between real ports', async () => {
    const all = await loadVoyages();
    const from = new Date(Date.now() + 2 * 86_400_000);
    const direct = searchRoutes(all, { origin: 'DEHAM', destination: 'BRSSZ', from, weeks: 4 });
    expect(direct.length).toBeGreaterThanOrEqual(8);
    expect(direct.some((r) => r.legs.length === 1)).toBe(true);
    // Helsinki has only the Baltic feeder: South America needs a transshipment in Hamburg or Bremerhaven.
    const feeder = searchRoutes(all, { origin: 'FIHEL', destination: 'BRSSZ', from, weeks: 4 });
    expect(feeder.length).toBeGreaterThan(0);
    expect(feeder.every((r) => r.legs.length >= 2)).toBe(true);
  });
});
