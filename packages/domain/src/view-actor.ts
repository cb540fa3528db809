import type { UserActor } from './actor.ts';
import { allowedCarriers, NO_CARRIER } from './permissions.ts';

/**
 * The actor of a view switch (spec 000 §6). A view never widens what the person may see: staff in customer view
 * of a client keep their own carrier restriction, and a superadmin acting as a named user sees at most what both
 * may see. The server builds request.actor with these; what the actor may see follows from allowedCarriers.
 */

/**
 * The carriers two restrictions leave: null is unrestricted, a list is the carriers allowed (allowedCarriers'
 * answers). Lists that share no carrier leave NO_CARRIER, which matches nothing.
 */
export function combineCarrierRestrictions(
  a: readonly string[] | null,
  b: readonly string[] | null,
): string[] | null {
  if (a === null) return b === null ? null : [...b];
  if (b === null) return [...a];
  const both = a.filter((id) => id !== NO_CARRIER && b.includes(id));
  return both.length > 0 ? both : [NO_CARRIER];
}

/** Staff looking at the portal as the client sees it: a customer of that client, with the staff's carriers. */
export function customerViewActor(real: UserActor, clientId: string): UserActor {
  return {
    ...real,
    clientId,
    role: null,
    isAdmin: false,
    teamTypes: [],
    carriers: allowedCarriers(real),
    mode: 'customer-view',
    realUserId: real.userId,
  };
}

/** A superadmin acting as a named user: that user, restricted to the carriers both may see. */
export function actingAsActor(real: UserActor, target: UserActor): UserActor {
  return {
    ...target,
    carriers: combineCarrierRestrictions(allowedCarriers(real), allowedCarriers(target)),
    mode: 'acting-as',
    realUserId: real.userId,
  };
}
