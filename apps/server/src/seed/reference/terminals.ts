import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { terminals } from '../../platform/db/schema/index.ts';
import { chunk, readSeedCsv } from '../csv.ts';

type TerminalInsert = typeof terminals.$inferInsert;

/** Terminals from the DCSA sample facilities (SMDG codes per UN/LOCODE); id = `${unlocode}-${code}`. */
export function buildTerminals(portIds: ReadonlySet<string>): TerminalInsert[] {
  const byId = new Map<string, TerminalInsert>();
  for (const r of readSeedCsv('dcsa-facilities.csv')) {
    const portId = (r['UNLOCODE'] ?? '').toUpperCase();
    const code = (r['Facility SMDG Code'] ?? '').toUpperCase();
    const name = r['Facility Name'] ?? '';
    const id = `${portId}-${code}`;
    if (!portIds.has(portId) || code === '' || name === '' || byId.has(id)) continue;
    byId.set(id, { id, portId, code, name, address: null });
  }
  return [...byId.values()];
}

export async function seedTerminals(db: DbOrTx, rows: TerminalInsert[]): Promise<number> {
  for (const part of chunk(rows)) {
    await db
      .insert(terminals)
      .values(part)
      .onConflictDoUpdate({ target: terminals.id, set: { name: sql`excluded.name` } });
  }
  return rows.length;
}
