import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { consoleLog } from './console-log.ts';
import { createLoginLink } from '../modules/session/service.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { AppError } from '../platform/http/app-error.ts';
import { createEventBus } from '../platform/events/bus.ts';
import { createFileStore } from '../platform/files/index.ts';
import {
  isDemoAddress,
  LOGIN_LINK_KEY_FILE,
  LOGIN_LINK_KEY_HEADER,
  notADemoUser,
} from '../platform/startup/login-link-routes.ts';

/**
 * `npm run login-link -- EMAIL`: a fresh one-click login link for a demo user, without the e-mail round trip.
 * A running server makes it (the embedded database belongs to one process); with no server listening, the
 * script writes the token into the database itself and the link works once the server starts.
 */
const emailAddress = process.argv[2]?.trim().toLowerCase();
if (!emailAddress) {
  console.error('Usage: npm run login-link -- EMAIL   (a demo address, e.g. anna.keller@alpina-trading.ch)');
  process.exit(2);
}
if (!isDemoAddress(emailAddress)) {
  console.error(notADemoUser(emailAddress));
  process.exit(1);
}

const config = loadConfig();

async function fromRunningServer(): Promise<string | null> {
  const key = await readFile(join(config.DATA_DIR, LOGIN_LINK_KEY_FILE), 'utf8').catch(() => null);
  if (key === null) return null;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${config.PORT}/api/dev/login-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOGIN_LINK_KEY_HEADER]: key.trim() },
      body: JSON.stringify({ emailAddress }),
    });
  } catch {
    return null; // nothing listens: the key is left from an earlier run
  }
  const body = (await response.json().catch(() => ({}))) as { link?: string; message?: string };
  if (!response.ok || !body.link) {
    console.error(body.message ?? `The server on port ${config.PORT} answered ${response.status}.`);
    process.exit(1);
  }
  return body.link;
}

async function fromDatabase(): Promise<string> {
  const log = consoleLog;
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const events = await createEventBus(database, log);
    try {
      const ctx = { config, database, db: database.db, events, files: createFileStore(config) };
      return await createLoginLink(ctx, emailAddress!, '/');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.error(
        `${emailAddress} has no user in this database: start the portal once to seed the demo data.`,
      );
      process.exit(1);
    } finally {
      await events.close();
    }
  } finally {
    await database.close();
  }
}

const link = (await fromRunningServer()) ?? (await fromDatabase());
console.log(`Login link for ${emailAddress} (valid 15 minutes, single use):\n${link}`);
process.exit(0);
