import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, Rate } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  carriers,
  clients,
  ports,
  quoteActivity,
  quoteGroups,
  quotes,
  rates,
  users,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';

/** Rates of the lane for the types, valid on the day (the engine picks per carrier). */
export async function findRates(
  db: DbOrTx,
  lane: { originId: string; destinationId: string; typeIds: string[]; day: string },
): Promise<Rate[]> {
  const rows = await db
    .select()
    .from(rates)
    .where(
      and(
        eq(rates.originId, lane.originId),
        eq(rates.destinationId, lane.destinationId),
        inArray(rates.containerTypeId, lane.typeIds),
        lte(rates.validFrom, lane.day),
        gte(rates.validTo, lane.day),
      ),
    );
  return rows.map(({ createdAt: _createdAt, ...r }) => r);
}

export async function nextGroupNumber(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`nextval('quote_group_numbers')` })
    .from(sql`(select 1) as one`);
  return Number(row!.n);
}

export async function nextQuoteNumbers(db: DbOrTx, count: number): Promise<number[]> {
  const rows = await db
    .select({ n: sql<string>`nextval('quote_numbers')` })
    .from(sql`generate_series(1, ${count}) as g`);
  return rows.map((r) => Number(r.n)).sort((a, b) => a - b);
}

export async function insertGroup(db: DbOrTx, row: typeof quoteGroups.$inferInsert) {
  await db.insert(quoteGroups).values(row);
}

