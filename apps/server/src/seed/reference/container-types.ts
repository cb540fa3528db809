import {
  CONTAINER_TYPE_LABELS,
  SHIPPER_OWNED_SUFFIX,
  isoGroupOf,
  normalizeContainerTypeCode,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { containerTypes } from '../../platform/db/schema/index.ts';
import { readSeedCsv } from '../csv.ts';

type ContainerTypeInsert = typeof containerTypes.$inferInsert;

/** First character of the code: length. */
const LENGTHS: Record<string, string> = { '2': "20'", '4': "40'", L: "45'" };

/** Second character: height (and width). 2 is the standard 8'6", so it says nothing; 0 is the old 8'. */
const HEIGHTS: Record<string, string> = {
  '5': 'High Cube ',
  '6': 'Super High Cube ',
  '8': 'Half Height ',
  '9': 'Low ',
};
const SUFFIXES: Record<string, string> = { '0': " (8' high)", E: ' (2.5 m wide)', C: ' (2.5 m wide)' };

/** Readable kind and label abbreviation per type letter, refined by the digit (ISO 6346 type codes). */
function kindOf(letter: string, digit: string): [name: string, abbreviation: string] | null {
  switch (letter) {
    case 'G':
      return ['Dry Container', 'DC'];
    case 'V':
      return ['Ventilated Container', 'VH'];
    case 'B':
      return ['Bulk Container', 'BU'];
    case 'S':
      return ['Named Cargo Container', 'SN'];
    case 'H':
      return ['Insulated Container', 'IN'];
    case 'R':
      if (digit === '9') return ['Reefer Container (Non-Food)', 'RF'];
      if (digit === '2' || digit === '3' || digit === '7') return ['Reefer Container with Generator', 'RF'];
      return ['Reefer Container', 'RF'];
    case 'U':
      return digit === '6' ? ['Hardtop Container', 'HT'] : ['Open Top Container', 'OT'];
    case 'P':
      if (digit === '0') return ['Platform', 'PL'];
      if (digit === '7') return ['Genset Carrier Flat', 'FR'];
      if (digit === '1' || digit === '2') return ['Flat Rack', 'FR'];
      if (digit === '5' || digit === '6') return ['Space Saver Flat Rack', 'FR'];
      return ['Collapsible Flat Rack', 'FR'];
    case 'T':
      return digit >= '7' ? ['Gas Tank Container', 'TK'] : ['Tank Container', 'TK'];
    default:
      return null;
  }
}

/** The spec's eight first, then the special equipment a forwarder books most; everything else after. */
const COMMON = [
  '22G1',
  '42G1',
  '45G1',
  '22R1',
  '45R1',
  '22U1',
  '42U1',
  '45U1',
  '22P1',
  '42P1',
  '45P3',
  '22T1',
  '22V0',
  '42H0',
];

/**
 * Shipper-owned variants (description ends with 'S.O.', spec 000 §3), placed after the common ones. Dry boxes
 * only: the reefer rule is by exact id (22R1/45R1), so an S.O. reefer would lose its temperature inputs.
 */
const SHIPPER_OWNED = ['22G1', '42G1', '45G1'];

function describe(code: string): { label: string; description: string } | null {
  const [len = '', height = '', letter = '', digit = ''] = code;
  const length = LENGTHS[len];
  const kind = kindOf(letter, digit);
  if (!length || !kind) return null;
  const description = `${length} ${HEIGHTS[height] ?? ''}${kind[0]}${SUFFIXES[height] ?? ''}`;
  // High cube dry, reefer and open top have their own abbreviations in the spec (40HC, 40RH, 40OH).
  const highCube: Record<string, string> = { DC: 'HC', RF: 'RH', OT: 'OH' };
  const abbreviation = height === '5' ? (highCube[kind[1]] ?? kind[1]) : kind[1];
  const label = CONTAINER_TYPE_LABELS[code] ?? `${length.replace("'", '')}${abbreviation}`;
  return { label, description };
}

/** ISO 6346 size types with readable labels, plus the shipper-owned variants. */
export function buildContainerTypes(): ContainerTypeInsert[] {
  const codes = readSeedCsv('iso6346-size-types.csv')
    .map((r) => (r['size_type_code'] ?? '').toUpperCase())
    // Codes the equipment type mapping turns into another type are not offered on their own.
    .filter((code) => code !== '' && normalizeContainerTypeCode(code) === code);
  const ordered = [
    ...COMMON.filter((c) => codes.includes(c)),
    ...codes.filter((c) => !COMMON.includes(c)).sort(),
  ];
  const rows: ContainerTypeInsert[] = [];
  const usedDescriptions = new Set<string>();
  for (const code of ordered) {
    const text = describe(code);
    if (!text) continue;
    // Several ISO codes read the same (test pressures of tanks ...): the code keeps the rarer ones apart.
    const description = usedDescriptions.has(text.description)
      ? `${text.description} (${code})`
      : text.description;
    usedDescriptions.add(description);
    rows.push({
      id: code,
      label: text.label,
      description,
      isoGroup: isoGroupOf(code),
      couldBeOversize: code[2] === 'U' || code[2] === 'P',
      shipperOwned: false,
      sortOrder: rows.length < COMMON.length ? (rows.length + 1) * 10 : 1000 + rows.length,
    });
  }
  SHIPPER_OWNED.forEach((code, i) => {
    const base = rows.find((r) => r.id === code);
    if (!base) return;
    rows.push({
      ...base,
      id: `${code}${SHIPPER_OWNED_SUFFIX}`,
      label: `${base.label} S.O.`,
      description: `${base.description} S.O.`,
      shipperOwned: true,
      sortOrder: 500 + i,
    });
  });
  return rows;
}

/** Upsert: the labels are ours and may be improved; ids never change. */
export async function seedContainerTypes(db: DbOrTx, rows: ContainerTypeInsert[]): Promise<number> {
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
