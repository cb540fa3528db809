import type { Actor } from '../actor.ts';
import { actorIsStaff, isUser } from '../permissions.ts';
import type { Refusal } from './edit-permission.ts';
import { REQUEST_STATUS, statusAfterAgentChange, statusAfterRestore } from './status.ts';
import { WORKBENCH_MESSAGES, type TBookingRequestDetail } from './workbench.ts';

/**
 * The request's lifecycle (spec 000 §4, DECISIONS.md "Request status codes") as pure transitions: the web
 * asks them whether to enable a control, the server applies them and answers a refusal with its code.
 */

/** Activity change types the transitions write (spec 000 §4 "Activity entries are written for"). */
export const REQUEST_CHANGE_TYPES = {
  assignedAgent: 'ASSIGNED_AGENT',
  unassignedAgent: 'UNASSIGNED_AGENT',
  assignedClient: 'ASSIGNED_CLIENT',
  edited: 'EDITED',
  archived: 'ARCHIVED',
  unarchived: 'UNARCHIVED',
  putOnHold: 'PUT_ON_HOLD',
  revertHold: 'REVERT_HOLD',
  bookingCreated: 'BOOKING_CREATED',
  watchersSet: 'SET_WATCHERS',
} as const;
export type RequestChangeType = (typeof REQUEST_CHANGE_TYPES)[keyof typeof REQUEST_CHANGE_TYPES];

/** Refusals of the lifecycle; the spec shows only the failure snackbars, so these words are ours. */
export const LIFECYCLE_MESSAGES = {
  closedKeepsAgent: 'A confirmed or archived request keeps its agent.',
  alreadyArchived: 'This request is already archived.',
  notArchived: 'Only an archived request can be restored.',
  holdOnlyOpen: 'Only a request that is Requested or In Progress can be put on hold.',
  bookNowWarnings: 'Fill in what the warning panel lists before booking.',
  bookNowNeedsAgent: WORKBENCH_MESSAGES.vgmAdminNeedsAgent,
  alreadyBooked: 'This request is already confirmed: its booking exists.',
} as const;

/** The facts the transitions read and write. Rows carrying more fields get them back unchanged. */
export interface RequestLifecycleState {
  statusCode: number;
  hold: boolean;
  isUnread: boolean;
  agentId: string | null;
  clientId: string;
  bookingId: string | null;
}

export type Transition<S extends RequestLifecycleState> =
  | { ok: true; state: S; changed: boolean; changeType: RequestChangeType | null }
  | { ok: false; refusal: Refusal };

/** The lifecycle facts of a request page's data. */
export function lifecycleStateOf(
  detail: Pick<TBookingRequestDetail, 'statusCode' | 'hold' | 'isUnread' | 'agent' | 'client' | 'bookingId'>,
): RequestLifecycleState {
  return {
    statusCode: detail.statusCode,
    hold: detail.hold,
    isUnread: detail.isUnread,
    agentId: detail.agent?.id ?? null,
    clientId: detail.client.id,
    bookingId: detail.bookingId,
  };
}

const refuse = (code: Refusal['code'], message: string) => ({
  ok: false as const,
  refusal: { code, message },
});
const STAFF_ONLY = refuse('FORBIDDEN', WORKBENCH_MESSAGES.staffOnly);
const unchanged = <S extends RequestLifecycleState>(state: S): Transition<S> => ({
  ok: true,
  state,
  changed: false,
  changeType: null,
});
const moved = <S extends RequestLifecycleState>(
  state: S,
  change: Partial<RequestLifecycleState>,
  changeType: RequestChangeType | null,
): Transition<S> => ({ ok: true, state: { ...state, ...change }, changed: true, changeType });

const isClosed = (s: RequestLifecycleState) => s.statusCode >= REQUEST_STATUS.confirmed;

/** Watchers dialog: assigning an agent moves Requested to In Progress, removing it moves it back. */
export function assignAgent<S extends RequestLifecycleState>(
  actor: Actor,
  state: S,
  agentId: string | null,
): Transition<S> {
  if (!actorIsStaff(actor)) return STAFF_ONLY;
  if (state.agentId === agentId) return unchanged(state);
  if (isClosed(state)) return refuse('CONFLICT', LIFECYCLE_MESSAGES.closedKeepsAgent);
  const statusCode = statusAfterAgentChange(state.statusCode as 10 | 20, agentId !== null);
  return moved(
    state,
    { agentId, statusCode },
    agentId ? REQUEST_CHANGE_TYPES.assignedAgent : REQUEST_CHANGE_TYPES.unassignedAgent,
  );
}

/** Spec 000 §4: "When an agent is unassigned and the request is not yet unread, a prompt asks whether to mark it unread." */
export function asksMarkUnreadOnUnassign(state: RequestLifecycleState, nextAgentId: string | null): boolean {
  return state.agentId !== null && nextAgentId === null && !state.isUnread;
}

