import { actorIsStaff } from '../permissions.ts';
import type { Actor } from '../actor.ts';

/** Dispute is available only while pending payment and not archived (spec 000 §4 "Booking"). */
export function canDispute(booking: { pendingPayment: boolean; archived: boolean; inDispute: boolean }) {
  return booking.pendingPayment && !booking.archived && !booking.inDispute;
}

/** The card's IN DISPUTE marker: shown when inDispute and pendingPayment are set (spec 000 §2 "Booking card"). */
export const showsInDispute = (booking: { inDispute: boolean; pendingPayment: boolean }) =>
  booking.inDispute && booking.pendingPayment;

/**
 * Who toggles watching (spec 000 §4 "Watching"): a customer, or a staff member who is not the booking's agent;
 * the assigned agent gets the assign-users button instead.
 */
export function canToggleWatching(actor: Actor, booking: { agentId: string | null }): boolean {
  if (actor.kind !== 'user') return false;
  if (!actorIsStaff(actor)) return true;
  return booking.agentId !== actor.userId;
}

/**
 * A customer's land-transport interest card (spec 000 §2, §9): hidden for admins, shown once the page has been
 * scrolled past 100 px, until the user has answered.
 */
export const LAND_TRANSPORT_SCROLL_PX = 100;
export function showsLandTransportCard(actor: Actor, user: { answeredLandInterest: boolean }) {
  return actor.kind === 'user' && !actorIsStaff(actor) && !user.answeredLandInterest;
}
