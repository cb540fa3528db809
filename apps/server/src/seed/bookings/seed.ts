import { demoTariffs } from '../tariffs.ts';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDays, getISOWeek, getISOWeekYear } from 'date-fns';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  agencyCommissionLine,
  CARRIERS,
  cutOffLabel,
  DAY_FORMAT,
  formatPortTime,
  notificationText,
  teuTotal,
  withTimestampSuffix,
  type FreightLine,
  type TBookingRequestCargoLine,
  type TStoredMention,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingActivity,
  bookingRequests,
  bookings,
  bookingTags,
  bookingWatchers,
  checklistItems,
  clients,
  collabDocuments,
  commodityTypes,
  containerTypes,
  notifications,
  ports,
  tags,
  type BookingRemark,
  type CutOff,
  type StoredStage,
} from '../../platform/db/schema/index.ts';
import type { FileStore } from '../../platform/files/index.ts';
import { ensureChecklist, refreshCounts } from '../../modules/checklists/repo.ts';
import { newRecord } from '../../modules/checklists/records-repo.ts';
import { renderDemoPdfs, type DemoPdfKind } from '../collaboration/pdfs.ts';
import { stableId } from '../collaboration/seed.ts';
import { DEMO_CLIENTS, DEMO_USERS, type DemoClientKey, type DemoUserKey } from '../demo-users.ts';
import { cutOffsBefore, generateDemoSchedules, type GeneratedVoyage } from '../schedules/generate.ts';
import { portOffsetMinutes } from '../../modules/schedules/dcsa/local-time.ts';
import { DEMO_SERVICES } from '../schedules/services.ts';
import { CARRIER_OWNER_CODES, containerNumber, LESSOR_OWNER_CODES } from './containers.ts';
import { BOOKING_COMMENTS, BOOKING_PLANS, type BookingPlan } from './plan.ts';
import { demoPeople } from '../demo-people.ts';

/**
 * The demo companies' bookings (issue 11 part 5): BOOKING_PLANS as rows with sailings from the demo schedules,
 * cargo with ISO 6346 container numbers, freight (with an internal line), port terms and remarks; each with its
 * checklist and progress, documents (small PDFs when a file store is given), comments, watchers and tags. The
 * bookings of Confirmed demo requests point back from the request (booking_id). Runs once: when any demo company
 * already has a booking, it adds nothing, so what people did in the portal stays.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Booking tags the desk uses beside seed/tags.ts's (added when missing, by text and category). */
export const DEMO_BOOKING_TAGS = [
  { text: 'Urgent', color: '#d32f2f' },
  { text: 'Customs hold', color: '#5d4037' },
  { text: 'Reefer', color: '#1976d2' },
  { text: 'Docs missing', color: '#f57c00' },
] as const;

const COMMODITY_OF: Record<DemoClientKey, string> = {
  A: 'FREIGHT ALL KIND',
  B: 'MACHINERY',
  C: 'WINE IN BOTTLES',
};

/** ERP ids of the carriers (the forwarder's supplier numbers). */
const ERP_CARRIER_IDS: Record<string, string> = Object.fromEntries(
  CARRIERS.map((c, i) => [c.id, String(40010 + i * 7)]),
);

const SEAFREIGHT: Record<string, number> = { '22G1': 1450, '42G1': 2350, '45G1': 2450, '45R1': 4200 };

