import { load } from 'cheerio/slim';
import {
  BOOKING_CONFIRMATION_ACCEPTED_TYPE,
  BOOKING_CONFIRMATION_FIELDS as F,
  BOOKING_CONFIRMATION_LIMITS as LIMITS,
  type TBookingConfirmation,
  type TConfirmationCargo,
  type TConfirmationContainerLine,
  type TConfirmationRequest,
} from '@portal/domain';
import { readContainerBlocks } from './containers.ts';
import { readableHtml } from './input.ts';
import { closest, hasClass, isElement, landmarksOf, type Landmarks } from './nodes.ts';
import { readParties, readParty, type PartyField, type PartyValues } from './parties.ts';
import { readColumnTables, type Row } from './tables.ts';
import { Budget, cap, clean, keyOf, linesOf, textOf, type HtmlNode } from './text.ts';
import { readDay, readKg, readPlace } from './values.ts';

/** Node visits one file may spend on reading text (a 1 MB file has fewer nodes than this). */
const NODE_BUDGET = 2_000_000;

/**
 * Reads the INTTRA booking e-mail (HTML, as bytes or text) that an "Upload Booking" sends: a "Booking -
 * Requested" e-mail becomes what it says as a booking request, with the labels of expected fields it does not
 * say; any other file is refused with the reason. Never throws; reads at most LIMITS.maxBytes of the file.
 */
export function parseBookingConfirmation(input: string | Uint8Array): TBookingConfirmation {
  try {
    return parseHtml(readableHtml(input));
  } catch {
    return { ok: false, reason: 'unreadable', bookingType: null };
  }
}

function parseHtml(html: string): TBookingConfirmation {
  // htmlparser2 (cheerio/slim): about twice as fast as parse5 on e-mail markup, and forgiving alike.
  const root: HtmlNode = load(html).root()[0]!;
  const marks = landmarksOf(root);
  const budget = new Budget(NODE_BUDGET);
  const bookingType = bookingTypeOf(marks, budget);
  const booker = () => marks.labels.find((el) => keyOf(textOf(el, budget, 40)) === 'BOOKER') ?? null;
  if (bookingType === null) {
    const looksInttra = marks.dataTables.length > 0 || marks.hasDataSpans || booker() !== null;
    return {
      ok: false,
      reason: looksInttra ? 'not-booking-requested' : 'not-inttra-email',
      bookingType: null,
    };
  }
  if (keyOf(bookingType) !== keyOf(BOOKING_CONFIRMATION_ACCEPTED_TYPE))
    return { ok: false, reason: 'not-booking-requested', bookingType };

  // The parties are the innermost data table around the BOOKER label (or any table, or the page, without one).
  const bookerLabel = booker();
  const isTable = (n: HtmlNode) => isElement(n, 'table');
  const partiesTable = bookerLabel
    ? (closest(bookerLabel, (n) => isTable(n) && hasClass(n, 'blBody')) ?? closest(bookerLabel, isTable))
    : null;
  const parties = bookerLabel ? readParties(partiesTable ?? root, budget) : {};
  const tables = (marks.dataTables.length > 0 ? marks.dataTables : marks.tables).filter(
    (t) => t !== partiesTable,
  );
  const rows = readColumnTables(tables, budget);

  const request = { ...fromParties(parties), ...fromRows(rows, budget) };
  return {
    ok: true,
    bookingType: BOOKING_CONFIRMATION_ACCEPTED_TYPE,
    request,
    missing: missingOf(request, parties),
  };
}

const HEADING = /booking\s{0,5}[-\u2013\u2014:]\s{0,5}([A-Za-z]{1,30})/i;

/** The type the `<span class="h">` heading names ("Requested" of "Booking - Requested"), null without one. */
function bookingTypeOf(marks: Landmarks, budget: Budget): string | null {
  for (const el of marks.headings) {
    const match = HEADING.exec(textOf(el, budget, 200));
    if (match) return clean(match[1]!);
  }
  return null;
}

type FromParties = Omit<
  TConfirmationRequest,
  | 'vessel'
  | 'voyage'
  | 'customerComments'
  | 'commodity'
  | 'cargo'
  | 'containerLines'
  | 'paymentTerm'
  | 'freightPayer'
  | 'paymentLocation'
>;

