import type { LiveEvent } from '../live-events.ts';
import type { CollabRecordKind } from './api.ts';

/**
 * The live events of the collaboration area (ARCHITECTURE rule 7), so that an internal comment, document or
 * checklist change never reaches a customer's SSE stream: the server publishes exactly these after commit.
 */

/** The record's entity name the web invalidates: its activity, checklist and documents hang below it. */
export const COLLAB_EVENT_ENTITIES: Readonly<Record<CollabRecordKind, string>> = {
  'booking-requests': 'booking-request',
  bookings: 'booking',
};

/** A change on a record's log, checklist or documents; internal changes reach staff only. */
export function collabRecordEvent(input: {
  kind: CollabRecordKind;
  recordId: string;
  clientId: string;
  isInternal: boolean;
  carrierId?: string | null;
}): LiveEvent {
  return {
    entity: COLLAB_EVENT_ENTITIES[input.kind],
    id: input.recordId,
    clientId: input.clientId,
    staffOnly: input.isInternal || undefined,
    ...(input.carrierId ? { carrierIds: [input.carrierId] } : {}),
  };
}

/** A new or changed notification: only its recipient's bell counts up. */
export function notificationEvent(notificationId: string, recipientId: string): LiveEvent {
  return {
    entity: 'notification',
    id: notificationId,
    clientId: null,
    userIds: [recipientId],
    onlyAddressed: true,
  };
}
