import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  handledCarriers,
  LOAD_LIST_LIMITS,
  type Actor,
  type LoadListEntry,
  type TContainerListItem,
  type UserActor,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingContainers,
  bookings,
  checklists,
  containers,
  ports,
} from '../../platform/db/schema/index.ts';
import { carrierScope } from '../../platform/db/tenant.ts';

export interface LoadListFilter {
  carriers?: string[];
  pol?: string;
  from: string;
  to: string;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The overview (spec 002 §7 "containers: query by ets range, category Export, pol, carrierId, ordered by ets then
 * bookingId"): each container once, with the Export booking in the ETS range that names it (the latest sailing
 * when a box is on two, as a reused box is), the booking's delivery reference for that box and its staff checklist
 * counts. Containers are found from the bookings in range (the range bounds the work), and the actor's carriers
 * (carrierScope, and the carriers a user handles) narrow the bookings. One more row than the limit is read to tell the list it was capped.
 */
export async function listLoadList(
  db: DbOrTx,
  actor: Actor,
  f: LoadListFilter,
): Promise<{ rows: TContainerListItem[]; capped: boolean }> {
  // Spec 002 §6: a staff member with a carriers list plans only those carriers' boxes, privileged or not.
  const handled = handledCarriers(actor);
  const deliveryRef = sql<string | null>`(
    select line ->> 'deliveryReference' from jsonb_array_elements(${bookings.cargo}) as line
    where exists (select 1 from jsonb_array_elements_text(coalesce(line -> 'containerNumbers', '[]'::jsonb)) as n
                  where upper(n) = ${containers.container})
    limit 1)`;
  const perContainer = db
    .selectDistinctOn([containers.container], {
      container: containers.container,
      sealNum: containers.sealNum,
      status: containers.status,
      version: containers.version,
      gateIn: containers.gateIn,
      pickUp: containers.pickUp,
      bookingId: sql<string>`${bookings.id}`.as('booking_id'),
      ets: bookings.etd,
      pol: bookings.polId,
      polName: sql<string | null>`${ports.name}`.as('pol_name'),
      category: bookings.category,
      carrierId: bookings.carrierId,
      vessel: bookings.vessel,
      voyage: bookings.voyage,
      deliveryRef: deliveryRef.as('delivery_ref'),
      checked: sql<number>`coalesce(${checklists.staffChecked}, 0)`.as('checked'),
      total: sql<number>`coalesce(${checklists.staffTotal}, 0)`.as('total'),
    })
    .from(bookings)
    .innerJoin(bookingContainers, eq(bookingContainers.bookingId, bookings.id))
    .innerJoin(containers, eq(containers.container, bookingContainers.container))
    .leftJoin(ports, eq(ports.id, bookings.polId))
    .leftJoin(checklists, and(eq(checklists.recordKind, 'bookings'), eq(checklists.recordId, bookings.id)))
    .where(
      and(
        eq(bookings.category, 'Export'),
        gte(bookings.etd, dayStart(f.from)),
        lt(bookings.etd, dayEnd(f.to)),
        f.carriers?.length ? inArray(bookings.carrierId, f.carriers) : undefined,
        f.pol ? eq(bookings.polId, f.pol) : undefined,
        carrierScope(actor, bookings.carrierId),
        handled ? inArray(bookings.carrierId, handled) : undefined,
      ),
    )
    .orderBy(asc(containers.container), asc(bookings.archived), desc(bookings.etd), desc(bookings.id))
    .as('per_container');
  const rows = await db
    .select()
    .from(perContainer)
    .orderBy(asc(perContainer.ets), asc(perContainer.bookingId), asc(perContainer.container))
    .limit(LOAD_LIST_LIMITS.listRows + 1);
  return {
    capped: rows.length > LOAD_LIST_LIMITS.listRows,
    rows: rows.slice(0, LOAD_LIST_LIMITS.listRows).map((r) => ({
      container: r.container,
      sealNum: r.sealNum,
      status: r.status,
      deliveryRef: r.deliveryRef,
      bookingId: r.bookingId,
      ets: iso(r.ets),
      pol: r.pol,
      polName: r.polName,
      category: r.category,
      version: r.version,
      carrierId: r.carrierId,
      vessel: r.vessel,
      voyage: r.voyage,
      gateIn: iso(r.gateIn),
      pickUp: iso(r.pickUp),
      checklistCheckedCount: Number(r.checked),
      checklistItemCount: Number(r.total),
    })),
  };
}

export interface StoredContainer {
  container: string;
  sealNum: string | null;
  status: string | null;
  version: number;
}

/** The stored rows of these numbers, locked until the transaction ends (the audit's "before"). */
export async function lockContainers(tx: DbOrTx, numbers: string[]): Promise<StoredContainer[]> {
  if (numbers.length === 0) return [];
  return tx
    .select({
      container: containers.container,
      sealNum: containers.sealNum,
      status: containers.status,
      version: containers.version,
    })
    .from(containers)
    .where(inArray(containers.container, numbers))
    .for('update');
}

/**
 * Saves a load list by container number with merge (spec 002 §7 "Batch set by container number with merge"): one
 * multi-row upsert; a blank seal or status keeps the stored one; every written row's version goes up by one.
 */
export async function upsertContainers(
  tx: DbOrTx,
  actor: UserActor,
  entries: LoadListEntry[],
): Promise<StoredContainer[]> {
  if (entries.length === 0) return [];
  const now = new Date();
  return tx
    .insert(containers)
    .values(
      entries.map((e) => ({
        container: e.container,
        sealNum: e.sealNum,
        status: e.status,
        updatedById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: containers.container,
      set: {
        sealNum: sql`coalesce(excluded.seal_num, ${containers.sealNum})`,
        status: sql`coalesce(excluded.status, ${containers.status})`,
        version: sql`${containers.version} + 1`,
        updatedById: sql`excluded.updated_by_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({
      container: containers.container,
      sealNum: containers.sealNum,
      status: containers.status,
      version: containers.version,
    });
}

/** Which of these numbers no booking names yet: saved, but not on the overview until a booking names them. */
export async function numbersWithoutBooking(tx: DbOrTx, numbers: string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const named = await tx
    .selectDistinct({ container: bookingContainers.container })
    .from(bookingContainers)
    .where(inArray(bookingContainers.container, numbers));
  const known = new Set(named.map((n) => n.container));
  return numbers.filter((n) => !known.has(n));
}

/** Per container, the carriers of the bookings naming it (the carrier limit on writes; archived bookings too). */
export async function bookingCarriersOf(
  tx: DbOrTx,
  numbers: string[],
): Promise<Map<string, (string | null)[]>> {
  const out = new Map<string, (string | null)[]>();
  if (numbers.length === 0) return out;
  const rows = await tx
    .selectDistinct({ container: bookingContainers.container, carrierId: bookings.carrierId })
    .from(bookingContainers)
    .innerJoin(bookings, eq(bookings.id, bookingContainers.bookingId))
    .where(inArray(bookingContainers.container, numbers));
  for (const r of rows) out.set(r.container, [...(out.get(r.container) ?? []), r.carrierId]);
  return out;
}
