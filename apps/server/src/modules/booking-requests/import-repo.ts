import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { actorIsStaff, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers, clients, countries, ports } from '../../platform/db/schema/index.ts';
import type { CarrierCandidate, ClientCandidate, PortCandidate } from './import-mapping.ts';

/**
 * The candidates an imported booking e-mail is matched against (import-mapping.ts decides). Imports are staff
 * work: for anyone else these answer nothing, so no caller can match a file against another company's records.
 */

const NONE = sql`false`;

const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function carrierCandidates(db: DbOrTx, actor: Actor): Promise<CarrierCandidate[]> {
  if (!actorIsStaff(actor)) return [];
  return db
    .select({
      id: carriers.id,
      name: carriers.name,
      displayName: carriers.displayName,
      disabled: carriers.disabled,
    })
    .from(carriers);
}

/**
 * Clients that could be the booker: the one whose ERP id is the booker's INTTRA id, and those whose name holds the
 * booker's longest distinctive word (the mapping compares the whole names).
 */
export async function clientCandidates(
  db: DbOrTx,
  actor: Actor,
  booker: { inttraId: string | null; word: string | null },
): Promise<ClientCandidate[]> {
  if (!actorIsStaff(actor)) return [];
  const byId = booker.inttraId ? eq(clients.erpClientId, booker.inttraId) : NONE;
  const byName = booker.word ? ilike(clients.name, `%${likeText(booker.word)}%`) : NONE;
  return db
    .select({ id: clients.id, name: clients.name, erpClientId: clients.erpClientId })
    .from(clients)
    .where(or(byId, byName))
    .limit(200);
}

/** Ports that could be the e-mail's places: by UN/LOCODE, and by name or city starting with the place's name. */
export async function portCandidates(
  db: DbOrTx,
  places: { codes: string[]; names: string[] },
): Promise<PortCandidate[]> {
  const conditions = [
    places.codes.length > 0 ? inArray(ports.id, places.codes) : NONE,
    ...places.names.map((name) =>
      or(ilike(ports.name, `${likeText(name)}%`), ilike(ports.city, `${likeText(name)}%`)),
    ),
  ];
  return db
    .select({
      id: ports.id,
      name: ports.name,
      city: ports.city,
      countryCode: ports.countryCode,
      countryName: countries.name,
    })
    .from(ports)
    .innerJoin(countries, eq(countries.code, ports.countryCode))
    .where(or(...conditions))
    .limit(500);
}
