import { and, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  actorIsStaff,
  REQUEST_STATUS,
  REQUEST_STATUS_LABELS,
  type Actor,
  type RequestTab,
  type TBookingRequestsQuery,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookingRequests, clients, requestListCounts } from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';
import { pageRows, rowsInOrder, type RequestRow } from './row-repo.ts';
import { containsWord, likeText } from '../../platform/db/text-search.ts';

/**
 * The requests list at any size (issue 8, docs/decisions.md decision 28). A page is read newest first from the
 * partial index that matches its tab and leading filter (migration 0008), one row past the page telling whether
 * another page follows; then the page's rows and the names they show. What a list costs is bounded by its page,
 * never by the table:
 * - the count comes from the trigger-kept counters when the list is a staff member's tab with at most a status
 *   and a carrier; from the page itself when it is the last one; otherwise it is counted up to countLookahead
 *   rows past the page and then answered as "at least" (`countCapped`);
 * - a text search first reads the newest searchWindow rows of its list from that index, which holds the search
 *   column, and answers from them when they hold the page (counting their matches, "at least" when the list is
 *   longer); a text too rare for that is looked up in the trigram index, at most searchCandidates matches, which
 *   are then ordered; only a text with more matches than that, few of them recent, walks the list further.
 */

/** The bounds of the list's work (tests pass smaller ones to reach every path with a few rows). */
export interface ListTuning {
  /** Counting stops this many rows past the page; the web then shows "1,025+". */
  countLookahead: number;
  /** Rows of a list, newest first, that a text search reads before it asks the trigram index. */
  searchWindow: number;
  /** Matches the trigram index may return to be ordered by update time; more means the text is common. */
  searchCandidates: number;
}

export const LIST_TUNING: ListTuning = { countLookahead: 1000, searchWindow: 5000, searchCandidates: 2000 };

export interface ListFilter {
  tab: RequestTab;
  status?: number;
  agent?: { kind: 'user'; id: string } | { kind: 'none' };
  /** The carrier asked for; the actor's carrier restriction applies on top. */
  carrierId?: string;
  clientId?: string;
  field?: TBookingRequestsQuery['field'];
  q?: string;
}

export interface ListPage {
  rows: RequestRow[];
  count: number;
  countCapped: boolean;
}

/** The rows of a tab (spec 000 §4 "Tab filters"), on booking_requests or on the counters. */
export function tabCondition(
  tab: RequestTab,
  columns: { statusCode: AnyPgColumn; hold: AnyPgColumn } = bookingRequests,
): SQL {
  if (tab === 'archived-requests') return gte(columns.statusCode, REQUEST_STATUS.confirmed);
  return and(lte(columns.statusCode, REQUEST_STATUS.inProgress), eq(columns.hold, tab === 'on-hold'))!;
}

/** A text the search column (and, for a field search, the field) must contain. */
interface TextSearch {
  words: string[];
  field?: { key: SearchField; text: string };
}

/** The text columns a field search checks. */
type SearchField = 'id' | 'vessel' | 'agreementNo' | 'customerReference';

/** What a list asks for: conditions the list indexes answer, and a text search on top. */
interface ListPlan {
  view: SQL | undefined;
  search?: TextSearch;
  /** The counters answer the count: a staff member's tab with at most a status and a carrier. */
  counters?: { status?: number; carrierId?: string };
}

const matched = alias(bookingRequests, 'matched');

/**
 * The text search on a search column. On a window of the list (`onWindow`) a field's own check reads the request
 * row of a row whose search column already matched; on booking_requests itself it reads the field directly.
 */
