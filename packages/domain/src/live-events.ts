import type { Actor } from './actor.ts';
import { actorIsStaff } from './permissions.ts';

/**
 * A change that clients may want to see live. Published after commit; fanned out through LISTEN/NOTIFY to every
 * server process, then to the SSE connections of the users allowed to see it.
 */
export interface LiveEvent {
  /** Entity name; the web invalidates query keys that start with it (e.g. 'user', 'client'). */
  entity: string;
  id: string;
  /** Owning client: its customers (and staff) receive it. Null: not client-owned. */
  clientId: string | null;
  /** Addressed to these users (and staff). */
  userIds?: string[];
  /** Internal items: only staff receive it. */
  staffOnly?: boolean;
}

/** Who receives an event: staff everything; a customer its client's or its own; anonymous only public ones. */
export function canReceiveEvent(actor: Actor, event: LiveEvent): boolean {
  if (actorIsStaff(actor)) return true;
  if (event.staffOnly) return false;
  if (actor.kind === 'anonymous') return event.clientId === null && !event.userIds?.length;
  if (event.userIds?.includes(actor.userId)) return true;
  if (event.clientId !== null) return event.clientId === actor.clientId;
  return !event.userIds?.length;
}
