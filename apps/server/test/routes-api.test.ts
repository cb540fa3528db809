import { count, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portCalls, ports, scheduleSearches, voyages } from '../src/platform/db/schema/index.ts';
import { searchLogOf } from '../src/modules/schedules/search-log.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
let customer: string;
let staff: string;
const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  customer = (await loginAs(t.app, 'customerA1')).cookie;
  staff = (await loginAs(t.app, 'operations')).cookie;
});
afterAll(async () => t.close());

const search = (query: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/routes?${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/routes', () => {
  it('finds sailings for an anonymous visitor, sorted by departure, without commission fields', async () => {
    const response = await search(`origin=deham&destination=BRSSZ&weeks=4&date=${inTwoDays}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.retried).toBe(false);
    expect(body.routes.length).toBeGreaterThanOrEqual(8);
    const first = body.routes[0];
    expect(first.origin.port).toMatchObject({ id: 'DEHAM', countryCode: 'DE' });
    expect(first.destination.port.id).toBe('BRSSZ');
    expect(first.deadlines.map((d: { label: string }) => d.label)).toContain('VGM cut-off');
    expect(first.routing.startsWith('DEHAM')).toBe(true);
    expect(first.transitDays).toBeGreaterThan(10);
    const departures = body.routes.map((r: { origin: { departure: string } }) => r.origin.departure);
    expect([...departures].sort()).toEqual(departures);
    expect(body.routes.every((r: object) => !('commission' in r))).toBe(true);
  });

  it('hides commission fields from customers and shows them to staff', async () => {
    const asCustomer = (
      await search(`origin=DEHAM&destination=ZADUR&weeks=2&date=${inTwoDays}`, customer)
    ).json();
    expect(asCustomer.routes.length).toBeGreaterThan(0);
    expect(asCustomer.routes.every((r: object) => !('commission' in r))).toBe(true);
    const asStaff = (await search(`origin=DEHAM&destination=ZADUR&weeks=2&date=${inTwoDays}`, staff)).json();
    expect(asStaff.routes[0].commission).toMatchObject({ percentExport: 2.5 });
  });

  it('builds transshipments with intermediate ports', async () => {
    const body = (await search(`origin=FIHEL&destination=BRSSZ&weeks=4&date=${inTwoDays}`)).json();
    expect(body.routes.length).toBeGreaterThan(0);
    expect(body.routes[0].intermediate.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps to one carrier when asked', async () => {
    const body = (
      await search(`origin=DEHAM&destination=BRSSZ&weeks=4&date=${inTwoDays}&carrier=HSD`)
    ).json();
    expect(body.routes.length).toBeGreaterThan(0);
    expect(body.routes.every((r: { origin: { carrierId: string } }) => r.origin.carrierId === 'HSD')).toBe(
      true,
    );
  });

  it('logs every search', async () => {
    await searchLogOf(t.app.ctx).flush();
    const before = (await t.database.db.select({ n: count() }).from(scheduleSearches))[0]!.n;
    await search(`origin=DEHAM&destination=USHOU&weeks=1&date=${inTwoDays}`, customer);
    await searchLogOf(t.app.ctx).flush();
    const after = (await t.database.db.select({ n: count() }).from(scheduleSearches))[0]!.n;
    expect(after).toBe(before + 1);
    const [entry] = await t.database.db
      .select()
      .from(scheduleSearches)
      .where(eq(scheduleSearches.destination, 'USHOU'));
    expect(entry).toMatchObject({ origin: 'DEHAM', weeks: 1, erpUserId: 'C100101', erpClientId: '100100' });
  });

  it('serves searches from memory and reloads when the schedule changes', async () => {
    const query = `origin=DEHAM&destination=BRSSZ&weeks=4&date=${inTwoDays}&carrier=HSD`;
    const before = (await search(query)).json().routes[0].spaceInfo;
    await t.database.db
      .update(voyages)
      .set({ spaceInfo: 'Two slots left' })
      .where(eq(voyages.serviceId, 'HSD-SAMBA'));
    expect((await search(query)).json().routes[0].spaceInfo).toBe(before);
    await t.app.ctx.events.publish({ entity: 'schedule', id: 'HSD-SAMBA', clientId: null });
    await expect.poll(async () => (await search(query)).json().routes[0].spaceInfo).toBe('Two slots left');
  });

  it('names ports from the loaded schedule, so a search reads no port rows until the schedule reloads', async () => {
    const query = `origin=DEHAM&destination=BRSSZ&weeks=4&date=${inTwoDays}`;
    const name = (await search(query)).json().routes[0].destination.port.name;
    await t.database.db.update(ports).set({ name: 'Renamed Santos' }).where(eq(ports.id, 'BRSSZ'));
    expect((await search(query)).json().routes[0].destination.port.name).toBe(name);
    await t.app.ctx.events.publish({ entity: 'schedule', id: 'BRSSZ', clientId: null });
    await expect
      .poll(async () => (await search(query)).json().routes[0].destination.port.name)
      .toBe('Renamed Santos');
    await t.database.db.update(ports).set({ name }).where(eq(ports.id, 'BRSSZ'));
    await t.app.ctx.events.publish({ entity: 'schedule', id: 'BRSSZ', clientId: null });
  });

  it('finds nothing, without an error, between known ports that no voyage calls at', async () => {
    const [quiet] = await t.database.db
      .select({ id: ports.id })
      .from(ports)
      .where(notInArray(ports.id, t.database.db.select({ id: portCalls.portId }).from(portCalls)))
      .limit(1);
    const response = await search(`origin=DEHAM&destination=${quiet!.id}&weeks=1&date=${inTwoDays}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ routes: [], retried: true });
  });

  it('answers bad parameters with a clear 400', async () => {
    const cases: Array<[string, string]> = [
      [
        `origin=XXXXX&destination=BRSSZ&weeks=4&date=${inTwoDays}`,
        'origin: There is no port with the code XXXXX.',
      ],
      [`origin=DEHAM&destination=BRSSZ&weeks=5&date=${inTwoDays}`, 'weeks: Weeks must be from 1 to 4.'],
      [
        `origin=DEHAM&destination=BRSSZ&weeks=2&date=24.11.2026`,
        'date: Give the date as yyyy-MM-dd, e.g. 2026-11-24.',
      ],
      [`origin=DEHAM&destination=BRSSZ&weeks=2&date=2026-02-30`, 'date: This date does not exist.'],
      [
        `origin=DEHAM&destination=BRSSZ&weeks=2&date=${inTwoDays}&carrier=NOPE`,
        'carrier: There is no carrier NOPE.',
      ],
      [
        `origin=Hamburg&destination=BRSSZ&weeks=2&date=${inTwoDays}`,
        'origin: Give the port as a 5-letter UN/LOCODE such as DEHAM.',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ code: 'BAD_REQUEST', message });
    }
  });
});