/** A number from a text, the same on every run. */
function hashOf(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

interface Sailing {
  vessel: string;
  voyage: string;
  serviceCode: string;
  etd: Date;
  eta: Date;
  cutOffs: CutOff[];
}

/**
 * The demo voyage of the carrier from origin to destination leaving nearest to `target` (the seeded schedules
 * around the seed day, earlier weeks generated the same way); a lane no demo service sails gets a voyage of the
 * carrier's first service named the way the schedules name them.
 */
function sailingFinder(now: Date) {
  const recent = generateDemoSchedules(now);
  const windowStart = Math.min(...recent.map((v) => v.calls[0]!.departure.getTime()));
  const earlier = generateDemoSchedules(addDays(now, -210), 30).filter(
    (v) => v.calls[0]!.departure.getTime() < windowStart,
  );
  const voyages: GeneratedVoyage[] = [...recent, ...earlier];
  return (carrierId: string, origin: string, destination: string, target: Date): Sailing => {
    let best: Sailing | null = null;
    let bestGap = Infinity;
    for (const v of voyages) {
      if (!v.serviceId.startsWith(`${carrierId}-`)) continue;
      const from = v.calls.findIndex((c) => c.portId === origin);
      const to = v.calls.findIndex((c) => c.portId === destination);
      if (from < 0 || to <= from) continue;
      const gap = Math.abs(v.calls[from]!.departure.getTime() - target.getTime());
      if (gap < bestGap) {
        bestGap = gap;
        best = {
          vessel: v.vesselName,
          voyage: v.voyageNumber,
          serviceCode: v.serviceId.slice(carrierId.length + 1),
          etd: v.calls[from]!.departure,
          eta: v.calls[to]!.arrival,
          cutOffs: v.calls[from]!.cutOffs,
        };
      }
    }
    if (best) return best;
    const service = DEMO_SERVICES.find((s) => s.carrierId === carrierId) ?? DEMO_SERVICES[0]!;
    const etd = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), target.getUTCDate(), 18));
    const week = getISOWeek(etd);
    return {
      vessel: service.vessels[week % service.vessels.length]!,
      voyage: `${String(getISOWeekYear(etd) % 100).padStart(2, '0')}${String(week).padStart(2, '0')}${service.code.slice(0, 1)}`,
      serviceCode: service.code,
      etd,
      eta: new Date(etd.getTime() + 19 * DAY),
      cutOffs: cutOffsBefore(etd),
    };
  };
}

/** How far a booking has come: 0 booked, 1 confirmed, 2 loaded, 3 sailed, 4 arrived, 5 delivered. */
function phaseOf(plan: BookingPlan, etd: Date, eta: Date, now: Date): number {
  if (plan.rebookedTo) return 1;
  if (plan.state === 'archived' || plan.state === 'dispute') return 5;
  if (plan.state === 'pendingPayment') return 4;
  const t = now.getTime();
  if (t >= eta.getTime() + 5 * DAY) return 5;
  if (t >= eta.getTime()) return 4;
  if (t >= etd.getTime()) return 3;
  if (t >= etd.getTime() - 3 * DAY) return 2;
  return plan.statusText === 'Booked' ? 0 : 1;
}

const STATUS_WORDS = ['Booked', 'Confirmed', 'Loaded', 'Sailed', 'Arrived', 'Delivered'] as const;

/** Checked items of a phase (Export and Import checklists of packages/domain collaboration). */
function checkedItems(category: 'Export' | 'Import', phase: number, paid: boolean): string[] {
  const steps: [number, string][] =
    category === 'Export'
      ? [
          [1, 'DEPOT_OUT'],
          [2, 'GATE_IN'],
          [2, 'VGM'],
          [2, 'SHIPPING_INSTRUCTIONS'],
          [3, 'SHIPPED_ON_BOARD'],
          [4, 'B_L'],
          [4, 'INVOICED'],
          [5, 'BBHT_NUMBER'],
        ]
      : [
          [3, 'B_L'],
          [4, 'RELEASE_DONE'],
          [4, 'PIN_NUMBER'],
          [5, 'GATE_OUT'],
          [5, 'DEPOT_IN'],
          [4, 'INVOICED'],
        ];
  const items = steps.filter(([p]) => phase >= p).map(([, id]) => id);
  if (phase >= 5 && paid) items.push('FREIGHT_COLLECTION');
  return items;
}

/** Stages of the export B/L item checked in a phase: draft created when loaded, sent and approved when sailed. */
const blStages = (phase: number) => (phase >= 4 ? 4 : phase >= 3 ? 3 : phase >= 2 ? 1 : 0);

interface DocPlan {
  key: string;
  kind: DemoPdfKind;
  fileName: string;
  item: string | null;
  by: 'agent' | 'contact';
  internal?: boolean;
  approved?: boolean;
  final?: boolean;
}

