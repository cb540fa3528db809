import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPointToPoint } from '../src/modules/schedules/dcsa/schemas.ts';
import { inDays } from './dcsa-fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
let staff: string;
const start = inDays(2).slice(0, 10);
const lastDay = inDays(2 + 27).slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await loginAs(t.app, 'operations')).cookie;
});
afterAll(async () => t.close());

interface Routing {
  placeOfReceipt: { location: { UNLocationCode: string }; dateTime: string };
  placeOfDelivery: { location: { UNLocationCode: string }; dateTime: string };
  cutOffTimes: Array<{ cutOffDateTimeCode: string; cutOffDateTime: string }>;
  solutionNumber: number;
  legs: Array<{
    transport: { servicePartners: Array<Record<string, string>>; vessel: Record<string, string> };
    intermediateCalls?: unknown[];
    arrival: { dateTime: string };
  }>;
}

const get = (query: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/point-to-point-routes?${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/v1/point-to-point-routes', () => {
  it('answers the demo sailings Hamburg to Santos as DCSA routings, as GET /api/routes finds them', async () => {
    const response = await get(`placeOfReceipt=DEHAM&placeOfDelivery=BRSSZ&departureStartDate=${start}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['api-version']).toBe('1.0.3');
    const routes = response.json() as Routing[];
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) expect(ZPointToPoint.safeParse(route).success).toBe(true);

    const [first] = routes;
    expect(first!.placeOfReceipt.location.UNLocationCode).toBe('DEHAM');
    expect(first!.placeOfDelivery.location.UNLocationCode).toBe('BRSSZ');
    expect(first!.placeOfReceipt.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(first!.cutOffTimes.map((c) => c.cutOffDateTimeCode)).toEqual(['ECP', 'EFC', 'DCO', 'VCO', 'FCO']);
    expect(routes.map((r) => r.solutionNumber)).toEqual(routes.map((_, i) => i + 1));
    const partner = first!.legs[0]!.transport.servicePartners[0]!;
    expect(partner).toMatchObject({ carrierCodeListProvider: 'SMDG' });
    expect(partner.carrierServiceCode).toMatch(/^\S+$/);
    expect(partner.carrierExportVoyageNumber).toBe(partner.carrierImportVoyageNumber);
    expect(first!.legs[0]!.transport.vessel.vesselIMONumber).toMatch(/^\d{7}$/);

    const screen = await t.app.inject({
      method: 'GET',
      url: `/api/routes?origin=DEHAM&destination=BRSSZ&weeks=4&date=${start}`,
    });
    const screenRoutes = screen.json().routes as Array<{ origin: { departure: string } }>;
    expect(routes).toHaveLength(screenRoutes.length);
    expect(new Date(first!.placeOfReceipt.dateTime).toISOString()).toBe(screenRoutes[0]!.origin.departure);
  });

  it('never carries staff-only fields, also for staff', async () => {
    const response = await get(
      `placeOfReceipt=DEHAM&placeOfDelivery=ZADUR&departureStartDate=${start}`,
      staff,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/commission|percentExport|spaceInfo/i);
  });

  it('writes transshipments as legs with their intermediate calls, and keeps to maxTranshipment', async () => {
    const all = (
      await get(`placeOfReceipt=FIHEL&placeOfDelivery=BRSSZ&departureStartDate=${start}`)
    ).json() as Routing[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.legs.length >= 2)).toBe(true);
    expect(all.some((r) => r.legs.some((l) => (l.intermediateCalls?.length ?? 0) > 0))).toBe(true);
    const direct = await get(
      `placeOfReceipt=FIHEL&placeOfDelivery=BRSSZ&departureStartDate=${start}&maxTranshipment=0`,
    );
    expect(direct.json()).toEqual([]);
    const directHamburg = (
      await get(`placeOfReceipt=DEHAM&placeOfDelivery=BRSSZ&departureStartDate=${start}&maxTranshipment=0`)
    ).json() as Routing[];
    expect(directHamburg.length).toBeGreaterThan(0);
    expect(directHamburg.every((r) => r.legs.length === 1)).toBe(true);
  });

  it('filters by departure and arrival dates and pages with a cursor', async () => {
    const base = `placeOfReceipt=DEHAM&placeOfDelivery=BRSSZ&departureStartDate=${start}&departureEndDate=${lastDay}`;
    const all = (await get(base)).json() as Routing[];
    const firstPage = await get(`${base}&limit=3`);
    expect(firstPage.json()).toHaveLength(3);
    const cursor = firstPage.headers['next-page-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = (await get(`${base}&limit=3&cursor=${cursor}`)).json() as Routing[];
    expect(second.map((r) => r.solutionNumber)).toEqual([4, 5, 6]);
    expect(second[0]).toEqual(all[3]);

    const arrivalEnd = all[2]!.placeOfDelivery.dateTime.slice(0, 10);
    const early = (await get(`${base}&arrivalEndDate=${arrivalEnd}`)).json() as Routing[];
    expect(early.length).toBeGreaterThan(0);
    expect(early.length).toBeLessThan(all.length);
    expect(early.every((r) => r.placeOfDelivery.dateTime.slice(0, 10) <= arrivalEnd)).toBe(true);
  });

  it('finds nothing for store-door or CFS service: our schedules are port to port', async () => {
    const response = await get(
      `placeOfReceipt=DEHAM&placeOfDelivery=BRSSZ&departureStartDate=${start}&receiptTypeAtOrigin=SD`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('reads back through the import unchanged', async () => {
    const exported = (
      await get(`placeOfReceipt=DEHAM&placeOfDelivery=BRSSZ&departureStartDate=${start}`)
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schedules/import',
      headers: { cookie: staff },
      payload: exported,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    for (const kind of ['services', 'vessels', 'voyages'] as const) {
      expect(summary[kind], kind).toMatchObject({ created: 0, updated: 0 });
      expect(summary[kind].unchanged, kind).toBeGreaterThan(0);
    }
    expect(summary.terminalsCreated).toEqual([]);
  });

  it('answers bad parameters with a clear 400', async () => {
    const ports = 'placeOfReceipt=DEHAM&placeOfDelivery=BRSSZ';
    const cases: Array<[string, string]> = [
      ['placeOfDelivery=BRSSZ', 'placeOfReceipt: Give the port as a 5-letter UN/LOCODE such as DEHAM.'],
      ['placeOfReceipt=XXXXX&placeOfDelivery=BRSSZ', 'placeOfReceipt: There is no port with the code XXXXX.'],
      [
        'placeOfReceipt=DEHAM&placeOfDelivery=DEHAM',
        'placeOfDelivery: Choose a place of delivery other than the place of receipt.',
      ],
      [
        'placeOfReceipt=Hamburg&placeOfDelivery=BRSSZ',
        'placeOfReceipt: Give the port as a 5-letter UN/LOCODE such as DEHAM.',
      ],
      [
        `${ports}&departureStartDate=24.11.2026`,
        'departureStartDate: Give the date as yyyy-MM-dd, e.g. 2026-11-24.',
      ],
      [`${ports}&arrivalEndDate=2026-02-30`, 'arrivalEndDate: This date does not exist.'],
      [
        `${ports}&departureStartDate=${lastDay}&departureEndDate=${start}`,
        'departureEndDate: Give a date on or after departureStartDate.',
      ],
      [
        `${ports}&departureStartDate=${start}&departureEndDate=${inDays(2 + 84).slice(0, 10)}`,
        'departureEndDate: Ask for at most 12 weeks of departures at a time.',
      ],
      [`${ports}&maxTranshipment=-1`, 'maxTranshipment: maxTranshipment must be a whole number from 0.'],
      [`${ports}&receiptTypeAtOrigin=XX`, 'receiptTypeAtOrigin: Use CY, SD or CFS.'],
      [`${ports}&cargoType=BULK`, 'cargoType: Use DRY or REEFER.'],
      [`${ports}&limit=0`, 'limit: limit must be a whole number from 1 to 1000.'],
      [
        `${ports}&cursor=nonsense`,
        'cursor: Give the cursor as the Next-Page-Cursor header of the previous page gave it.',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ code: 'BAD_REQUEST', message });
    }
  });
});
