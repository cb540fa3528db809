import { eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers, clients, ports, quoteGroups, quotes, users } from '../../platform/db/schema/index.ts';
import { groupFilter, quoteScope, type GroupRow, type QuoteRow } from './repo.ts';

/**
 * The quote group page in one statement: PostgreSQL builds the group, its names and the quotes the actor may see
 * as one JSON value, in the shapes findGroup and quotesOfGroups answer (GroupRow, QuoteRow), under the same
 * scopes. The page is the busiest read of a customer, so its SQL is rendered from the schema once, at start;
 * a call adds only the actor's scope and the id, and reads one JSON value instead of mapping joined columns.
 */

const requester = alias(users, 'requester');
const groupOrigin = alias(ports, 'origin');
const groupDestination = alias(ports, 'destination');
const quoteClient = alias(clients, 'quote_client');
const quoteOrigin = alias(ports, 'quote_origin');
const quoteDestination = alias(ports, 'quote_destination');
const assignee = alias(users, 'assignee');

/** `"table" "alias"` for a from or join clause (an alias alone renders as its name). */
const as = (table: PgTable, aliased: PgTable) => sql`${table} ${sql.identifier(getTableName(aliased))}`;

type Columns = Record<string, PgColumn>;

/** `json_build_object('key', column, ...)` of the columns, under their names in the schema. */
function jsonObject(columns: Columns): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

const portColumns = (port: { id: PgColumn; name: PgColumn; city: PgColumn; countryCode: PgColumn }) => ({
  id: port.id,
  name: port.name,
  city: port.city,
  countryCode: port.countryCode,
});

const quoteJson = sql`json_build_object(
  'quote', ${jsonObject(getTableColumns(quotes))},
  'clientName', ${quoteClient.name},
  'carrierName', ${carriers.displayName},
  'carrierColor', ${carriers.color},
  'assigneeFirst', ${assignee.firstName},
  'assigneeLast', ${assignee.lastName},
  'origin', ${jsonObject(portColumns(quoteOrigin))},
  'destination', ${jsonObject(portColumns(quoteDestination))}
) order by ${quotes.sortingId}`;

const dialect = new PgDialect();

/** Renders SQL without parameters to its text once, so calls do not walk the schema objects again. */
function renderedOnce(query: SQL): SQL {
  const rendered = dialect.sqlToQuery(query);
  if (rendered.params.length > 0) throw new Error('renderedOnce takes SQL without parameters');
  return sql.raw(rendered.sql);
}

/**
 * A name per text of the statement, so PostgreSQL parses and plans each once per connection instead of on every
 * call. The texts differ only by the actor's scope (staff, a customer, n allowed carriers): a handful.
 */
const statementNames = new Map<string, string>();
const MAX_STATEMENTS = 32;
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_STATEMENTS) {
    name = `quote_group_page_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Up to the quote scope: the group and its names, and the quotes of the group... */
const head = renderedOnce(sql`select json_build_object(
  'group', ${jsonObject(getTableColumns(quoteGroups))},
  'clientName', ${clients.name},
  'requesterFirst', ${requester.firstName},
  'requesterLast', ${requester.lastName},
  'origin', ${jsonObject(portColumns(groupOrigin))},
  'destination', ${jsonObject(portColumns(groupDestination))},
  'quotes', coalesce((
    select json_agg(${quoteJson})
    from ${quotes}
    inner join ${as(clients, quoteClient)} on ${eq(quoteClient.id, quotes.clientId)}
    inner join ${carriers} on ${eq(carriers.id, quotes.carrierId)}
    inner join ${as(ports, quoteOrigin)} on ${eq(quoteOrigin.id, quotes.originId)}
    inner join ${as(ports, quoteDestination)} on ${eq(quoteDestination.id, quotes.destinationId)}
    left join ${as(users, assignee)} on ${eq(assignee.id, quotes.assignedToId)}
    where ${eq(quotes.groupId, quoteGroups.id)} and`);
/** ...that the actor may see; then the group's joins, up to the group scope. */
const middle = renderedOnce(sql`), '[]'::json)
) as "page"
from ${quoteGroups}
inner join ${clients} on ${eq(clients.id, quoteGroups.clientId)}
inner join ${as(users, requester)} on ${eq(requester.id, quoteGroups.userId)}
inner join ${as(ports, groupOrigin)} on ${eq(groupOrigin.id, quoteGroups.originId)}
inner join ${as(ports, groupDestination)} on ${eq(groupDestination.id, quoteGroups.destinationId)}
where`);

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
type GroupJson = Omit<GroupRow, 'group'> & {
  group: Json<GroupRow['group']>;
  quotes: (Omit<QuoteRow, 'quote'> & { quote: Json<QuoteRow['quote']> })[];
};

/** A row of a table from its JSON: timestamps become Dates again, as drizzle reads them. */
function fromJson<T>(columns: Columns, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = { ...json };
  for (const [key, column] of Object.entries(columns)) {
    if (column.columnType === 'PgTimestamp' && row[key] !== null)
      row[key] = column.mapFromDriverValue(row[key]);
  }
  return row as T;
}

const groupTableColumns: Columns = getTableColumns(quoteGroups);
const quoteTableColumns: Columns = getTableColumns(quotes);

/** The group (when the actor may see it) and the quotes of it the actor may see, in sortingId order. */
export async function findGroupWithQuotes(
  db: DbOrTx,
  actor: Actor,
  id: number,
): Promise<{ group: GroupRow; quotes: QuoteRow[] } | null> {
  const query = dialect.sqlToQuery(
    sql`${head} ${quoteScope(actor) ?? sql`true`} ${middle} ${groupFilter(actor, [eq(quoteGroups.id, id)])}`,
  );
  const result = await db._.session.prepareQuery(query, undefined, statementName(query.sql), false).execute();
  // Both drivers answer { rows }; PostgreSQL's json arrives parsed.
  const page = (result as { rows: { page: GroupJson }[] }).rows[0]?.page;
  if (!page) return null;
  const { quotes: quoteJsons, group, ...names } = page;
  return {
    group: { ...names, group: fromJson(groupTableColumns, group) },
    quotes: quoteJsons.map((q) => ({ ...q, quote: fromJson(quoteTableColumns, q.quote) })),
  };
}
