import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { createFileStore } from '../platform/files/index.ts';
import { vacuumAnalyze } from '../platform/db/maintenance.ts';
import { seedDatabase } from './index.ts';

/** `npm run seed -- [--scale N] [--no-demo]`: migrate, then seed (idempotent, safe to run again). */
const { values } = parseArgs({
  options: { scale: { type: 'string', default: '0' }, 'no-demo': { type: 'boolean', default: false } },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale must be a whole number of hundreds of companies, e.g. --scale 10');
  process.exit(2);
}

const config = loadConfig();
const t0 = performance.now();
const database = await openDatabase(config);
const t1 = performance.now();
await database.migrate();
const t2 = performance.now();
const summary = await seedDatabase(database.db, {
  demo: !values['no-demo'],
  activity: !values['no-demo'],
  businessTimeZone: config.BUSINESS_TZ,
  files: createFileStore(config),
  scale,
});
// A bulk load leaves the planner without statistics and the visibility map empty (no index-only scans).
if (scale > 0) await vacuumAnalyze(database.db);
const t3 = performance.now();
await database.close();
console.table(summary);
const ms = (a: number, b: number) => `${Math.round(b - a)} ms`;
console.log(
  `open ${ms(t0, t1)}, migrate ${ms(t1, t2)}, seed ${ms(t2, t3)}, total ${ms(t0, performance.now())}`,
);
