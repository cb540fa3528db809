import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  cargoFacts,
  REQUEST_CHECKLIST_CATEGORY,
  type Actor,
  type CargoFacts,
  type ChecklistCategory,
  type CollabRecordKind,
  type TBookingRequestCargoLine,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookingRequests, bookings } from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';

/**
 * The record a checklist or document hangs on: a booking request or a booking, looked up with the actor's client
 * and carrier scope, so another company's or carrier's record is not there (404) before anything else is read.
 */
export interface CollabRecord {
  kind: CollabRecordKind;
  id: string;
  clientId: string;
  carrierId: string;
  category: ChecklistCategory;
  facts: CargoFacts;
  /** The first delivery location reference of the cargo: IMO and OOG downloads are prefixed with it. */
  deliveryReference: string | null;
}

function factsOf(
  containers: readonly TBookingRequestCargoLine[],
  vgm: 'CLIENT' | 'ADMIN' | null,
): CargoFacts {
  return cargoFacts(
    containers.map((c) => ({ imo: c.imo.flag, oog: c.oog.flag, containerType: c.containerType })),
    vgm ?? 'CLIENT',
  );
}

const deliveryReferenceOf = (containers: readonly TBookingRequestCargoLine[]) =>
  containers.map((c) => c.deliveryReference?.trim()).find((r) => !!r) ?? null;

/**
 * The record when the actor may see it. `lock` takes FOR UPDATE on the record row, so changes of one record's
 * checklist and documents run one after the other (stage order, counters, the edit window).
 */
export async function findRecord(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CollabRecord | null> {
  if (kind === 'booking-requests') {
    const scope: SQL | undefined = and(
      clientScope(actor, bookingRequests.clientId),
      carrierScope(actor, bookingRequests.carrierId),
    );
    const query = db
      .select({
        id: bookingRequests.id,
        clientId: bookingRequests.clientId,
        carrierId: bookingRequests.carrierId,
        containers: bookingRequests.containers,
        vgm: bookingRequests.vgmSubmittedBy,
      })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.id, id), scope));
    const [row] = options.lock ? await query.for('update', { of: bookingRequests }) : await query;
    if (!row) return null;
    return {
      kind,
      id: row.id,
      clientId: row.clientId,
      carrierId: row.carrierId,
      category: REQUEST_CHECKLIST_CATEGORY,
      facts: factsOf(row.containers, row.vgm),
      deliveryReference: deliveryReferenceOf(row.containers),
    };
  }
  const scope: SQL | undefined = and(
    clientScope(actor, bookings.clientId),
    carrierScope(actor, bookings.carrierId),
  );
  // A booking has no VGM flag of its own: the request it was booked from says who submits the VGM.
  const query = db
    .select({
      id: bookings.id,
      clientId: bookings.clientId,
      carrierId: bookings.carrierId,
      category: bookings.category,
      cargo: bookings.cargo,
      vgm: sql<
        'CLIENT' | 'ADMIN' | null
      >`(select r.vgm_submitted_by from booking_requests r where r.id = ${bookings.requestId})`,
    })
    .from(bookings)
    .where(and(eq(bookings.id, id), scope));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  return {
    kind,
    id: row.id,
    clientId: row.clientId,
    carrierId: row.carrierId,
    category: row.category,
    facts: factsOf(row.cargo, row.vgm),
    deliveryReference: deliveryReferenceOf(row.cargo),
  };
}

/**
 * A record being created, as its checklist needs it: the request's or booking's own transaction calls
 * `ensureChecklist(tx, newRecord(...))` right after inserting the row.
 */
export function newRecord(input: {
  kind: CollabRecordKind;
  id: string;
  clientId: string;
  carrierId: string;
  category: ChecklistCategory;
  containers: readonly TBookingRequestCargoLine[];
  vgmSubmittedBy: 'CLIENT' | 'ADMIN' | null;
}): CollabRecord {
  return {
    kind: input.kind,
    id: input.id,
    clientId: input.clientId,
    carrierId: input.carrierId,
    category: input.category,
    facts: factsOf(input.containers, input.vgmSubmittedBy),
    deliveryReference: deliveryReferenceOf(input.containers),
  };
}
