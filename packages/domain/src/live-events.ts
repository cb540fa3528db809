import type { Actor } from './actor.ts';
import { actorIsStaff, allowedCarriers } from './permissions.ts';

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
  /** Only the users of `userIds` receive it, staff included (a notification is its recipient's alone). */
  onlyAddressed?: boolean;
  /** Internal items: only staff receive it. */
  staffOnly?: boolean;
  /**
   * The carriers of a carrier-bearing record (a quote, a group's quotes, a request). A carrier-restricted visitor
   * (allowedCarriers) receives it only when one of them is allowed; absent: the record has no carrier.
   */
  carrierIds?: string[];
}

/**
 * Who receives an event: staff everything; a customer its client's or its own; anonymous only public ones. A
 * carrier-restricted customer or staff member, as the repos' carrierScope, only events of an allowed carrier.
 */
export function canReceiveEvent(actor: Actor, event: LiveEvent): boolean {
  if (event.onlyAddressed) return actor.kind === 'user' && !!event.userIds?.includes(actor.userId);
  if (event.carrierIds && !carrierAllowed(actor, event.carrierIds)) return false;
  if (actorIsStaff(actor)) return true;
  if (event.staffOnly) return false;
  if (actor.kind === 'anonymous') return event.clientId === null && !event.userIds?.length;
  if (event.userIds?.includes(actor.userId)) return true;
  if (event.clientId !== null) return event.clientId === actor.clientId;
  return !event.userIds?.length;
}

function carrierAllowed(actor: Actor, carrierIds: readonly string[]): boolean {
  const allowed = allowedCarriers(actor);
  return allowed === null || carrierIds.some((id) => allowed.includes(id));
}
