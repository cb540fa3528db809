import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/**
 * VACUUM (ANALYZE): fresh statistics for the planner and a visibility map, without which PostgreSQL cannot use
 * index-only scans (a count over the requests list then reads the whole table). Run after bulk loads; a server
 * has autovacuum, the embedded PGlite has none, so it runs this periodically (startVacuumJob).
 */
export async function vacuumAnalyze(db: Db, tables: readonly string[] = []): Promise<void> {
  if (tables.length === 0) {
    await db.execute(sql`vacuum (analyze)`);
    return;
  }
  for (const table of tables) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
}

/**
 * Tables changed enough since their last vacuum to need another: PostgreSQL's autovacuum thresholds, with a
 * table's own scale factors when it sets them (booking_requests does, migration 0008, so that the list's
 * index-only scans stay index-only).
 */
export async function tablesDue(db: Db): Promise<string[]> {
  const result = await db.execute<{ relname: string }>(sql`
    with t as (
      select s.relname, s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze, s.n_live_tup,
        (select option_value::float8 from pg_options_to_table(c.reloptions)
          where option_name = 'autovacuum_vacuum_scale_factor') as vacuum_factor,
        (select option_value::float8 from pg_options_to_table(c.reloptions)
          where option_name = 'autovacuum_vacuum_insert_scale_factor') as insert_factor,
        (select option_value::float8 from pg_options_to_table(c.reloptions)
          where option_name = 'autovacuum_analyze_scale_factor') as analyze_factor
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid)
    select relname from t
    where n_dead_tup > 50 + coalesce(vacuum_factor, 0.2) * n_live_tup
       or n_ins_since_vacuum > 1000 + coalesce(insert_factor, 0.2) * n_live_tup
       or n_mod_since_analyze > 50 + coalesce(analyze_factor, 0.1) * n_live_tup`);
  return (result as unknown as { rows: { relname: string }[] }).rows.map((r) => r.relname);
}

/** PGlite only: every interval, vacuums the tables that changed enough, one at a time. */
export function startVacuumJob(
  database: Database,
  log: { warn: (obj: object, msg: string) => void },
  intervalMs = 15 * 60_000,
) {
  if (database.kind !== 'pglite') return { stop: () => undefined };
  const run = () =>
    void tablesDue(database.db)
      .then((tables) => vacuumAnalyze(database.db, tables))
      .catch((err: unknown) => log.warn({ err }, 'vacuum failed'));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
