import type { AppContext } from '../../platform/context.ts';
import * as repo from './repo.ts';

type Loaded = Awaited<ReturnType<typeof repo.loadVoyages>>;

const DAY = 86_400_000;
/** The cache holds voyages arriving from yesterday on, for this many days ahead. */
const HORIZON_DAYS = 500;
const MAX_AGE_MS = 10 * 60_000;

/**
 * The sailing schedule changes rarely (imports) and is read on every search, so each server process keeps the
 * coming voyages in memory. A published 'schedule' event (any process) or ten minutes' age reloads it; searches
 * that start before the cached range go to the database.
 */
export class ScheduleCache {
  private loaded: Promise<{ data: Loaded; from: Date; to: Date; at: number }> | null = null;

  constructor(private readonly ctx: AppContext) {
    ctx.events.subscribe((event) => {
      if (event.entity === 'schedule') this.loaded = null;
    });
  }

  async voyagesBetween(from: Date, to: Date): Promise<Loaded> {
    let current = this.loaded ? await this.loaded : null;
    if (!current || Date.now() - current.at > MAX_AGE_MS) {
      this.loaded = this.load();
      current = await this.loaded;
    }
    if (from < current.from || to > current.to) return repo.loadVoyages(this.ctx.db, from, to);
    return current.data;
  }

  private async load() {
    const from = new Date(Date.now() - DAY);
    const to = new Date(from.getTime() + HORIZON_DAYS * DAY);
    try {
      return { data: await repo.loadVoyages(this.ctx.db, from, to), from, to, at: Date.now() };
    } catch (error) {
      this.loaded = null;
      throw error;
    }
  }
}

const caches = new WeakMap<AppContext, ScheduleCache>();

export function scheduleCacheOf(ctx: AppContext): ScheduleCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new ScheduleCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}
