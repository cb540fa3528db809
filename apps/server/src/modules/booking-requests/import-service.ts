import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  allowedCarriers,
  BOOKING_CONFIRMATION_MESSAGES,
  formatRequestId,
  REQUEST_IMPORT_MESSAGES,
  requestMonth,
  withTimestampSuffix,
  type TConfirmationPlace,
  type TConfirmationRequest,
  type TRequestImported,
  type UserActor,
  REQUEST_CHECKLIST_CATEGORY,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { detectFileType } from '../../platform/files/file-type.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { clientExists } from '../clients/repo.ts';
import { listCommodityTypes, listPickupLocations, loadReferences } from '../reference/repo.ts';
import { userDisplayName } from '../users/repo.ts';
import { ensureChecklist } from '../checklists/repo.ts';
import { newRecord } from '../checklists/records-repo.ts';
import { parseBookingConfirmation } from './booking-confirmation/parse.ts';
import type { InitialSnapshot } from './initial-detail.ts';
import {
  cargoLineOf,
  companyWords,
  containerTypeIdsOf,
  importedFields,
  importedItinerary,
  matchCarrier,
  matchClient,
  matchPort,
  mergeMissing,
  placeName,
} from './import-mapping.ts';
import { carrierCandidates, clientCandidates, portCandidates } from './import-repo.ts';
import { NEW_REQUEST_STATE } from './new-request.ts';
import * as repo from './repo.ts';

/** Refusals of the import that the spec leaves to us. */
export const IMPORT_REFUSALS = {
  unknownCarrier: (name: string | null) =>
    `The carrier of this e-mail (${name ?? 'not named'}) is not one of our carriers, so no request was made from it.`,
  carrierNotAllowed: (name: string) => `You may not book with ${name}.`,
  unknownPort: (what: string, place: TConfirmationPlace | null) =>
    `The ${what} of this e-mail (${place ? place.name + (place.locode ? ` (${place.locode})` : '') : 'not named'}) is not in our port list, so no request was made from it.`,
  noContainers: 'This e-mail lists no container, so no request was made from it.',
  noSuchClient: 'clientId: There is no such client.',
} as const;

/** The file is fine, but no client matches its booker: the route answers 400 with `clientRequired`. */
export class ClientRequiredError extends AppError {
  constructor() {
    super('BAD_REQUEST', REQUEST_IMPORT_MESSAGES.clientRequired);
  }
}

const HTML_NAME = /\.html?$/i;
const PREFIX = 'bookings-requests-documents-internal/imports';

/**
 * Reads the file as an INTTRA "Booking - Requested" e-mail, or refuses it with the spec's words: a name without
 * .html, content that is not text, or an e-mail of another type or none at all.
 */
function readConfirmation(file: { fileName: string; buffer: Buffer }) {
  if (!HTML_NAME.test(file.fileName)) throw badRequest(REQUEST_IMPORT_MESSAGES.oneHtmlFile);
  const type = detectFileType(file.buffer);
  if (type !== 'html' && type !== 'text') throw badRequest(BOOKING_CONFIRMATION_MESSAGES.wrongType);
  const parsed = parseBookingConfirmation(file.buffer);
  if (!parsed.ok) throw badRequest(BOOKING_CONFIRMATION_MESSAGES.wrongType);
  if (parsed.request.containerLines.length === 0) throw badRequest(IMPORT_REFUSALS.noContainers);
  return parsed;
}

async function clientOf(tx: Tx, actor: UserActor, request: TConfirmationRequest, chosen: string | undefined) {
  if (chosen) {
    if (!(await clientExists(tx, chosen))) throw badRequest(IMPORT_REFUSALS.noSuchClient);
    return chosen;
  }
  const words = request.bookerName ? companyWords(request.bookerName) : [];
  const longest = words.reduce<string | null>((a, w) => (!a || w.length > a.length ? w : a), null);
  const candidates = await clientCandidates(tx, actor, { inttraId: request.bookerInttraId, word: longest });
  const client = matchClient({ name: request.bookerName, inttraId: request.bookerInttraId }, candidates);
  if (!client) throw new ClientRequiredError();
  return client.id;
}

async function carrierOf(tx: Tx, actor: UserActor, request: TConfirmationRequest) {
  const carrier = matchCarrier(request.carrierHint, await carrierCandidates(tx, actor));
  if (!carrier) throw badRequest(IMPORT_REFUSALS.unknownCarrier(request.carrierHint?.name ?? null));
  const allowed = allowedCarriers(actor);
  if (allowed && !allowed.includes(carrier.id))
    throw badRequest(IMPORT_REFUSALS.carrierNotAllowed(carrier.displayName));
  return carrier;
}

/** The main ports, or the places of receipt and delivery when the e-mail names no main port. */
async function portsOf(tx: Tx, request: TConfirmationRequest) {
  const loading = request.pol ?? request.placeOfReceipt;
  const discharge = request.pod ?? request.placeOfDelivery;
  const places = [loading, discharge].filter((p): p is TConfirmationPlace => p !== null);
  const candidates = await portCandidates(tx, {
    codes: places.flatMap((p) => (p.locode ? [p.locode] : [])),
    names: places.flatMap((p) => (p.locode ? [] : [placeName(p)])).filter(Boolean),
  });
  const pol = matchPort(loading, candidates);
  const pod = matchPort(discharge, candidates);
  if (!pol) throw badRequest(IMPORT_REFUSALS.unknownPort('port of loading', loading));
  if (!pod) throw badRequest(IMPORT_REFUSALS.unknownPort('port of discharge', discharge));
  return { pol, pod };
}

