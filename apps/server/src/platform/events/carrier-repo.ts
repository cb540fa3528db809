import { eq } from 'drizzle-orm';
import type { LiveEvent } from '@portal/domain';
import type { Db } from '../db/client.ts';
import { bookingRequests } from '../db/schema/booking-requests.ts';
import { quotes } from '../db/schema/quotes.ts';

const quoteCarriers = async (db: Db, quoteId: number) =>
  db.select({ carrierId: quotes.carrierId }).from(quotes).where(eq(quotes.id, quoteId));

/** A group has no carrier of its own: its quotes' carriers (the repos show a group for any one of them). */
const groupCarriers = async (db: Db, groupId: number) =>
  db.selectDistinct({ carrierId: quotes.carrierId }).from(quotes).where(eq(quotes.groupId, groupId));

const requestCarriers = async (db: Db, requestId: string) =>
  db
    .select({ carrierId: bookingRequests.carrierId })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, requestId));

/** Only whole numbers reach the bigint columns; anything else names no record. */
const numberOf = (text: string | undefined) => (text && /^\d{1,15}$/.test(text) ? Number(text) : null);

/**
 * The carriers of the record a live event is about, for the entities that carry one; undefined for the others.
 * Read once at publish time, so no publisher can forget the carrier scope and no receiver queries per event.
 */
export async function carriersOfEvent(
  db: Db,
  event: Pick<LiveEvent, 'entity' | 'id'>,
): Promise<string[] | undefined> {
  let rows: { carrierId: string }[];
  switch (event.entity) {
    case 'quote': {
      const id = numberOf(event.id);
      rows = id === null ? [] : await quoteCarriers(db, id);
      break;
    }
    case 'quote-group': {
      const id = numberOf(event.id);
      rows = id === null ? [] : await groupCarriers(db, id);
      break;
    }
    case 'quote-activity': {
      // `quote-{id}` or `group-{id}`, as the activity service names its targets.
      const [kind, rest] = event.id.split(/-(.*)/s);
      const id = numberOf(rest);
      if (id !== null && kind === 'group') rows = await groupCarriers(db, id);
      else if (id !== null && kind === 'quote') rows = await quoteCarriers(db, id);
      else rows = [];
      break;
    }
    case 'booking-request':
      rows = await requestCarriers(db, event.id);
      break;
    default:
      return undefined;
  }
  return rows.map((row) => row.carrierId);
}
