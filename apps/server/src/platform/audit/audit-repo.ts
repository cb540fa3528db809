import { inArray } from 'drizzle-orm';
import type { AuditEntity, UserActor } from '@portal/domain';
import type { DbOrTx } from '../db/client.ts';
import { auditEntries, users } from '../db/schema/index.ts';

export interface AuditChange {
  entity: AuditEntity;
  entityId: string;
  action: 'create' | 'update' | 'delete';
  /** The record as it was (null for a creation) and as it is (null for a deletion), in the API's shape. */
  before: unknown;
  after: unknown;
}

const fullName = (u: { firstName: string; lastName: string } | undefined) =>
  u ? `${u.firstName} ${u.lastName}`.trim() : 'Unknown user';

/**
 * Records a back-office change in the caller's transaction (issue 21 part 6), so the change and its entry commit or
 * roll back together. The entry names the person signed in; a change made while acting as someone else says so.
 * An update that changed nothing is not recorded.
 */
export async function recordAudit(tx: DbOrTx, actor: UserActor, ...changes: AuditChange[]): Promise<void> {
  const real = changes.filter(
    (c) => c.action !== 'update' || JSON.stringify(c.before) !== JSON.stringify(c.after),
  );
  if (real.length === 0) return;
  const signedIn = actor.realUserId ?? actor.userId;
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set([signedIn, actor.userId])]));
  const person = (id: string) => people.find((p) => p.id === id);
  const via =
    actor.realUserId && actor.mode === 'acting-as' ? `acting as ${fullName(person(actor.userId))}` : null;
  await tx.insert(auditEntries).values(
    real.map((c) => ({
      actorUserId: signedIn,
      actorLabel: fullName(person(signedIn)),
      via,
      entity: c.entity,
      entityId: c.entityId,
      action: c.action,
      before: c.before ?? null,
      after: c.after ?? null,
    })),
  );
}
