import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { actorIsStaff, allowedCarriers, type Actor } from '@portal/domain';
import type { Db, DbOrTx, Tx } from './client.ts';

/** The role tenant transactions run as; created by the tenant-rls migration. */
export const APP_ROLE = 'portal_app';

/** Matches no client: anonymous visitors and customers without a client see no tenant rows. */
const NO_CLIENT = '00000000-0000-0000-0000-000000000000';

/** The repo-level scope: nothing for staff, the actor's own client for a customer, no rows for anyone else. */
export function clientScope(actor: Actor, clientColumn: AnyPgColumn): SQL | undefined {
  if (actorIsStaff(actor)) return undefined;
  return eq(clientColumn, actor.kind === 'user' && actor.clientId ? actor.clientId : NO_CLIENT);
}

/**
 * The carrier restriction of spec 000 §6 as a condition on a carrier column: nothing when the actor sees every
 * carrier, the allowed list otherwise. Who is restricted is decided once, by the domain's allowedCarriers.
 */
export function carrierScope(actor: Actor, carrierColumn: AnyPgColumn): SQL | undefined {
  const allowed = allowedCarriers(actor);
  return allowed ? inArray(carrierColumn, allowed) : undefined;
}

/**
 * The tenant settings of a transaction in one statement: set_config('role', ..., true) is SET LOCAL ROLE. Its text
 * never changes, so it runs as a named statement: PostgreSQL parses it once per connection, not per request.
 */
const TENANT_SETTINGS = {
  name: 'portal_tenant_settings',
  sql: "select set_config('role', $1, true), set_config('app.client_id', $2, true)",
};

/**
 * Runs fn in a transaction under row-level security: as portal_app, with app.client_id set to the customer's
 * client. The repos scope their queries themselves; this is the second wall. Staff see every client, so their
 * transactions skip the switch and the per-row policy checks it would cost on large lists. A customer's
 * transaction costs one round trip more than a staff member's: begin, the settings, fn's queries, commit.
 */
export async function withTenant<T>(db: Db, actor: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (actorIsStaff(actor)) return db.transaction(fn);
  const clientId = actor.kind === 'user' && actor.clientId ? actor.clientId : NO_CLIENT;
  return db.transaction(async (tx) => {
    await tx._.session
      .prepareQuery(
        { sql: TENANT_SETTINGS.sql, params: [APP_ROLE, clientId] },
        undefined,
        TENANT_SETTINGS.name,
        false,
      )
      .execute();
    return fn(tx);
  });
}

/**
 * Reads only: a staff member's run on the pool without a transaction, which would add a begin and a commit round
 * trip and, under read committed (every statement its own snapshot), no consistency the reads need; a customer's
 * run in one, where the role switch and app.client_id hold.
 */
export async function readWithTenant<T>(db: Db, actor: Actor, fn: (db: DbOrTx) => Promise<T>): Promise<T> {
  if (actorIsStaff(actor)) return fn(db);
  return withTenant(db, actor, fn);
}
