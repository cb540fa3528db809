import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../src/platform/db/client.ts';
import * as schema from '../src/platform/db/schema/index.ts';

/** The SQL the app sent, recorded while a view is explained. */
export interface Sent {
  query: string;
  params: unknown[];
}

/**
 * The same database behind a drizzle instance that records its statements (for --explain): the app is built on
 * it, so every query an API call sends can be explained afterwards with its own parameters.
 */
export function recording(database: Database, url: string | undefined): { database: Database; sent: Sent[] } {
  const sent: Sent[] = [];
  const logger: Logger = { logQuery: (query, params) => void sent.push({ query, params }) };
  const db =
    database.kind === 'pglite'
      ? (drizzlePglite(database.pglite!, { schema, logger }) as unknown as Db)
      : (drizzlePg(new pg.Pool({ connectionString: url, max: 4 }), { schema, logger }) as unknown as Db);
  return { database: { ...database, db }, sent };
}

/** A recorded statement ($1, $2 ...) as a drizzle SQL object with the same parameters. */
function sqlWith(text: string, params: unknown[]) {
  const parts = text.split(/\$(\d+)/);
  const chunks = [sql.raw(parts[0]!)];
  for (let i = 1; i < parts.length; i += 2) {
    chunks.push(sql`${params[Number(parts[i]) - 1]}`, sql.raw(parts[i + 1]!));
  }
  return sql.join(chunks);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each recorded read the bench asks about (`wanted`), under the tenant settings the
 * call made; the query is printed first, cut at `maxChars` when given.
 */
export async function explainRecorded(
  database: Database,
  sent: Sent[],
  wanted: (query: string) => boolean,
  maxChars?: number,
): Promise<void> {
  const tenant = sent.find((s) => s.query.includes("set_config('role'"));
  for (const s of sent) {
    if (!/^\s*(select|with)/i.test(s.query) || !wanted(s.query)) continue;
    const text = s.query.replace(/\s+/g, ' ');
    console.log(`\n  ${maxChars ? text.slice(0, maxChars) : text}\n  params ${JSON.stringify(s.params)}`);
    const plan = await database.db.transaction(async (tx) => {
      if (tenant) await tx.execute(sqlWith(tenant.query, tenant.params));
      return tx.execute(sqlWith(`explain (analyze, buffers) ${s.query}`, s.params));
    });
    for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows)
      console.log(`    ${Object.values(row)[0]}`);
  }
}
