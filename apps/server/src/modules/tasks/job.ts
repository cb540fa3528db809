import type { AppContext } from '../../platform/context.ts';
import { announceDueTasks } from './repo.ts';

/** How often the job looks for tasks whose show date has come, and how many it takes a run. */
export const ANNOUNCE_EVERY_MS = 60_000;
const BATCH = 5_000;

/**
 * Date-driven tasks become due without anyone touching the booking: each run marks the open tasks whose show
 * date (create_at) has passed as announced (notified_at) and publishes one live event per company, so the My Day
 * of whoever has them open refetches. Safe with several server processes (FOR UPDATE SKIP LOCKED).
 */
export async function announceTasks(ctx: AppContext, now = new Date()): Promise<number> {
  const groups = await ctx.db.transaction((tx) => announceDueTasks(tx, now, BATCH));
  for (const g of groups)
    await ctx.events.publish({ entity: 'tasks', id: 'due', clientId: g.clientId, carrierIds: g.carrierIds });
  return groups.length;
}

export function startTaskAnnouncer(ctx: AppContext, log: { warn: (obj: object, msg: string) => void }) {
  const run = () =>
    void announceTasks(ctx).catch((err: unknown) => log.warn({ err }, 'task announcement failed'));
  run();
  const timer = setInterval(run, ANNOUNCE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
