/**
 * The embedded database on a thread of its own (pglite-thread.ts is the other side). PGlite runs PostgreSQL
 * compiled to WebAssembly synchronously: a query of 50 ms on the server's thread holds every other request, timer
 * and socket for those 50 ms. Here it holds only this thread.
 *
 * Plain JavaScript, so it starts the same under tsx, vitest and the compiled server (which copies it beside
 * start.js): a worker thread does not inherit a TypeScript loader everywhere.
 *
 * Messages in: { id, type: 'query', tx?, sql, params, rowMode, textTypes }, { id, type: 'begin' },
 * { id, type: 'end', tx, commit }, { id, type: 'listen', channel }, { id, type: 'unlisten', listener },
 * { id, type: 'close' }. Out: { type: 'ready' } or { type: 'failed', error } once, { id, result } or { id, error }
 * for each message, { type: 'notify', listener, payload } for each notification.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The fields of an error worth carrying back: PostgreSQL's (code, detail, constraint, ...) and the message. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    plain[key] = value;
  }
  return plain;
}

/** Type parsers cannot cross threads; the other side sends the types it wants as PostgreSQL's text instead. */
const keepText = (value) => value;
function queryOptions(message) {
  const parsers = {};
  for (const oid of message.textTypes ?? []) parsers[oid] = keepText;
  return { rowMode: message.rowMode ?? 'object', parsers };
}

/** A query's result without what cannot be cloned (PGlite adds no functions today; this keeps it so). */
const plainResult = (result) => ({
  rows: result.rows,
  fields: result.fields,
  affectedRows: result.affectedRows,
});

const { dataDir, loadDataDir } = workerData;
let db;
try {
  db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([readFileSync(loadDataDir)]) } : {}),
    extensions: { pg_trgm },
  });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: plainError(error) });
  process.exit(1);
}

/** Open transactions by the id of their 'begin': their handle and how to end them. */
const transactions = new Map();
const listeners = new Map();

async function handle(message) {
  switch (message.type) {
    case 'query': {
      const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      return plainResult(await target.query(message.sql, message.params, queryOptions(message)));
    }
    case 'begin': {
      // PGlite's transaction holds its lock until the promise returned here settles: every other query waits, as
      // with one PostgreSQL connection, so the transaction is atomic and isolated. 'end' settles it.
      let begun;
      const started = new Promise((resolve) => (begun = resolve));
      const done = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(message.id, { tx, commit, rollback, done: null });
            begun();
          }),
      );
      // A failure to begin settles `done` before `started`: report it instead of waiting forever.
      await Promise.race([started, done]);
      transactions.get(message.id).done = done;
      return null;
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`transaction ${message.tx} is not open`);
      transactions.delete(message.tx);
      if (message.commit) open.commit();
      else open.rollback(new Error('rolled back'));
      try {
        await open.done;
      } catch (error) {
        if (message.commit) throw error;
      }
      return null;
    }
    case 'listen': {
      const unlisten = await db.listen(message.channel, (payload) =>
        parentPort.postMessage({ type: 'notify', listener: message.id, payload }),
      );
      listeners.set(message.id, unlisten);
      return null;
    }
    case 'unlisten': {
      await listeners.get(message.listener)?.();
      listeners.delete(message.listener);
      return null;
    }
    case 'close': {
      if (!db.closed) await db.close();
      return null;
    }
    default:
      throw new Error(`unknown message ${message.type}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
parentPort.postMessage({ type: 'ready' });
