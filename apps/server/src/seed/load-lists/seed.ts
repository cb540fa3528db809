import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { CONTAINER_STATUSES, LOAD_LIST_LIMITS } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookingContainers, bookings, containers } from '../../platform/db/schema/index.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Load lists for the demo (issue 22 part 5): the containers that the demo's Export bookings sailing within the
 * overview's default range (±5 days) name get a seal, a status and their gate-in and pick-up times, so /loadList is
 * full on the first start, next to the bookings' checklists with checked and unchecked items (seeded with the
 * bookings). A box that has sailed is ON WATER; one sailing later is at the terminal (no status yet) or, for one in
 * seven, still only picked up. Every fifth box is left off, as a load list not yet received. One read and one
 * multi-row insert; a re-run keeps what staff changed (on conflict do nothing).
 */
export async function seedDemoLoadLists(db: DbOrTx, now: Date): Promise<{ demoContainers: number }> {
  const window = LOAD_LIST_LIMITS.defaultRangeDays * DAY;
  const boxes = await db
    .select({ container: bookingContainers.container, bookingId: bookings.id, etd: bookings.etd })
    .from(bookingContainers)
    .innerJoin(bookings, eq(bookings.id, bookingContainers.bookingId))
    .where(
      and(
        eq(bookings.category, 'Export'),
        gte(bookings.etd, new Date(now.getTime() - window - DAY)),
        lt(bookings.etd, new Date(now.getTime() + window + DAY)),
      ),
    )
    .orderBy(asc(bookingContainers.container));
  const rows = boxes
    .filter((_, i) => i % 5 !== 4)
    .map((box, i) => {
      const etd = box.etd ?? now;
      const sailed = etd.getTime() <= now.getTime();
      const pickUp = new Date(etd.getTime() - (6 + (i % 4)) * DAY - (i % 9) * HOUR);
      const atTerminal = sailed || i % 7 !== 0;
      return {
        container: box.container,
        sealNum: atTerminal
          ? `${box.container.slice(0, 2)}${String(4_100_000 + i * 137).padStart(7, '0')}`
          : null,
        status: sailed ? CONTAINER_STATUSES[0] : null,
        pickUp,
        gateIn: atTerminal ? new Date(pickUp.getTime() + (2 + (i % 3)) * DAY) : null,
      };
    });
  if (rows.length > 0) await db.insert(containers).values(rows).onConflictDoNothing();
  const [stored] = await db.select({ n: sql<number>`count(*)::int` }).from(containers);
  return { demoContainers: stored?.n ?? 0 };
}
