import { inArray, sql } from 'drizzle-orm';
import { actorIsStaff, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookings, clients, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';

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
