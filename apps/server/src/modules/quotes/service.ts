import {
  actorIsStaff,
  allowedCarriers,
  buildOffers,
  depotsShown,
  needsPickupLocation,
  PICKUP_LOCATION_REQUIRED,
  QUOTE_MESSAGES,
  quoteStatusLabel,
  QUOTE_ACTIVITY_TYPES,
  listAnswer,
  type TQuoteCreateRequest,
  type TQuoteGroupsQuery,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import { toGroupSummary, toQuote } from './mapping.ts';
import { quoteRowFromOffer } from './quote-row.ts';
import { findGroupWithQuotes } from './group-page-repo.ts';
import * as repo from './repo.ts';
import { serviceDetailsFromSchedules } from './service-details.ts';
import { findActiveStaff, userDisplayName } from '../users/repo.ts';
import { clientExists } from '../clients/repo.ts';
import { loadReferences } from '../reference/repo.ts';

/** The client a quote request is for: a customer's own; staff name one. */
async function requestingClient(tx: Tx, actor: UserActor, input: TQuoteCreateRequest): Promise<string> {
  if (!actorIsStaff(actor)) {
    if (!actor.clientId)
      throw badRequest('Your account is not linked to a company; ask us to link it first.');
    return actor.clientId;
  }
  if (!input.clientId) throw badRequest('clientId: Choose the client you ask for quotes for.');
  if (!(await clientExists(tx, input.clientId))) throw badRequest('clientId: There is no such client.');
  return input.clientId;
}

/**
 * Checks the ports, container and commodity types and depots of the request and resolves their names. A line
 * needs its pickup depot where depots are shown (spec 001 §5), as the Get Quote form asks.
 */
async function resolveContainers(tx: Tx, input: TQuoteCreateRequest, depotCountries: readonly string[]) {
  const showDepots = depotsShown(input, depotCountries);
  const refs = await loadReferences(tx, {
    ports: [input.origin, input.destination],
    types: [...new Set(input.containers.map((c) => c.type))],
    commodities: [...new Set(input.containers.map((c) => c.commodity))],
    locations: [...new Set(input.containers.flatMap((c) => (c.location ? [c.location] : [])))],
  });
  for (const field of ['origin', 'destination'] as const) {
    if (!refs.ports.has(input[field]))
      throw badRequest(`${field}: There is no port with the code ${input[field]}.`);
  }
  return input.containers.map((c, i) => {
    const type = refs.types.get(c.type);
    if (!type) throw badRequest(`containers.${i}.type: There is no container type ${c.type}.`);
    const commodityType = refs.commodities.get(c.commodity);
    if (!commodityType)
      throw badRequest(`containers.${i}.commodity: There is no commodity type ${c.commodity}.`);
    if (!c.location && needsPickupLocation(type.description, showDepots))
      throw badRequest(`containers.${i}.location: ${PICKUP_LOCATION_REQUIRED}`);
    const location = c.location ? refs.locations.get(c.location) : null;
    if (location === undefined)
      throw badRequest(`containers.${i}.location: There is no pickup location ${c.location}.`);
    // A quote keeps the names it shows, not the whole reference rows.
    return {
      quantity: c.quantity,
      containerType: { id: type.id, label: type.label, description: type.description },
      commodityType,
      pickupLocation: location && {
        id: location.id,
        name: location.name,
        city: location.city,
        countryCode: location.countryCode,
      },
    };
  });
}

/**
 * POST /api/quotes/create: one group with one quote per carrier that has valid rates for every requested type
 * on the date. Without any, no group is made and the answer has no group id (the web offers the e-mail).
 */
export async function createQuotes(ctx: AppContext, actor: UserActor, input: TQuoteCreateRequest) {
  if (input.origin === input.destination)
    throw badRequest('destination: Choose a destination other than the origin.');
  // Reads first; the schedule lookup runs outside any transaction (the embedded database has one connection).
  const prepared = await withTenant(ctx.db, actor, async (tx) => {
    const clientId = await requestingClient(tx, actor, input);
    const containers = await resolveContainers(tx, input, ctx.config.DEPOT_COUNTRIES);
    const lane = { originId: input.origin, destinationId: input.destination, day: input.date };
    const typeIds = [...new Set(containers.map((c) => c.containerType.id))];
    const rates = await repo.findRates(tx, { ...lane, typeIds });
    const lines = containers.map((c) => ({ containerTypeId: c.containerType.id, quantity: c.quantity }));
    const offers = buildOffers(rates, { ...lane, lines }, allowedCarriers(actor));
    return { clientId, containers, offers, userName: await userDisplayName(tx, actor.userId) };
  });
  const { clientId, containers, offers, userName } = prepared;
  if (offers.length === 0) return { groupId: null, quoteCount: 0 };
  const scheduled = await serviceDetailsFromSchedules(
    ctx,
    { originId: input.origin, destinationId: input.destination, day: input.date, weeks: input.weeks },
    offers.map((o) => o.carrierId),
  );
  const groupId = await withTenant(ctx.db, actor, async (tx) => {
    const id = await repo.nextGroupNumber(tx);
    const numbers = await repo.nextQuoteNumbers(tx, offers.length);
    const issued = new Date();
    await repo.insertGroup(tx, {
      id,
      clientId,
      userId: actor.userId,
      originId: input.origin,
      destinationId: input.destination,
      requestedDate: input.date,
      weeks: input.weeks,
      containers,
      dateIssued: issued,
      sortingId: id,
      createdByStaffId: actor.realUserId,
    });
    await repo.insertQuotes(
      tx,
      offers.map((offer, i) =>
        quoteRowFromOffer(offer, {
          id: numbers[i]!,
          groupId: id,
          clientId,
          userId: actor.userId,
          userName,
          dateIssued: issued,
          originId: input.origin,
          destinationId: input.destination,
          containers,
          serviceDetails: scheduled.get(offer.carrierId),
          sortingId: i + 1,
        }),
      ),
    );
    return id;
  });
  await ctx.events.publish({ entity: 'quote-group', id: String(groupId), clientId });
  return { groupId, quoteCount: offers.length };
}

/** Quotes list: customers see their company's groups; staff the active or archived tab, any client. */
export async function listGroups(ctx: AppContext, actor: UserActor, query: TQuoteGroupsQuery) {
  const staff = actorIsStaff(actor);
  return withTenant(ctx.db, actor, async (tx) => {
    const { rows, count } = await repo.listGroups(
      tx,
      actor,
      {
        archived: staff ? query.tab === 'archived' : null,
        clientId: staff ? query.clientId : undefined,
        from: query.from,
        to: query.to,
        origin: query.origin,
        destination: query.destination,
        carrier: query.carrier,
      },
      { offset: (query.page - 1) * query.perPage, limit: query.perPage },
    );
    const quotes = (
      await repo.quotesOfGroups(
        tx,
        actor,
        rows.map((r) => r.group.id),
      )
    ).map(toQuote);
    const data = rows.map((r) =>
      toGroupSummary(
        r,
        quotes.filter((q) => q.groupId === r.group.id),
      ),
    );
    return listAnswer(data, count, query.page, query.perPage);
  });
}

export async function getGroup(ctx: AppContext, actor: UserActor, id: number) {
  const found = await withTenant(ctx.db, actor, (tx) => findGroupWithQuotes(tx, actor, id));
  if (!found) throw notFound('The quote group');
  const quotes = found.quotes.map(toQuote);
  return { ...toGroupSummary(found.group, quotes), quotes };
}

export async function getQuote(ctx: AppContext, actor: UserActor, id: number) {
  return withTenant(ctx.db, actor, async (tx) => {
    const row = await repo.findQuote(tx, actor, id);
    if (!row) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.noQuoteWithId);
    return toQuote(row);
  });
}