function documentsOf(plan: BookingPlan, phase: number): DocPlan[] {
  const docs: DocPlan[] = [];
  if (plan.category === 'Export') {
    if (phase >= 2)
      docs.push({
        key: 'si',
        kind: 'shippingInstructions',
        fileName: 'shipping-instructions.pdf',
        item: 'SHIPPING_INSTRUCTIONS',
        by: 'contact',
        approved: true,
      });
    if (phase >= 3)
      docs.push({
        key: 'bl-draft',
        kind: 'blDraft',
        fileName: 'bl-draft.pdf',
        item: 'B_L',
        by: 'agent',
        approved: phase >= 4,
      });
    if (phase >= 4)
      docs.push({
        key: 'bl-final',
        kind: 'blFinal',
        fileName: 'bl-original.pdf',
        item: 'B_L',
        by: 'agent',
        final: true,
        approved: true,
      });
  } else if (phase >= 3) {
    docs.push({
      key: 'invoice',
      kind: 'commercialInvoice',
      fileName: 'commercial-invoice.pdf',
      item: 'OTHER',
      by: 'contact',
    });
    docs.push({
      key: 'bl-surrendered',
      kind: 'blFinal',
      fileName: 'bl-surrendered.pdf',
      item: 'B_L',
      by: 'agent',
      final: true,
    });
  }
  if (plan.state === 'pendingPayment' || plan.state === 'dispute')
    docs.push({
      key: 'costs',
      kind: 'costCalculation',
      fileName: 'cost-calculation.pdf',
      item: null,
      by: 'agent',
      internal: true,
    });
  return docs;
}

function freightOf(plan: BookingPlan, cargo: readonly TBookingRequestCargoLine[]): FreightLine[] {
  const lines: FreightLine[] = [];
  const add = (text: string, quantity: number, unit: string, unitValue: number, currency: string) =>
    lines.push({
      seqNr: lines.length + 1,
      text,
      group: 'EXTERNAL',
      quantity,
      unit,
      unitValue,
      currency,
      total: Math.round(quantity * unitValue * 100) / 100,
      internal1: false,
      isManual: false,
    });
  for (const line of cargo) {
    add(
      'Seafreight',
      line.quantity,
      `per ${line.containerType.label}`,
      SEAFREIGHT[line.containerType.id] ?? 1800,
      'USD',
    );
    add(
      'BAF',
      line.quantity,
      `per ${line.containerType.label}`,
      line.containerType.id.startsWith('2') ? 380 : 760,
      'USD',
    );
  }
  const boxes = cargo.reduce((n, l) => n + l.quantity, 0);
  add(plan.category === 'Export' ? 'THC origin' : 'THC destination', boxes, 'per container', 265, 'EUR');
  add('Documentation fee', 1, 'per shipment', 75, 'EUR');
  const teus = teuTotal(
    cargo.map((c) => ({
      containerTypeId: c.containerType.id,
      description: c.containerType.description,
      quantity: c.quantity,
    })),
  );
  const commission = agencyCommissionLine({
    carrierId: plan.carrierId,
    commission: { kind: 'perTeu', amount: 25 },
    teus,
    currency: 'USD',
    seqNr: lines.length + 1,
  });
  // Staff's own line: the agency commission, internal (customers never see it).
  lines.push({ ...commission, group: 'INTERNAL1', internal1: true });
  return lines;
}

function remarksOf(plan: BookingPlan, phase: number, reefer: boolean): BookingRemark[] {
  const remarks: BookingRemark[] = [
    {
      type: 'SPECIAL REMARKS',
      text: reefer
        ? 'Reefer: set to +12 °C, humidity 70 %, vents closed. Pre-trip inspection required.'
        : plan.client === 'B'
          ? 'Heavy machinery parts: lashing as per packing list, no top stow.'
          : 'Empty containers to be released at the depot named on the release order only.',
    },
  ];
  if (phase >= 3)
    remarks.push({
      type: 'ARRIVAL INFO REMARKS',
      text: `Free time at ${plan.destination}: 14 days demurrage and detention combined. Release against original B/L or express release.`,
    });
  if (phase >= 4 || plan.state !== 'active')
    remarks.push({
      type: 'FINAL REMARKS',
      text: 'Freight prepaid. Invoice follows with the final B/L copy.',
    });
  return remarks;
}

