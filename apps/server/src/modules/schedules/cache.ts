import { indexSchedule, type ScheduleIndex } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import * as repo from './repo.ts';

type Port = Awaited<ReturnType<typeof repo.findPorts>>[number];
type Terminal = Awaited<ReturnType<typeof repo.findTerminals>>[number];

/**
 * The loaded voyages and their details, with the search index built from them and the ports and terminals they
 * call at (imports that add ports or terminals publish the 'schedule' event that reloads all of it).
 */
export type CachedSchedule = Awaited<ReturnType<typeof repo.loadVoyages>> & {
  schedule: ScheduleIndex;
  ports: Map<string, Port>;
  terminals: Map<string, Terminal>;
};

async function loadIndexed(ctx: AppContext, from: Date, to: Date): Promise<CachedSchedule> {
  const loaded = await repo.loadVoyages(ctx.db, from, to);
  const portIds = new Set<string>();
  const terminalIds = new Set<string>();
  for (const voyage of loaded.voyages) {
    for (const call of voyage.calls) {
      portIds.add(call.portId);
      if (call.terminalId) terminalIds.add(call.terminalId);
    }
  }
  const ports = await repo.findPorts(ctx.db, [...portIds]);
  const terminals = await repo.findTerminals(ctx.db, [...terminalIds]);
  return {
    ...loaded,
    schedule: indexSchedule(loaded.voyages),
    ports: new Map(ports.map((p) => [p.id, p])),
    terminals: new Map(terminals.map((t) => [t.id, t])),
  };
}

const DAY = 86_400_000;
/** The cache holds voyages arriving from yesterday on, for this many days ahead. */
const HORIZON_DAYS = 500;
const MAX_AGE_MS = 10 * 60_000;

/**
 * The sailing schedule changes rarely (imports) and is read on every search, so each server process keeps the
 * coming voyages in memory, indexed for searching once per load. A published 'schedule' event (any process) or
 * ten minutes' age reloads it; searches that start before the cached range go to the database.
 */
export class ScheduleCache {
  private loaded: Promise<{ data: CachedSchedule; from: Date; to: Date; at: number }> | null = null;

  constructor(private readonly ctx: AppContext) {
    ctx.events.subscribe((event) => {
      if (event.entity === 'schedule') this.loaded = null;
    });
  }

  async voyagesBetween(from: Date, to: Date): Promise<CachedSchedule> {
    let current = this.loaded ? await this.loaded : null;
    if (!current || Date.now() - current.at > MAX_AGE_MS) {
      this.loaded = this.load();
      current = await this.loaded;
    }
    if (from < current.from || to > current.to) return loadIndexed(this.ctx, from, to);
    return current.data;
  }

  private async load() {
    const from = new Date(Date.now() - DAY);
    const to = new Date(from.getTime() + HORIZON_DAYS * DAY);
    try {
      return { data: await loadIndexed(this.ctx, from, to), from, to, at: Date.now() };
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