/** Writes an activity line that only staff see (assignment, status), in the caller's transaction. */
async function logStaffActivity(
  tx: Tx,
  actor: UserActor,
  target: { quoteId?: number; groupId?: number; clientId: string },
  text: string,
) {
  await repo.insertActivity(tx, {
    ...target,
    type: QUOTE_ACTIVITY_TYPES.activity,
    comment: text,
    byUserId: actor.userId,
    byName: await userDisplayName(tx, actor.userId),
    realUserId: actor.realUserId,
    isInternal: true,
  });
}

export async function setGroupArchived(ctx: AppContext, actor: UserActor, id: number, archived: boolean) {
  const clientId = await withTenant(ctx.db, actor, async (tx) => {
    const row = await repo.findGroup(tx, actor, id);
    if (!row) throw notFound('The quote group');
    await repo.setGroupArchived(tx, actor, id, archived);
    await logStaffActivity(
      tx,
      actor,
      { groupId: id, clientId: row.group.clientId },
      archived ? 'Archived the group' : 'Restored the group',
    );
    return row.group.clientId;
  });
  await ctx.events.publish({ entity: 'quote-group', id: String(id), clientId });
  return getGroup(ctx, actor, id);
}

/** Assigns a staff user to every quote of the group at once (spec 001 §6 "Group assignment"). */
export async function assignGroup(ctx: AppContext, actor: UserActor, id: number, userId: string | null) {
  const clientId = await withTenant(ctx.db, actor, async (tx) => {
    const row = await repo.findGroup(tx, actor, id);
    if (!row) throw notFound('The quote group');
    const staff = userId ? await findActiveStaff(tx, userId) : null;
    if (userId && !staff) throw badRequest('userId: Choose an active staff user.');
    await repo.setAssigneeOfGroup(tx, actor, id, userId);
    await logStaffActivity(
      tx,
      actor,
      { groupId: id, clientId: row.group.clientId },
      staff ? `Assigned ${staff.firstName} ${staff.lastName}` : 'Removed the assignee',
    );
    return row.group.clientId;
  });
  await ctx.events.publish({ entity: 'quote-group', id: String(id), clientId });
  return getGroup(ctx, actor, id);
}

export async function updateQuote(
  ctx: AppContext,
  actor: UserActor,
  id: number,
  change: { status?: number; assignedToId?: string | null },
) {
  const row = await withTenant(ctx.db, actor, async (tx) => {
    const found = await repo.findQuote(tx, actor, id);
    if (!found) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.noQuoteWithId);
    const target = { quoteId: id, clientId: found.quote.clientId };
    if (change.assignedToId !== undefined) {
      const staff = change.assignedToId ? await findActiveStaff(tx, change.assignedToId) : null;
      if (change.assignedToId && !staff) throw badRequest('userId: Choose an active staff user.');
      await logStaffActivity(
        tx,
        actor,
        target,
        staff ? `Assigned ${staff.firstName} ${staff.lastName}` : 'Removed the assignee',
      );
    }
    if (change.status !== undefined) {
      await logStaffActivity(tx, actor, target, `Status set to ${quoteStatusLabel(change.status)}`);
    }
    await repo.setQuote(tx, actor, id, change);
    return found;
  });
  await ctx.events.publish({ entity: 'quote', id: String(id), clientId: row.quote.clientId });
  await ctx.events.publish({
    entity: 'quote-group',
    id: String(row.quote.groupId),
    clientId: row.quote.clientId,
  });
  return getQuote(ctx, actor, id);
}
