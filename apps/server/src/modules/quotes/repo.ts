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
import { clientScope } from '../../platform/db/tenant.ts';

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

function groupFilter(actor: Actor, where: (SQL | undefined)[]) {
  return and(clientScope(actor, quoteGroups.clientId), ...where);
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
  const [rows, [total]] = await Promise.all([
    db
      .select(groupColumns)
      .from(quoteGroups)
      .innerJoin(clients, eq(clients.id, quoteGroups.clientId))
      .innerJoin(requester, eq(requester.id, quoteGroups.userId))
      .innerJoin(origin, eq(origin.id, quoteGroups.originId))
      .innerJoin(destination, eq(destination.id, quoteGroups.destinationId))
      .where(where)
      .orderBy(desc(quoteGroups.dateIssued), desc(quoteGroups.sortingId))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(quoteGroups)
      .where(where),
  ]);
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

/** Quotes of groups; a customer with a carrier restriction sees only its allowed carriers. */
export async function quotesOfGroups(
  db: DbOrTx,
  actor: Actor,
  groupIds: number[],
  carrierIds: string[] | null,
) {
  if (groupIds.length === 0) return [];
  return quotesQuery(db)
    .where(
      and(
        inArray(quotes.groupId, groupIds),
        clientScope(actor, quotes.clientId),
        carrierIds ? inArray(quotes.carrierId, carrierIds) : undefined,
      ),
    )
    .orderBy(asc(quotes.sortingId));
}

export async function findQuote(db: DbOrTx, actor: Actor, id: number, carrierIds: string[] | null) {
  const [row] = await quotesQuery(db).where(
    and(
      eq(quotes.id, id),
      clientScope(actor, quotes.clientId),
      carrierIds ? inArray(quotes.carrierId, carrierIds) : undefined,
    ),
  );
  return row ?? null;
}

export type QuoteRow = Awaited<ReturnType<typeof findQuote>> & object;

export async function setGroupArchived(db: DbOrTx, id: number, archived: boolean) {
  await db.update(quoteGroups).set({ archived }).where(eq(quoteGroups.id, id));
}

export async function setAssigneeOfGroup(db: DbOrTx, groupId: number, userId: string | null) {
  await db.update(quotes).set({ assignedToId: userId }).where(eq(quotes.groupId, groupId));
}

export async function setQuote(
  db: DbOrTx,
  id: number,
  values: { status?: number; assignedToId?: string | null },
) {
  await db.update(quotes).set(values).where(eq(quotes.id, id));
}

/** Activity of a quote or a group, newest first; customers never get internal items. */
export async function listActivity(
  db: DbOrTx,
  target: { quoteId: number } | { groupId: number },
  includeInternal: boolean,
) {
  return db
    .select()
    .from(quoteActivity)
    .where(
      and(
        'quoteId' in target
          ? eq(quoteActivity.quoteId, target.quoteId)
          : eq(quoteActivity.groupId, target.groupId),
        includeInternal ? undefined : eq(quoteActivity.isInternal, false),
      ),
    )
    .orderBy(desc(quoteActivity.at));
}

export async function insertActivity(db: DbOrTx, row: typeof quoteActivity.$inferInsert) {
  const [inserted] = await db.insert(quoteActivity).values(row).returning();
  return inserted!;
}
