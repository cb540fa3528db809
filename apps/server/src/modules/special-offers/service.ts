import {
  canSeeCarrier,
  SPECIAL_OFFER_MESSAGES,
  type TSpecialOffer,
  type TSpecialOfferInput,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

function toOffer(row: repo.OfferRow): TSpecialOffer {
  const o = row.offer;
  return {
    id: o.id,
    carrier: { id: o.carrierId, name: row.carrierName, color: row.carrierColor },
    containerType: { id: o.containerTypeId, label: row.typeLabel },
    origin: { id: o.originId, name: row.originName, countryCode: row.originCountry },
    destination: { id: o.destinationId, name: row.destinationName, countryCode: row.destinationCountry },
    image: o.image,
    price: { currency: o.priceCurrency, amount: o.priceAmount },
    validUntil: o.validUntil.toISOString(),
    retired: o.retired,
  };
}

/** Offers with validUntil in the future, for everyone (the cards). */
export async function liveOffers(ctx: AppContext): Promise<TSpecialOffer[]> {
  return (await repo.listLiveOffers(ctx.db, new Date())).map(toOffer);
}

/** Every offer, also ended and retired ones, for staff maintaining them. */
export async function allOffers(ctx: AppContext): Promise<TSpecialOffer[]> {
  return (await repo.listAllOffers(ctx.db)).map(toOffer);
}

async function checkReferences(db: DbOrTx, input: TSpecialOfferInput) {
  if (input.originId === input.destinationId)
    throw badRequest('destinationId: Choose a destination other than the origin.');
  const found = await repo.referencesExist(db, input);
  if (!found.carrier) throw badRequest(`carrierId: There is no carrier ${input.carrierId}.`);
  if (!found.type) throw badRequest(`containerTypeId: There is no container type ${input.containerTypeId}.`);
  if (!found.origin) throw badRequest(`originId: There is no port with the code ${input.originId}.`);
  if (!found.destination)
    throw badRequest(`destinationId: There is no port with the code ${input.destinationId}.`);
  if (input.validUntil.getTime() <= Date.now())
    throw badRequest('validUntil: The offer must end in the future.');
}

function columns(input: TSpecialOfferInput) {
  return {
    carrierId: input.carrierId,
    containerTypeId: input.containerTypeId,
    originId: input.originId,
    destinationId: input.destinationId,
    image: input.image,
    priceCurrency: input.price.currency,
    priceAmount: input.price.amount,
    validUntil: input.validUntil,
  };
}

async function published(ctx: AppContext, id: string) {
  await ctx.events.publish({ entity: 'special-offer', id, clientId: null });
  const row = await repo.findOffer(ctx.db, id);
  if (!row) throw notFound('The special offer');
  return toOffer(row);
}

/** A carrier-restricted member offers only its carriers (spec 000 §6, as on every carrier-bearing record). */
function checkCarrier(actor: UserActor, input: TSpecialOfferInput) {
  if (!canSeeCarrier(actor, input.carrierId)) throw badRequest(SPECIAL_OFFER_MESSAGES.carrierNotAllowed);
}

/** The offer to change: 404 when there is none, 403 when it is another carrier's than the member's. */
async function changeableOffer(ctx: AppContext, actor: UserActor, id: string) {
  const row = await repo.findOffer(ctx.db, id);
  if (!row) throw notFound('The special offer');
  if (!canSeeCarrier(actor, row.offer.carrierId)) throw forbidden(SPECIAL_OFFER_MESSAGES.otherCarrier);
}

export async function createOffer(ctx: AppContext, actor: UserActor, input: TSpecialOfferInput) {
  checkCarrier(actor, input);
  await checkReferences(ctx.db, input);
  return published(ctx, await repo.insertOffer(ctx.db, columns(input)));
}

export async function updateOffer(ctx: AppContext, actor: UserActor, id: string, input: TSpecialOfferInput) {
  await changeableOffer(ctx, actor, id);
  checkCarrier(actor, input);
  await checkReferences(ctx.db, input);
  if (!(await repo.updateOffer(ctx.db, actor, id, columns(input)))) throw notFound('The special offer');
  return published(ctx, id);
}

export async function setRetired(ctx: AppContext, actor: UserActor, id: string, retired: boolean) {
  await changeableOffer(ctx, actor, id);
  if (!(await repo.updateOffer(ctx.db, actor, id, { retired }))) throw notFound('The special offer');
  return published(ctx, id);
}
