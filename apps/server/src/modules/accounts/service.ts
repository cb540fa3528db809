import {
  ACCOUNT_MESSAGES,
  byFirstName,
  PRODUCT_NAME,
  WELCOME_LINK_TTL_MS,
  type TAccount,
  type TAccountClient,
  type TArchiveChange,
  type UserActor,
} from '@portal/domain';
import type { z } from 'zod';
import type {
  ZAccountClientInput,
  ZAccountClientUpdate,
  ZAccountInput,
  ZAccountUpdate,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { hashSecret, newSecret } from '../../platform/auth/secrets.ts';
import { recordAudit } from '../../platform/audit/audit-repo.ts';
import { checkVersion } from '../../platform/audit/versioned.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { insertLoginToken } from '../session/repo.ts';
import { loginLinkFor } from '../session/service.ts';
import * as repo from './repo.ts';
import { welcomeMail } from './welcome-mail.ts';

type ClientInput = z.output<typeof ZAccountClientInput>;
type ClientUpdate = z.output<typeof ZAccountClientUpdate>;
type AccountInput = z.output<typeof ZAccountInput>;
type AccountUpdate = z.output<typeof ZAccountUpdate>;

const CLIENT = 'The company';
const ACCOUNT = 'The user';

export function toAccountClient(row: repo.ClientRow, activeUsers: number): TAccountClient {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    countryCode: row.countryCode,
    erpClientId: row.erpClientId,
    carriers: row.carriers,
    archived: row.archived,
    version: row.version,
    activeUsers,
  };
}

export function toAccount(row: repo.AccountRow): TAccount {
  return {
    id: row.id,
    kind: row.clientId ? 'customer' : 'staff',
    clientId: row.clientId,
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.emailAddress,
    role: row.role,
    isAdmin: row.isAdmin,
    isCustomerAdmin: row.isCustomerAdmin,
    carriers: row.carriers,
    erpUserId: row.erpUserId,
    archived: row.archived,
    lastSession: row.lastSession?.toISOString() ?? null,
    version: row.version,
  };
}

/** The audit trail's view of a record: its answer without what changes by itself (sign-ins, counts). */
const clientAudit = (c: TAccountClient) => ({ ...c, activeUsers: undefined });
const accountAudit = (a: TAccount) => ({ ...a, lastSession: undefined });

async function checkCarriers(db: DbOrTx, list: string[] | null): Promise<void> {
  if (!list) return;
  const known = await repo.knownCarrierIds(db);
  const unknown = list.find((id) => !known.includes(id));
  if (unknown) throw badRequest(ACCOUNT_MESSAGES.unknownCarrier(unknown));
}

async function publishClient(ctx: AppContext, id: string, userIds: string[] = []) {
  await ctx.events.publish({ entity: 'client', id, clientId: null, staffOnly: true });
  // A company's carriers or archive change what its people may do: their cached sessions are read again.
  for (const userId of userIds)
    await ctx.events.publish({ entity: 'user', id: userId, clientId: null, staffOnly: true });
}

const publishAccount = (ctx: AppContext, id: string) =>
  ctx.events.publish({ entity: 'user', id, clientId: null, staffOnly: true });

export async function listClients(ctx: AppContext): Promise<TAccountClient[]> {
  const rows = await repo.listClientsWithUsers(ctx.db);
  return rows.map((r) => toAccountClient(r.client, r.activeUsers));
}

async function checkErpClientId(db: DbOrTx, erpClientId: string, self?: string) {
  const other = await repo.clientWithErpId(db, erpClientId);
  if (other && other.id !== self) throw conflict(ACCOUNT_MESSAGES.erpClientIdTaken);
}

