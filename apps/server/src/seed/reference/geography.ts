import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { countries, ports, terminals } from '../../platform/db/schema/index.ts';
import { chunk, readSeedCsv, readSeedJson } from '../csv.ts';
import { PORT_SUPPLEMENT } from './ports-supplement.ts';

interface SeaPort {
  name: string;
  city?: string;
  country?: string;
  coordinates?: [number, number];
  timezone?: string;
  unlocs?: string[];
}

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

type PortInsert = typeof ports.$inferInsert;

/** Ports from sea-ports (city, zone, coordinates) united with the DCSA UN/LOCODE sample and our supplement. */
export function buildPorts(countryCodes: Set<string>): PortInsert[] {
  const byId = new Map<string, PortInsert>();
  const seaPorts = readSeedJson<Record<string, SeaPort>>('sea-ports-ports.json');
  for (const [key, p] of Object.entries(seaPorts)) {
    for (const code of new Set([key, ...(p.unlocs ?? [])])) {
      if (!UNLOCODE.test(code) || byId.has(code)) continue;
      const [lon, lat] = p.coordinates ?? [];
      byId.set(code, {
        id: code,
        name: p.name,
        city: p.city || p.name,
        countryCode: code.slice(0, 2),
        timeZone: p.timezone ?? null,
        latitude: lat ?? null,
        longitude: lon ?? null,
      });
    }
  }
  for (const row of readSeedCsv('dcsa-sample-unlocationcodes.csv')) {
    const code = row['UN Location Code'] ?? '';
    if (!UNLOCODE.test(code) || byId.has(code)) continue;
    const name = row['UN Location Name'] ?? code;
    byId.set(code, { id: code, name, city: name, countryCode: code.slice(0, 2), timeZone: null, latitude: null, longitude: null });
  }
  for (const p of PORT_SUPPLEMENT) byId.set(p.id, { ...byId.get(p.id), ...p });
  return [...byId.values()].filter((p) => countryCodes.has(p.countryCode)).sort((a, b) => a.id.localeCompare(b.id));
}

export async function seedGeography(db: DbOrTx): Promise<{ countries: number; ports: number; terminals: number }> {
  const countryRows = readSeedCsv('dcsa-countrycodes.csv')
    .map((r) => ({ code: r['ISO 3166-1'] ?? '', name: r['Country Name'] ?? '' }))
    .filter((c) => /^[A-Z]{2}$/.test(c.code));
  for (const part of chunk(countryRows)) {
    await db.insert(countries).values(part).onConflictDoUpdate({ target: countries.code, set: { name: sql`excluded.name` } });
  }
  const portRows = buildPorts(new Set(countryRows.map((c) => c.code)));
  for (const part of chunk(portRows)) {
    await db
      .insert(ports)
      .values(part)
      .onConflictDoUpdate({
        target: ports.id,
        set: {
          name: sql`excluded.name`,
          city: sql`excluded.city`,
          timeZone: sql`excluded.time_zone`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
  }
  const portIds = new Set(portRows.map((p) => p.id));
  const seen = new Set<string>();
  const terminalRows = readSeedCsv('dcsa-facilities.csv')
    .map((r) => ({
      portId: r['UNLOCODE'] ?? '',
      code: r['Facility SMDG Code'] ?? '',
      name: r['Facility Name'] ?? '',
    }))
    .filter((t) => portIds.has(t.portId) && t.code !== '' && t.name !== '')
    .map((t) => ({ id: `${t.portId}-${t.code}`, ...t, address: null }))
    .filter((t) => !seen.has(t.id) && seen.add(t.id));
  for (const part of chunk(terminalRows)) {
    await db.insert(terminals).values(part).onConflictDoUpdate({ target: terminals.id, set: { name: sql`excluded.name` } });
  }
  return { countries: countryRows.length, ports: portRows.length, terminals: terminalRows.length };
}
