import { CONTAINER_TYPE_LABELS, isoGroupOf, normalizeContainerTypeCode } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { containerTypes } from '../../platform/db/schema/index.ts';
import { readSeedCsv } from '../csv.ts';

const LENGTHS: Record<string, string> = { '2': "20'", '4': "40'", L: "45'" };
const KINDS: Record<string, [name: string, abbreviation: string]> = {
  G: ['Dry Container', 'DC'],
  V: ['Ventilated Container', 'VH'],
  B: ['Bulk Container', 'BU'],
  S: ['Named Cargo Container', 'SN'],
  R: ['Reefer Container', 'RF'],
  H: ['Insulated Container', 'IN'],
  U: ['Open Top Container', 'OT'],
  P: ['Flat Rack', 'FR'],
  T: ['Tank Container', 'TK'],
};

/** The order a booking form offers them in: the spec's eight first, then the special equipment. */
const FIRST = ['22G1', '42G1', '45G1', '22R1', '45R1', '22U1', '42U1', '45U1', '22P1', '42P1', '22T1'];

/** Shipper-owned variants: their description ends with 'S.O.' (spec 000 §3). */
const SHIPPER_OWNED = ['22G1', '42G1', '45G1'];

type ContainerTypeInsert = typeof containerTypes.$inferInsert;

function describe(code: string): { label: string; description: string } | null {
  const length = LENGTHS[code[0] ?? ''];
  const kind = KINDS[code[2] ?? ''];
  if (!length || !kind) return null;
  const highCube = code[1] === '5' && kind[1] !== 'RF' ? 'High Cube ' : '';
  const reeferHighCube = code[1] === '5' && kind[1] === 'RF' ? 'High Cube ' : '';
  const description = `${length} ${highCube}${reeferHighCube}${kind[0]}`;
  const label = CONTAINER_TYPE_LABELS[code] ?? `${length.replace("'", '')}${kind[1]}`;
  return { label, description };
}

export function buildContainerTypes(): ContainerTypeInsert[] {
  const rows: ContainerTypeInsert[] = [];
  for (const { size_type_code: raw } of readSeedCsv('iso6346-size-types.csv')) {
    const code = (raw ?? '').toUpperCase();
    // Codes the mapping rules turn into another type are not offered on their own.
    if (normalizeContainerTypeCode(code) !== code) continue;
    const text = describe(code);
    if (!text) continue;
    const first = FIRST.indexOf(code);
    rows.push({
      id: code,
      ...text,
      isoGroup: isoGroupOf(code),
      couldBeOversize: code[2] === 'U' || code[2] === 'P',
      shipperOwned: false,
      sortOrder: first >= 0 ? first + 1 : 100 + rows.length,
    });
  }
  for (const code of SHIPPER_OWNED) {
    const base = rows.find((r) => r.id === code);
    if (!base) continue;
    rows.push({
      ...base,
      id: `${code}-SO`,
      label: `${base.label} S.O.`,
      description: `${base.description} S.O.`,
      shipperOwned: true,
      sortOrder: 50 + SHIPPER_OWNED.indexOf(code),
    });
  }
  return rows;
}

export async function seedContainerTypes(db: DbOrTx): Promise<number> {
  const rows = buildContainerTypes();
  await db
    .insert(containerTypes)
    .values(rows)
    .onConflictDoUpdate({
      target: containerTypes.id,
      set: {
        label: sql`excluded.label`,
        description: sql`excluded.description`,
        isoGroup: sql`excluded.iso_group`,
        couldBeOversize: sql`excluded.could_be_oversize`,
        shipperOwned: sql`excluded.shipper_owned`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  return rows.length;
}