export async function seedDemoBookings(
  db: DbOrTx,
  now: Date,
  files?: FileStore,
): Promise<{ demoBookings: number }> {
  const clientRows = await db
    .select({ id: clients.id, erp: clients.erpClientId, countryCode: clients.countryCode })
    .from(clients)
    .where(
      inArray(
        clients.erpClientId,
        Object.values(DEMO_CLIENTS).map((c) => c.erpClientId),
      ),
    );
  const clientOf = (key: DemoClientKey) => clientRows.find((c) => c.erp === DEMO_CLIENTS[key].erpClientId);
  if (clientRows.length < 3) return { demoBookings: 0 };
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      inArray(
        bookings.clientId,
        clientRows.map((c) => c.id),
      ),
    );
  if ((existing?.n ?? 0) > 0) return { demoBookings: existing!.n };

  const people = await demoPeople(db);
  const person = (key: DemoUserKey) => {
    const p = people.find((u) => u.email === DEMO_USERS[key].emailAddress.toLowerCase())!;
    return {
      id: p.id,
      name: `${p.first} ${p.last}`,
      side: DEMO_USERS[key].client ? ('customer' as const) : ('staff' as const),
    };
  };
  /** Who works an unassigned booking's checklist and answers on it: operations for its carriers, else sales. */
  const staffFor = (carrierId: string) =>
    person(
      (DEMO_USERS.operations.carriers as readonly string[]).includes(carrierId) ? 'operations' : 'sales',
    );
  const portIds = [...new Set(BOOKING_PLANS.flatMap((p) => [p.origin, p.destination]))];
  const portRows = await db
    .select({ id: ports.id, name: ports.name, city: ports.city, timeZone: ports.timeZone })
    .from(ports)
    .where(inArray(ports.id, portIds));
  const portOf = (id: string) => portRows.find((p) => p.id === id);
  const typeRows = await db
    .select()
    .from(containerTypes)
    .where(inArray(containerTypes.id, ['22G1', '42G1', '45G1', '45R1']));
  const commodityRows = await db
    .select({ id: commodityTypes.id, name: commodityTypes.name })
    .from(commodityTypes)
    .where(inArray(commodityTypes.name, Object.values(COMMODITY_OF)));
  const requestRows = await db
    .select()
    .from(bookingRequests)
    .where(
      and(
        inArray(
          bookingRequests.customerReference,
          BOOKING_PLANS.flatMap((p) => (p.fromRequest ? [p.fromRequest] : [])),
        ),
        isNull(bookingRequests.bookingId),
        eq(bookingRequests.statusCode, 30),
      ),
    );

  // Booking tags: those of seed/tags.ts and a few more, added when missing.
  for (const tag of DEMO_BOOKING_TAGS) {
    const [found] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.text, tag.text), eq(tags.category, 'booking')))
      .limit(1);
    if (!found) await db.insert(tags).values({ ...tag, category: 'booking' });
  }
  const tagRows = await db
    .select({ id: tags.id, text: tags.text })
    .from(tags)
    .where(eq(tags.category, 'booking'));

  const findSailing = sailingFinder(now);
  const plans = BOOKING_PLANS.filter((p) => portOf(p.origin) && portOf(p.destination) && clientOf(p.client));
  // File numbers from the portal's own sequence (as Book Now hands them out), oldest booking first.
  const ordered = [...plans].sort(
    (a, b) => b.createdDaysAgo - a.createdDaysAgo || a.key.localeCompare(b.key),
  );
  const numbers = await db
    .select({ n: sql<string>`nextval('booking_file_numbers')::text` })
    .from(sql`generate_series(1, ${ordered.length}) as g`);
  const idOf = new Map(ordered.map((p, i) => [p.key, numbers[i]!.n]));

  type Built = {
    plan: BookingPlan;
    row: typeof bookings.$inferInsert & { id: string; clientId: string; cargo: TBookingRequestCargoLine[] };
    phase: number;
    request: (typeof requestRows)[number] | null;
    agent: ReturnType<typeof person> | null;
    contact: ReturnType<typeof person>;
    createdAt: Date;
  };
  const built: Built[] = [];
  for (const plan of ordered) {
    const id = idOf.get(plan.key)!;
    const client = clientOf(plan.client)!;
    const request = plan.fromRequest
      ? (requestRows.find((r) => r.customerReference === plan.fromRequest) ?? null)
      : null;
    const h = hashOf(plan.key);
    const sailing = findSailing(
      plan.carrierId,
      plan.origin,
      plan.destination,
      new Date(now.getTime() + plan.sailsInDays * DAY),
    );
    const etd = request?.etd ?? sailing.etd;
    const eta = request?.eta ?? sailing.eta;
    const phase = phaseOf(plan, etd, eta, now);
    const statusText = plan.statusText ?? (request && phase < 3 ? 'Confirmed' : STATUS_WORDS[phase]!);
    const createdAt = request
      ? new Date(Math.min(request.updatedAt.getTime(), now.getTime()))
      : new Date(now.getTime() - plan.createdDaysAgo * DAY - (1 + (h % 9)) * HOUR);
    // The last change the list sorts by: the sailing's news, the archival, the invoice, or the booking itself.
    const lastNews =
      plan.state === 'archived'
        ? plan.rebookedTo
          ? createdAt.getTime() + 3 * DAY
          : eta.getTime() + 9 * DAY
        : phase >= 4
          ? eta.getTime() + 2 * DAY
          : phase >= 3
            ? etd.getTime() + 6 * HOUR
            : createdAt.getTime() + (now.getTime() - createdAt.getTime()) / 2;
    const updatedAt = new Date(
      Math.max(createdAt.getTime(), Math.min(lastNews, now.getTime() - (h % 5) * HOUR)),
    );
    const pol = portOf(request?.originId ?? plan.origin)!;
    const offset = portOffsetMinutes(pol.timeZone, etd);
    const ownerCode =
      h % 3 === 0
        ? LESSOR_OWNER_CODES[h % LESSOR_OWNER_CODES.length]!
        : (CARRIER_OWNER_CODES[plan.carrierId] ?? 'TGHU');
    const withNumbers = phase >= 1 || plan.category === 'Import';
    let serial = h % 900_000;
    const cargoOf = (line: TBookingRequestCargoLine, i: number): TBookingRequestCargoLine => ({
      ...line,
      pickupReference: line.pickupReference || `PU${String(h % 100_000).padStart(5, '0')}-${i + 1}`,
      deliveryReference: line.deliveryReference || `${plan.reference}/${i + 1}`,
      containerNumbers:
        line.containerNumbers.length > 0 || !withNumbers
          ? line.containerNumbers
          : Array.from({ length: line.quantity }, () => containerNumber(ownerCode, (serial += 37))),
    });
    const cargo: TBookingRequestCargoLine[] = (
      request
        ? request.containers
        : plan.cargo.map((c): TBookingRequestCargoLine => {
            const type = typeRows.find((t) => t.id === c.type)!;
            const commodity = commodityRows.find((x) => x.name === COMMODITY_OF[plan.client]);
            const reefer = type.isoGroup.includes('R');
            return {
              quantity: c.quantity,
              containerType: {
                id: type.id,
                label: type.label,
                description: type.description,
                couldBeOversize: type.couldBeOversize,
              },
              commodityType: {
                id: commodity?.id ?? null,
                name: commodity?.name ?? COMMODITY_OF[plan.client],
              },
              weight: c.weight,
              temperature: reefer ? 12 : null,
              humidity: reefer ? 70 : null,
              ventilation: reefer ? 'Closed' : null,
              pickupDate: null,
              pickupLocation: null,
              pickupReference: '',
              deliveryReference: '',
              vgmPin: '',
              containerNumbers: [],
              imo: { flag: false, entries: [] },
              oog: { flag: false, entries: [] },
              ...demoTariffs(plan.carrierId, reefer, h),
            };
          })
    ).map(cargoOf);
    const reefer = cargo.some((c) => c.temperature !== null);
    const carrierId = request?.carrierId ?? plan.carrierId;
    const year = createdAt.getUTCFullYear();
    const blPrefix =
      carrierId === 'HSG'
        ? 'HLCU'
        : carrierId === 'CMA'
          ? 'CMDU'
          : (CARRIER_OWNER_CODES[carrierId] ?? 'BKGU');
    const blNumber =
      request?.blNumber ??
      (phase >= 1
        ? `${blPrefix}${pol.id.slice(2)}${String(year % 100).padStart(2, '0')}${String(createdAt.getUTCMonth() + 1).padStart(2, '0')}${String(h % 100_000).padStart(5, '0')}`
        : null);
    const rebookedFrom = plans.find((p) => p.rebookedTo === plan.key);
    const agent = plan.agent ? person(plan.agent) : null;
    const contact = person(plan.contact);
    const usBound = (request?.destinationId ?? plan.destination).startsWith('US');
    built.push({
      plan,
      phase,
      request,
      agent,
      contact,
      createdAt,
      row: {
        id,
        requestId: request?.id ?? null,
        clientId: client.id,
        carrierId,
        category: plan.category,
        archived: plan.state === 'archived',
        pendingPayment: plan.state === 'pendingPayment' || plan.state === 'dispute',
        inDispute: plan.state === 'dispute',
        statusText,
        vessel: request?.vessel ?? sailing.vessel,
        voyage: request?.voyage ?? sailing.voyage,
        erpCarrierId: ERP_CARRIER_IDS[carrierId] ?? null,
        erpServiceId: `${carrierId}-${sailing.serviceCode}`,
        placeOfReceiptName: plan.receipt,
        placeOfReceiptEts: new Date(etd.getTime() - (plan.category === 'Export' ? 4 : 2) * DAY),
        finalDestinationName: plan.final,
        finalDestinationEta: new Date(eta.getTime() + (plan.category === 'Import' ? 3 : 2) * DAY),
        amsClosing: usBound ? new Date(etd.getTime() - 2 * DAY) : null,
        rebookedFromId: rebookedFrom ? idOf.get(rebookedFrom.key)! : null,
        rebookedToId: plan.rebookedTo ? idOf.get(plan.rebookedTo)! : null,
        polId: request?.originId ?? plan.origin,
        podId: request?.destinationId ?? plan.destination,
        etd,
        eta,
        blNumber,
        customerReference: plan.reference,
        agreementNo:
          request?.agreementNo ??
          `${carrierId}-${client.countryCode}-${year}-${String(10 + (h % 180)).padStart(3, '0')}`,
        agentId: agent?.id ?? null,
        contactId: contact.id,
        cargo,
        freight:
          request && request.freightDetails.length > 0 ? request.freightDetails : freightOf(plan, cargo),
        portTerms: {
          LinerPortAgent: `${CARRIERS.find((c) => c.id === carrierId)?.name ?? carrierId} agency ${pol.city}`,
          FOBDeliveryBy: plan.category === 'Export' ? 'Shipper' : '',
          VGMSubmByTxt: 'Client',
          Closings: sailing.cutOffs.map((c) => ({
            ClosingType: c.code,
            ClosingDate: formatPortTime(c.time, offset, DAY_FORMAT),
            ClosingTime: formatPortTime(c.time, offset, 'HH:mm'),
            ClosingTxt: cutOffLabel(c.code),
          })),
        },
        remarks: remarksOf(plan, phase, reefer),
        createdAt,
        updatedAt,
      },
    });
  }
  await db.insert(bookings).values(built.map((b) => b.row));
  for (const b of built) {
    if (b.request)
      await db
        .update(bookingRequests)
        .set({ bookingId: b.row.id })
        .where(eq(bookingRequests.id, b.request.id));
  }

  // Checklists, with what staff have checked so far.
  for (const b of built)
    await ensureChecklist(
      db,
      newRecord({
        kind: 'bookings',
        id: b.row.id,
        clientId: b.row.clientId,
        carrierId: b.row.carrierId,
        category: b.plan.category,
        containers: b.row.cargo,
        vgmSubmittedBy: b.request?.vgmSubmittedBy ?? null,
      }),
    );
  const items = await db
    .select({
      recordId: checklistItems.recordId,
      itemId: checklistItems.itemId,
      stages: checklistItems.stages,
      customerAction: checklistItems.customerAction,
    })
    .from(checklistItems)
    .where(
      and(
        eq(checklistItems.recordKind, 'bookings'),
        inArray(
          checklistItems.recordId,
          built.map((b) => b.row.id),
        ),
      ),
    );
  for (const b of built) {
    const checker = b.agent ?? staffFor(b.row.carrierId);
    const at = (share: number) =>
      new Date(b.createdAt.getTime() + (b.row.updatedAt!.getTime() - b.createdAt.getTime()) * share);
    const record = { kind: 'bookings' as const, id: b.row.id };
    const checked = checkedItems(
      b.plan.category,
      b.phase,
      b.plan.state !== 'pendingPayment' && b.plan.state !== 'dispute',
    );
    const present = items.filter((i) => i.recordId === b.row.id);
    const ids = checked.filter((id) => present.some((i) => i.itemId === id));
    if (ids.length > 0)
      await db
        .update(checklistItems)
        .set({ checked: true, checkedById: checker.id, checkedByName: checker.name, checkedAt: at(0.8) })
        .where(
          and(
            eq(checklistItems.recordKind, 'bookings'),
            eq(checklistItems.recordId, b.row.id),
            inArray(checklistItems.itemId, ids),
          ),
        );
    const bl = present.find((i) => i.itemId === 'B_L');
    const stageCount = b.plan.category === 'Export' ? blStages(b.phase) : 0;
    if (bl && stageCount > 0) {
      const stages: StoredStage[] = bl.stages.map((s, i) =>
        i < stageCount
          ? {
              ...s,
              checked: true,
              by: { id: checker.id, name: checker.name },
              at: at(0.3 + i * 0.15).toISOString(),
            }
          : s,
      );
      // The customer approved the draft once it was sent.
      const customerAction =
        bl.customerAction && stageCount >= 3
          ? {
              ...bl.customerAction,
              by: { id: b.contact.id, name: b.contact.name },
              at: at(0.55).toISOString(),
            }
          : bl.customerAction;
      await db
        .update(checklistItems)
        .set({ stages, customerAction })
        .where(
          and(
            eq(checklistItems.recordKind, 'bookings'),
            eq(checklistItems.recordId, b.row.id),
            eq(checklistItems.itemId, 'B_L'),
          ),
        );
    }
    const si = present.find((i) => i.itemId === 'SHIPPING_INSTRUCTIONS');
    if (si?.customerAction && b.phase >= 2)
      await db
        .update(checklistItems)
        .set({
          customerAction: {
            ...si.customerAction,
            by: { id: b.contact.id, name: b.contact.name },
            at: at(0.4).toISOString(),
          },
        })
        .where(
          and(
            eq(checklistItems.recordKind, 'bookings'),
            eq(checklistItems.recordId, b.row.id),
            eq(checklistItems.itemId, 'SHIPPING_INSTRUCTIONS'),
          ),
        );
    await refreshCounts(db, record);
  }

  // Documents: real small PDFs in the store, then the rows that name them (ARCHITECTURE rule 6).
  if (files) {
    const pdfs = await renderDemoPdfs();
    const docRows: (typeof collabDocuments.$inferInsert)[] = [];
    for (const b of built) {
      const present = items.filter((i) => i.recordId === b.row.id);
      for (const doc of documentsOf(b.plan, b.phase)) {
        if (doc.item && !present.some((i) => i.itemId === doc.item)) continue;
        const uploader = doc.by === 'agent' ? (b.agent ?? staffFor(b.row.carrierId)) : b.contact;
        const reviewer = doc.by === 'agent' ? b.contact : (b.agent ?? staffFor(b.row.carrierId));
        const uploadedAt = new Date(
          Math.min(b.createdAt.getTime() + (doc.final ? 6 : 2) * DAY, b.row.updatedAt!.getTime()),
        );
        const name = withTimestampSuffix(doc.fileName, uploadedAt);
        const key = doc.internal
          ? `bookings-documents-internal/${b.row.id}/demo-${doc.key}/${name}`
          : `booking-documents/clients/${b.row.clientId}/bookings/${b.row.id}/${doc.item ?? 'documents'}/demo-${doc.key}/${name}`;
        const bytes = pdfs[doc.kind];
        await files.put(key, Readable.from(Buffer.from(bytes)), {
          contentType: 'application/pdf',
          maxBytes: bytes.length,
        });
        docRows.push({
          id: stableId(`bookings/${b.row.id}/${doc.key}`),
          recordKind: 'bookings',
          recordId: b.row.id,
          clientId: b.row.clientId,
          checklistItemId: doc.item,
          isInternal: doc.internal ?? false,
          documentType: 'ADDITIONAL_DOCUMENTS',
          name,
          size: bytes.length,
          contentType: 'application/pdf',
          storageKey: key,
          uploadedById: uploader.id,
          uploadedByName: uploader.name,
          uploadedBySide: uploader.side,
          uploadedAt,
          status: doc.approved ? 'APPROVED' : 'DEFAULT',
          statusAt: doc.approved ? new Date(uploadedAt.getTime() + 5 * HOUR) : null,
          statusById: doc.approved ? reviewer.id : null,
          statusByName: doc.approved ? reviewer.name : null,
          final: doc.final ?? false,
        });
      }
    }
    if (docRows.length > 0) await db.insert(collabDocuments).values(docRows).onConflictDoNothing();
  }

  // Comments (public and internal, with mentions) and the notifications the mentions caused.
  const entries: (typeof bookingActivity.$inferInsert)[] = [];
  const notes: (typeof notifications.$inferInsert)[] = [];
  const userIds = new Map(people.map((p) => [p.id, p]));
  for (const b of built) {
    for (const line of BOOKING_COMMENTS[b.plan.key] ?? []) {
      const author =
        line.by === 'contact'
          ? b.contact
          : line.by === 'agent'
            ? (b.agent ?? staffFor(b.row.carrierId))
            : person(line.by);
      const staff = author.side === 'staff';
      const mentions: TStoredMention[] = (line.mentions ?? []).map((m) => {
        const u = m === 'agent' ? (b.agent ?? staffFor(b.row.carrierId)) : person(m);
        return { kind: 'user', id: u.id, label: u.name };
      });
      const at = new Date(now.getTime() - line.hoursAgo * HOUR);
      const isInternal = staff && !line.shared;
      const id = randomUUID();
      entries.push({
        id,
        bookingId: b.row.id,
        clientId: b.row.clientId,
        type: 'COMMENT',
        comment: line.text,
        byUserId: author.id,
        byName: author.name,
        isInternal,
        mentions,
        pinnedAt: line.pinned ? at : null,
        pinnedById: line.pinned ? (b.agent ?? staffFor(b.row.carrierId)).id : null,
        at,
      });
      for (const m of mentions) {
        if (m.id === author.id || !userIds.has(m.id)) continue;
        notes.push({
          id: randomUUID(),
          userId: m.id,
          clientId: null,
          groupId: randomUUID(),
          cause: 'MENTION',
          referenceObject: 'bookings',
          referenceId: b.row.id,
          activityId: id,
          text: notificationText({
            cause: 'MENTION',
            actorName: author.name,
            recordLabel: `booking ${b.row.id}`,
            detail: null,
          }),
          actorId: author.id,
          isInternal,
          seen: now.getTime() - at.getTime() > 12 * HOUR,
          at,
        });
      }
    }
  }
  // The log's own entries: booked, put in dispute, archived (as the bookings API writes them).
  for (const b of built) {
    const by = b.agent ?? staffFor(b.row.carrierId);
    const entry = (changeType: string, at: Date, comment: string | null = null) =>
      entries.push({
        bookingId: b.row.id,
        clientId: b.row.clientId,
        type: 'ACTIVITY',
        changeType,
        comment,
        byUserId: by.id,
        byName: by.name,
        at,
      });
    entry('BOOKING_CREATED', b.createdAt, `Created booking ${b.row.id}`);
    if (b.plan.state === 'dispute') entry('IN_DISPUTE', new Date(b.row.updatedAt!.getTime() - DAY));
    if (b.plan.state === 'archived') entry('ARCHIVED', b.row.updatedAt!);
  }
  if (entries.length > 0) await db.insert(bookingActivity).values(entries);
  if (notes.length > 0) await db.insert(notifications).values(notes);

  // Watchers and tags.
  const watchRows: (typeof bookingWatchers.$inferInsert)[] = [];
  const tagRowsToAdd: (typeof bookingTags.$inferInsert)[] = [];
  for (const b of built) {
    const watcherIds = new Set(
      (b.plan.watchers ?? []).flatMap((w) =>
        w === 'agent' ? (b.agent ? [b.agent.id] : []) : w === 'contact' ? [b.contact.id] : [person(w).id],
      ),
    );
    for (const userId of watcherIds)
      watchRows.push({
        bookingId: b.row.id,
        userId,
        clientId: b.row.clientId,
        at: new Date(b.createdAt.getTime() + HOUR),
      });
    for (const text of b.plan.tags ?? []) {
      const tag = tagRows.find((t) => t.text === text);
      if (tag) tagRowsToAdd.push({ bookingId: b.row.id, tagId: tag.id });
    }
  }
  if (watchRows.length > 0) await db.insert(bookingWatchers).values(watchRows).onConflictDoNothing();
  if (tagRowsToAdd.length > 0) await db.insert(bookingTags).values(tagRowsToAdd).onConflictDoNothing();
  return { demoBookings: built.length };
}
