import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actorIsStaff, bookingTabFlags, searchWords, type Actor, type TBookingsQuery } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookings,
  bookingTags,
  carriers,
  checklists,
  clients,
  ports,
  users,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';
import { containsWord } from '../../platform/db/text-search.ts';

/**
 * The booking lists (issue 11 part 2, spec 000 §2 "Bookings list", §5, §7). A page is read newest first from the
 * list index that starts with the list's leading filter (migration 0014), one row past the page telling whether
 * another follows; the count stops COUNT_CAP rows on ("1,000+"). Free text: every word must be found in the search
 * column (one trigram index).
 */

/** Counting stops this many rows on; the list then says "at least". */
export const COUNT_CAP = 1000;

export interface BookingListFilter extends Omit<TBookingsQuery, 'assignee'> {
  /** The assignee resolved: a user (staff 'me' is the actor), unassigned, or everyone. */
  agent?: { kind: 'user'; id: string } | { kind: 'none' };
}

const pol = alias(ports, 'pol');
const pod = alias(ports, 'pod');
const agent = alias(users, 'agent');
const contact = alias(users, 'contact');

/** Every condition of the list: the actor's scope, the tab, the filters and the words. */
function listCondition(actor: Actor, f: BookingListFilter): SQL | undefined {
  const staff = actorIsStaff(actor);
  const flags = bookingTabFlags(f.tab, staff);
  // A customer's archived-flag filter (spec 000 §6) lists archived bookings on any tab.
  const archived = !staff && f.archived !== undefined ? f.archived : flags.archived;
  const dayEnd = (day: string) => new Date(`${day}T00:00:00Z`).getTime() + 86_400_000;
  return and(
    clientScope(actor, bookings.clientId),
    carrierScope(actor, bookings.carrierId),
    eq(bookings.archived, archived),
    flags.pendingPayment === undefined ? undefined : eq(bookings.pendingPayment, flags.pendingPayment),
    eq(bookings.category, f.category),
    staff && f.clientId ? eq(bookings.clientId, f.clientId) : undefined,
    f.origin ? eq(bookings.polId, f.origin) : undefined,
    f.destination ? eq(bookings.podId, f.destination) : undefined,
    f.carrier ? eq(bookings.carrierId, f.carrier) : undefined,
    f.agent?.kind === 'user' ? eq(bookings.agentId, f.agent.id) : undefined,
    f.agent?.kind === 'none' ? isNull(bookings.agentId) : undefined,
    staff && f.tagIds?.length
      ? sql`exists (select 1 from ${bookingTags} where ${bookingTags.bookingId} = ${bookings.id} and ${inArray(bookingTags.tagId, f.tagIds)})`
      : undefined,
    f.from ? gte(bookings.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(bookings.createdAt, new Date(dayEnd(f.to))) : undefined,
    ...searchWords(f.q).map((word) => containsWord(bookings.searchText, word)),
  );
}

/** Newest change first; with a date range, newest creation first (spec 000 §7). */
const orderOf = (f: BookingListFilter) =>
  f.from || f.to
    ? [desc(bookings.createdAt), desc(bookings.id)]
    : [desc(bookings.updatedAt), desc(bookings.id)];

export const bookingRowColumns = {
  booking: {
    id: bookings.id,
    category: bookings.category,
    archived: bookings.archived,
    hold: bookings.hold,
    pendingPayment: bookings.pendingPayment,
    inDispute: bookings.inDispute,
    statusText: bookings.statusText,
    carrierId: bookings.carrierId,
    erpCarrierId: bookings.erpCarrierId,
    erpServiceId: bookings.erpServiceId,
    clientId: bookings.clientId,
    vessel: bookings.vessel,
    voyage: bookings.voyage,
    placeOfReceiptName: bookings.placeOfReceiptName,
    finalDestinationName: bookings.finalDestinationName,
    etd: bookings.etd,
    eta: bookings.eta,
    amsClosing: bookings.amsClosing,
    blNumber: bookings.blNumber,
    customerReference: bookings.customerReference,
    agreementNo: bookings.agreementNo,
    requestId: bookings.requestId,
    agentId: bookings.agentId,
    contactId: bookings.contactId,
    createdAt: bookings.createdAt,
    updatedAt: bookings.updatedAt,
  },
  clientName: clients.name,
  carrierName: carriers.displayName,
  carrierColor: carriers.color,
  pol: { id: pol.id, name: pol.name, countryCode: pol.countryCode },
  pod: { id: pod.id, name: pod.name, countryCode: pod.countryCode },
  agentFirst: agent.firstName,
  agentLast: agent.lastName,
  contactFirst: contact.firstName,
  contactLast: contact.lastName,
  staffChecked: checklists.staffChecked,
  staffTotal: checklists.staffTotal,
  customerChecked: checklists.customerChecked,
  customerTotal: checklists.customerTotal,
};

/** Bookings with the names a card shows: client, carrier, ports, agent, contact and the checklist counters. */
export function selectBookingRows(db: DbOrTx) {
  return db
    .select(bookingRowColumns)
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(carriers, eq(carriers.id, bookings.carrierId))
    .leftJoin(pol, eq(pol.id, bookings.polId))
    .leftJoin(pod, eq(pod.id, bookings.podId))
    .leftJoin(agent, eq(agent.id, bookings.agentId))
    .leftJoin(contact, eq(contact.id, bookings.contactId))
    .leftJoin(checklists, and(eq(checklists.recordKind, 'bookings'), eq(checklists.recordId, bookings.id)));
}

export type BookingRowData = Awaited<ReturnType<typeof selectBookingRows>>[number];

/** Tag ids per booking of a page (staff only: booking_tags is closed to customers). */
export async function tagsOf(db: DbOrTx, actor: Actor, ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!actorIsStaff(actor) || ids.length === 0) return out;
  const rows = await db
    .select({ bookingId: bookingTags.bookingId, tagId: bookingTags.tagId })
    .from(bookingTags)
    .where(inArray(bookingTags.bookingId, ids));
  for (const r of rows) out.set(r.bookingId, [...(out.get(r.bookingId) ?? []), r.tagId]);
  return out;
}

/** One page of a list with its (capped) count. */
export async function listBookings(db: DbOrTx, actor: Actor, f: BookingListFilter) {
  const where = listCondition(actor, f);
  const page = db
    .select({ id: bookings.id, updatedAt: bookings.updatedAt, createdAt: bookings.createdAt })
    .from(bookings)
    .where(where)
    .orderBy(...orderOf(f))
    .limit(f.perPage + 1)
    .offset((f.page - 1) * f.perPage);
  const ids = (await page).map((r) => r.id);
  const pageIds = ids.slice(0, f.perPage);
  const more = ids.length > f.perPage;
  const rowsById = new Map(
    pageIds.length === 0
      ? []
      : (await selectBookingRows(db).where(inArray(bookings.id, pageIds))).map((r) => [r.booking.id, r]),
  );
  const rows = pageIds.map((id) => rowsById.get(id)!).filter(Boolean);
  const before = (f.page - 1) * f.perPage;
  let count: number;
  let countCapped = false;
  if (!more) count = before + rows.length;
  else {
    const capped = db
      .select({ one: sql<number>`1`.as('one') })
      .from(bookings)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('capped');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
    count = Math.min(row?.n ?? 0, COUNT_CAP);
    countCapped = (row?.n ?? 0) > COUNT_CAP;
    if (count <= before + rows.length) count = before + rows.length + 1;
  }
  return { rows, count, countCapped, tags: await tagsOf(db, actor, pageIds) };
}
