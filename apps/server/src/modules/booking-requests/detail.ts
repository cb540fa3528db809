import { actorIsStaff, customerRequestView, type Actor, type TBookingRequestDetail } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findQuote } from '../quotes/repo.ts';
import * as repo from './repo.ts';
import { toRow } from './to-row.ts';
import { clientNames, tagIdsOf } from './workbench-repo.ts';

/**
 * The request page's data (ZBookingRequestDetail) as the actor may see it: staff get everything, a customer the
 * customer's copy (customerRequestView: no internal freight, tags, statistic client or internal B/L), built
 * here on the server so nothing internal leaves it. Null: not there, or not the actor's (404 either way).
 * `full`: the whole record whoever asks, for a service's own rules and edit history, never for an answer.
 */
export async function loadDetail(
  db: DbOrTx,
  actor: Actor,
  id: string,
  options: { full?: boolean } = {},
): Promise<TBookingRequestDetail | null> {
  const found = await repo.findRequest(db, actor, id);
  if (!found) return null;
  const staff = actorIsStaff(actor);
  const f = found.full;
  const files = await repo.listFiles(db, actor, id, staff);
  const full = staff || options.full === true;
  const tagIds = full ? await tagIdsOf(db, id) : [];
  const statisticName = f.statisticClientId
    ? (await clientNames(db, [f.statisticClientId])).get(f.statisticClientId)
    : undefined;
  // The quote the actor may see: a customer's own, a restricted actor's carriers' (else no validity shown).
  const quote = f.quoteNumber !== null ? await findQuote(db, actor, f.quoteNumber) : null;
  const detail: TBookingRequestDetail = {
    ...toRow(found.row, actor, staff),
    imo: f.imo,
    soc: f.soc,
    vgmSubmittedBy: f.vgmSubmittedBy,
    itinerary: f.itinerary,
    containers: f.containers,
    freightDetails: f.freightDetails,
    additionalInfo: f.additionalInfo,
    files: files.map((file) => ({
      id: file.id,
      name: file.name,
      documentType: file.documentType,
      size: file.size,
      contentType: file.contentType,
      uploadedAt: file.uploadedAt.toISOString(),
    })),
    version: f.version,
    blNumber: f.blNumber,
    intBlNumber: f.intBlNumber,
    intraRefNumber: f.intraRefNumber,
    statisticClient:
      f.statisticClientId && statisticName !== undefined
        ? { id: f.statisticClientId, name: statisticName }
        : null,
    bookingId: f.bookingId,
    leadingCurrency: f.leadingCurrency,
    specialRemarks: f.specialRemarks,
    quoteValidity: quote ? { from: quote.quote.validFrom, to: quote.quote.validTo } : null,
    tagIds,
  };
  return full ? detail : customerRequestView(detail);
}
