import { gte } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { clients, users } from '../platform/db/schema/index.ts';
import { chunk } from './csv.ts';

/** Deterministic PRNG so every run of `--scale N` makes the same data. */
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

const PREFIXES = ['Nord', 'Süd', 'Alpen', 'Rhein', 'Elbe', 'Hansa', 'Baltic', 'Atlantic', 'Helvetia', 'Danube', 'Iberia', 'Adria'];
const TRADES = ['Trading', 'Logistics', 'Maschinen', 'Foods', 'Chemie', 'Textil', 'Export', 'Industries', 'Handel', 'Steel'];
const FORMS = ['AG', 'GmbH', 'SA', 'BV', 'SpA', 'Ltd'];
const CITIES: Array<[string, string]> = [
  ['Basel', 'CH'], ['Zürich', 'CH'], ['Hamburg', 'DE'], ['Stuttgart', 'DE'], ['Lyon', 'FR'], ['Milano', 'IT'],
  ['Rotterdam', 'NL'], ['Antwerpen', 'BE'], ['Valencia', 'ES'], ['Wien', 'AT'],
];
const FIRST = ['Anna', 'Ben', 'Clara', 'David', 'Eva', 'Felix', 'Greta', 'Hannes', 'Ines', 'Jan', 'Kim', 'Lara', 'Max', 'Nina'];
const LAST = ['Meier', 'Müller', 'Schmid', 'Keller', 'Weber', 'Huber', 'Fischer', 'Baumann', 'Frei', 'Graf', 'Roth', 'Moser'];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

/** N×100 extra customer companies with three users each, for benchmarks. */
export async function seedScale(db: DbOrTx, scale: number): Promise<{ clients: number; users: number }> {
  const rand = mulberry32(20261122);
  const clientValues = [];
  const userValues: Array<{ erpClientId: string; firstName: string; lastName: string; emailAddress: string; erpUserId: string }> = [];
  for (let i = 0; i < scale * 100; i++) {
    const erpClientId = String(500000 + i);
    const [city, countryCode] = pick(rand, CITIES);
    const name = `${pick(rand, PREFIXES)} ${pick(rand, TRADES)} ${pick(rand, FORMS)} ${i + 1}`;
    clientValues.push({ erpClientId, name, city, countryCode });
    for (let u = 0; u < 3; u++) {
      const firstName = pick(rand, FIRST);
      const lastName = pick(rand, LAST);
      userValues.push({
        erpClientId,
        firstName,
        lastName,
        emailAddress: `${firstName}.${lastName}.${i + 1}.${u + 1}@client${i + 1}.example`.toLowerCase(),
        erpUserId: `B${erpClientId}${u + 1}`,
      });
    }
  }
  for (const part of chunk(clientValues)) await db.insert(clients).values(part).onConflictDoNothing({ target: clients.erpClientId });
  const ids = new Map(
    (await db.select({ id: clients.id, erp: clients.erpClientId }).from(clients).where(gte(clients.erpClientId, '500000'))).map(
      (c) => [c.erp, c.id],
    ),
  );
  const rows = userValues.map(({ erpClientId, ...u }) => ({ ...u, clientId: ids.get(erpClientId) ?? null }));
  for (const part of chunk(rows)) await db.insert(users).values(part).onConflictDoNothing();
  return { clients: clientValues.length, users: userValues.length };
}