function searchSql(
  search: TextSearch,
  text: SQL | AnyPgColumn,
  id: SQL | AnyPgColumn,
  onWindow: boolean,
): SQL {
  const words = search.words.map((w) => containsWord(text, w));
  if (!search.field) return and(...words)!;
  const { key, text: fieldText } = search.field;
  const fieldLike = likeText(fieldText);
  if (!onWindow) return and(...words, sql`lower(${bookingRequests[key]}) like ${fieldLike}`)!;
  return and(
    ...words,
    sql`exists (select 1 from ${bookingRequests} as "matched" where ${matched.id} = ${id} and lower(${matched[key]}) like ${fieldLike})`,
  )!;
}

/** The field selector (spec 000 §5): trimmed lower-case containment for text, equality otherwise. */
async function planList(db: DbOrTx, actor: Actor, f: ListFilter): Promise<ListPlan> {
  const scope = and(
    clientScope(actor, bookingRequests.clientId),
    carrierScope(actor, bookingRequests.carrierId),
  );
  const view: (SQL | undefined)[] = [
    scope,
    tabCondition(f.tab),
    f.status !== undefined ? eq(bookingRequests.statusCode, f.status) : undefined,
    f.agent?.kind === 'none' ? isNull(bookingRequests.agentId) : undefined,
    f.agent?.kind === 'user' ? eq(bookingRequests.agentId, f.agent.id) : undefined,
    f.carrierId ? eq(bookingRequests.carrierId, f.carrierId) : undefined,
    f.clientId ? eq(bookingRequests.clientId, f.clientId) : undefined,
  ];
  const q = f.q?.trim().toLowerCase();
  const plain = actorIsStaff(actor) && !f.agent && !f.clientId;
  const counters = (status = f.status) => (plain ? { status, carrierId: f.carrierId } : undefined);
  if (!q) return { view: and(...view), counters: counters() };
  const textField = (key: SearchField): ListPlan => ({
    view: and(...view),
    search: { words: [q], field: { key, text: q } },
  });
  switch (f.field) {
    case 'requestNumber':
      return textField('id');
    case 'vessel':
      return textField('vessel');
    case 'agreementNumber':
      return textField('agreementNo');
    case 'customerReference':
      return textField('customerReference');
    case 'client': {
      // The client's name is a client filter: the clients whose name holds the text (a short table).
      const found = await db
        .select({ id: clients.id })
        .from(clients)
        .where(sql`lower(${clients.name}) like ${likeText(q)}`);
      const ids = found.map((c) => c.id);
      return {
        view: and(
          ...view,
          ids.length === 0
            ? sql`false`
            : ids.length === 1
              ? eq(bookingRequests.clientId, ids[0]!)
              : inArray(bookingRequests.clientId, ids),
        ),
      };
    }
    case 'quoteNumber':
      return {
        view: and(...view, /^\d{1,15}$/.test(q) ? eq(bookingRequests.quoteNumber, Number(q)) : sql`false`),
      };
    case 'status': {
      const code = Object.entries(REQUEST_STATUS_LABELS).find(([, l]) => l.toLowerCase() === q)?.[0];
      if (!code) return { view: sql`false` };
      const status = Number(code);
      // A status filter that names another status leaves nothing; the capped count says so.
      const agrees = f.status === undefined || f.status === status;
      return {
        view: and(...view, eq(bookingRequests.statusCode, status)),
        counters: agrees ? counters(status) : undefined,
      };
    }
    default:
      // No field chosen: every word must be found in one of the text fields (a word has no space, so it never
      // spans two fields of the search column).
      return { view: and(...view), search: { words: q.split(/\s+/).filter(Boolean) } };
  }
}

/** Newest first, then by id: the order of every list and of every index it reads. */
const newestFirst = [desc(bookingRequests.updatedAt), desc(bookingRequests.id)] as const;

/** The newest rows of a list, with what a search reads: id, update time and the search column (index-only). */
function windowOf(db: DbOrTx, view: SQL | undefined, size: number) {
  return db
    .select({
      id: bookingRequests.id,
      updatedAt: bookingRequests.updatedAt,
      searchText: bookingRequests.searchText,
    })
    .from(bookingRequests)
    .where(view)
    .orderBy(...newestFirst)
    .limit(size)
    .as('w');
}

