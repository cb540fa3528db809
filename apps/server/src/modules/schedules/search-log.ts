import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import * as repo from './repo.ts';

type Entry = Parameters<typeof repo.logSearches>[1][number];

/** How long a logged search may wait to be written, and how many wait at most. */
const FLUSH_MS = 1000;
const MAX_WAITING = 200;

/**
 * The route searches' log (every search is logged), written in batches instead of one insert per search: at 50
 * connections that insert cost about as much of the server's CPU as finding the routes (2 of 4.4 ms per answer),
 * and the answer does not depend on it. A search waits at most a second to be written; closing the app writes the
 * rest.
 */
export class SearchLog {
  private waiting: Entry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly log?: FastifyBaseLogger,
  ) {}

  record(entry: Entry): void {
    this.waiting.push(entry);
    if (this.waiting.length >= MAX_WAITING) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is waiting; resolves once every batch asked for so far is written (or its failure logged). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length > 0) {
      // One batch after the other, so rows are written in the order of the searches.
      this.writing = this.writing.then(() =>
        repo.logSearches(this.ctx.db, batch).catch((error: unknown) => {
          this.log?.warn({ err: error, searches: batch.length }, 'route searches not logged');
        }),
      );
    }
    return this.writing;
  }
}

const logs = new WeakMap<AppContext, SearchLog>();

export function searchLogOf(ctx: AppContext, log?: FastifyBaseLogger): SearchLog {
  let searchLog = logs.get(ctx);
  if (!searchLog) {
    searchLog = new SearchLog(ctx, log);
    logs.set(ctx, searchLog);
  }
  return searchLog;
}
