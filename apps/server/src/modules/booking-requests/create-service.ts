import {
  actorIsStaff,
  allowedCarriers,
  can,
  withTariffsKept,
  bookingFlags,
  formatRequestId,
  INVALID_QUOTE_NUMBER,
  REQUEST_CHECKLIST_CATEGORY,
  requestMonth,
  type TBookingRequestCreate,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { findQuote } from '../quotes/repo.ts';
import { buildCargoLine } from './cargo.ts';
import { initialFreight } from './freight.ts';
import { clientExists } from '../clients/repo.ts';
import { loadReferences } from '../reference/repo.ts';
import { findCarrier, findVoyage } from './references-repo.ts';
import { scheduledSailing } from './chosen-sailing.ts';
import { type InitialSnapshot } from './initial-detail.ts';
import { itineraryOf } from './itinerary.ts';
import { NEW_REQUEST_STATE } from './new-request.ts';
import * as repo from './repo.ts';
import { ownStagedUploads, removeStagedRows } from './uploads-repo.ts';
import { userDisplayName } from '../users/repo.ts';
import { ensureChecklist } from '../checklists/repo.ts';
import { newRecord } from '../checklists/records-repo.ts';

async function clientFor(tx: Tx, actor: UserActor, input: TBookingRequestCreate): Promise<string> {
  if (!actorIsStaff(actor)) {
    if (!actor.clientId)
      throw badRequest('Your account is not linked to a company; ask us to link it first.');
    return actor.clientId;
  }
  if (!input.clientId) throw badRequest('clientId: Choose the client you book for.');
  if (!(await clientExists(tx, input.clientId))) throw badRequest('clientId: There is no such client.');
  return input.clientId;
}

/**
 * Creates a booking request from the wizard in one transaction: the id from the monthly counter, status
 * Requested, freight from the quote, the staged uploads attached, a copy of the request as submitted. Any
 * problem answers 400 with the field and leaves nothing behind.
 */
export async function createBookingRequest(ctx: AppContext, actor: UserActor, input: TBookingRequestCreate) {
  if (input.origin === input.destination)
    throw badRequest('destination: Choose a destination other than the origin.');
  // Read before the transaction: the schedule cache may load from the database (one connection when embedded).
  const route = input.schedule
    ? await scheduledSailing(ctx, input.schedule, {
        carrierId: input.carrierId,
        origin: input.origin,
        destination: input.destination,
      })
    : null;
  const created = await withTenant(ctx.db, actor, async (tx) => {
    const clientId = await clientFor(tx, actor, input);
    const carrier = await findCarrier(tx, input.carrierId);
    if (!carrier || carrier.disabled) throw badRequest(`carrierId: There is no carrier ${input.carrierId}.`);
    const allowed = allowedCarriers(actor);
    if (allowed && !allowed.includes(carrier.id))
      throw badRequest(`carrierId: You may not book with ${carrier.name}.`);

    const refs = await loadReferences(tx, {
      ports: [input.origin, input.destination, ...(route?.intermediate.map((s) => s.port.id) ?? [])],
      types: [...new Set(input.containers.map((c) => c.containerTypeId.toUpperCase()))],
      commodities: [
        ...new Set(input.containers.flatMap((c) => ('id' in c.commodity ? [c.commodity.id] : []))),
      ],
      locations: [
        ...new Set(input.containers.flatMap((c) => (c.pickupLocationId ? [c.pickupLocationId] : []))),
      ],
    });
    const from = refs.ports.get(input.origin);
    const to = refs.ports.get(input.destination);
    if (!from) throw badRequest(`origin: There is no port with the code ${input.origin}.`);
    if (!to) throw badRequest(`destination: There is no port with the code ${input.destination}.`);
    const built = input.containers.map((line, i) => buildCargoLine(line, i, refs));
    // A customer's request starts without tariffs: staff enter the agreed free time on the request.
    const containers = can(actor, 'manage:tariff:any') ? built : withTariffsKept(built, []);
    const flags = bookingFlags(containers.map((c) => ({ imo: c.imo.flag, containerType: c.containerType })));
    if (input.files.certificate.length > 0 && !flags.soc)
      throw badRequest('files.certificate: A SOC certificate belongs to shipper-owned containers only.');
    if (input.files.imo.length > 0 && !flags.imo)
      throw badRequest('files.imo: IMO documents belong to lines with dangerous goods only.');

    let quoteDetails = null;
    if (input.quoteNumber !== null) {
      const quote = await findQuote(tx, actor, input.quoteNumber);
      if (!quote || quote.quote.carrierId !== carrier.id || quote.quote.clientId !== clientId)
        throw badRequest(`quoteNumber: ${INVALID_QUOTE_NUMBER}`);
      quoteDetails = quote.quote.details;
    }

    let commission = null;
    if (route) {
      const voyage = await findVoyage(tx, carrier.id, route.origin.vessel.name, route.origin.voyageNumber);
      if (!voyage)
        throw badRequest('schedule: This sailing is no longer in our schedule; please choose it again.');
      commission = voyage.commission;
    }

    const uploadIds = [...input.files.additional, ...input.files.imo, ...input.files.certificate];
    const uploads = await ownStagedUploads(tx, actor, uploadIds);
    if (uploads.length !== new Set(uploadIds).size)
      throw badRequest('files: An uploaded file was not found any more; please upload it again.');

    const month = requestMonth(new Date(), ctx.config.BUSINESS_TZ);
    const id = formatRequestId(month, await repo.nextCounter(tx, month));
    const byName = await userDisplayName(tx, actor.userId);
    const portOf = (portId: string) =>
      refs.ports.get(portId) ?? { id: portId, name: portId, countryCode: portId.slice(0, 2) };
    const snapshot: InitialSnapshot = {
      carrierId: carrier.id,
      vessel: route?.origin.vessel.name ?? null,
      voyage: route?.origin.voyageNumber ?? null,
      etd: route?.origin.departure ?? null,
      eta: route?.destination.arrival ?? null,
      imo: flags.imo,
      soc: flags.soc,
      itinerary: itineraryOf(route, from, to, portOf),
      containers,
      freightDetails: initialFreight(carrier.id, quoteDetails, containers, commission),
    };
    await repo.insertRequest(tx, {
      ...NEW_REQUEST_STATE,
      id,
      clientId,
      createdById: actor.userId,
      createdByName: byName,
      realUserId: actor.realUserId,
      carrierId: carrier.id,
      originId: from.id,
      destinationId: to.id,
      vessel: snapshot.vessel,
      voyage: snapshot.voyage,
      etd: snapshot.etd ? new Date(snapshot.etd) : null,
      eta: snapshot.eta ? new Date(snapshot.eta) : null,
      customerReference: input.customerReference || null,
      quoteNumber: input.quoteNumber,
      imo: flags.imo,
      soc: flags.soc,
      schedule: route,
      itinerary: snapshot.itinerary,
      containers,
      freightDetails: snapshot.freightDetails,
      additionalInfo: input.additionalInfo || null,
      // The wizard's input and what was built from it: the compare dialog's first version (initial-detail.ts).
      initialRequest: { ...input, schedule: route, submittedAt: new Date().toISOString(), snapshot },
    });
    // Its checklist, in the same transaction (issue 10 part 2): IMO, OOG, SOC ... items only where the cargo has them.
    await ensureChecklist(
      tx,
      newRecord({
        kind: 'booking-requests',
        id,
        clientId,
        carrierId: carrier.id,
        category: REQUEST_CHECKLIST_CATEGORY,
        containers,
        vgmSubmittedBy: NEW_REQUEST_STATE.vgmSubmittedBy,
      }),
    );
    const zoneOf = (uploadId: string) =>
      input.files.imo.includes(uploadId)
        ? 'IMO'
        : input.files.certificate.includes(uploadId)
          ? 'SOC'
          : 'ADDITIONAL_DOCUMENTS';
    await repo.insertFiles(
      tx,
      uploads.map((u) => ({
        requestId: id,
        clientId,
        documentType: zoneOf(u.id),
        key: u.key,
        name: u.name,
        size: u.size,
        contentType: u.contentType,
        uploadedById: actor.userId,
      })),
    );
    await removeStagedRows(
      tx,
      actor,
      uploads.map((u) => u.id),
    );
    await repo.insertActivity(tx, [
      {
        requestId: id,
        clientId,
        type: 'ACTIVITY',
        changeType: 'REQUEST_SUBMITTED',
        comment: 'Submitted the booking request',
        byUserId: actor.userId,
        byName,
        realUserId: actor.realUserId,
      },
    ]);
    return { id, clientId };
  });
  await ctx.events.publish({ entity: 'booking-request', id: created.id, clientId: created.clientId });
  return { id: created.id };
}
