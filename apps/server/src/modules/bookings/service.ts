import {
  actorIsStaff,
  BOOKING_MESSAGES,
  canDispute,
  canToggleWatching,
  listAnswer,
  type ActivityChangeType,
  type ListAnswer,
  type TBooking,
  type TBookingAssignment,
  type TBookingEmail,
  type TBookingRow,
  type TBookingsQuery,
  type UserActor,
  assigneeRefusal,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { readWithTenant, withTenant } from '../../platform/db/tenant.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { insertEntries } from '../activity/repo.ts';
import { findActiveStaff, findUser, userDisplayName } from '../users/repo.ts';
import { tasksEvent } from '../tasks/events.ts';
import { syncBookingTasks } from '../tasks/sync.ts';
import * as repo from './bookings-repo.ts';
import { listBookings, type BookingListFilter } from './list-repo.ts';
import { toBooking, toBookingRow } from './view.ts';

/**
 * The booking lists and the booking page (issue 11 parts 2 and 3, spec 000 §2, §4): read, archive and restore,
 * dispute, watch, and the semi-automatic e-mail to the destination port agent. Each change runs in one
 * transaction with its activity entry and is published after commit.
 */

export const BOOKING_NOT_FOUND = 'The booking';

/** GET /api/bookings: staff's assignee 'me' is the actor; a customer's client filter is its own (the repo's scope). */
export async function listBookingsFor(
  ctx: AppContext,
  actor: UserActor,
  query: TBookingsQuery,
): Promise<ListAnswer<TBookingRow>> {
  const staff = actorIsStaff(actor);
  const { assignee, ...rest } = query;
  const filter: BookingListFilter = {
    ...rest,
    agent:
      !staff || !assignee
        ? undefined
        : assignee === 'me'
          ? { kind: 'user', id: actor.userId }
          : assignee === 'none'
            ? { kind: 'none' }
            : { kind: 'user', id: assignee },
  };
  return readWithTenant(ctx.db, actor, async (tx) => {
    const page = await listBookings(tx, actor, filter);
    const data = page.rows.map((r) => toBookingRow(r, staff));
    return listAnswer(data, page.count, query.page, query.perPage, page.countCapped);
  });
}

export async function readBooking(tx: Tx, actor: UserActor, id: string): Promise<TBooking> {
  const staff = actorIsStaff(actor);
  const row = await repo.findBookingRow(tx, actor, id);
  const detail = row && (await repo.findBookingDetail(tx, actor, id));
  if (!row || !detail) throw notFound(BOOKING_NOT_FOUND);
  const watchers = await repo.watchersOf(tx, actor, id);
  return toBooking(toBookingRow(row, staff), detail, watchers, {
    userId: actor.userId,
    isStaff: staff,
  });
}

/** GET /api/bookings/{id}: 404 for another company's booking or a carrier outside the actor's list. */
export async function getBooking(ctx: AppContext, actor: UserActor, id: string): Promise<TBooking> {
  return withTenant(ctx.db, actor, (tx) => readBooking(tx, actor, id));
}

/** One change of a booking: locked, checked, written with its activity entry, published after commit. */
async function changeBooking(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  change: (tx: Tx, booking: TBooking & { clientId: string }) => Promise<ActivityChangeType | null>,
  /** Changes its tasks follow (archive, agent, contact): they are brought in line in the same transaction. */
  options: { tasks?: (tx: Tx, before: TBooking) => Promise<number> } = {},
): Promise<TBooking> {
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const locked = await repo.findBookingRow(tx, actor, id, { lock: true });
    if (!locked) throw notFound(BOOKING_NOT_FOUND);
    const clientId = locked.booking.clientId;
    const before = await readBooking(tx, actor, id);
    const changeType = await change(tx, { ...before, clientId });
    const tasksChanged = changeType && options.tasks ? (await options.tasks(tx, before)) > 0 : false;
    if (changeType)
      await insertEntries(tx, { kind: 'bookings', id, clientId }, [
        {
          type: 'ACTIVITY',
          changeType,
          byUserId: actor.userId,
          byName: await userDisplayName(tx, actor.userId),
          realUserId: actor.realUserId,
          isInternal: false,
        },
      ]);
    return {
      booking: await readBooking(tx, actor, id),
      changed: changeType !== null,
      clientId,
      tasksChanged,
    };
  });
  if (result.changed)
    await ctx.events.publish({
      entity: 'booking',
      id,
      clientId: result.clientId,
      carrierIds: [result.booking.carrier.id],
    });
  if (result.tasksChanged)
    await ctx.events.publish(
      tasksEvent({ id, clientId: result.clientId, carrierId: result.booking.carrier.id }),
    );
  return result.booking;
}

