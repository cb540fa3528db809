import {
  actorIsStaff,
  confirmWithBooking,
  hasWarnings,
  lifecycleStateOf,
  orderTerms,
  REQUEST_CHANGE_TYPES,
  REQUEST_STATUS,
  requestBookNowRefusal,
  requestStatusLabel,
  requestWarnings,
  TERMS_AND_CONDITIONS,
  toBackendBooking,
  type BackendBookingParties,
  type TBackendBooking,
  type TBookingRequestDetail,
  type TBookNowAnswer,
  type UserActor,
  WORKBENCH_MESSAGES,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { loadDetail } from '../booking-requests/detail.ts';
import { checkVersion, refusalError, REQUEST_NOT_FOUND } from '../booking-requests/detail-service.ts';
import { lifecycleActivity } from '../booking-requests/edit-history.ts';
import * as workbench from '../booking-requests/workbench-repo.ts';
import { findQuote } from '../quotes/repo.ts';
import * as repo from './bookings-repo.ts';
import { ensureChecklist } from '../checklists/repo.ts';
import { newRecord } from '../checklists/records-repo.ts';
import { requestErpBooking } from './erp-client.ts';
import { publishNotifications } from '../notifications/notify.ts';
import { notifyRequestChange } from '../notifications/request-causes.ts';
import { syncBookingTasks } from '../tasks/sync.ts';
import { tasksEvent } from '../tasks/events.ts';

/** The parties of the backend booking: the agent, the client, who submitted, the statistic client, ERP ids first. */
async function partiesOf(
  tx: Tx,
  actor: UserActor,
  detail: TBookingRequestDetail,
): Promise<BackendBookingParties & { actorName: string; contactId: string | null }> {
  const agentId = detail.agent!.id;
  const { users, clients } = await repo.bookingParties(tx, {
    userIds: [agentId, detail.createdBy.id, actor.userId],
    clientIds: [detail.client.id, ...(detail.statisticClient ? [detail.statisticClient.id] : [])],
  });
  const person = (id: string, fallback: string) => {
    const u = users.get(id);
    return {
      id,
      erpUserId: u?.erpUserId ?? null,
      name: u ? `${u.firstName} ${u.lastName}` : fallback,
      email: u?.email ?? '',
    };
  };
  const client = clients.get(detail.client.id);
  const statistic = detail.statisticClient ? clients.get(detail.statisticClient.id) : undefined;
  const createdBy = person(detail.createdBy.id, detail.createdBy.name);
  return {
    agent: person(agentId, detail.agent!.name),
    client: {
      id: detail.client.id,
      erpClientId: client?.erpClientId ?? null,
      name: client?.name ?? detail.client.name,
      city: client?.city ?? null,
    },
    createdBy: { id: createdBy.id, erpUserId: createdBy.erpUserId, name: createdBy.name },
    statisticClient: detail.statisticClient
      ? { id: detail.statisticClient.id, erpClientId: statistic?.erpClientId ?? null }
      : null,
    // Who books, for the activity entry: fetched with the others.
    actorName: person(actor.userId, 'Unknown user').name,
    // The customer who asked is the booking's contact person (ForwPers); a staff member's request has none.
    contactId: users.get(detail.createdBy.id)?.clientId === detail.client.id ? detail.createdBy.id : null,
  };
}

const timeOf = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** The bookings row: what lists filter and sort as columns, the documents (cargo, freight, terms) as they are. */
function bookingRowOf(
  detail: TBookingRequestDetail,
  payload: TBackendBooking,
  bookingId: string,
  contactId: string | null,
): repo.NewBooking {
  const pol = detail.itinerary.portOfLoading;
  const pod = detail.itinerary.portOfDischarge;
  return {
    id: bookingId,
    requestId: detail.id,
    clientId: detail.client.id,
    statisticClientId: detail.statisticClient?.id ?? null,
    carrierId: detail.carrier.id,
    category: payload.Category,
    statusText: 'Booked',
    vessel: payload.Vessel || null,
    voyage: payload.Voyage || null,
    polId: detail.origin.id,
    podId: detail.destination.id,
    etd: timeOf(pol.departure ?? detail.etd),
    eta: timeOf(pod.arrival ?? detail.eta),
    // A request is port to port: received at the port of loading, delivered at the port of discharge.
    placeOfReceiptName: payload.PlaceOfRecieptName || null,
    placeOfReceiptEts: timeOf(pol.departure ?? detail.etd),
    finalDestinationName: payload.FinalDestinationName || null,
    finalDestinationEta: timeOf(pod.arrival ?? detail.eta),
    contactId,
    blNumber: detail.blNumber,
    customerReference: detail.customerReference,
    agreementNo: detail.agreementNo,
    agentId: detail.agent?.id ?? null,
    cargo: detail.containers,
    freight: detail.freightDetails,
    portTerms: payload.PortTerms,
    remarks: payload.Remarks.map((r) => ({ type: r.RemarkType, text: r.RemarkTxt })),
    payload,
  };
}

/**
 * The carrier terms the booking was made under (spec 000 §4 "booking creation (with accepted carrier terms
 * link)"): the linked quote's TERMS & CONDITIONS, else the company's site, as the online booking offers them.
 */
async function termsLink(ctx: AppContext, tx: Tx, actor: UserActor, detail: TBookingRequestDetail) {
  const quote = detail.quoteNumber !== null ? await findQuote(tx, actor, detail.quoteNumber) : null;
  const terms = quote
    ? orderTerms(quote.quote.terms).find((t) => t.label === TERMS_AND_CONDITIONS)
    : undefined;
  return terms?.url ?? ctx.config.COMPANY_SITE_URL;
}

/** The booking's number: the ERP's FileID when one is configured, else the next of our own sequence. */
async function fileNumber(ctx: AppContext, tx: Tx, payload: TBackendBooking): Promise<string> {
  const url = ctx.config.ERP_BOOKING_URL;
  return url
    ? requestErpBooking(url, payload, ctx.config.ERP_BOOKING_TIMEOUT_MS)
    : String(await repo.nextFileNumber(tx));
}

/**
 * Book Now (spec 000 §7 `POST /api/bookingRequest`, staff; a customer's own request 403, another's 404): in one transaction the request is locked and checked
 * (its version, then the domain's rule: no warnings, an agent, below Confirmed), mapped into the backend booking
 * format, booked (by the ERP when ERP_BOOKING_URL is set, else with our next file number), stored as a bookings
 * row, and confirmed with the booking's id and its activity entry. Any refusal or ERP failure writes nothing.
 * The lock is held while the ERP answers, so a second Book Now of the same request waits and is then refused.
 */
export async function bookNow(
  ctx: AppContext,
  actor: UserActor,
  input: { requestId: string; version: number },
): Promise<TBookNowAnswer> {
  const id = input.requestId;
  const booked = await withTenant(ctx.db, actor, async (tx) => {
    const record = await workbench.lockRequest(tx, actor, id);
    if (!record) throw notFound(REQUEST_NOT_FOUND);
    // A customer's own request answers 403 before anything about it is said; another's was 404 above.
    if (!actorIsStaff(actor)) throw new AppError('FORBIDDEN', WORKBENCH_MESSAGES.staffOnly);
    checkVersion(record.version, input.version);
    const detail = (await loadDetail(tx, actor, id, { full: true }))!;
    const state = lifecycleStateOf(detail);
    const warned = hasWarnings(requestWarnings(detail, ctx.config.DEPOT_COUNTRIES));
    const refusal = requestBookNowRefusal(actor, state, warned);
    if (refusal) throw refusalError(refusal);

    const { actorName, contactId, ...parties } = await partiesOf(tx, actor, detail);
    const payload = toBackendBooking(detail, parties);
    const bookingId = await fileNumber(ctx, tx, payload);
    if (!(await repo.insertBooking(tx, actor, bookingRowOf(detail, payload, bookingId, contactId))))
      throw new AppError(
        'CONFLICT',
        `The file number ${bookingId} already names a booking; nothing was booked.`,
      );
    // The booking's own checklist, of its category, in the same transaction (issue 10 part 2).
    await ensureChecklist(
      tx,
      newRecord({
        kind: 'bookings',
        id: bookingId,
        clientId: detail.client.id,
        carrierId: detail.carrier.id,
        category: payload.Category,
        containers: detail.containers,
        vgmSubmittedBy: detail.vgmSubmittedBy,
      }),
    );
    // Its tasks, from the checklist and dates just written (issue 12 part 1).
    await syncBookingTasks(tx, bookingId);
    const confirmed = confirmWithBooking(actor, state, bookingId, warned);
    if (!confirmed.ok) throw refusalError(confirmed.refusal);
    const written = await workbench.updateRequest(tx, actor, id, record.version, {
      statusCode: confirmed.state.statusCode,
      bookingId,
      version: record.version + 1,
      updatedAt: new Date(),
    });
    if (!written) throw notFound(REQUEST_NOT_FOUND);
    const terms = await termsLink(ctx, tx, actor, detail);
    await workbench.insertActivity(
      tx,
      [
        lifecycleActivity(
          {
            requestId: id,
            clientId: detail.client.id,
            byUserId: actor.userId,
            byName: actorName,
            realUserId: actor.realUserId,
          },
          REQUEST_CHANGE_TYPES.bookingCreated,
          `Created booking ${bookingId}; accepted carrier terms: ${terms}`,
        ),
      ].map((entry) => ({ ...entry, data: { bookingId, termsUrl: terms } })),
    );
    const notified = await notifyRequestChange(ctx, tx, actor, id, {
      cause: 'STATUS_CHANGED',
      activityId: null,
      isInternal: false,
      detail: requestStatusLabel(REQUEST_STATUS.confirmed),
    });
    return { bookingId, payload, clientId: detail.client.id, carrierId: detail.carrier.id, notified };
  });
  const carrierIds = [booked.carrierId];
  await ctx.events.publish({ entity: 'booking-request', id, clientId: booked.clientId, carrierIds });
  await ctx.events.publish({
    entity: 'booking',
    id: booked.bookingId,
    clientId: booked.clientId,
    carrierIds,
  });
  await ctx.events.publish(
    tasksEvent({ id: booked.bookingId, clientId: booked.clientId, carrierId: booked.carrierId }),
  );
  await publishNotifications(ctx, booked.notified);
  return { bookingId: booked.bookingId, payload: booked.payload };
}
