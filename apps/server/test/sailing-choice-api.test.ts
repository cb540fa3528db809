import { addDays, format } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ONLINE_BOOKING_CLOSED } from '@portal/domain';
import { cargoLine } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { workbenchClient } from './workbench-helpers.ts';

/**
 * The 4-day online-booking rule on the server (issue 20 part 2): a sailing 4 days away or closer is refused for
 * every way a request gets one (the wizard, Book Now from a quote, the edit mode), whoever asks. The clock is
 * moved (Date only) to three days before a demo sailing, so the test does not depend on the day it runs.
 */
const DAY = 86_400_000;
type Route = { origin: { departure: string }; intermediate: unknown[] };

let t: TestApp;
let wb: ReturnType<typeof workbenchClient>;
let customerA: string;
let customerB: string;
let staff: string;
let soon: Route;
let later: Route;
let quoteNumber: number;
let requestId: string;

const body = (over: Record<string, unknown>) => ({
  origin: 'DEHAM',
  destination: 'BRSSZ',
  carrierId: 'HSG',
  customerReference: 'RULE-4',
  termsAccepted: true,
  containers: [cargoLine()],
  ...over,
});

/** Three days before the first sailing: the rule's "now". */
const threeDaysBefore = () => vi.setSystemTime(Date.parse(soon.origin.departure) - 3 * DAY);

beforeAll(async () => {
  t = await buildTestApp();
  wb = workbenchClient(t);
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  staff = (await loginAs(t.app, 'superadmin')).cookie;
  const date = format(addDays(new Date(), 7), 'yyyy-MM-dd');
  const routes = (
    await wb.call('GET', `/api/routes?origin=DEHAM&destination=BRSSZ&weeks=3&date=${date}&carrier=HSG`)
  )
    .json()
    .routes.filter((r: Route) => r.intermediate.length === 0) as Route[];
  soon = routes[0]!;
  later = routes.find((r) => Date.parse(r.origin.departure) > Date.parse(soon.origin.departure) + 4 * DAY)!;
  expect(later).toBeDefined();
  const commodity = (await wb.call('GET', '/api/commodity-types')).json()[0].id;
  const group = await wb.call('POST', '/api/quotes/create', customerA, {
    origin: 'DEHAM',
    destination: 'BRSSZ',
    date: soon.origin.departure.slice(0, 10),
    weeks: 1,
    containers: [{ type: '22G1', commodity, location: 'hamburg-waltershof', quantity: 2 }],
  });
  const quotes = (await wb.call('GET', `/api/quotes/groups/${group.json().groupId}`, customerA)).json()
    .quotes;
  quoteNumber = quotes.find((q: { carrier: { id: string } }) => q.carrier.id === 'HSG').id;
  // A request of company A while its sailing is still open (a week or more away).
  requestId = await wb.submit(customerA, { schedule: soon });
});
afterEach(() => vi.useRealTimers());
afterAll(async () => t.close());

describe('a sailing 4 days away or closer', () => {
  it('is refused on POST /api/booking-requests, with and without a quote (Book Now from a quote)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    threeDaysBefore();
    for (const payload of [body({ schedule: soon }), body({ schedule: soon, quoteNumber })]) {
      const answer = await wb.call('POST', '/api/booking-requests', customerA, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(`schedule: ${ONLINE_BOOKING_CLOSED} Please choose a later sailing.`);
    }
    // The same moment, a sailing further out is fine: the rule, not the request, refused.
    const ok = await wb.call(
      'POST',
      '/api/booking-requests',
      customerA,
      body({ schedule: later, quoteNumber }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('is refused when the edit mode changes the sailing, for the customer and for staff', async () => {
    const version = (await wb.detail(requestId, customerA)).json().version;
    vi.useFakeTimers({ toFake: ['Date'] });
    threeDaysBefore();
    for (const cookie of [customerA, staff]) {
      const answer = await wb.patch(requestId, cookie, { version, schedule: soon });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(ONLINE_BOOKING_CLOSED);
    }
    const moved = await wb.patch(requestId, customerA, { version, schedule: later });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().vessel).toBe(
      (later as unknown as { origin: { vessel: { name: string } } }).origin.vessel.name,
    );
  });

  it("is refused to a customer of another company, who also learns nothing of company A's request", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    threeDaysBefore();
    const version = (await wb.detail(requestId, customerA)).json().version;
    const foreign = await wb.patch(requestId, customerB, { version, schedule: soon });
    expect(foreign.statusCode).toBe(404);
    const own = await wb.call('POST', '/api/booking-requests', customerB, body({ schedule: soon }));
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toContain(ONLINE_BOOKING_CLOSED);
    // With company A's quote: still refused, and never booked on A's prices.
    const withQuote = await wb.call(
      'POST',
      '/api/booking-requests',
      customerB,
      body({ schedule: later, quoteNumber }),
    );
    expect(withQuote.statusCode).toBe(400);
  });
});