/** PUT /api/bookings/{id}/archived: archive or restore; archiving also clears inDispute (spec 000 §4). */
export function setArchived(ctx: AppContext, actor: UserActor, id: string, archived: boolean) {
  return changeBooking(
    ctx,
    actor,
    id,
    async (tx, booking) => {
      if (booking.archived === archived) return null;
      await repo.updateBookingFlags(tx, actor, id, archived ? { archived, inDispute: false } : { archived });
      return archived ? 'ARCHIVED' : 'UNARCHIVED';
    },
    { tasks: (tx) => syncBookingTasks(tx, id) },
  );
}

/** PUT /api/bookings/{id}/dispute: only while pending payment and not archived; it cannot be undone here. */
export function putInDispute(ctx: AppContext, actor: UserActor, id: string) {
  return changeBooking(ctx, actor, id, async (tx, booking) => {
    if (!canDispute(booking)) throw new AppError('CONFLICT', BOOKING_MESSAGES.disputeRefused);
    await repo.updateBookingFlags(tx, actor, id, { inDispute: true });
    return 'IN_DISPUTE';
  });
}

/** PUT /api/bookings/{id}/watching: the actor's own watch (spec 000 §4 "Watching"). */
export async function setWatchingFor(ctx: AppContext, actor: UserActor, id: string, watching: boolean) {
  const booking = await changeBooking(ctx, actor, id, async (tx, current) => {
    if (!canToggleWatching(actor, { agentId: current.agent?.id ?? null }))
      throw new AppError('FORBIDDEN', BOOKING_MESSAGES.watchRefused);
    const changed = await repo.setWatching(tx, actor, { id, clientId: current.clientId }, watching);
    return changed ? (watching ? 'SET_WATCHING' : 'UNSET_WATCHING') : null;
  });
  return {
    watching: booking.watching,
    message: watching ? BOOKING_MESSAGES.watchAdded : BOOKING_MESSAGES.watchRemoved,
  };
}

/**
 * PUT /api/bookings/{id}/assignment: the booking's agent (an active staff member) and contact person (a user of
 * the booking's company); both join the watchers (spec 000 §4, §7). One entry per side that changed.
 */
export async function assignBooking(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  input: TBookingAssignment,
): Promise<TBooking> {
  return changeBooking(
    ctx,
    actor,
    id,
    async (tx, current) => {
      const agent = input.agentId ? await findActiveStaff(tx, input.agentId) : null;
      if (input.agentId && !agent) throw badRequest(BOOKING_MESSAGES.agentNotStaff);
      const refusal =
        agent &&
        assigneeRefusal(agent, { clientId: current.clientId, carrierId: current.carrier.id }, 'booking');
      if (refusal) throw badRequest(`agentId: ${refusal}`);
      if (input.contactId && (await findUser(tx, actor, input.contactId))?.clientId !== current.clientId)
        throw badRequest(BOOKING_MESSAGES.contactNotOfClient);
      const agentChanged = input.agentId !== (current.agent?.id ?? null);
      const contactChanged = input.contactId !== (current.contact?.id ?? null);
      if (!agentChanged && !contactChanged) return null;
      await repo.setAssignment(tx, actor, { id, clientId: current.clientId }, input);
      if (!agentChanged) return 'SET_WATCHERS';
      return input.agentId ? 'ASSIGNED_AGENT' : 'UNASSIGNED_AGENT';
    },
    {
      // The open tasks of the agent and contact person before follow to the new ones.
      tasks: (tx, before) =>
        syncBookingTasks(tx, id, {
          previous: { agentId: before.agent?.id ?? null, contactId: before.contact?.id ?? null },
        }),
    },
  );
}

/**
 * POST /api/bookings/{id}/email: the semi-automatic e-mail to the destination port agent, queued in the outbox in
 * the transaction that checks the booking, so it leaves only for a booking the sender may see.
 */
export async function sendBookingEmail(ctx: AppContext, actor: UserActor, id: string, input: TBookingEmail) {
  await withTenant(ctx.db, actor, async (tx) => {
    if (!(await repo.findBookingRow(tx, actor, id))) throw notFound(BOOKING_NOT_FOUND);
    const deliver = !!ctx.config.SMTP_URL;
    for (const to of [input.to, ...input.cc])
      await enqueueMail(tx, { to, subject: input.subject, text: input.message }, deliver);
  });
  return { message: BOOKING_MESSAGES.emailSent };
}