function fromParties(p: PartyValues): FromParties {
  const first = (field: PartyField) => p[field]?.[0] ?? null;
  const joined = (field: PartyField) => cap((p[field] ?? []).join(' ')) || null;
  const carrier = readParty(p.carrier, { inttraId: ['INTTRA ID'] });
  const booker = readParty(p.booker, { inttraId: ['INTTRA ID'] });
  const contact = readParty(p.contact, {
    email: ['E-MAIL ADDRESS', 'E-MAIL'],
    phone: ['PHONE NUMBER', 'PHONE', 'TELEPHONE', 'TELEPHONE NUMBER', 'TEL'],
  });
  return {
    carrierHint: carrier.name || carrier.inttraId ? { name: carrier.name, inttraId: carrier.inttraId } : null,
    bookerName: booker.name,
    bookerInttraId: booker.inttraId,
    contactName: contact.name,
    contactEmail: contact.email,
    contactPhone: contact.phone,
    intraRefNumber: first('intraRefNumber'),
    carrierBookingNumber: first('carrierBookingNumber'),
    customerShipmentId: first('customerShipmentId'),
    bookingOffice: joined('bookingOffice'),
    agreementNumber: first('agreementNumber'),
    forwarderReferences: p.forwarderReferences ?? [],
    shipperReferences: p.shipperReferences ?? [],
    customerPreferences: joined('customerPreferences'),
    assembledDate: readDay(joined('assembledDate')),
    moveType: joined('moveType'),
    placeOfReceipt: readPlace(p.placeOfReceipt ?? []),
    placeOfDelivery: readPlace(p.placeOfDelivery ?? []),
    pol: readPlace(p.pol ?? []),
    pod: readPlace(p.pod ?? []),
    sailDate: readDay(joined('sailDate')),
    arrivalDate: readDay(joined('arrivalDate')),
  };
}

function fromRows(rows: readonly Row[], budget: Budget): Omit<TConfirmationRequest, keyof FromParties> {
  const linesIn = (cell: HtmlNode | undefined) => (cell ? linesOf(cell, budget).map((l) => l.text) : []);
  const textIn = (cell: HtmlNode | undefined) => cap(linesIn(cell).join(' ')) || null;
  const firstText = (rowsWith: readonly Row[], column: keyof Row) =>
    rowsWith.map((r) => textIn(r[column])).find((t) => t !== null) ?? null;

  const legs = rows.filter((r) => r.vessel || r.voyage);
  const mainLeg = legs.find((r) => textIn(r.vessel) !== null);
  const comments = rows.flatMap((r) => linesIn(r.customerComments));

  const cargo: TConfirmationCargo[] = [];
  for (const row of rows) {
    if (!row.packages && !row.cargoDescription && !row.cargoWeight && !row.grossVolume) continue;
    if (cargo.length >= LIMITS.maxCargoLines) break;
    const weight = textIn(row.cargoWeight);
    const item = {
      packages: textIn(row.packages),
      description: cap(linesIn(row.cargoDescription).join('\n')) || null,
      weightKg: readKg(weight),
      weight,
      grossVolume: textIn(row.grossVolume),
    };
    if (Object.values(item).some((v) => v !== null)) cargo.push(item);
  }

  const containerLines: TConfirmationContainerLine[] = [];
  for (const row of rows) {
    if (!row.container) continue;
    const blocks = readContainerBlocks(linesIn(row.container));
    if (blocks.length === 1) {
      // The NET WEIGHT / NET VOLUME columns speak for the one line of their row when its block does not.
      const [only] = blocks;
      only!.netWeight ??= textIn(row.netWeight);
      only!.netWeightKg ??= readKg(only!.netWeight);
      only!.netVolume ??= textIn(row.netVolume);
    }
    containerLines.push(...blocks.slice(0, LIMITS.maxContainerLines - containerLines.length));
  }

  const payment = rows.filter((r) => r.paymentTerm || r.freightPayer || r.paymentLocation);
  return {
    vessel: mainLeg ? textIn(mainLeg.vessel) : null,
    voyage: (mainLeg && textIn(mainLeg.voyage)) ?? firstText(legs, 'voyage'),
    customerComments: cap(comments.join('\n')) || null,
    commodity: cargo.find((c) => c.description)?.description?.split('\n')[0] ?? null,
    cargo,
    containerLines,
    paymentTerm: firstText(payment, 'paymentTerm'),
    freightPayer: firstText(payment, 'freightPayer'),
    paymentLocation: firstText(payment, 'paymentLocation'),
  };
}

/** Labels of the fields a booking request needs and the e-mail did not give, or gave unreadable. */
function missingOf(request: TConfirmationRequest, parties: PartyValues): string[] {
  const missing: string[] = [];
  const expect = (value: unknown, label: string) => {
    if (value === null || (Array.isArray(value) && value.length === 0)) missing.push(label);
  };
  expect(request.carrierHint, F.carrier);
  expect(request.intraRefNumber, F.intraRefNumber);
  expect(request.customerShipmentId, F.customerShipmentId);
  expect(request.agreementNumber, F.agreementNumber);
  expect(request.pol, F.pol);
  expect(request.pod, F.pod);
  expect(request.sailDate, F.sailDate);
  expect(request.arrivalDate, F.arrivalDate);
  expect(request.vessel, F.vessel);
  expect(request.voyage, F.voyage);
  expect(request.commodity, F.cargo);
  expect(request.containerLines, F.containerLines);
  // Given, but not as a day we can read.
  if (parties.assembledDate?.length && request.assembledDate === null) missing.push(F.assembledDate);
  request.containerLines.forEach((line, i) => {
    const prefix = `${F.containerLines} ${i + 1}: `;
    if (line.quantity === null) missing.push(prefix + F.quantity);
    if (line.isoType === null) missing.push(prefix + F.sizeType);
    if (line.netWeightKg === null) missing.push(prefix + F.netWeight);
    if (line.pickup?.dateText && line.pickup.date === null) missing.push(prefix + F.pickupDate);
  });
  return missing;
}
