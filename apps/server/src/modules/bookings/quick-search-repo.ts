import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookingContainers, bookings, bookingSearchKeys } from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';
import { cardsInOrder } from './list-repo.ts';

/**
 * Quick Search over the spec's two indexes (001 §3 "Booking search indexes", migration 0014): the lookup keys
 * (file number, BL number, reference, delivery and pickup references, lower-cased) and the container numbers
 * (upper-cased). A term matches a key it begins; exact matches come first, then the latest changed. The range
 * `~>=~ p and ~<~ p || U+10FFFF` is a prefix test the text_pattern_ops indexes answer with any parameter.
 */
export async function quickSearchBookings(
  db: DbOrTx,
  actor: Actor,
  terms: { key: string; container: string },
  page: { offset: number; limit: number },
) {
  const prefix = (column: unknown, p: string) =>
    sql`${column} ~>=~ ${p} and ${column} ~<~ (${p} || chr(1114111))`;
  const keyScope = clientScope(actor, bookingSearchKeys.clientId);
  const containerScope = clientScope(actor, bookingContainers.clientId);
  const matches = sql`
    select ${bookingSearchKeys.bookingId} as booking_id, ${bookingSearchKeys.kind} as kind, ${bookingSearchKeys.key} as text,
           ${bookingSearchKeys.key} = ${terms.key} as exact
      from ${bookingSearchKeys} where ${prefix(bookingSearchKeys.key, terms.key)} ${keyScope ? sql`and ${keyScope}` : sql``}
    union all
    select ${bookingContainers.bookingId}, 'container', ${bookingContainers.container},
           ${bookingContainers.container} = ${terms.container}
      from ${bookingContainers} where ${prefix(bookingContainers.container, terms.container)} ${containerScope ? sql`and ${containerScope}` : sql``}`;
  const best = db
    .select({
      bookingId: sql<string>`m.booking_id`.as('booking_id'),
      kind: sql<string>`(array_agg(m.kind order by m.exact desc))[1]`.as('kind'),
      text: sql<string>`(array_agg(m.text order by m.exact desc))[1]`.as('text'),
      exact: sql<boolean>`bool_or(m.exact)`.as('exact'),
    })
    .from(sql`(${matches}) as m`)
    .groupBy(sql`m.booking_id`)
    .as('best');
  // The keys are stored lower-cased; what a hit shows is the booking's own text in its own case.
  const cargoReference = (field: string) =>
    sql`(select trim(line ->> ${field}) from jsonb_array_elements(${bookings.cargo}) as line
          where lower(trim(line ->> ${field})) = ${best.text} limit 1)`;
  const shown = sql<string>`coalesce(case ${best.kind}
      when 'fileNumber' then ${bookings.id}
      when 'blNumber' then trim(${bookings.blNumber})
      when 'reference' then trim(${bookings.customerReference})
      when 'deliveryReference' then ${cargoReference('deliveryReference')}
      when 'pickupReference' then ${cargoReference('pickupReference')}
    end, ${best.text})`;
  const found = await db
    .select({ id: bookings.id, kind: best.kind, text: shown })
    .from(best)
    .innerJoin(bookings, eq(bookings.id, best.bookingId))
    .where(and(clientScope(actor, bookings.clientId), carrierScope(actor, bookings.carrierId)))
    .orderBy(desc(best.exact), desc(bookings.updatedAt), desc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = new Map(
    (
      await cardsInOrder(
        db,
        actor,
        found.map((f) => f.id),
      )
    ).map((r) => [r.booking.id, r]),
  );
  return found.map((f) => ({ ...f, row: rows.get(f.id)! })).filter((f) => f.row);
}