export async function createClient(
  ctx: AppContext,
  actor: UserActor,
  input: ClientInput,
): Promise<TAccountClient> {
  const created = await ctx.db.transaction(async (tx) => {
    await checkErpClientId(tx, input.erpClientId);
    await checkCarriers(tx, input.carriers);
    const row = await repo.insertClient(tx, input);
    const answer = toAccountClient(row, 0);
    await recordAudit(tx, actor, {
      entity: 'client',
      entityId: row.id,
      action: 'create',
      before: null,
      after: clientAudit(answer),
    });
    return answer;
  });
  await publishClient(ctx, created.id);
  return created;
}

export async function updateClient(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  input: ClientUpdate,
): Promise<TAccountClient> {
  const { version, ...values } = input;
  const { answer, userIds } = await ctx.db.transaction(async (tx) => {
    const before = checkVersion(await repo.lockClient(tx, id), version, CLIENT);
    await checkErpClientId(tx, values.erpClientId, id);
    await checkCarriers(tx, values.carriers);
    const row = await repo.updateClient(tx, id, values);
    const active = await repo.countActiveUsers(tx, id);
    const after = toAccountClient(row, active);
    await recordAudit(tx, actor, {
      entity: 'client',
      entityId: id,
      action: 'update',
      before: clientAudit(toAccountClient(before, active)),
      after: clientAudit(after),
    });
    const carriersChanged = JSON.stringify(before.carriers) !== JSON.stringify(row.carriers);
    return { answer: after, userIds: carriersChanged ? await repo.userIdsOfClient(tx, id) : [] };
  });
  await publishClient(ctx, id, userIds);
  return answer;
}

/** An archived company's people cannot log in (their sessions end); restoring it lets them again. */
export async function setClientArchived(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  change: TArchiveChange,
): Promise<TAccountClient> {
  const { answer, userIds } = await ctx.db.transaction(async (tx) => {
    const before = checkVersion(await repo.lockClient(tx, id), change.version, CLIENT);
    const row = await repo.updateClient(tx, id, { archived: change.archived });
    const active = await repo.countActiveUsers(tx, id);
    const userIds = await repo.userIdsOfClient(tx, id);
    if (change.archived) await repo.deleteSessionsOf(tx, userIds);
    const after = toAccountClient(row, active);
    await recordAudit(tx, actor, {
      entity: 'client',
      entityId: id,
      action: 'update',
      before: clientAudit(toAccountClient(before, active)),
      after: clientAudit(after),
    });
    return { answer: after, userIds };
  });
  await publishClient(ctx, id, userIds);
  return answer;
}

export async function listAccounts(ctx: AppContext, clientId: string | 'staff'): Promise<TAccount[]> {
  const rows = await repo.listAccounts(ctx.db, clientId === 'staff' ? null : clientId);
  return rows.map(toAccount).sort((a, b) => Number(a.archived) - Number(b.archived) || byFirstName(a, b));
}

/** The columns an account input sets: a customer never holds a staff role, a staff member never a company. */
function accountValues(input: AccountInput) {
  const common = {
    firstName: input.firstName,
    lastName: input.lastName,
    emailAddress: input.emailAddress,
    carriers: input.carriers,
    erpUserId: input.erpUserId,
  };
  return input.kind === 'customer'
    ? {
        ...common,
        clientId: input.clientId,
        role: null,
        isAdmin: false,
        isCustomerAdmin: input.isCustomerAdmin,
      }
    : { ...common, clientId: null, role: input.role, isAdmin: input.isAdmin, isCustomerAdmin: false };
}

async function checkAccount(db: DbOrTx, input: AccountInput, self?: string): Promise<string | null> {
  const sameEmail = await repo.accountWithEmail(db, input.emailAddress);
  if (sameEmail && sameEmail.id !== self) throw conflict(ACCOUNT_MESSAGES.emailTaken);
  if (input.erpUserId) {
    const sameErp = await repo.accountWithErpId(db, input.erpUserId);
    if (sameErp && sameErp.id !== self) throw conflict(ACCOUNT_MESSAGES.erpUserIdTaken);
  }
  await checkCarriers(db, input.carriers);
  if (input.kind !== 'customer') return null;
  const client = await repo.lockClient(db, input.clientId);
  if (!client) throw badRequest(ACCOUNT_MESSAGES.unknownClient);
  if (client.archived) throw badRequest(ACCOUNT_MESSAGES.archivedClient);
  return client.name;
}

