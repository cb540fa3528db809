import { and, desc, eq, lt } from 'drizzle-orm';
import type { TAuditQuery } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { auditEntries } from '../../platform/db/schema/index.ts';

/** A page of one entity's entries (or one record's), newest first; `limit + 1` rows tell whether more exist. */
export function listAuditEntries(db: DbOrTx, query: TAuditQuery, limit: number) {
  return db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entity, query.entity),
        query.entityId ? eq(auditEntries.entityId, query.entityId) : undefined,
        query.before ? lt(auditEntries.at, new Date(query.before)) : undefined,
      ),
    )
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(limit + 1);
}
