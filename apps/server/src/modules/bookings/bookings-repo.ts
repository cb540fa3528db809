import { and, eq, inArray, sql } from 'drizzle-orm';
import { actorIsStaff, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookings, bookingWatchers, clients, users } from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { cardsInOrder } from './list-repo.ts';

export type NewBooking = typeof bookings.$inferInsert;

/** The next file number of a booking the portal creates itself (no ERP configured); never handed out twice. */
export async function nextFileNumber(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select nextval('booking_file_numbers') as n`);
  // PGlite and node-postgres both answer { rows }; bigint comes back as a string from node-postgres.
  const [row] = (result as unknown as { rows: { n: string | number }[] }).rows;
  return Number(row!.n);
}

/**
 * Bookings are made by staff (Book Now); a customer's transaction never writes one. Answers false, writing
 * nothing, when the id already names a booking (an ERP answering a FileID twice).
 */
export async function insertBooking(db: DbOrTx, actor: Actor, row: NewBooking): Promise<boolean> {
  if (!actorIsStaff(actor)) throw new AppError('FORBIDDEN', 'Only staff can create bookings.');
  const written = await db
    .insert(bookings)
    .values(row)
    .onConflictDoNothing({ target: bookings.id })
    .returning({ id: bookings.id });
  return written.length === 1;
}

/** The people and companies a booking names, with their ERP ids (the backend booking format's parties). */
export async function bookingParties(db: DbOrTx, ids: { userIds: string[]; clientIds: string[] }) {
  const [people, companies] = await Promise.all([
    ids.userIds.length
      ? db
          .select({
            id: users.id,
            erpUserId: users.erpUserId,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.emailAddress,
            clientId: users.clientId,
          })
          .from(users)
          .where(inArray(users.id, ids.userIds))
      : [],
    ids.clientIds.length
      ? db
          .select({
            id: clients.id,
            erpClientId: clients.erpClientId,
            name: clients.name,
            city: clients.city,
          })
          .from(clients)
          .where(inArray(clients.id, ids.clientIds))
      : [],
  ]);
  return {
    users: new Map(people.map((p) => [p.id, p])),
    clients: new Map(companies.map((c) => [c.id, c])),
  };
}

const bookingScope = (actor: Actor) =>
  and(clientScope(actor, bookings.clientId), carrierScope(actor, bookings.carrierId));

/** A booking's card row when the actor may see it (lock: FOR UPDATE, so changes of one booking queue). */
export async function findBookingRow(db: DbOrTx, actor: Actor, id: string, options: { lock?: boolean } = {}) {
  if (options.lock)
    await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, id), bookingScope(actor)))
      .for('update');
  const [row] = await cardsInOrder(db, actor, [id]);
  return row ?? null;
}

/** What the booking page shows beyond the card: cargo, freight, port terms, remarks, rebookings, statistic client. */
export async function findBookingDetail(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select({
      placeOfReceiptEts: bookings.placeOfReceiptEts,
      finalDestinationEta: bookings.finalDestinationEta,
      statisticClientId: bookings.statisticClientId,
      statisticClientName: sql<
        string | null
      >`(select c.name from ${clients} c where c.id = ${bookings.statisticClientId})`,
      rebookedFromId: bookings.rebookedFromId,
      rebookedToId: bookings.rebookedToId,
      cargo: bookings.cargo,
      freight: bookings.freight,
      portTerms: bookings.portTerms,
      remarks: bookings.remarks,
    })
    .from(bookings)
    .where(and(eq(bookings.id, id), bookingScope(actor)));
  return row ?? null;
}

/** The watchers of a booking the actor may see, with their names (staff first names, then customers). */
export async function watchersOf(db: DbOrTx, actor: Actor, bookingId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(bookingWatchers)
    .innerJoin(users, eq(users.id, bookingWatchers.userId))
    .where(and(eq(bookingWatchers.bookingId, bookingId), clientScope(actor, bookingWatchers.clientId)))
    .orderBy(users.firstName, users.lastName);
}

/** Adds or removes the actor's own watch on a booking already looked up; answers whether a row changed. */
export async function setWatching(
  db: DbOrTx,
  actor: Actor & { kind: 'user' },
  booking: { id: string; clientId: string },
  watching: boolean,
): Promise<boolean> {
  const rows = watching
    ? await db
        .insert(bookingWatchers)
        .values({ bookingId: booking.id, userId: actor.userId, clientId: booking.clientId })
        .onConflictDoNothing()
        .returning({ id: bookingWatchers.userId })
    : await db
        .delete(bookingWatchers)
        .where(and(eq(bookingWatchers.bookingId, booking.id), eq(bookingWatchers.userId, actor.userId)))
        .returning({ id: bookingWatchers.userId });
  return rows.length > 0;
}

/** Staff's changes of a booking's flags (archive, restore, dispute); the update time moves with them. */
export async function updateBookingFlags(
  db: DbOrTx,
  actor: Actor,
  id: string,
  flags: Partial<Pick<typeof bookings.$inferInsert, 'archived' | 'inDispute'>>,
): Promise<void> {
  if (!actorIsStaff(actor)) throw new AppError('FORBIDDEN', 'Only staff can change a booking.');
  await db
    .update(bookings)
    .set({ ...flags, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), bookingScope(actor)));
}

/** Sets the booking's agent and contact person (staff); both join the watchers. */
export async function setAssignment(
  db: DbOrTx,
  actor: Actor,
  booking: { id: string; clientId: string },
  assignment: { agentId: string | null; contactId: string | null },
): Promise<void> {
  if (!actorIsStaff(actor)) throw new AppError('FORBIDDEN', 'Only staff can assign a booking.');
  await db
    .update(bookings)
    .set({ ...assignment, updatedAt: new Date() })
    .where(and(eq(bookings.id, booking.id), bookingScope(actor)));
  const watchers = [assignment.agentId, assignment.contactId].filter((id): id is string => id !== null);
  if (watchers.length > 0)
    await db
      .insert(bookingWatchers)
      .values(watchers.map((userId) => ({ bookingId: booking.id, userId, clientId: booking.clientId })))
      .onConflictDoNothing();
}
