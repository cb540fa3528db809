import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL, type Subquery } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
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
 * another follows; the count stops COUNT_CAP rows on ("100+"). Free text: every word must be found in the search
 * column (one trigram index). The tags filter reads the tag's own indexes over booking_tags instead, which hold
 * copies of the list columns (migration 0018).
 */

/**
 * Counting stops this many rows on and the list says "100+": the spec's lists hold at most 100 bookings (000 §7),
 * and what a list costs then stays bounded by its page however many bookings there are.
 */
export const COUNT_CAP = 100;

export interface BookingListFilter extends Omit<TBookingsQuery, 'assignee'> {
  /** The assignee resolved: a user (staff 'me' is the actor), unassigned, or everyone. */
  agent?: { kind: 'user'; id: string } | { kind: 'none' };
}

/** The tab's flags: a customer's archived-flag filter (spec 000 §6) lists archived bookings on any tab. */
function tabOf(actor: Actor, f: BookingListFilter): { archived: boolean; pendingPayment?: boolean } {
  const staff = actorIsStaff(actor);
  const flags = bookingTabFlags(f.tab, staff);
  return { ...flags, archived: !staff && f.archived !== undefined ? f.archived : flags.archived };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The actor's scope, the filters and the words: the conditions on bookings besides the tab and the date range. */
function filterCondition(actor: Actor, f: BookingListFilter): SQL | undefined {
  const staff = actorIsStaff(actor);
  return and(
    clientScope(actor, bookings.clientId),
    carrierScope(actor, bookings.carrierId),
    staff && f.clientId ? eq(bookings.clientId, f.clientId) : undefined,
    f.origin ? eq(bookings.polId, f.origin) : undefined,
    f.destination ? eq(bookings.podId, f.destination) : undefined,
    f.carrier ? eq(bookings.carrierId, f.carrier) : undefined,
    f.agent?.kind === 'user' ? eq(bookings.agentId, f.agent.id) : undefined,
    f.agent?.kind === 'none' ? isNull(bookings.agentId) : undefined,
    ...searchWords(f.q).map((word) => containsWord(bookings.searchText, word)),
  );
}

/** Every condition of the list without tags: the tab, the date range, the scope, the filters and the words. */
function listCondition(actor: Actor, f: BookingListFilter): SQL | undefined {
  const tab = tabOf(actor, f);
  return and(
    eq(bookings.archived, tab.archived),
    tab.pendingPayment === undefined ? undefined : eq(bookings.pendingPayment, tab.pendingPayment),
    eq(bookings.category, f.category),
    f.from ? gte(bookings.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(bookings.createdAt, dayEnd(f.to)) : undefined,
    filterCondition(actor, f),
  );
}

/** Newest change first; with a date range, newest creation first (spec 000 §7). */
const orderOf = (f: BookingListFilter) =>
  f.from || f.to
    ? [desc(bookings.createdAt), desc(bookings.id)]
    : [desc(bookings.updatedAt), desc(bookings.id)];

/**
 * The tags filter (staff's; any of the chosen tags) as ranges of booking_tags' list indexes (migration 0018): one
 * per chosen tag and payment state the tab takes (Archived takes both), each read newest first. Undefined when the
 * list has no tags filter.
 */
function tagRanges(actor: Actor, f: BookingListFilter): SQL[] | undefined {
  if (!actorIsStaff(actor) || !f.tagIds?.length) return undefined;
  const tab = tabOf(actor, f);
  const payment = tab.pendingPayment === undefined ? [false, true] : [tab.pendingPayment];
  return [...new Set(f.tagIds)].flatMap((tagId) =>
    payment.map((pendingPayment) =>
      and(
        eq(bookingTags.tagId, tagId),
        eq(bookingTags.archived, tab.archived),
        eq(bookingTags.pendingPayment, pendingPayment),
        eq(bookingTags.category, f.category),
        f.from ? gte(bookingTags.createdAt, dayStart(f.from)) : undefined,
        f.to ? lt(bookingTags.createdAt, dayEnd(f.to)) : undefined,
      )!,
    ),
  );
}

/** The order column of booking_tags' copies: the change, or with a date range the creation. */
const tagOrderColumn = (f: BookingListFilter) =>
  f.from || f.to ? bookingTags.createdAt : bookingTags.updatedAt;

/** One range's bookings that pass the other filters, newest first by `at`, at most `limit`. */
function taggedRange(
  db: DbOrTx,
  range: SQL,
  others: SQL | undefined,
  at: ReturnType<typeof tagOrderColumn>,
  limit: number,
) {
  return db
    .select({ id: bookingTags.bookingId, at })
    .from(bookingTags)
    .innerJoin(bookings, eq(bookings.id, bookingTags.bookingId))
    .where(and(range, others))
    .orderBy(desc(at), desc(bookingTags.bookingId))
    .limit(limit);
}

/** The booking columns a card shows. */
const cardColumns = {
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
  polId: bookings.polId,
  podId: bookings.podId,
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
};

/** Bookings' card columns, read straight from the table (the caller gives the condition, order and limit). */
export function selectCards(db: DbOrTx) {
  return db.select(cardColumns).from(bookings);
}

type CardColumns = Awaited<ReturnType<typeof selectCards>>[number];

interface Place {
  id: string;
  name: string;
  countryCode: string;
}

/** A booking with the names its card shows: client, carrier, ports, agent, contact, checklist counters, tags. */
export interface BookingRowData {
  booking: CardColumns;
  clientName: string;
  carrierName: string;
  carrierColor: string;
  pol: Place | null;
  pod: Place | null;
  agentFirst: string | null;
  agentLast: string | null;
  contactFirst: string | null;
  contactLast: string | null;
  progress: { staff: Counts; customer: Counts } | null;
  tagIds: string[];
}

interface Counts {
  checked: number;
  total: number;
}

const counts = (text: string): Counts => {
  const [checked, total] = text.split('/').map(Number);
  return { checked: checked ?? 0, total: total ?? 0 };
};

/**
 * The cards of some bookings with their names, in their order: one statement over the few clients, carriers,
 * ports, people, checklist counters and (staff) tags they name, instead of a join of eight tables, which the
 * embedded database plans anew on every call for more than reading the page costs.
 */
export async function withNames(db: DbOrTx, actor: Actor, cards: CardColumns[]): Promise<BookingRowData[]> {
  if (cards.length === 0) return [];
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const ids = cards.map((c) => c.id);
  const portIds = distinct(cards.flatMap((c) => [c.polId, c.podId]));
  const userIds = distinct(cards.flatMap((c) => [c.agentId, c.contactId]));
  const parts: SQL[] = [
    sql`select 'client' as kind, ${clients.id}::text as id, ${clients.name} as a, null as b from ${clients} where ${inArray(clients.id, distinct(cards.map((c) => c.clientId)))}`,
    sql`select 'carrier', ${carriers.id}, ${carriers.displayName}, ${carriers.color} from ${carriers} where ${inArray(carriers.id, distinct(cards.map((c) => c.carrierId)))}`,
    sql`select 'progress', ${checklists.recordId}, ${checklists.staffChecked} || '/' || ${checklists.staffTotal}, ${checklists.customerChecked} || '/' || ${checklists.customerTotal} from ${checklists} where ${checklists.recordKind} = 'bookings' and ${inArray(checklists.recordId, ids)}`,
  ];
  if (portIds.length > 0)
    parts.push(
      sql`select 'port', ${ports.id}, ${ports.name}, ${ports.countryCode} from ${ports} where ${inArray(ports.id, portIds)}`,
    );
  if (userIds.length > 0)
    parts.push(
      sql`select 'user', ${users.id}::text, ${users.firstName}, ${users.lastName} from ${users} where ${inArray(users.id, userIds)}`,
    );
  // Tags are staff's: booking_tags is closed to customers (row-level security repeats it).
  if (actorIsStaff(actor))
    parts.push(
      sql`select 'tag', ${bookingTags.bookingId}, ${bookingTags.tagId}::text, null from ${bookingTags} where ${inArray(bookingTags.bookingId, ids)}`,
    );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const names = new Map<string, { a: string | null; b: string | null }>();
  const tags = new Map<string, string[]>();
  for (const row of (
    result as unknown as { rows: { kind: string; id: string; a: string | null; b: string | null }[] }
  ).rows) {
    if (row.kind === 'tag') tags.set(row.id, [...(tags.get(row.id) ?? []), row.a!]);
    else names.set(`${row.kind}:${row.id}`, row);
  }
  const place = (id: string | null): Place | null => {
    if (!id) return null;
    const p = names.get(`port:${id}`);
    return { id, name: p?.a ?? id, countryCode: p?.b ?? '' };
  };
  return cards.map((booking) => {
    const carrier = names.get(`carrier:${booking.carrierId}`);
    const agent = booking.agentId ? names.get(`user:${booking.agentId}`) : undefined;
    const contact = booking.contactId ? names.get(`user:${booking.contactId}`) : undefined;
    const progress = names.get(`progress:${booking.id}`);
    return {
      booking,
      clientName: names.get(`client:${booking.clientId}`)?.a ?? '',
      carrierName: carrier?.a ?? booking.carrierId,
      carrierColor: carrier?.b ?? '',
      pol: place(booking.polId),
      pod: place(booking.podId),
      agentFirst: agent?.a ?? null,
      agentLast: agent?.b ?? null,
      contactFirst: contact?.a ?? null,
      contactLast: contact?.b ?? null,
      progress:
        progress?.a && progress.b ? { staff: counts(progress.a), customer: counts(progress.b) } : null,
      tagIds: tags.get(booking.id) ?? [],
    };
  });
}

/** The cards of the ids, in the ids' order, as the actor may see them. */
export async function cardsInOrder(db: DbOrTx, actor: Actor, ids: string[]): Promise<BookingRowData[]> {
  if (ids.length === 0) return [];
  const order = new Map(ids.map((id, i) => [id, i]));
  const cards = await selectCards(db).where(
    and(
      inArray(bookings.id, ids),
      clientScope(actor, bookings.clientId),
      carrierScope(actor, bookings.carrierId),
    ),
  );
  cards.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
  return withNames(db, actor, cards);
}

/** One page of a list with its (capped) count. */
export async function listBookings(db: DbOrTx, actor: Actor, f: BookingListFilter) {
  const ranges = tagRanges(actor, f);
  if (ranges) return listTagged(db, actor, f, ranges);
  const where = listCondition(actor, f);
  const before = (f.page - 1) * f.perPage;
  const page = await selectCards(db)
    .where(where)
    .orderBy(...orderOf(f))
    .limit(f.perPage + 1)
    .offset(before);
  const capped = db
    .select({ one: sql<number>`1`.as('one') })
    .from(bookings)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  return pageWithCount(db, actor, f, page, capped);
}

/**
 * A tag-filtered page: each range of booking_tags' list index (one per tag and payment state) joined to bookings by
 * id for the other filters. One range is the page itself; several are each cut at the page's end, and their union
 * (a booking with two of the tags once) is ordered again. The count is the union of ranges cut at the cap.
 */
async function listTagged(db: DbOrTx, actor: Actor, f: BookingListFilter, ranges: SQL[]) {
  const others = filterCondition(actor, f);
  const before = (f.page - 1) * f.perPage;
  const at = tagOrderColumn(f);
  let page: CardColumns[];
  if (ranges.length === 1) {
    page = await db
      .select(cardColumns)
      .from(bookingTags)
      .innerJoin(bookings, eq(bookings.id, bookingTags.bookingId))
      .where(and(ranges[0], others))
      .orderBy(desc(at), desc(bookingTags.bookingId))
      .limit(f.perPage + 1)
      .offset(before);
  } else {
    const [first, second, ...rest] = ranges.map((range) =>
      taggedRange(db, range, others, at, before + f.perPage + 1),
    );
    const tagged = union(first!, second!, ...rest).as('tagged');
    page = await selectCards(db)
      .innerJoin(tagged, eq(bookings.id, tagged.id))
      .orderBy(desc(tagged.at), desc(tagged.id))
      .limit(f.perPage + 1)
      .offset(before);
  }
  const [first, second, ...rest] = ranges.map((range) =>
    db
      .select({ id: bookingTags.bookingId })
      .from(bookingTags)
      .innerJoin(bookings, eq(bookings.id, bookingTags.bookingId))
      .where(and(range, others))
      .limit(COUNT_CAP + 1),
  );
  const capped = (second ? union(first!, second, ...rest) : first!).as('capped');
  return pageWithCount(db, actor, f, page, capped);
}

/** The page's cards with their names and the count: exact up to COUNT_CAP, never less than the pages so far. */
async function pageWithCount(
  db: DbOrTx,
  actor: Actor,
  f: BookingListFilter,
  page: CardColumns[],
  capped: Subquery,
) {
  const before = (f.page - 1) * f.perPage;
  const more = page.length > f.perPage;
  const rows = await withNames(db, actor, page.slice(0, f.perPage));
  if (!more) return { rows, count: before + rows.length, countCapped: false };
  // Another page follows: count up to the cap, never less than what the pages before and this one hold.
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = row?.n ?? 0;
  if (n <= COUNT_CAP && n > before + rows.length) return { rows, count: n, countCapped: false };
  return { rows, count: Math.max(COUNT_CAP, before + rows.length + 1), countCapped: true };
}
