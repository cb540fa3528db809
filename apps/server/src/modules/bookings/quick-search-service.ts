import {
  actorIsStaff,
  QUICK_SEARCH_PAGE_SIZE,
  quickSearchQuoteId,
  quickSearchTerms,
  type TQuickSearchAnswer,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { readWithTenant } from '../../platform/db/tenant.ts';
import { findQuote } from '../quotes/repo.ts';
import { quickSearchBookings } from './quick-search-repo.ts';

/**
 * GET /api/quick-search (001 §2.9, §5): bookings by file number, BL number, reference, delivery or pickup
 * reference and container number, 10 a page; and the quote whose id the text is, when the viewer may see it.
 */
export async function quickSearch(
  ctx: AppContext,
  actor: UserActor,
  query: { q: string; page: number },
): Promise<TQuickSearchAnswer> {
  const terms = quickSearchTerms(query.q)!;
  const staff = actorIsStaff(actor);
  return readWithTenant(ctx.db, actor, async (tx) => {
    const found = await quickSearchBookings(tx, actor, terms, {
      offset: (query.page - 1) * QUICK_SEARCH_PAGE_SIZE,
      limit: QUICK_SEARCH_PAGE_SIZE + 1,
    });
    const quoteId = quickSearchQuoteId(query.q);
    const quote = quoteId !== null && query.page === 1 ? await findQuote(tx, actor, quoteId) : null;
    return {
      bookings: found.slice(0, QUICK_SEARCH_PAGE_SIZE).map(({ kind, text, row }) => ({
        id: row.booking.id,
        matchedBy: kind as TQuickSearchAnswer['bookings'][number]['matchedBy'],
        matchedText: text,
        carrier: { id: row.booking.carrierId, name: row.carrierName, color: row.carrierColor },
        ...(staff ? { client: { id: row.booking.clientId, name: row.clientName } } : {}),
        pol: row.pol?.name ?? null,
        pod: row.pod?.name ?? null,
        etd: row.booking.etd?.toISOString() ?? null,
        archived: row.booking.archived,
      })),
      page: query.page,
      more: found.length > QUICK_SEARCH_PAGE_SIZE,
      quote: quote ? { id: quoteId! } : null,
    };
  });
}
