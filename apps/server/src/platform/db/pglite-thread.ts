import { Worker } from 'node:worker_threads';

/** The worker's side: pglite-worker.mjs. Its URL is the same beside this file and beside the compiled start.js. */
const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle passes identity parsers for the date, time and numeric array types: it wants their text. */
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's query interface that drizzle's PGlite driver uses, for the whole database or a transaction. */
export interface PgliteQueries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Notice = {
  type: 'ready' | 'failed' | 'notify';
  listener?: number;
  payload?: string;
  error?: Reply['error'];
};

function toError(plain: NonNullable<Reply['error']>): Error {
  const { message, stack, ...fields } = plain;
  const error = Object.assign(new Error(message), fields);
  // The worker's stack says where PGlite failed; this thread's says which call asked.
  if (typeof stack === 'string') error.stack = `${error.stack}\n    at (database thread)\n${stack}`;
  return error;
}

/**
 * PGlite in a worker thread (pglite-worker.mjs), behind the query and transaction interface drizzle's PGlite
 * driver calls: the server's thread only sends statements and receives rows, so a slow query no longer holds its
 * event loop. One PGlite instance is still one connection: the worker runs one statement at a time, and a
 * transaction holds it from begin to commit or rollback (other queries wait), as in-process PGlite does.
 */
export class PgliteThread implements PgliteQueries {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private failure: Error | null = null;
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply | Notice) => {
      if ('type' in message) {
        if (message.type === 'notify') this.listeners.get(message.listener!)?.(message.payload!);
        return;
      }
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(toError(message.error));
      else waiting.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.closed) fail(new Error(`the database thread stopped (exit code ${code})`));
    });
  }

  /** Starts the worker and waits until its database is open: a data directory, or a dump to load (the tests'). */
  static async start(options: { dataDir?: string; loadDataDir?: string } = {}): Promise<PgliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: options });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: Notice) => {
        if (message.type === 'ready') resolve();
        if (message.type === 'failed') reject(toError(message.error!));
        if (message.type === 'ready' || message.type === 'failed') worker.off('message', onMessage);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PgliteThread(worker);
  }

  private send<T>(message: Record<string, unknown> & { type: string }, id = this.nextId++): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private run(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.send<Results>({
      type: 'query',
      tx,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : [],
    });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    return this.run(undefined, sql, params, options);
  }

  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.send({ type: 'begin' }, id);
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.run(id, sql, params, options) });
    } catch (error) {
      await this.send({ type: 'end', tx: id, commit: false });
      throw error;
    }
    await this.send({ type: 'end', tx: id, commit: true });
    return result;
  }

  /** LISTEN on a channel; resolves to the function that stops listening. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.nextId++;
    this.listeners.set(id, onPayload);
    await this.send({ type: 'listen', channel }, id);
    return async () => {
      this.listeners.delete(id);
      await this.send({ type: 'unlisten', listener: id });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (!this.failure) await this.send({ type: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }
}