/** Writes a week-long login token and the welcome e-mail through the outbox, in the caller's transaction. */
async function sendWelcome(ctx: AppContext, tx: DbOrTx, account: repo.AccountRow, company: string | null) {
  const token = newSecret();
  const link = loginLinkFor(ctx.config.PUBLIC_URL, undefined, token);
  await insertLoginToken(tx, {
    tokenHash: hashSecret(token),
    emailAddress: account.emailAddress,
    userId: account.id,
    nextPath: null,
    requestedFrom: 'welcome',
    expiresAt: new Date(Date.now() + WELCOME_LINK_TTL_MS),
  });
  await enqueueMail(
    tx,
    welcomeMail(account.emailAddress, account.firstName, link, PRODUCT_NAME, company),
    !!ctx.config.SMTP_URL,
  );
}

export async function createAccount(
  ctx: AppContext,
  actor: UserActor,
  input: AccountInput,
): Promise<TAccount> {
  const created = await ctx.db.transaction(async (tx) => {
    const company = await checkAccount(tx, input);
    const row = await repo.insertAccount(tx, accountValues(input));
    await sendWelcome(ctx, tx, row, company);
    const answer = toAccount(row);
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: row.id,
      action: 'create',
      before: null,
      after: accountAudit(answer),
    });
    return answer;
  });
  await publishAccount(ctx, created.id);
  if (created.clientId) await publishClient(ctx, created.clientId);
  return created;
}

export async function updateAccount(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  input: AccountUpdate,
): Promise<TAccount> {
  const { version, ...values } = input;
  const updated = await ctx.db.transaction(async (tx) => {
    const before = checkVersion(await repo.lockAccount(tx, id), version, ACCOUNT);
    if ((before.clientId ? 'customer' : 'staff') !== values.kind) {
      throw badRequest(
        'A customer account stays a customer account and a staff account a staff account: open a new one instead.',
      );
    }
    await checkAccount(tx, values, id);
    const row = await repo.updateAccount(tx, id, accountValues(values));
    const answer = toAccount(row);
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: id,
      action: 'update',
      before: accountAudit(toAccount(before)),
      after: accountAudit(answer),
    });
    return answer;
  });
  await publishAccount(ctx, id);
  return updated;
}

/** An archived person cannot log in (their sessions end) and leaves every picker; restoring brings them back. */
export async function setAccountArchived(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  change: TArchiveChange,
): Promise<TAccount> {
  if (change.archived && id === (actor.realUserId ?? actor.userId))
    throw badRequest(ACCOUNT_MESSAGES.ownAccount);
  const updated = await ctx.db.transaction(async (tx) => {
    const before = checkVersion(await repo.lockAccount(tx, id), change.version, ACCOUNT);
    const row = await repo.updateAccount(tx, id, { archived: change.archived });
    if (change.archived) await repo.deleteSessionsOf(tx, [id]);
    const answer = toAccount(row);
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: id,
      action: 'update',
      before: accountAudit(toAccount(before)),
      after: accountAudit(answer),
    });
    return answer;
  });
  await publishAccount(ctx, id);
  if (updated.clientId) await publishClient(ctx, updated.clientId);
  return updated;
}

/** Sends the welcome e-mail again (a new week-long link), e.g. when the first one expired unread. */
export async function resendWelcome(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockAccount(tx, id);
    if (!row) throw notFound(ACCOUNT);
    if (row.archived)
      throw badRequest('The user is archived: restore the account before sending its welcome e-mail.');
    const client = row.clientId ? await repo.lockClient(tx, row.clientId) : undefined;
    await sendWelcome(ctx, tx, row, client?.name ?? null);
  });
}