/**
 * POST /api/booking-requests/import (staff): an INTTRA booking e-mail becomes a request in Requested, like a
 * wizard submission (id from the monthly counter, the first version kept for the compare dialog), with the
 * e-mail kept as its uploaded original (imported_file, and among its files) and what could not be read or
 * matched in import_missing for the warning panel. One transaction; the file is removed again when it does not
 * commit.
 */
export async function importBookingConfirmation(
  ctx: AppContext,
  actor: UserActor,
  file: { fileName: string; buffer: Buffer },
  options: { clientId?: string | undefined },
): Promise<TRequestImported> {
  const parsed = readConfirmation(file);
  const request = parsed.request;
  // Set once the e-mail is in the file store, so a failed transaction removes it again.
  const stored: { key: string | null } = { key: null };
  try {
    const created = await withTenant(ctx.db, actor, async (tx) => {
      // What the file itself lacks comes first: choosing a client would not help an e-mail we cannot use.
      const carrier = await carrierOf(tx, actor, request);
      const { pol, pod } = await portsOf(tx, request);
      const clientId = await clientOf(tx, actor, request, options.clientId);
      const [refs, commodities, depots] = await Promise.all([
        loadReferences(tx, { ports: [], types: containerTypeIdsOf(request), commodities: [], locations: [] }),
        listCommodityTypes(tx),
        listPickupLocations(tx),
      ]);
      const lines = request.containerLines.map((line, i) =>
        cargoLineOf(line, i, request.commodity, { types: refs.types, commodities, depots }),
      );
      const containers = lines.map((l) => l.line);
      const missing = mergeMissing(
        parsed.missing,
        lines.flatMap((l) => l.missing),
      );
      const fields = importedFields(request);
      const itinerary = importedItinerary(request, pol, pod);

      const month = requestMonth(new Date(), ctx.config.BUSINESS_TZ);
      const id = formatRequestId(month, await repo.nextCounter(tx, month));
      const byName = await userDisplayName(tx, actor.userId);
      const snapshot: InitialSnapshot = {
        carrierId: carrier.id,
        vessel: fields.vessel,
        voyage: fields.voyage,
        etd: fields.etd,
        eta: fields.eta,
        imo: false,
        soc: false,
        itinerary,
        containers,
        freightDetails: [],
      };

      // In the store before the rows that name it commit (ARCHITECTURE.md rule 6).
      const name = withTimestampSuffix(file.fileName, new Date());
      const key = `${PREFIX}/${randomUUID()}/${name}`;
      await ctx.files.put(key, Readable.from(file.buffer), {
        contentType: 'text/html',
        maxBytes: ctx.config.UPLOAD_MAX_BYTES,
      });
      stored.key = key;
      const original = {
        key,
        name,
        size: file.buffer.length,
        contentType: 'text/html',
        uploadedAt: new Date().toISOString(),
      };

      await repo.insertRequest(tx, {
        ...NEW_REQUEST_STATE,
        id,
        clientId,
        createdById: actor.userId,
        createdByName: byName,
        realUserId: actor.realUserId,
        carrierId: carrier.id,
        originId: pol.id,
        destinationId: pod.id,
        vessel: fields.vessel,
        voyage: fields.voyage,
        etd: fields.etd ? new Date(fields.etd) : null,
        eta: fields.eta ? new Date(fields.eta) : null,
        customerReference: fields.customerReference,
        agreementNo: fields.agreementNo,
        intraRefNumber: fields.intraRefNumber,
        externalBookingReference: fields.externalBookingReference,
        quoteNumber: null,
        imo: false,
        soc: false,
        schedule: null,
        itinerary,
        containers,
        freightDetails: [],
        additionalInfo: fields.additionalInfo,
        importMissing: missing,
        importedFile: original,
        // What the e-mail said and what was built from it: the compare dialog's "Uploaded File" side.
        initialRequest: {
          source: 'import',
          fileName: file.fileName,
          customerReference: fields.customerReference ?? '',
          additionalInfo: fields.additionalInfo ?? '',
          quoteNumber: null,
          submittedAt: new Date().toISOString(),
          confirmation: request,
          snapshot,
        },
      });
      // Its checklist, in the same transaction (issue 10 part 2).
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
      // Also among the request's files, so the page lists and serves it like any document it was sent with.
      await repo.insertFiles(tx, [
        {
          requestId: id,
          clientId,
          documentType: 'ADDITIONAL_DOCUMENTS',
          key,
          name,
          size: original.size,
          contentType: original.contentType,
          uploadedById: actor.userId,
        },
      ]);
      await repo.insertActivity(tx, [
        {
          requestId: id,
          clientId,
          type: 'ACTIVITY',
          changeType: 'REQUEST_SUBMITTED',
          comment: `Imported the booking request from the e-mail ${file.fileName}`,
          byUserId: actor.userId,
          byName,
          realUserId: actor.realUserId,
        },
      ]);
      return { id, clientId, carrierId: carrier.id, missing };
    });
    await ctx.events.publish({
      entity: 'booking-request',
      id: created.id,
      clientId: created.clientId,
      carrierIds: [created.carrierId],
    });
    return { id: created.id, missing: created.missing };
  } catch (error) {
    if (stored.key) await ctx.files.delete(stored.key).catch(() => undefined);
    throw error;
  }
}