/** Watchers dialog: the request's client (company). A request always has one; it is fixed once confirmed. */
export function assignClient<S extends RequestLifecycleState>(
  actor: Actor,
  state: S,
  clientId: string,
): Transition<S> {
  if (!actorIsStaff(actor)) return STAFF_ONLY;
  if (state.clientId === clientId) return unchanged(state);
  if (isClosed(state)) return refuse('CONFLICT', WORKBENCH_MESSAGES.closedForEditing);
  return moved(state, { clientId }, REQUEST_CHANGE_TYPES.assignedClient);
}

/** Archive sets Archived, from any other status. */
export function archiveRequest<S extends RequestLifecycleState>(actor: Actor, state: S): Transition<S> {
  if (!actorIsStaff(actor)) return STAFF_ONLY;
  if (state.statusCode === REQUEST_STATUS.archived)
    return refuse('CONFLICT', LIFECYCLE_MESSAGES.alreadyArchived);
  return moved(state, { statusCode: REQUEST_STATUS.archived }, REQUEST_CHANGE_TYPES.archived);
}

/**
 * Restore returns to In Progress with an agent, else Requested (spec 000 §4). A request that already has its
 * booking returns to Confirmed instead: reopening it would offer Book Now a second time for one shipment.
 */
export function restoreRequest<S extends RequestLifecycleState>(actor: Actor, state: S): Transition<S> {
  if (!actorIsStaff(actor)) return STAFF_ONLY;
  if (state.statusCode !== REQUEST_STATUS.archived) return refuse('CONFLICT', LIFECYCLE_MESSAGES.notArchived);
  const statusCode = state.bookingId ? REQUEST_STATUS.confirmed : statusAfterRestore(state.agentId !== null);
  return moved(state, { statusCode }, REQUEST_CHANGE_TYPES.unarchived);
}

/** Hold only matters up to In Progress (spec 000 §4), so only such a request is put on hold. */
export function holdRequest<S extends RequestLifecycleState>(actor: Actor, state: S): Transition<S> {
  if (!actorIsStaff(actor)) return STAFF_ONLY;
  if (state.hold) return unchanged(state);
  if (isClosed(state)) return refuse('CONFLICT', LIFECYCLE_MESSAGES.holdOnlyOpen);
  return moved(state, { hold: true }, REQUEST_CHANGE_TYPES.putOnHold);
}

/** Releasing a hold is always allowed, so no request stays stuck on hold. */
export function unholdRequest<S extends RequestLifecycleState>(actor: Actor, state: S): Transition<S> {
  if (!actorIsStaff(actor)) return STAFF_ONLY;
  if (!state.hold) return unchanged(state);
  return moved(state, { hold: false }, REQUEST_CHANGE_TYPES.revertHold);
}

/** Mark read / unread (staff): the unread highlight of the staff list. No activity entry is written. */
export function markRequestRead<S extends RequestLifecycleState>(
  actor: Actor,
  state: S,
  read: boolean,
): Transition<S> {
  if (!actorIsStaff(actor)) return STAFF_ONLY;
  if (state.isUnread === !read) return unchanged(state);
  return moved(state, { isUnread: !read }, null);
}

/** Opening a request as its agent marks it read, so the list's unread highlight means something. */
export function readsOnOpen(actor: Actor, state: RequestLifecycleState): boolean {
  return actorIsStaff(actor) && isUser(actor) && state.isUnread && state.agentId === actor.userId;
}

/**
 * Book Now (spec 000 §5): staff only, disabled while warnings exist, unless an agent is assigned and the status
 * is below Confirmed. The refusal is the disabled button's tooltip and the server's answer.
 */
export function requestBookNowRefusal(
  actor: Actor,
  state: RequestLifecycleState,
  hasWarnings: boolean,
): Refusal | null {
  if (!actorIsStaff(actor)) return STAFF_ONLY.refusal;
  if (isClosed(state) || state.bookingId)
    return { code: 'CONFLICT', message: LIFECYCLE_MESSAGES.alreadyBooked };
  if (state.agentId === null) return { code: 'CONFLICT', message: LIFECYCLE_MESSAGES.bookNowNeedsAgent };
  if (hasWarnings) return { code: 'CONFLICT', message: LIFECYCLE_MESSAGES.bookNowWarnings };
  return null;
}

export function canBookRequestNow(actor: Actor, state: RequestLifecycleState, hasWarnings: boolean): boolean {
  return requestBookNowRefusal(actor, state, hasWarnings) === null;
}

/** Successful booking creation sets Confirmed and stores bookingId (spec 000 §4). */
export function confirmWithBooking<S extends RequestLifecycleState>(
  actor: Actor,
  state: S,
  bookingId: string,
  hasWarnings: boolean,
): Transition<S> {
  const refusal = requestBookNowRefusal(actor, state, hasWarnings);
  if (refusal) return { ok: false, refusal };
  return moved(
    state,
    { statusCode: REQUEST_STATUS.confirmed, bookingId },
    REQUEST_CHANGE_TYPES.bookingCreated,
  );
}