async function countFromCounters(
  db: DbOrTx,
  actor: Actor,
  tab: RequestTab,
  c: NonNullable<ListPlan['counters']>,
) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${requestListCounts.n}), 0)::int` })
    .from(requestListCounts)
    .where(
      and(
        tabCondition(tab, requestListCounts),
        c.status !== undefined ? eq(requestListCounts.statusCode, c.status) : undefined,
        c.carrierId ? eq(requestListCounts.carrierId, c.carrierId) : undefined,
        carrierScope(actor, requestListCounts.carrierId),
      ),
    );
  return row?.n ?? 0;
}

/** Rows of the list up to the cap, read from the index that starts with the list's filter. */
async function cappedCount(db: DbOrTx, view: SQL | undefined, cap: number) {
  const capped = db
    .select({ one: sql<number>`1`.as('one') })
    .from(bookingRequests)
    .where(view)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

/** The page and whether more rows follow (one row past the page is read and dropped). */
function pageOf(rows: RequestRow[], limit: number) {
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** A list without text search. */
async function listPlain(
  db: DbOrTx,
  actor: Actor,
  f: ListFilter,
  plan: ListPlan,
  page: { offset: number; limit: number },
  tuning: ListTuning,
): Promise<ListPage> {
  const ids = db
    .select({ id: bookingRequests.id, updatedAt: bookingRequests.updatedAt })
    .from(bookingRequests)
    .where(plan.view)
    .orderBy(...newestFirst)
    .offset(page.offset)
    .limit(page.limit + 1)
    .as('page');
  const { rows, more } = pageOf(await pageRows(db, ids), page.limit);
  if (plan.counters)
    return { rows, count: await countFromCounters(db, actor, f.tab, plan.counters), countCapped: false };
  if (!more && (rows.length > 0 || page.offset === 0))
    return { rows, count: page.offset + rows.length, countCapped: false };
  const cap = page.offset + page.limit + tuning.countLookahead;
  const counted = await cappedCount(db, plan.view, cap);
  return { rows, count: Math.min(counted, cap), countCapped: counted > cap };
}

/** A list with a text search: the newest rows of the list first, the trigram index for a rarer text. */
async function listSearch(
  db: DbOrTx,
  plan: ListPlan & { search: TextSearch },
  page: { offset: number; limit: number },
  tuning: ListTuning,
): Promise<ListPage> {
  const { searchWindow, searchCandidates } = tuning;
  const cap = page.offset + page.limit + tuning.countLookahead;
  const need = page.offset + page.limit + 1;

  // 1. The newest searchWindow rows of the list, from the index alone: how many there are and how many match.
  const counted = windowOf(db, plan.view, searchWindow);
  const [window] = await db
    .select({
      seen: sql<number>`count(*)::int`,
      hits: sql<number>`(count(*) filter (where ${searchSql(plan.search, counted.searchText, counted.id, true)}))::int`,
    })
    .from(counted);
  const seen = window?.seen ?? 0;
  const hits = window?.hits ?? 0;
  const whole = seen < searchWindow;
  if (whole || hits >= need) {
    const w = windowOf(db, plan.view, searchWindow);
    const ids = db
      .select({ id: w.id, updatedAt: w.updatedAt })
      .from(w)
      .where(searchSql(plan.search, w.searchText, w.id, true))
      .orderBy(desc(w.updatedAt), desc(w.id))
      .offset(page.offset)
      .limit(page.limit + 1)
      .as('page');
    const { rows } = pageOf(await pageRows(db, ids), page.limit);
    // The window is the whole list, or holds at least one row past the page: more rows follow the window.
    return whole
      ? { rows, count: Math.min(hits, cap), countCapped: hits > cap }
      : { rows, count: Math.min(hits, cap), countCapped: true };
  }

  // 2. Fewer recent matches than the page needs: the trigram index finds the matches, at most searchCandidates,
  //    and they are ordered by update time.
  const where = and(plan.view, searchSql(plan.search, bookingRequests.searchText, bookingRequests.id, false));
  const candidates = db
    .$with('candidates')
    .as(
      db
        .select({ id: bookingRequests.id, updatedAt: bookingRequests.updatedAt })
        .from(bookingRequests)
        .where(where)
        .limit(searchCandidates),
    );
  const found = await db
    .with(candidates)
    .select({ id: candidates.id, n: sql<number>`(select count(*) from ${candidates})::int` })
    .from(candidates)
    .orderBy(desc(candidates.updatedAt), desc(candidates.id))
    .offset(page.offset)
    .limit(page.limit);
  let total = found[0]?.n;
  if (total === undefined) {
    // Past the last page: the count alone.
    const [row] = await db
      .with(candidates)
      .select({ n: sql<number>`count(*)::int` })
      .from(candidates);
    total = row?.n ?? 0;
  }
  if (total < searchCandidates) {
    const rows = await rowsInOrder(
      db,
      found.map((r) => r.id),
    );
    return { rows, count: Math.min(total, cap), countCapped: total > cap };
  }

  // 3. A text with many matches, none among the newest rows: the list is walked further for the page.
  const ids = db
    .select({ id: bookingRequests.id, updatedAt: bookingRequests.updatedAt })
    .from(bookingRequests)
    .where(where)
    .orderBy(...newestFirst)
    .offset(page.offset)
    .limit(page.limit + 1)
    .as('page');
  const { rows, more } = pageOf(await pageRows(db, ids), page.limit);
  // At least the candidates, and the rows up to this page when it has any (past the end, offset says nothing).
  const seenUpTo = rows.length > 0 ? page.offset + rows.length + (more ? 1 : 0) : 0;
  return { rows, count: Math.min(Math.max(searchCandidates, seenUpTo), cap), countCapped: true };
}

/** A page of requests, last updated first, with its count (see the top of this file). */
export async function listRequests(
  db: DbOrTx,
  actor: Actor,
  f: ListFilter,
  page: { offset: number; limit: number },
  tuning: ListTuning = LIST_TUNING,
): Promise<ListPage> {
  const plan = await planList(db, actor, f);
  return plan.search
    ? listSearch(db, { ...plan, search: plan.search }, page, tuning)
    : listPlain(db, actor, f, plan, page, tuning);
}

/**
 * Badge counts of the Requests and On Hold tabs. Staff read the counters the triggers keep (a few dozen rows at
 * any size); anyone else counts their own client's requests.
 */
export async function countOpen(db: DbOrTx, actor: Actor) {
  if (actorIsStaff(actor)) {
    const open = lte(requestListCounts.statusCode, REQUEST_STATUS.inProgress);
    const [row] = await db
      .select({
        requests: sql<number>`coalesce(sum(${requestListCounts.n}) filter (where ${open} and not ${requestListCounts.hold}), 0)::int`,
        onHold: sql<number>`coalesce(sum(${requestListCounts.n}) filter (where ${open} and ${requestListCounts.hold}), 0)::int`,
      })
      .from(requestListCounts)
      .where(and(open, carrierScope(actor, requestListCounts.carrierId)));
    return { requests: row?.requests ?? 0, onHold: row?.onHold ?? 0 };
  }
  const [row] = await db
    .select({
      requests: sql<number>`count(*) filter (where not ${bookingRequests.hold})::int`,
      onHold: sql<number>`count(*) filter (where ${bookingRequests.hold})::int`,
    })
    .from(bookingRequests)
    .where(
      and(
        clientScope(actor, bookingRequests.clientId),
        carrierScope(actor, bookingRequests.carrierId),
        lte(bookingRequests.statusCode, REQUEST_STATUS.inProgress),
      ),
    );
  return { requests: row?.requests ?? 0, onHold: row?.onHold ?? 0 };
}
