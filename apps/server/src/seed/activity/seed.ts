import { demoTariffs } from '../tariffs.ts';
import { addDays, format, startOfISOWeek } from 'date-fns';
import { inArray, sql } from 'drizzle-orm';
import {
  buildOffers,
  CONTAINER_TYPE_LABELS,
  cutOffLabel,
  formatRequestId,
  requestMonth,
  type Rate,
  type TBookingRequestCargoLine,
  type TItinerary,
  type TScheduleRoute,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingRequestActivity,
  bookingRequests,
  clients,
  commodityTypes,
  containerTypes,
  ports,
  quoteGroups,
  quotes,
  requestCounters,
  users,
  type QuoteContainer,
} from '../../platform/db/schema/index.ts';
import { initialFreight } from '../../modules/booking-requests/freight.ts';
import { quoteRowFromOffer } from '../../modules/quotes/quote-row.ts';
import { DEMO_CLIENTS, DEMO_USERS, type DemoClientKey, type DemoUserKey } from '../demo-users.ts';
import { generateDemoRates } from '../quotes/demo-rates.ts';
import {
  generateDemoSchedules,
  imoFor,
  type GeneratedCall,
  type GeneratedVoyage,
} from '../schedules/generate.ts';
import { portOffsetMinutes } from '../../modules/schedules/dcsa/local-time.ts';
import { DEMO_SERVICES } from '../schedules/services.ts';
import { GROUP_PLANS, REQUEST_PLANS, type CargoPlan, type RequestPlan } from './plan.ts';

const COMMODITY_OF: Record<DemoClientKey, string> = {
  A: 'FREIGHT ALL KIND',
  B: 'MACHINERY',
  C: 'WINE IN BOTTLES',
};

type PortRow = { id: string; name: string; city: string; countryCode: string; timeZone: string | null };

