import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { notify } from './notify-repo.ts';
import type { EventBus, LiveEvent } from './types.ts';

export const EVENTS_CHANNEL = 'portal_events';

/**
 * Publishes with pg_notify and listens on the same channel, so every server process on the database hears every
 * event and hands it to its own SSE connections. Only ids travel: receivers refetch through the API, which checks
 * access again.
 */
export async function createEventBus(database: Database, log: FastifyBaseLogger): Promise<EventBus> {
  const handlers = new Set<(event: LiveEvent) => void>();
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      log.warn({ payload }, 'ignored a malformed live event');
      return;
    }
    for (const handler of handlers) handler(event);
  });
  return {
    async publish(event) {
      const payload: LiveEvent = {
        entity: event.entity,
        id: event.id,
        clientId: event.clientId,
        ...(event.userIds?.length ? { userIds: event.userIds } : {}),
        ...(event.staffOnly ? { staffOnly: true } : {}),
      };
      await notify(database.db, EVENTS_CHANNEL, JSON.stringify(payload));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await unlisten();
    },
  };
}
