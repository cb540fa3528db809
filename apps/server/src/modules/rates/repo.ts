import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers, containerTypes, ports, rates } from '../../platform/db/schema/index.ts';
import type { ImportedRate } from './mapping.ts';
import type { KnownReferences } from './row-schema.ts';

/** Carriers and container types in full (short lists); ports only those the file names (the list is long). */
export async function knownReferences(db: DbOrTx, portCodes: string[]): Promise<KnownReferences> {
  const [carrierRows, typeRows, portRows] = await Promise.all([
    db.select({ id: carriers.id }).from(carriers),
    db.select({ id: containerTypes.id }).from(containerTypes),
    portCodes.length > 0
      ? db.select({ id: ports.id }).from(ports).where(inArray(ports.id, portCodes))
      : Promise.resolve([]),
  ]);
  return {
    carrierIds: new Set(carrierRows.map((r) => r.id)),
    containerTypeIds: new Set(typeRows.map((r) => r.id)),
    portIds: new Set(portRows.map((r) => r.id)),
  };
}

/** Rows per statement: about 15 parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 500;

/**
 * Inserts or updates on rates_key_uq. A row whose content is already the same is not touched, so importing a
 * file twice changes nothing; `xmax = 0` tells a fresh insert from an update in the RETURNING row.
 */
export async function upsertRates(
  db: DbOrTx,
  rows: ImportedRate[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  let created = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const returned = await db
      .insert(rates)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [
          rates.carrierId,
          rates.originId,
          rates.destinationId,
          rates.containerTypeId,
          rates.validFrom,
        ],
        set: {
          validTo: sql`excluded.valid_to`,
          costLines: sql`excluded.cost_lines`,
          costRemarks: sql`excluded.cost_remarks`,
          terms: sql`excluded.terms`,
          remarks: sql`excluded.remarks`,
          placeOfReceiptName: sql`excluded.place_of_receipt_name`,
          placeOfDeliveryName: sql`excluded.place_of_delivery_name`,
          serviceDetails: sql`excluded.service_details`,
        },
        setWhere: sql`(${rates.validTo}, ${rates.costLines}, ${rates.costRemarks}, ${rates.terms}, ${rates.remarks},
          ${rates.placeOfReceiptName}, ${rates.placeOfDeliveryName}, ${rates.serviceDetails})
          is distinct from (excluded.valid_to, excluded.cost_lines, excluded.cost_remarks, excluded.terms,
          excluded.remarks, excluded.place_of_receipt_name, excluded.place_of_delivery_name, excluded.service_details)`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const r of returned) {
      if (r.inserted) created++;
      else updated++;
    }
  }
  return { created, updated, unchanged: rows.length - created - updated };
}

export interface RateFilter {
  carrierId?: string | undefined;
  originId?: string | undefined;
  destinationId?: string | undefined;
  containerTypeId?: string | undefined;
  validOn?: string | undefined;
}

/** A page of rates by lane, type and carrier, newest period first; the lane filters use rates_lane_idx. */
export async function listRates(db: DbOrTx, filter: RateFilter, page: { offset: number; limit: number }) {
  const where = and(
    filter.carrierId ? eq(rates.carrierId, filter.carrierId) : undefined,
    filter.originId ? eq(rates.originId, filter.originId) : undefined,
    filter.destinationId ? eq(rates.destinationId, filter.destinationId) : undefined,
    filter.containerTypeId ? eq(rates.containerTypeId, filter.containerTypeId) : undefined,
    filter.validOn ? lte(rates.validFrom, filter.validOn) : undefined,
    filter.validOn ? gte(rates.validTo, filter.validOn) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rates)
      .where(where)
      .orderBy(
        asc(rates.originId),
        asc(rates.destinationId),
        asc(rates.containerTypeId),
        asc(rates.carrierId),
        desc(rates.validFrom),
      )
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(rates)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