/** Reference rows and ids the plans name, read once. */
async function loadLookups(db: DbOrTx) {
  const clientRows = await db.select({ id: clients.id, erp: clients.erpClientId }).from(clients);
  const clientIdOf = (key: DemoClientKey) =>
    clientRows.find((c) => c.erp === DEMO_CLIENTS[key].erpClientId)!.id;
  const emails = Object.values(DEMO_USERS).map((u) => u.emailAddress.toLowerCase());
  const userRows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.emailAddress})` })
    .from(users)
    .where(inArray(sql`lower(${users.emailAddress})`, emails));
  const userOf = (key: DemoUserKey) => {
    const u = DEMO_USERS[key];
    return {
      id: userRows.find((r) => r.email === u.emailAddress.toLowerCase())!.id,
      name: `${u.firstName} ${u.lastName}`,
    };
  };
  const portIds = [...new Set([...GROUP_PLANS, ...REQUEST_PLANS].flatMap((p) => [p.origin, p.destination]))];
  const portRows: PortRow[] = await db.select().from(ports).where(inArray(ports.id, portIds));
  const portOf = (id: string) => portRows.find((p) => p.id === id)!;
  const typeRows = await db
    .select()
    .from(containerTypes)
    .where(inArray(containerTypes.id, Object.keys(CONTAINER_TYPE_LABELS)));
  const typeOf = (id: string) => typeRows.find((t) => t.id === id)!;
  const commodityRows = await db
    .select()
    .from(commodityTypes)
    .where(inArray(commodityTypes.name, Object.values(COMMODITY_OF)));
  const commodityOf = (client: DemoClientKey) => commodityRows.find((c) => c.name === COMMODITY_OF[client])!;
  return { clientIdOf, userOf, portOf, typeOf, commodityOf };
}

type Lookups = Awaited<ReturnType<typeof loadLookups>>;

function quoteContainers(cargo: CargoPlan[], client: DemoClientKey, lookups: Lookups): QuoteContainer[] {
  return cargo.map((c) => {
    const type = lookups.typeOf(c.type);
    return {
      quantity: c.quantity,
      containerType: { id: type.id, label: type.label, description: type.description },
      commodityType: lookups.commodityOf(client),
      pickupLocation: null,
    };
  });
}

function requestContainers(
  cargo: CargoPlan[],
  client: DemoClientKey,
  carrierId: string,
  lookups: Lookups,
): TBookingRequestCargoLine[] {
  return cargo.map((c) => {
    const type = lookups.typeOf(c.type);
    const reefer = type.isoGroup.includes('R');
    return {
      quantity: c.quantity,
      containerType: {
        id: type.id,
        label: type.label,
        description: type.description,
        couldBeOversize: type.couldBeOversize,
      },
      commodityType: lookups.commodityOf(client),
      weight: c.weight,
      temperature: reefer ? 12 : null,
      humidity: reefer ? 70 : null,
      ventilation: null,
      pickupDate: null,
      pickupLocation: null,
      pickupReference: '',
      deliveryReference: '',
      vgmPin: '',
      containerNumbers: [],
      imo: { flag: false, entries: [] },
      oog: { flag: false, entries: [] },
      ...demoTariffs(carrierId, reefer, c.quantity + c.weight),
    };
  });
}

/** The first demo voyage of the plan's carrier leaving the origin from the planned week on, to the destination. */
function sailingOf(plan: RequestPlan, submitted: Date, voyages: GeneratedVoyage[]) {
  const week = addDays(startOfISOWeek(submitted), plan.sailsWeeksLater * 7);
  const serviceIds = DEMO_SERVICES.filter((s) => s.carrierId === plan.carrierId).map(
    (s) => `${s.carrierId}-${s.code}`,
  );
  let best: { voyage: GeneratedVoyage; from: GeneratedCall; to: GeneratedCall } | null = null;
  for (const voyage of voyages) {
    if (!serviceIds.includes(voyage.serviceId)) continue;
    const from = voyage.calls.find((c) => c.portId === plan.origin);
    const to = voyage.calls.find((c) => c.portId === plan.destination);
    if (!from || !to || to.arrival <= from.departure || from.departure < week) continue;
    if (!best || from.departure < best.from.departure) best = { voyage, from, to };
  }
  if (!best) throw new Error(`No demo sailing of ${plan.carrierId} ${plan.origin}-${plan.destination}`);
  return best;
}

/** The chosen sailing as the route search answers it, so the request page reads like a booked one. */
function scheduleRoute(
  plan: RequestPlan,
  sailing: ReturnType<typeof sailingOf>,
  lookups: Lookups,
): TScheduleRoute {
  const { voyage, from, to } = sailing;
  const service = DEMO_SERVICES.find((s) => `${s.carrierId}-${s.code}` === voyage.serviceId)!;
  const stop = (call: typeof from) => {
    const port = lookups.portOf(call.portId);
    return {
      port: { id: port.id, name: port.name, city: port.city, countryCode: port.countryCode },
      terminal: null,
      vessel: { name: voyage.vesselName, imo: imoFor(voyage.vesselName), code: null },
      voyageNumber: voyage.voyageNumber,
      carrierId: plan.carrierId,
      arrival: call.arrival.toISOString(),
      departure: call.departure.toISOString(),
      utcOffsetMinutes: portOffsetMinutes(port.timeZone, call.departure),
    };
  };
  return {
    origin: stop(from),
    destination: stop(to),
    intermediate: [],
    deadlines: from.cutOffs.map((c) => ({ code: c.code, label: cutOffLabel(c.code), time: c.time })),
    transitDays: Math.round((to.arrival.getTime() - from.departure.getTime()) / 86_400_000),
    service: service.name,
    routing: `${from.portId} - ${to.portId}`,
    spaceInfo: voyage.spaceInfo,
    spaceInfoColor: voyage.spaceInfoColor,
  };
}

function itineraryOf(route: TScheduleRoute): TItinerary {
  const stop = (s: TScheduleRoute['origin'], kind: 'departure' | 'arrival') => ({
    port: { id: s.port.id, name: s.port.name, countryCode: s.port.countryCode },
    terminal: null,
    vessel: s.vessel.name,
    voyage: s.voyageNumber,
    arrival: kind === 'arrival' ? s.arrival : null,
    departure: kind === 'departure' ? s.departure : null,
    utcOffsetMinutes: s.utcOffsetMinutes,
  });
  return {
    portOfLoading: stop(route.origin, 'departure'),
    transshipments: [],
    portOfDischarge: stop(route.destination, 'arrival'),
    closings: route.deadlines,
  };
}

/**
 * Quote groups and booking requests of the demo companies (plan.ts), dated back from `anchor`. Runs once: when
 * any demo company already has a group or a request, it adds nothing, so what people did in the portal stays.
 * `anchor` must be the day the schedules and rates were seeded for, so the sailings and prices exist.
 */
export async function seedDemoActivity(
  db: DbOrTx,
  anchor: Date,
  businessTimeZone: string,
): Promise<{ demoQuoteGroups: number; demoRequests: number }> {
  const lookups = await loadLookups(db);
  const demoClientIds = (Object.keys(DEMO_CLIENTS) as DemoClientKey[]).map(lookups.clientIdOf);
  const [existing] = await db
    .select({
      groups: sql<number>`(select count(*)::int from ${quoteGroups} where ${inArray(quoteGroups.clientId, demoClientIds)})`,
      requests: sql<number>`(select count(*)::int from ${bookingRequests} where ${inArray(bookingRequests.clientId, demoClientIds)})`,
    })
    .from(sql`(select 1) as one`);
  if ((existing?.groups ?? 0) > 0 || (existing?.requests ?? 0) > 0) {
    return { demoQuoteGroups: existing!.groups, demoRequests: existing!.requests };
  }

  const rates: Rate[] = generateDemoRates(anchor).map((r, i) => ({
    id: String(i),
    carrierId: r.carrierId,
    originId: r.originId,
    destinationId: r.destinationId,
    containerTypeId: r.containerTypeId,
    validFrom: r.validFrom,
    validTo: r.validTo,
    costLines: r.costLines,
    costRemarks: r.costRemarks ?? [],
    terms: r.terms ?? [],
    remarks: r.remarks ?? [],
    placeOfReceiptName: r.placeOfReceiptName ?? null,
    placeOfDeliveryName: r.placeOfDeliveryName ?? null,
    serviceDetails: r.serviceDetails ?? null,
  }));

  // Oldest first, so group and quote numbers grow with the issue date as they do in use.
  const groupPlans = [...GROUP_PLANS].sort((a, b) => b.daysAgo - a.daysAgo);
  const groupRows: (typeof quoteGroups.$inferInsert)[] = [];
  const quoteRows: (typeof quotes.$inferInsert)[] = [];
  for (const plan of groupPlans) {
    const issued = new Date(addDays(anchor, -plan.daysAgo).getTime() - (plan.daysAgo % 7) * 3_600_000);
    // Get Quote's default date: two days ahead (spec 001 §9).
    const day = format(addDays(issued, 2), 'yyyy-MM-dd');
    const lines = plan.cargo.map((c) => ({ containerTypeId: c.type, quantity: c.quantity }));
    const offers = buildOffers(
      rates,
      { originId: plan.origin, destinationId: plan.destination, day, lines },
      null,
    );
    if (offers.length === 0)
      throw new Error(`No demo rates for ${plan.origin}-${plan.destination} on ${day}`);
    const [{ id } = { id: 0 }] = await db
      .select({ id: sql<number>`nextval('quote_group_numbers')::int` })
      .from(sql`(select 1) as one`);
    const numbers = await db
      .select({ n: sql<number>`nextval('quote_numbers')::int` })
      .from(sql`generate_series(1, ${offers.length}) as g`);
    const by = lookups.userOf(plan.by);
    const clientId = lookups.clientIdOf(plan.client);
    const containers = quoteContainers(plan.cargo, plan.client, lookups);
    groupRows.push({
      id,
      clientId,
      userId: by.id,
      originId: plan.origin,
      destinationId: plan.destination,
      requestedDate: day,
      weeks: 4,
      containers,
      dateIssued: issued,
      sortingId: id,
      archived: plan.archived,
    });
    offers.forEach((offer, i) => {
      quoteRows.push(
        quoteRowFromOffer(offer, {
          id: numbers[i]!.n,
          groupId: id,
          clientId,
          userId: by.id,
          userName: by.name,
          dateIssued: issued,
          originId: plan.origin,
          destinationId: plan.destination,
          containers,
          assignedToId: plan.assignee ? lookups.userOf(plan.assignee).id : null,
          status: i === 0 ? plan.status : 0,
          sortingId: i + 1,
        }),
      );
    });
  }
  await db.insert(quoteGroups).values(groupRows);
  await db.insert(quotes).values(quoteRows);

  const voyages = generateDemoSchedules(anchor);
  const counters = new Map<string, number>();
  const requestRows: (typeof bookingRequests.$inferInsert)[] = [];
  const activityRows: (typeof bookingRequestActivity.$inferInsert)[] = [];
  for (const plan of [...REQUEST_PLANS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const submitted = new Date(
      addDays(anchor, -plan.daysAgo).getTime() - (1 + (plan.daysAgo % 5)) * 3_600_000,
    );
    const month = requestMonth(submitted, businessTimeZone);
    const counter = (counters.get(month) ?? 0) + 1;
    counters.set(month, counter);
    const id = formatRequestId(month, counter);
    const sailing = sailingOf(plan, submitted, voyages);
    const route = scheduleRoute(plan, sailing, lookups);
    const by = lookups.userOf(plan.by);
    const clientId = lookups.clientIdOf(plan.client);
    const containers = requestContainers(plan.cargo, plan.client, plan.carrierId, lookups);
    // The company's quote on the lane with this carrier, when it asked for one: the request books it.
    const quote = quoteRows.find(
      (q) =>
        q.clientId === clientId &&
        q.carrierId === plan.carrierId &&
        q.originId === plan.origin &&
        q.destinationId === plan.destination,
    );
    const updated =
      plan.status === 10 ? submitted : new Date(submitted.getTime() + (plan.status - 5) * 3_600_000);
    requestRows.push({
      id,
      clientId,
      createdById: by.id,
      createdByName: by.name,
      statusCode: plan.status,
      hold: plan.hold,
      isUnread: plan.status === 10,
      agentId: plan.agent ? lookups.userOf(plan.agent).id : null,
      carrierId: plan.carrierId,
      originId: plan.origin,
      destinationId: plan.destination,
      vessel: route.origin.vessel.name,
      voyage: route.origin.voyageNumber,
      etd: new Date(route.origin.departure),
      eta: new Date(route.destination.arrival),
      customerReference: plan.reference,
      quoteNumber: quote?.id ?? null,
      schedule: route,
      itinerary: itineraryOf(route),
      containers,
      freightDetails: initialFreight(
        plan.carrierId,
        quote?.details ?? null,
        containers,
        sailing.voyage.commission,
      ),
      initialRequest: {
        origin: plan.origin,
        destination: plan.destination,
        carrierId: plan.carrierId,
        quoteNumber: quote?.id ?? null,
        customerReference: plan.reference,
        termsAccepted: true,
        schedule: route,
        containers: plan.cargo.map((c) => ({
          quantity: c.quantity,
          containerTypeId: c.type,
          commodity: { id: lookups.commodityOf(plan.client).id },
          weight: c.weight,
        })),
        additionalInfo: '',
        files: { additional: [], imo: [], certificate: [] },
        submittedAt: submitted.toISOString(),
      },
      createdAt: submitted,
      updatedAt: updated,
    });
    activityRows.push({
      requestId: id,
      clientId,
      type: 'ACTIVITY',
      changeType: 'REQUEST_SUBMITTED',
      comment: 'Submitted the booking request',
      byUserId: by.id,
      byName: by.name,
      at: submitted,
    });
  }
  await db.insert(bookingRequests).values(requestRows);
  await db.insert(bookingRequestActivity).values(activityRows);
  // Later submissions of those months continue after the demo numbers.
  for (const [month, value] of counters) {
    await db
      .insert(requestCounters)
      .values({ month, value })
      .onConflictDoUpdate({
        target: requestCounters.month,
        set: { value: sql`greatest(${requestCounters.value}, ${value})` },
      });
  }
  return { demoQuoteGroups: groupRows.length, demoRequests: requestRows.length };
}
