import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_DIR } from '../paths.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repos accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_FOLDER = join(SERVER_DIR, 'drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Apply the committed migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, when there is one (tests dump and load its data directory). */
  pglite?: PGlite;
}

export function openPglite(pglite: PGlite): Database {
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    async listen(channel, onPayload) {
      const unsub = await pglite.listen(channel, onPayload);
      return async () => unsub();
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * PGlite on a worker thread of its own (pglite-thread.ts): what a started server uses, so that its event loop
 * answers other requests while the database works. A data directory, or a dump file to load (the tests').
 */
export async function openPgliteThread(options: {
  dataDir?: string;
  loadDataDir?: string;
}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const thread = await PgliteThread.start(options);
  const db = drizzlePglite(thread as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, onPayload) => thread.listen(channel, onPayload),
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => thread.close(),
  };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      // LISTEN needs one connection of its own for as long as the subscription lives.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    async migrate() {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end()));
      await pool.end();
    },
  };
}

export async function createPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<PGlite> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
}

/**
 * The database the configuration asks for: a server when DATABASE_URL is set, else PGlite under DATA_DIR, on a
 * thread of its own.
 */
export async function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPgliteThread({ dataDir: join(config.DATA_DIR, 'pgdata') });
}
