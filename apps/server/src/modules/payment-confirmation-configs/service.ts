import {
  CONFIG_MESSAGES,
  copiedCreatedAt,
  type ConfigType,
  type ZPaymentConfirmationConfigInput,
  type ZPaymentConfirmationConfigUpdate,
  type TAutomaticMessageInput,
  type TPaymentConfirmationConfig,
  type UserActor,
} from '@portal/domain';
import type { z } from 'zod';
import { recordAudit, type AuditChange } from '../../platform/audit/audit-repo.ts';
import { checkVersion } from '../../platform/audit/versioned.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/**
 * Payment-confirmation settings (spec 002 §2 "Payment confirmation", §4 "Configuration copy", §5; issue 21 part 2).
 * The payment-confirmation e-mail (modules/payments/confirmation-service.ts) reads them when it is sent, so a
 * contact added here receives the next one. Every write is audited in its transaction and heard live by staff.
 */
const WHAT = 'The setting';
type AddInput = z.output<typeof ZPaymentConfirmationConfigInput>;
type UpdateInput = z.output<typeof ZPaymentConfirmationConfigUpdate>;

export function toConfig(row: repo.ConfigRow): TPaymentConfirmationConfig {
  return {
    id: row.id,
    type: row.type,
    carrierId: row.carrierId,
    portId: row.portId,
    category: row.category,
    clientId: row.clientId,
    statisticClientId: row.statisticClientId,
    contactTo: row.contactTo,
    contactCc: row.contactCc,
    automaticMessage: row.automaticMessage,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

async function published(ctx: AppContext, id: string) {
  await ctx.events.publish({ entity: 'payment-confirmation-config', id, clientId: null, staffOnly: true });
}

const audit = (change: Omit<AuditChange, 'entity'>): AuditChange => ({
  entity: 'payment-confirmation-config',
  ...change,
});

/** What a setting names must exist: a carrier, a port of discharge, live clients. */
async function checkReferences(db: DbOrTx, input: AddInput | UpdateInput) {
  if (!(await repo.carrierExists(db, input.carrierId))) throw badRequest(CONFIG_MESSAGES.unknownCarrier);
  if (input.type === 'CARRIER_SETTINGS') {
    if (!(await repo.portExists(db, input.portId))) throw badRequest(CONFIG_MESSAGES.unknownPort);
    return;
  }
  for (const id of [input.clientId, input.statisticClientId])
    if (id && !(await repo.clientExists(db, id))) throw badRequest(CONFIG_MESSAGES.unknownClient);
}

/** The columns of a setting of either type; the other type's columns stay empty. */
function columnsOf(input: AddInput | UpdateInput) {
  return input.type === 'CARRIER_SETTINGS'
    ? {
        carrierId: input.carrierId,
        portId: input.portId,
        contactTo: input.contactTo,
        contactCc: input.contactCc,
        category: null,
        clientId: null,
        statisticClientId: null,
      }
    : {
        carrierId: input.carrierId,
        category: input.category,
        clientId: input.clientId,
        statisticClientId: input.statisticClientId,
        contactTo: input.contactTo,
        portId: null,
      };
}

export async function listConfigs(
  ctx: AppContext,
  actor: UserActor,
  type: ConfigType,
): Promise<TPaymentConfirmationConfig[]> {
  return withTenant(ctx.db, actor, async (tx) => (await repo.listConfigs(tx, type)).map(toConfig));
}

export async function createConfig(
  ctx: AppContext,
  actor: UserActor,
  input: AddInput,
): Promise<TPaymentConfirmationConfig> {
  const config = await withTenant(ctx.db, actor, async (tx) => {
    await checkReferences(tx, input);
    const created = toConfig(
      await repo.insertConfig(tx, {
        type: input.type,
        ...columnsOf(input),
        automaticMessage: input.automaticMessage,
      }),
    );
    await recordAudit(
      tx,
      actor,
      audit({ entityId: created.id, action: 'create', before: null, after: created }),
    );
    return created;
  });
  await published(ctx, config.id);
  return config;
}

/** Saving an edited row (its type stays; the switch saves on its own). */
export async function updateConfig(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  input: UpdateInput,
): Promise<TPaymentConfirmationConfig> {
  const config = await withTenant(ctx.db, actor, async (tx) => {
    const row = checkVersion(await repo.configForUpdate(tx, id), input.version, WHAT);
    if (row.type !== input.type)
      throw badRequest('A setting keeps its type: add a new one of the other type instead.');
    await checkReferences(tx, input);
    const before = toConfig(row);
    const after = toConfig(
      await repo.updateConfig(tx, id, { ...columnsOf(input), version: row.version + 1 }),
    );
    await recordAudit(tx, actor, audit({ entityId: id, action: 'update', before, after }));
    return after;
  });
  await published(ctx, id);
  return config;
}

/** The "Send message" switch (spec 002 §3 automaticMessage), saved when flipped. */
export async function setAutomaticMessage(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  input: TAutomaticMessageInput,
): Promise<TPaymentConfirmationConfig> {
  const config = await withTenant(ctx.db, actor, async (tx) => {
    const row = checkVersion(await repo.configForUpdate(tx, id), input.version, WHAT);
    const before = toConfig(row);
    const after = toConfig(
      await repo.updateConfig(tx, id, { automaticMessage: input.automaticMessage, version: row.version + 1 }),
    );
    await recordAudit(tx, actor, audit({ entityId: id, action: 'update', before, after }));
    return after;
  });
  await published(ctx, id);
  return config;
}

/**
 * Copy (spec 002 §4, §9): the same setting under a new id, created 2 days after its original so it sorts next to
 * it in the newest-first list. The copy button shows only on an unchanged row, so the copy is of what the person
 * sees: a row changed by someone else since answers 409 rather than copying what they have not seen.
 */
export async function copyConfig(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  version: number,
): Promise<TPaymentConfirmationConfig> {
  const config = await withTenant(ctx.db, actor, async (tx) => {
    const row = checkVersion(await repo.configForUpdate(tx, id), version, WHAT);
    const { id: _id, version: _version, createdAt, ...rest } = row;
    const created = toConfig(await repo.insertConfig(tx, { ...rest, createdAt: copiedCreatedAt(createdAt) }));
    await recordAudit(
      tx,
      actor,
      audit({ entityId: created.id, action: 'create', before: null, after: created }),
    );
    return created;
  });
  await published(ctx, config.id);
  return config;
}

export async function removeConfig(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  version: number,
): Promise<void> {
  await withTenant(ctx.db, actor, async (tx) => {
    const row = checkVersion(await repo.configForUpdate(tx, id), version, WHAT);
    await repo.deleteConfig(tx, id);
    await recordAudit(
      tx,
      actor,
      audit({ entityId: id, action: 'delete', before: toConfig(row), after: null }),
    );
  });
  await published(ctx, id);
}