export async function insertQuotes(db: DbOrTx, rows: (typeof quotes.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(quotes).values(rows);
}

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');
const origin = alias(ports, 'origin');
const destination = alias(ports, 'destination');

const originColumns = {
  id: origin.id,
  name: origin.name,
  city: origin.city,
  countryCode: origin.countryCode,
};
const destinationColumns = {
  id: destination.id,
  name: destination.name,
  city: destination.city,
  countryCode: destination.countryCode,
};

const groupColumns = {
  group: quoteGroups,
  clientName: clients.name,
  requesterFirst: requester.firstName,
  requesterLast: requester.lastName,
  origin: originColumns,
  destination: destinationColumns,
};

/**
 * A group has no carrier of its own: a carrier-restricted actor sees a group when it holds a quote of an
 * allowed carrier (and then only those quotes), so a group never shows up empty.
 */
function groupCarrierScope(actor: Actor): SQL | undefined {
  const allowed = carrierScope(actor, quotes.carrierId);
  return (
    allowed &&
    sql`exists (select 1 from ${quotes} where ${quotes.groupId} = ${quoteGroups.id} and ${allowed})`
  );
}

/** The groups the actor may see, with further conditions. */
export function groupFilter(actor: Actor, where: (SQL | undefined)[]) {
  return and(clientScope(actor, quoteGroups.clientId), groupCarrierScope(actor), ...where);
}

/** The quotes the actor may see: its own client's, of the carriers it may see. */
export function quoteScope(actor: Actor): SQL | undefined {
  return and(clientScope(actor, quotes.clientId), carrierScope(actor, quotes.carrierId));
}

/** A page of groups, newest first (spec 001 §2.4: dateIssued descending, then sortingId). */
export async function listGroups(
  db: DbOrTx,
  actor: Actor,
  filter: {
    archived: boolean | null;
    clientId?: string;
    from?: string;
    to?: string;
    origin?: string;
    destination?: string;
    carrier?: string;
  },
  page: { offset: number; limit: number },
) {
  const where = groupFilter(actor, [
    filter.archived === null ? undefined : eq(quoteGroups.archived, filter.archived),
    filter.clientId ? eq(quoteGroups.clientId, filter.clientId) : undefined,
    filter.from ? gte(quoteGroups.dateIssued, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lte(quoteGroups.dateIssued, new Date(`${filter.to}T23:59:59.999Z`)) : undefined,
    filter.origin ? eq(quoteGroups.originId, filter.origin) : undefined,
    filter.destination ? eq(quoteGroups.destinationId, filter.destination) : undefined,
    // A group holds one quote per carrier: the lane lookup wants groups with a quote of this one.
    filter.carrier
      ? sql`exists (select 1 from ${quotes} where ${quotes.groupId} = ${quoteGroups.id} and ${quotes.carrierId} = ${filter.carrier})`
      : undefined,
  ]);
  // One after the other: a transaction is one connection, which runs one query at a time.
  const rows = await db
    .select(groupColumns)
    .from(quoteGroups)
    .innerJoin(clients, eq(clients.id, quoteGroups.clientId))
    .innerJoin(requester, eq(requester.id, quoteGroups.userId))
    .innerJoin(origin, eq(origin.id, quoteGroups.originId))
    .innerJoin(destination, eq(destination.id, quoteGroups.destinationId))
    .where(where)
    .orderBy(desc(quoteGroups.dateIssued), desc(quoteGroups.sortingId))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quoteGroups)
    .where(where);
  return { rows, count: total?.n ?? 0 };
}

export async function findGroup(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select(groupColumns)
    .from(quoteGroups)
    .innerJoin(clients, eq(clients.id, quoteGroups.clientId))
    .innerJoin(requester, eq(requester.id, quoteGroups.userId))
    .innerJoin(origin, eq(origin.id, quoteGroups.originId))
    .innerJoin(destination, eq(destination.id, quoteGroups.destinationId))
    .where(groupFilter(actor, [eq(quoteGroups.id, id)]));
  return row ?? null;
}

export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

const quoteColumns = {
  quote: quotes,
  clientName: clients.name,
  carrierName: carriers.displayName,
  carrierColor: carriers.color,
  assigneeFirst: assignee.firstName,
  assigneeLast: assignee.lastName,
  origin: originColumns,
  destination: destinationColumns,
};

function quotesQuery(db: DbOrTx) {
  return db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(clients, eq(clients.id, quotes.clientId))
    .innerJoin(carriers, eq(carriers.id, quotes.carrierId))
    .innerJoin(origin, eq(origin.id, quotes.originId))
    .innerJoin(destination, eq(destination.id, quotes.destinationId))
    .leftJoin(assignee, eq(assignee.id, quotes.assignedToId));
}

/** Quotes of groups; a carrier-restricted actor sees only its allowed carriers. */
export async function quotesOfGroups(db: DbOrTx, actor: Actor, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return quotesQuery(db)
    .where(and(inArray(quotes.groupId, groupIds), quoteScope(actor)))
    .orderBy(asc(quotes.sortingId));
}

export async function findQuote(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await quotesQuery(db).where(and(eq(quotes.id, id), quoteScope(actor)));
  return row ?? null;
}

export type QuoteRow = Awaited<ReturnType<typeof findQuote>> & object;

/** Writes touch only rows the actor can read: how many were changed tells the service whether it may go on. */
export async function setGroupArchived(db: DbOrTx, actor: Actor, id: number, archived: boolean) {
  const rows = await db
    .update(quoteGroups)
    .set({ archived })
    .where(groupFilter(actor, [eq(quoteGroups.id, id)]))
    .returning({ id: quoteGroups.id });
  return rows.length;
}

/** The group's assignee, on the quotes of the group the actor may see. */
export async function setAssigneeOfGroup(db: DbOrTx, actor: Actor, groupId: number, userId: string | null) {
  const rows = await db
    .update(quotes)
    .set({ assignedToId: userId })
    .where(and(eq(quotes.groupId, groupId), quoteScope(actor)))
    .returning({ id: quotes.id });
  return rows.length;
}

export async function setQuote(
  db: DbOrTx,
  actor: Actor,
  id: number,
  values: { status?: number; assignedToId?: string | null },
) {
  const rows = await db
    .update(quotes)
    .set(values)
    .where(and(eq(quotes.id, id), quoteScope(actor)))
    .returning({ id: quotes.id });
  return rows.length;
}

/**
 * Activity of a quote or a group, newest first, only when the actor may see the quote or the group; customers
 * never get internal items.
 */
export async function listActivity(
  db: DbOrTx,
  actor: Actor,
  target: { quoteId: number } | { groupId: number },
  includeInternal: boolean,
) {
  const visible =
    'quoteId' in target
      ? and(
          eq(quoteActivity.quoteId, target.quoteId),
          sql`exists (select 1 from ${quotes} where ${quotes.id} = ${quoteActivity.quoteId} and ${quoteScope(actor) ?? sql`true`})`,
        )
      : and(
          eq(quoteActivity.groupId, target.groupId),
          sql`exists (select 1 from ${quoteGroups} where ${quoteGroups.id} = ${quoteActivity.groupId} and ${groupFilter(actor, []) ?? sql`true`})`,
        );
  return db
    .select()
    .from(quoteActivity)
    .where(
      and(
        visible,
        clientScope(actor, quoteActivity.clientId),
        includeInternal ? undefined : eq(quoteActivity.isInternal, false),
      ),
    )
    .orderBy(desc(quoteActivity.at));
}

export async function insertActivity(db: DbOrTx, row: typeof quoteActivity.$inferInsert) {
  const [inserted] = await db.insert(quoteActivity).values(row).returning();
  return inserted!;
}
