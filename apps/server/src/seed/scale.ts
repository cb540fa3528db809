import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { clients, users } from '../platform/db/schema/index.ts';
import { chunk } from './csv.ts';

/** Deterministic PRNG (mulberry32), so every run of `--scale N` makes the same data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PREFIXES = [
  'Nord',
  'Süd',
  'Alpen',
  'Rhein',
  'Elbe',
  'Hansa',
  'Baltic',
  'Atlantic',
  'Helvetia',
  'Danube',
  'Iberia',
  'Adria',
];
const TRADES = [
  'Trading',
  'Logistics',
  'Maschinen',
  'Foods',
  'Chemie',
  'Textil',
  'Export',
  'Industries',
  'Handel',
  'Steel',
];
const FORMS = ['AG', 'GmbH', 'SA', 'BV', 'SpA', 'Ltd'];
const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Basel', 'CH'],
  ['Zürich', 'CH'],
  ['Hamburg', 'DE'],
  ['Stuttgart', 'DE'],
  ['Lyon', 'FR'],
  ['Milano', 'IT'],
  ['Rotterdam', 'NL'],
  ['Antwerpen', 'BE'],
  ['Valencia', 'ES'],
  ['Wien', 'AT'],
];
const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Eva',
  'Felix',
  'Greta',
  'Hannes',
  'Ines',
  'Jan',
  'Kim',
  'Lara',
  'Max',
  'Nina',
];
const LAST = [
  'Meier',
  'Müller',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Fischer',
  'Baumann',
  'Frei',
  'Graf',
  'Roth',
  'Moser',
];

/** ERP client ids of benchmark companies start here, far from the demo's 100100..100300. */
export const SCALE_ERP_CLIENT_BASE = 500000;
export const SCALE_USERS_PER_CLIENT = 3;

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function asciiLower(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** scale × 100 extra customer companies with three users each, for benchmarks. The same scale gives the same rows. */
export async function seedScale(
  db: DbOrTx,
  scale: number,
): Promise<{ scaleClients: number; scaleUsers: number }> {
  // One fixed seed: a larger scale extends a smaller one with the same first companies.
  const rand = mulberry32(0x5eed);
  const clientValues: Array<typeof clients.$inferInsert> = [];
  const userValues: Array<Omit<typeof users.$inferInsert, 'clientId'> & { erpClientId: string }> = [];
  for (let i = 0; i < scale * 100; i++) {
    const erpClientId = String(SCALE_ERP_CLIENT_BASE + i);
    const [city, countryCode] = pick(rand, CITIES);
    const name = `${pick(rand, PREFIXES)} ${pick(rand, TRADES)} ${pick(rand, FORMS)} ${i + 1}`;
    clientValues.push({ erpClientId, name, city, countryCode });
    for (let u = 1; u <= SCALE_USERS_PER_CLIENT; u++) {
      const firstName = pick(rand, FIRST);
      const lastName = pick(rand, LAST);
      userValues.push({
        erpClientId,
        firstName,
        lastName,
        // The company number and position keep addresses unique whatever names the PRNG draws.
        emailAddress: `${asciiLower(firstName)}.${asciiLower(lastName)}.${u}@client${erpClientId}.example`,
        erpUserId: `B${erpClientId}-${u}`,
      });
    }
  }
  for (const part of chunk(clientValues)) {
    await db.insert(clients).values(part).onConflictDoNothing({ target: clients.erpClientId });
  }
  for (const part of chunk(userValues, 600)) {
    const erpIds = [...new Set(part.map((u) => u.erpClientId))];
    const rows = await db
      .select({ id: clients.id, erp: clients.erpClientId })
      .from(clients)
      .where(inArray(clients.erpClientId, erpIds));
    const idByErp = new Map(rows.map((c) => [c.erp, c.id]));
    await db
      .insert(users)
      .values(part.map(({ erpClientId, ...u }) => ({ ...u, clientId: idByErp.get(erpClientId)! })))
      .onConflictDoNothing();
  }
  return { scaleClients: clientValues.length, scaleUsers: userValues.length };
}
