import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { carriersOfEvent } from './carrier-repo.ts';
import { notify as notifyChannel } from './notify-repo.ts';
import type { EventBus, LiveEvent, SessionChange } from './types.ts';

export const EVENTS_CHANNEL = 'portal_events';

/** Session changes share the channel, wrapped so they never reach an SSE client as a live event. */
interface SessionMessage {
  sessionChange: SessionChange;
}

/**
 * Publishes with pg_notify and listens on the same channel, so every server process on the database hears every
 * event and hands it to its own SSE connections. Only ids travel: receivers refetch through the API, which checks
 * access again.
 */
export async function createEventBus(database: Database, log: FastifyBaseLogger): Promise<EventBus> {
  const handlers = new Set<(event: LiveEvent) => void>();
  const sessionHandlers = new Set<(change: SessionChange) => void>();
  const notify = (payload: string) => notifyChannel(database.db, EVENTS_CHANNEL, payload);
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    let message: LiveEvent | SessionMessage;
    try {
      message = JSON.parse(payload) as LiveEvent | SessionMessage;
    } catch {
      log.warn({ payload }, 'ignored a malformed live event');
      return;
    }
    if ('sessionChange' in message) {
      for (const handler of sessionHandlers) handler(message.sessionChange);
      return;
    }
    for (const handler of handlers) handler(message);
  });
  return {
    async publish(event) {
      // Carrier-bearing records travel with their carriers, so restricted visitors get only their carriers' events.
      const carrierIds = event.carrierIds ?? (await carriersOfEvent(database.db, event));
      const payload: LiveEvent = {
        entity: event.entity,
        id: event.id,
        clientId: event.clientId,
        ...(event.userIds?.length ? { userIds: event.userIds } : {}),
        ...(event.onlyAddressed ? { onlyAddressed: true } : {}),
        ...(event.staffOnly ? { staffOnly: true } : {}),
        ...(carrierIds ? { carrierIds } : {}),
      };
      await notify(JSON.stringify(payload));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async publishSessionChange(change) {
      // This process acts at once; the notification reaches the others (and this one again, harmlessly).
      for (const handler of sessionHandlers) handler(change);
      await notify(JSON.stringify({ sessionChange: change } satisfies SessionMessage));
    },
    onSessionChange(handler) {
      sessionHandlers.add(handler);
      return () => sessionHandlers.delete(handler);
    },
    async close() {
      handlers.clear();
      sessionHandlers.clear();
      await unlisten();
    },
  };
}
