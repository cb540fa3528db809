import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { seedDatabase } from './index.ts';

/** `npm run seed -- [--scale N] [--no-demo]`: migrate, then seed (idempotent). */
const { values } = parseArgs({
  options: { scale: { type: 'string', default: '0' }, 'no-demo': { type: 'boolean', default: false } },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale must be a whole number of hundreds of companies, e.g. --scale 10');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
const t0 = performance.now();
await database.migrate();
const summary = await seedDatabase(database.db, { demo: !values['no-demo'], scale });
console.log(`Seeded in ${Math.round(performance.now() - t0)} ms:`, summary);
await database.close();
