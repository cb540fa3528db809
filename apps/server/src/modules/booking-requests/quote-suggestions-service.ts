import { quoteSuggestions, type TQuoteSuggestionRow, type UserActor } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { toQuote } from '../quotes/mapping.ts';
import { listGroups, quotesOfGroups } from '../quotes/repo.ts';
import { loadDetail } from './detail.ts';
import { REQUEST_NOT_FOUND } from './detail-service.ts';

/** Quote groups of the client on the lane that are searched, newest first: far more than ten ever match. */
const GROUPS_SEARCHED = 100;

/**
 * 'Pick a quote' (GET .../quote-suggestions): the quotes of the request's client on its lane that the actor may
 * see (the quotes repo's own client and carrier scope), matched by the domain's similarity rule, newest first,
 * at most ten.
 */
export async function suggestQuotes(
  ctx: AppContext,
  actor: UserActor,
  id: string,
): Promise<TQuoteSuggestionRow[]> {
  return withTenant(ctx.db, actor, async (tx) => {
    const request = await loadDetail(tx, actor, id);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    const { rows } = await listGroups(
      tx,
      actor,
      {
        archived: null,
        clientId: request.client.id,
        origin: request.origin.id,
        destination: request.destination.id,
      },
      { offset: 0, limit: GROUPS_SEARCHED },
    );
    const quotes = (
      await quotesOfGroups(
        tx,
        actor,
        rows.map((r) => r.group.id),
      )
    ).map(toQuote);
    return quoteSuggestions(request, quotes).map(({ quote, carrierScore, commodityScore }) => ({
      quoteNumber: quote.id,
      groupId: String(quote.groupId),
      carrierId: quote.carrier.id,
      carrierName: quote.carrier.name,
      origin: quote.origin.id,
      destination: quote.destination.id,
      commodity: quote.containers[0]?.commodityType.name ?? null,
      issuedAt: quote.dateIssued,
      validTo: quote.validTo,
      carrierSimilarity: carrierScore,
      commoditySimilarity: commodityScore,
    }));
  });
}
