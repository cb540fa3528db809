import { readFile } from 'node:fs/promises';
import { consoleLog } from './console-log.ts';
import { importDcsaSchedules, ScheduleImportError } from '../modules/schedules/dcsa/import-service.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { createEventBus } from '../platform/events/bus.ts';

/**
 * `npm run import:schedules -- FILE`: imports a DCSA Commercial Schedules 1.0 file (point-to-point routes,
 * service or port schedules) into the configured database, as POST /api/schedules/import does. Prints the
 * summary, or every problem of a refused file and exits with 1 (2 for a file that cannot be read).
 */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run import:schedules -- FILE.json');
  process.exit(2);
}
let body: unknown;
try {
  body = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(2);
}

// The bus only logs live events it cannot read; this process publishes and reads none.
const log = consoleLog;

const config = loadConfig();
const database = await openDatabase(config);
let exitCode = 0;
try {
  await database.migrate();
  // Server processes on the same PostgreSQL hear the 'schedule' event and reload their schedule cache.
  const events = await createEventBus(database, log);
  try {
    const summary = await importDcsaSchedules({ db: database.db, events }, body);
    console.log(`Imported ${file} (${summary.kind}).`);
    console.table({ services: summary.services, vessels: summary.vessels, voyages: summary.voyages });
    if (summary.terminalsCreated.length) console.log(`New terminals: ${summary.terminalsCreated.join(', ')}`);
    if (summary.skippedLegs) console.log(`Legs by barge, rail or truck passed over: ${summary.skippedLegs}`);
  } finally {
    await events.close();
  }
} catch (error) {
  if (!(error instanceof ScheduleImportError)) throw error;
  console.error(error.message.split('\n')[0]);
  for (const p of error.problems) console.error(`${p.path}: ${p.message}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
