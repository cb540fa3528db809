import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, meetsAccessLevel, SESSION_COOKIE, type Actor } from '@portal/domain';
import { userActor } from '../../../packages/domain/test/actors.ts';
import { createLoginLink } from '../src/modules/session/service.ts';
import {
  bookings,
  clients,
  notifications,
  paymentConfirmationConfigs,
  taskReassignmentRules,
  tasks,
  users,
  voyages,
  weeklyPayments,
} from '../src/platform/db/schema/index.ts';
import { DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { cargoLine, multipartFile, PDF, upload } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { fillPath, pathParams, routeKey, type Declaration } from './route-walk.ts';

/**
 * Issue 8, part 2: every route of the access declarations, called by visitors with the ids of records they must
 * not reach. The expectation is derived from the declaration and the record, so a new endpoint is covered by
 * declaring it: below its access level the answer is 401 (anonymous) or 403; otherwise a path naming a guarded
 * record answers 404, no answer carries a guarded record, and the records are unchanged after every write.
 *
 * Path parameters come from a fixture map keyed by the segment before the parameter and its name ('groups/:id',
 * 'files/:fileId'); a parameter the map cannot fill fails with the key to add.
 */

const RESTRICTED_CARRIER = 'CMA';
const day = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

interface Targets {
  /** Path fixtures; keys in `guarded` name records the visitor must not reach. */
  fixtures: Record<string, string>;
  guarded: Set<string>;
  /** Texts that only an answer revealing a guarded record contains. */
  markers: string[];
  groupId: number;
  quoteId: number;
  requestId: string;
  bookingId: string;
  paymentReference: string;
}

interface Visitor {
  name: string;
  actor: Actor;
  cookie?: string;
  targets: Targets;
}

let t: TestApp;
let staffCookie: string;
/** A staff member the tasks of a body would be assigned to. */
let staffUserId: string;
let visitors: Visitor[];
/** A team and an admin of the demo, for the superadmin-only routes of Team Management. */
const teamManagement = { teamId: '', adminId: '' };
let commodity: string;

async function signIn(email: string): Promise<string> {
  const link = await createLoginLink(t.app.ctx, email);
  const token = new URL(link).searchParams.get('logIn');
  const answer = await t.app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token } });
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${answer.body}`);
  return `${SESSION_COOKIE}=${answer.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
}

const demoEmail = (key: DemoUserKey) => DEMO_USERS[key].emailAddress;

