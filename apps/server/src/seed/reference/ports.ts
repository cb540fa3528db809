import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ports } from '../../platform/db/schema/index.ts';
import { chunk, readSeedCsv, readSeedJson } from '../csv.ts';
import { PORT_ADDITIONS, PORT_CORRECTIONS } from './ports-supplement.ts';

interface SeaPort {
  name: string;
  city?: string;
  coordinates?: [number, number];
  timezone?: string;
  unlocs?: string[];
}

type PortInsert = typeof ports.$inferInsert;

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

function validZone(zone: string | undefined | null): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** A port without a zone takes its country's, when every other port of that country agrees on one zone. */
function fillZonesFromCountry(rows: PortInsert[]): void {
  const zones = new Map<string, Set<string>>();
  for (const p of rows)
    if (p.timeZone) zones.set(p.countryCode, (zones.get(p.countryCode) ?? new Set()).add(p.timeZone));
  for (const p of rows) {
    const set = zones.get(p.countryCode);
    if (!p.timeZone && set?.size === 1) p.timeZone = [...set][0]!;
  }
}

/**
 * Ports = sea-ports (city, zone, coordinates [lon, lat]) united with the DCSA UN/LOCODE sample, then the
 * hand-written supplement. Ports of countries the country list lacks are left out (foreign key).
 */
export function buildPorts(countryCodes: ReadonlySet<string>): PortInsert[] {
  const byId = new Map<string, PortInsert>();
  for (const [key, p] of Object.entries(readSeedJson<Record<string, SeaPort>>('sea-ports-ports.json'))) {
    // One sea-ports entry can carry several codes (unlocs); each becomes a port of its own.
    for (const code of new Set([key, ...(p.unlocs ?? [])])) {
      if (!UNLOCODE.test(code) || byId.has(code)) continue;
      const [lon, lat] = p.coordinates ?? [];
      byId.set(code, {
        id: code,
        name: p.name,
        city: p.city || p.name,
        countryCode: code.slice(0, 2),
        timeZone: validZone(p.timezone),
        latitude: typeof lat === 'number' ? lat : null,
        longitude: typeof lon === 'number' ? lon : null,
      });
    }
  }
  for (const row of readSeedCsv('dcsa-sample-unlocationcodes.csv')) {
    const code = row['UN Location Code'] ?? '';
    if (!UNLOCODE.test(code) || byId.has(code)) continue;
    const name = row['UN Location Name'] || code;
    byId.set(code, {
      id: code,
      name,
      city: name,
      countryCode: code.slice(0, 2),
      timeZone: null,
      latitude: null,
      longitude: null,
    });
  }
  for (const p of PORT_ADDITIONS) byId.set(p.id, { ...p });
  for (const patch of PORT_CORRECTIONS) {
    const port = byId.get(patch.id);
    if (port) byId.set(patch.id, { ...port, ...patch });
  }
  const rows = [...byId.values()].filter((p) => countryCodes.has(p.countryCode));
  fillZonesFromCountry(rows);
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

/** Upsert, like countries: external reference data that later runs may correct. */
export async function seedPorts(db: DbOrTx, rows: PortInsert[]): Promise<number> {
  for (const part of chunk(rows)) {
    await db
      .insert(ports)
      .values(part)
      .onConflictDoUpdate({
        target: ports.id,
        set: {
          name: sql`excluded.name`,
          city: sql`excluded.city`,
          countryCode: sql`excluded.country_code`,
          timeZone: sql`excluded.time_zone`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
  }
  return rows.length;
}