async function call(method: string, url: string, cookie: string | undefined, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixture answers are read loosely; the API tests check their shapes
async function ok<T = any>(method: string, url: string, cookie: string, payload?: unknown): Promise<T> {
  const answer = await call(method, url, cookie, payload);
  if (answer.statusCode >= 300)
    throw new Error(`fixture ${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.statusCode === 204 ? (undefined as T) : (answer.json() as T);
}

let depots: Array<{ id: string; countryCode: string }>;
/** A depot in the origin's country (spec 001 §5 asks for one on lanes touching a depot country). */
const pickupNear = (port: string) =>
  (depots.find((d) => d.countryCode === port.slice(0, 2)) ?? depots[0])!.id;

/** A quote group, its quote, a request with a file, comments and a staged upload, made through the API. */
async function makeTargets(options: {
  clientId: string;
  cookie: string;
  lane: [string, string];
  carrier: string;
  onlyCarrier: boolean;
  /** Text put into the records' free-text fields, found in no other record. */
  marker: string;
}): Promise<Omit<Targets, 'guarded' | 'markers'> & { fileId: string; markers: string[] }> {
  const { clientId, cookie, lane, carrier, marker } = options;
  const created = await ok('POST', '/api/quotes/create', staffCookie, {
    origin: lane[0],
    destination: lane[1],
    date: day(3),
    weeks: 4,
    clientId,
    containers: [{ type: '22G1', commodity, location: pickupNear(lane[0]), quantity: 1 }],
  });
  if (!created.groupId) throw new Error(`no rate on ${lane.join('-')} for the access fixtures`);
  const group = await ok('GET', `/api/quotes/groups/${created.groupId}`, staffCookie);
  if (options.onlyCarrier && group.carriers.some((c: string) => c !== carrier))
    throw new Error(
      `the fixture lane ${lane.join('-')} must be served by ${carrier} alone, not ${group.carriers}`,
    );
  const quoteId = group.quotes[0].id as number;
  await ok('POST', `/api/quotes/groups/${group.id}/comments`, staffCookie, { comment: `${marker} group` });
  await ok('POST', `/api/quotes/${quoteId}/activity`, staffCookie, { comment: `${marker} quote` });
  const staged = (await upload(t.app, cookie)).json();
  const request = await ok('POST', '/api/booking-requests', cookie, {
    ...(cookie === staffCookie ? { clientId } : {}),
    origin: 'DEHAM',
    destination: 'BRSSZ',
    carrierId: carrier,
    termsAccepted: true,
    customerReference: marker,
    containers: [cargoLine({ commodity: { id: commodity } })],
    files: { additional: [staged.id] },
  });
  const detail = await ok('GET', `/api/booking-requests/${request.id}`, staffCookie);
  const fileId = detail.files[0].id as string;
  const shared = await ok('POST', `/api/booking-requests/${request.id}/activity`, staffCookie, {
    comment: `${marker} request comment`,
    sharePublicly: true,
  });
  const pending = (await upload(t.app, cookie)).json();
  // A document on the request's B/L and a booking of the same company and carrier (issue 10 parts 2 and 3).
  const { payload, headers } = multipartFile('access-draft.pdf', PDF, 'application/pdf');
  const document = await t.app.inject({
    method: 'POST',
    url: `/api/booking-requests/${request.id}/documents`,
    payload,
    headers: { ...headers, cookie: staffCookie },
  });
  if (document.statusCode !== 201) throw new Error(`fixture document: ${document.body}`);
  const documentId = document.json().id as string;
  const bookingId = `BKG-${marker}`;
  await t.database.db.insert(bookings).values({ id: bookingId, clientId, carrierId: carrier });
  // A task of the booking, resolved by hand (issue 12): only staff of its carrier may reach it.
  const [task] = await t.database.db
    .insert(tasks)
    .values({
      bookingId,
      clientId,
      type: 'INVOICE_UPLOAD',
      department: 'accounting',
      userRole: 'staff',
      carrierId: carrier,
      category: 'Export',
      dueDate: new Date(),
      createAt: new Date(),
      manualResolve: 'RESOLVE',
    })
    .returning({ id: tasks.id });
  // A weekly payment of the booking (issue 12 part 3): staff of its carrier read it, accounting act on it.
  const paymentReference = `WP-${marker}`;
  await t.database.db.insert(weeklyPayments).values({
    reference: paymentReference,
    recId: `REC-${marker}`,
    bookingId,
    clientId,
    carrierId: carrier,
    payDate: day(7),
    amount: '1234.00',
    currency: 'USD',
    debitCredit: 'DEBIT',
  });
  // Back-office records (issue 21): a reassignment rule and a payment-confirmation setting of the carrier.
  const [sales, superadmin] = await Promise.all(
    (['sales', 'superadmin'] as const).map(async (key) => {
      const [row] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.emailAddress, DEMO_USERS[key].emailAddress));
      return row!.id;
    }),
  );
  const [rule] = await t.database.db
    .insert(taskReassignmentRules)
    .values({ fromUserId: sales!, carrierId: carrier, toUserId: superadmin! })
    .onConflictDoUpdate({
      target: [taskReassignmentRules.fromUserId, taskReassignmentRules.carrierId],
      set: { toUserId: superadmin! },
    })
    .returning({ id: taskReassignmentRules.id });
  const [config] = await t.database.db
    .insert(paymentConfirmationConfigs)
    .values({ type: 'CARRIER_SETTINGS', carrierId: carrier, portId: options.lane[1], contactTo: [] })
    .returning({ id: paymentConfirmationConfigs.id });
  // Vessel allocation (issue 22 part 3): staff data of a demo voyage, privileged staff only.
  const [voyage] = await t.database.db.select({ id: voyages.id }).from(voyages).limit(1);
  return {
    groupId: group.id,
    quoteId,
    requestId: request.id,
    bookingId,
    fileId,
    paymentReference,
    markers: [request.id, fileId, marker, pending.id, documentId, bookingId, task!.id, paymentReference],
    fixtures: {
      'groups/:id': String(group.id),
      'quotes/:id': String(quoteId),
      'booking-requests/:id': request.id,
      'files/:fileId': fileId,
      'bookings/:id': bookingId,
      'checklist/:itemId': 'B_L',
      'stages/:stageId': 'BL_DRAFT_CREATE',
      'documents/:documentId': documentId,
      'uploads/:id': pending.id,
      'special-offers/:id': '',
      'ports/:id': 'DEHAM',
      // Side charges (issue 21 part 4): the carrier the restricted staff member does not handle.
      'carriers/:id': RESTRICTED_CARRIER,
      ':id/:action': 'hold',
      'activity/:activityId': shared.id,
      'tags/:id': '',
      // Team Management (issue 21): staff data, superadmin-only routes; a demo team and a demo admin.
      'teams/:id': teamManagement.teamId,
      'admins/:id': teamManagement.adminId,
      'tasks/:taskId': task!.id,
      'weekly-payments/:reference': paymentReference,
      'reassignment-rules/:id': rule!.id,
      'payment-confirmation-configs/:id': config!.id,
      'vessel-allocations/:voyageId': voyage!.id,
      'voyages/:voyageId': voyage!.id,
      // Vessel overview (issue 22): the API test checks an item of another carrier; here no such item.
      'vessel-voyages/:id': '00000000-0000-4000-8000-000000000000',
    },
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  staffCookie = await signIn(demoEmail('superadmin'));
  commodity = (await ok('GET', '/api/commodity-types', staffCookie))[0].id;
  depots = await ok('GET', '/api/pickup-locations', staffCookie);
  const clientRows = await t.database.db.select().from(clients);
  const clientOf = (key: DemoUserKey) =>
    clientRows.find((c) => c.name.startsWith(String(DEMO_USERS[key].client === 'A' ? 'Alpina' : 'Hanse')))!
      .id;
  const [alpina, hanse] = [clientOf('customerA1'), clientOf('customerB1')];
  const offer = (await ok('GET', '/api/special-offers/manage', staffCookie))[0];
  // Tags are staff data, not a tenant's: a staff visitor may change this one, the others are refused.
  const tag = await ok('POST', '/api/tags', staffCookie, {
    text: 'Access test',
    color: '#123456',
    category: 'bookingRequest',
  });
  const userIdOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.emailAddress, email)))[0]!.id;
  staffUserId = await userIdOf(demoEmail('sales'));
  teamManagement.teamId = (await ok('GET', '/api/teams', staffCookie))[0].id;
  teamManagement.adminId = await userIdOf(demoEmail('operations'));

  const customerA = await signIn(demoEmail('customerA1'));
  const companyA = await makeTargets({
    clientId: alpina,
    cookie: customerA,
    lane: ['DEHAM', 'BRSSZ'],
    carrier: 'HSG',
    onlyCarrier: false,
    marker: 'ACCESS-TEST-ALPINA',
  });
  const hanseB1 = await signIn(demoEmail('customerB1'));
  const hanseOther = await makeTargets({
    clientId: hanse,
    cookie: hanseB1,
    lane: ['FRLEH', 'EGPSD'],
    carrier: RESTRICTED_CARRIER,
    onlyCarrier: true,
    marker: 'ACCESS-TEST-CARRIER',
  });
  // A notification of each company's customer: everyone else, staff included, must get 404 on it.
  const notificationOf = async (email: string, targets: typeof companyA, marker: string) => {
    const id = crypto.randomUUID();
    const [user] = await t.database.db.select().from(users).where(eq(users.emailAddress, email));
    await t.database.db.insert(notifications).values({
      id,
      userId: user!.id,
      clientId: user!.clientId,
      groupId: crypto.randomUUID(),
      cause: 'STATUS_CHANGED',
      referenceObject: 'bookingRequests',
      referenceId: targets.requestId,
      text: `${marker} notification`,
    });
    targets.fixtures['notifications/:id'] = id;
    targets.markers.push(id);
  };
  await notificationOf(demoEmail('customerA1'), companyA, 'ACCESS-TEST-ALPINA');
  await notificationOf(demoEmail('customerB1'), hanseOther, 'ACCESS-TEST-CARRIER');
  const tenantKeys = [
    'groups/:id',
    'quotes/:id',
    'booking-requests/:id',
    'files/:fileId',
    'uploads/:id',
    'bookings/:id',
    'documents/:documentId',
    'notifications/:id',
    'tasks/:taskId',
    'weekly-payments/:reference',
  ];

  visitors = [
    {
      name: 'anonymous visitor',
      actor: ANONYMOUS,
      targets: {
        ...companyA,
        fixtures: {
          ...companyA.fixtures,
          'clients/:id': alpina,
          'users/:id': await userIdOf(demoEmail('customerA1')),
          'special-offers/:id': offer.id,
          'tags/:id': tag.id,
        },
        guarded: new Set([...tenantKeys, 'clients/:id', 'users/:id']),
        markers: [...companyA.markers, alpina],
      },
    },
    {
      name: 'customer of another company (customerB1 on Alpina records)',
      actor: userActor({ clientId: hanse }),
      cookie: hanseB1,
      targets: {
        ...companyA,
        fixtures: {
          ...companyA.fixtures,
          'clients/:id': alpina,
          'users/:id': await userIdOf(demoEmail('customerA1')),
          'special-offers/:id': offer.id,
          'tags/:id': tag.id,
        },
        guarded: new Set([...tenantKeys, 'clients/:id', 'users/:id']),
        markers: [...companyA.markers, alpina],
      },
    },
    {
      name: `carrier-restricted customer (customerB2 on Hanse ${RESTRICTED_CARRIER} records)`,
      actor: userActor({ clientId: hanse, carriers: ['HSG', 'ZIM'] }),
      cookie: await signIn(demoEmail('customerB2')),
      targets: {
        ...hanseOther,
        // Their own company and colleagues are theirs to see; the carrier restriction is about carrier records.
        fixtures: {
          ...hanseOther.fixtures,
          'clients/:id': hanse,
          'users/:id': await userIdOf(demoEmail('customerB1')),
          'special-offers/:id': offer.id,
          'tags/:id': tag.id,
        },
        guarded: new Set(tenantKeys),
      },
    },
    {
      name: `carrier-restricted staff member (HSG only, on ${RESTRICTED_CARRIER} records)`,
      actor: userActor({ role: 'sales', isAdmin: false, carriers: ['HSG'] }),
      cookie: await signIn(demoEmail('salesRestricted')),
      targets: {
        ...hanseOther,
        fixtures: {
          ...hanseOther.fixtures,
          'clients/:id': hanse,
          'users/:id': await userIdOf(demoEmail('customerB1')),
          'special-offers/:id': offer.id,
          'tags/:id': tag.id,
        },
        // A staged upload belongs to the person who staged it, whatever their carriers.
        guarded: new Set(tenantKeys),
      },
    },
  ];
});
afterAll(async () => t?.close());

/** Bodies that would change a guarded record if the route let them through. */
function bodyFor(d: Declaration, targets: Targets): unknown {
  const bodies: Record<string, unknown> = {
    'PATCH /api/quotes/:id': { status: 3 },
    'PUT /api/quotes/groups/:id/assignee': { userId: null },
    'POST /api/quotes/groups/:id/comments': { comment: 'intruder' },
    'POST /api/quotes/:id/activity': { comment: 'intruder' },
    'POST /api/booking-requests/assign': { ids: [targets.requestId], agentId: null },
    'PATCH /api/booking-requests/:id': { version: 0, customerReference: 'intruder' },
    'PUT /api/booking-requests/:id/watchers': { version: 0, agentId: null },
    'PUT /api/booking-requests/:id/tags': { tagIds: [] },
    'PUT /api/bookings/:id/tags': { tagIds: [] },
    'POST /api/booking-requests/:id/:action': { version: 0 },
    // The request is named in the body: another company's or carrier's answers 404 and is not booked.
    'POST /api/bookingRequest': { requestId: targets.requestId, version: 0 },
    'PUT /api/bookings/:id/archived': { archived: true },
    'PUT /api/bookings/:id/watching': { watching: true },
    'PUT /api/bookings/:id/assignment': { agentId: null, contactId: null },
    'POST /api/bookings/:id/email': { to: 'agent@example.com', subject: 'intruder', message: 'intruder' },
    ...Object.fromEntries(
      ['booking-requests', 'bookings'].flatMap((kind) => [
        [`POST /api/${kind}/:id/activity`, { comment: 'intruder' }],
        [`PUT /api/${kind}/:id/activity/:activityId/pin`, { pinned: true }],
        [`PUT /api/${kind}/:id/checklist/:itemId`, { checked: true }],
        [`PUT /api/${kind}/:id/checklist/:itemId/stages/:stageId`, { checked: true }],
        [`PUT /api/${kind}/:id/checklist/:itemId/customer-action`, { completed: true }],
        [`PUT /api/${kind}/:id/documents/:documentId/status`, { status: 'APPROVED' }],
        [`PATCH /api/${kind}/:id/documents/:documentId`, { final: true }],
      ]),
    ),
    'PUT /api/notifications/:id/seen': { seen: true },
    // Tasks (issue 12): the guarded booking's task, named in the path or the body.
    'PUT /api/tasks/:taskId/resolution': { action: 'resolve' },
    'PUT /api/tasks/assignment': { userId: staffUserId, taskIds: [targets.fixtures['tasks/:taskId']] },
    'POST /api/bookings/:id/something-wrong': { comment: 'intruder' },
    'PUT /api/profile/checklist-tab': { tab: 'accounting' },
    // Empties the carrier's side charges if let through; the restricted staff member does not handle it (403).
    'PUT /api/carriers/:id/side-charges': {
      sideCharges: { importCharges: [], exportCharges: [] },
      version: 1,
    },
    // Always the caller's own record: the guarded records stay as they were.
    'PUT /api/profile/guide': { dontShowGuide: true },
    // Weekly payments (issue 12 parts 3–5): the guarded booking's payment, named in the path or the body.
    'POST /api/weeklyPayment': [
      {
        action: 'Move',
        recId: `REC-${targets.fixtures['bookings/:id']!.slice(4)}`,
        reference: targets.paymentReference,
        payDate: day(14),
      },
    ],
    'PUT /api/weekly-payments/:reference/platform-status': { platformStatus: 'ON_HOLD' },
    'PUT /api/weekly-payments/:reference/documents/:documentId/status': { status: 'APPROVED' },
    'POST /api/paymentConfirmation': {
      bookingId: targets.bookingId,
      portId: 'DEHAM',
      contactTo: ['intruder@example.com'],
    },
  };
  return bodies[routeKey(d)] ?? (d.method === 'GET' || d.method === 'DELETE' ? undefined : {});
}

/** What staff see of the guarded records; compared before and after each write. */
async function snapshot(targets: Targets): Promise<string> {
  const reads = [
    `/api/quotes/groups/${targets.groupId}`,
    `/api/quotes/groups/${targets.groupId}/comments`,
    `/api/quotes/${targets.quoteId}/activity`,
    `/api/booking-requests/${targets.requestId}`,
    `/api/booking-requests/${targets.requestId}/activity`,
    `/api/booking-requests/${targets.requestId}/checklist`,
    `/api/bookings/${targets.bookingId}/checklist`,
    `/api/bookings/${targets.bookingId}/tasks`,
    `/api/weekly-payments/${targets.paymentReference}`,
  ];
  const answers = await Promise.all(reads.map((url) => call('GET', url, staffCookie)));
  // Whether staff have read a request is their own state, not the record's.
  return answers.map((a) => a.body.replace(/"isUnread":(true|false)/g, '')).join('\n');
}

const SIGN_OUT = 'DELETE /api/session';

// Streams never end; the events route is checked for scoping in events.test.ts.
const STREAMS = new Set(['GET /api/events']);

describe('generated access test', () => {
  it('covers every declared route with a fixture for each path parameter', () => {
    const missing = t.app.accessDeclarations.flatMap((d) =>
      pathParams(d.url)
        .filter((key) => !(key in visitors[0]!.targets.fixtures))
        .map((key) => `${routeKey(d)}: ${key}`),
    );
    expect(missing, 'add these keys to the fixture map in apps/server/test/access-generated.test.ts').toEqual(
      [],
    );
  });

  it('keeps every visitor to what they may reach: 401/403 above their level, 404 for guarded records, no leaks, no writes', async () => {
    const problems: string[] = [];
    for (const visitor of visitors) {
      const { targets } = visitor;
      const before = await snapshot(targets);
      // Signing out ends the visitor's session, so it goes last.
      const declarations = [...t.app.accessDeclarations].sort(
        (a, b) => Number(routeKey(a) === SIGN_OUT) - Number(routeKey(b) === SIGN_OUT),
      );
      for (const d of declarations) {
        const key = routeKey(d);
        if (STREAMS.has(key)) continue;
        let url: string;
        try {
          url = fillPath(d.url, targets.fixtures);
        } catch (error) {
          problems.push((error as Error).message);
          continue;
        }
        const answer = await call(d.method, url, visitor.cookie, bodyFor(d, targets));
        const where = `${visitor.name}: ${key} (${url}) answered ${answer.statusCode}`;
        const allowed = meetsAccessLevel(visitor.actor, d.access);
        const guardedParam = pathParams(d.url).some((p) => targets.guarded.has(p));
        if (!allowed) {
          const expected = visitor.actor.kind === 'anonymous' ? 401 : 403;
          if (answer.statusCode !== expected)
            problems.push(`${where}, expected ${expected} (access '${d.access}')`);
        } else if (guardedParam) {
          if (answer.statusCode !== 404)
            problems.push(`${where}, expected 404 for a record they must not reach`);
        } else if (answer.statusCode >= 500) {
          problems.push(`${where}: ${answer.body.slice(0, 200)}`);
        }
        if (answer.statusCode < 300) {
          const leaked = targets.markers.filter((m) => answer.body.includes(m));
          const numeric = leakedNumbers(answer.body, targets);
          if (leaked.length > 0 || numeric.length > 0)
            problems.push(`${where} and revealed ${[...leaked, ...numeric].join(', ')}`);
        }
        if (d.method !== 'GET') {
          const after = await snapshot(targets);
          if (after !== before) {
            problems.push(`${where} and changed a record it must not reach`);
            break;
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

/** The numeric ids of the guarded group and quote where an answer lists them as such. */
function leakedNumbers(body: string, targets: Targets): string[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if ('quoteCount' in record && record.id === targets.groupId) found.push(`quote group ${targets.groupId}`);
    if ('groupId' in record && 'carrier' in record && record.id === targets.quoteId)
      found.push(`quote ${targets.quoteId}`);
    Object.values(record).forEach(walk);
  };
  walk(json);
  return found;
}
