import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portCalls, services, terminals, vessels, voyages } from '../src/platform/db/schema/index.ts';
import { dcsaExample, dcsaFixture, inDays } from './dcsa-fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
let staff: string;
let customer: string;
const today = inDays(0).slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await loginAs(t.app, 'operations')).cookie;
  customer = (await loginAs(t.app, 'customerA1')).cookie;
});
afterAll(async () => t.close());

const importFile = (payload: unknown, cookie: string | null = staff) =>
  t.app.inject({
    method: 'POST',
    url: '/api/schedules/import',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const search = (origin: string, destination: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/routes?origin=${origin}&destination=${destination}&weeks=4&date=${today}`,
  });

interface ExampleLeg {
  transport: { servicePartners: Array<Record<string, string>>; vessel: Record<string, string> };
  departure: { dateTime: string; location: { UNLocationCode: string } };
  arrival: { dateTime: string; location: { UNLocationCode: string; facility: Record<string, string> } };
}

/**
 * The published example names Maersk (none of our carriers) and arrives where it departs; as a Hapag-Lloyd
 * (SCAC HLCU) sailing from Amsterdam to Southampton it is a file we can import.
 */
function hapagExample(departure?: string) {
  const file = dcsaExample(departure) as unknown as Array<{ legs: ExampleLeg[] }>;
  const leg = file[0]!.legs[0]!;
  leg.transport.servicePartners[0]!.carrierCode = 'HLCU';
  leg.transport.vessel.operatorCarrierCode = 'HLCU';
  leg.arrival.location.UNLocationCode = 'GBSOU';
  leg.arrival.location.facility = { facilityCode: 'DPWS', facilityCodeListProvider: 'SMDG' };
  return file;
}

describe('POST /api/schedules/import', () => {
  it('refuses the DCSA example as published, saying why', async () => {
    const response = await importFile(dcsaExample());
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        {
          path: 'routings[0].legs[0].transport.servicePartners[0].carrierCode',
          message: 'There is no carrier of ours with the NMFTA code MAEU.',
        },
        {
          path: 'routings[0].legs[0].arrival.location.UNLocationCode',
          message: 'The leg departs from and arrives at NLAMS: give its port of discharge.',
        },
      ]),
    );
    expect(body.message).toContain(
      'routings[0].legs[0].transport.servicePartners[0].carrierCode: There is no carrier of ours with the NMFTA code MAEU.',
    );
  });

  it('imports the example sailing, which the route search then finds', async () => {
    const response = await importFile(hapagExample());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      kind: 'pointToPoint',
      services: { created: 1, updated: 0, unchanged: 0 },
      vessels: { created: 1, updated: 0, unchanged: 0 },
      voyages: { created: 1, updated: 0, unchanged: 0 },
      // ADT is no Amsterdam terminal we know: the SMDG code is kept as a new terminal of the port.
      terminalsCreated: ['NLAMS-ADT'],
      skippedLegs: 0,
    });
    const [service] = await t.database.db.select().from(services).where(eq(services.id, 'HSG-FE1'));
    expect(service).toMatchObject({ carrierId: 'HSG', code: 'FE1', name: 'Great Lion Service' });
    const [vessel] = await t.database.db.select().from(vessels).where(eq(vessels.imo, '9321483'));
    expect(vessel).toMatchObject({ name: 'King of the Seas', code: 'NCVV' });

    await expect
      .poll(async () => (await search('NLAMS', 'GBSOU')).json().routes.length, { timeout: 5000 })
      .toBe(1);
    const [route] = (await search('NLAMS', 'GBSOU')).json().routes;
    expect(route.origin).toMatchObject({
      port: { id: 'NLAMS' },
      terminal: { id: 'NLAMS-ADT', name: 'ADT' },
      vessel: { name: 'King of the Seas', imo: '9321483', code: 'NCVV' },
      voyageNumber: '2103N',
      carrierId: 'HSG',
      utcOffsetMinutes: 60,
    });
    expect(route.origin.departure).toBe(new Date(inDays(7, '10:00', '+01:00')).toISOString());
    expect(route.destination).toMatchObject({ port: { id: 'GBSOU' }, terminal: { id: 'GBSOU-DPWS' } });
    expect(route.destination.arrival).toBe(new Date(inDays(9, '06:00', '+00:00')).toISOString());
    expect(route.deadlines).toEqual([
      { code: 'DCO', label: 'Documentation cut-off', time: '2019-11-12T16:11:00.000Z' },
    ]);
    expect(route.service).toBe('Great Lion Service');
  });

  it('changes nothing when the same file comes again', async () => {
    const response = await importFile(hapagExample());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      services: { created: 0, updated: 0, unchanged: 1 },
      vessels: { created: 0, updated: 0, unchanged: 1 },
      voyages: { created: 0, updated: 0, unchanged: 1 },
      terminalsCreated: [],
    });
  });

  it('updates the voyage when the carrier moves the departure, and searches see it', async () => {
    const later = inDays(7, '22:30', '+01:00');
    const response = await importFile(hapagExample(later));
    expect(response.json().voyages).toEqual({ created: 0, updated: 1, unchanged: 0 });
    await expect
      .poll(async () => (await search('NLAMS', 'GBSOU')).json().routes[0]?.origin.departure, {
        timeout: 5000,
      })
      .toBe(new Date(later).toISOString());
  });

  it('imports a transshipment of two carriers that the search connects', async () => {
    const response = await importFile(dcsaFixture('transshipment-ptp.json'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      services: { created: 2 },
      vessels: { created: 2 },
      voyages: { created: 2 },
      terminalsCreated: [],
    });
    await expect
      .poll(async () => (await search('NLAMS', 'CLSAI')).json().routes.length, { timeout: 5000 })
      .toBeGreaterThan(0);
    const [route] = (await search('NLAMS', 'CLSAI')).json().routes;
    expect(route.routing).toBe('NLAMS - PTSIE - CLSAI');
    expect(route.origin).toMatchObject({
      carrierId: 'HSG',
      voyageNumber: '601S',
      terminal: { id: 'NLAMS-ACT' },
    });
    expect(route.intermediate).toHaveLength(1);
    expect(route.intermediate[0]).toMatchObject({
      port: { id: 'PTSIE' },
      carrierId: 'CMA',
      vessel: { name: 'DXT SINES' },
      voyageNumber: '0DX1W',
    });
    expect(route.destination).toMatchObject({ port: { id: 'CLSAI' }, utcOffsetMinutes: -180 });
    expect(route.deadlines.map((d: { code: string }) => d.code)).toEqual(['DCO', 'VCO', 'FCO']);
    expect(route.service).toBe('Amsterdam Iberia Express / Iberia West Coast South America');

    const [second] = await t.database.db.select().from(voyages).where(eq(voyages.serviceId, 'CMA-DXT2'));
    const calls = await t.database.db
      .select()
      .from(portCalls)
      .where(eq(portCalls.voyageId, second!.id))
      .orderBy(asc(portCalls.sequence));
    expect(calls.map((c) => [c.portId, c.terminalId])).toEqual([
      ['PTSIE', 'PTSIE-SCT'],
      ['COCTG', null],
      ['CLSAI', 'CLSAI-STI'],
    ]);
    expect(calls[0]!.cutOffs.map((c) => c.code)).toEqual(['TCO']);
    expect(calls[1]!.utcOffsetMinutes).toBe(-300);
  });

  it('answers a file with format problems with 400, the path of each and nothing imported', async () => {
    const file = dcsaFixture('transshipment-ptp.json', { '"0DX1W"': '"0DX2W"', DXT1: 'BADF' }) as Array<{
      legs: ExampleLeg[];
    }>;
    file[0]!.legs[1]!.departure.dateTime = 'DEPARTURE_DATE';
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        path: 'routings[0].legs[1].departure.dateTime',
        message: 'Give a date-time with its UTC offset, such as 2025-01-14T09:21:00+01:00.',
      },
    ]);
    expect(await t.database.db.select().from(services).where(eq(services.id, 'HSG-BADF'))).toEqual([]);
  });

  it('answers unknown ports and carriers with 400 listing each, and leaves the database as it was', async () => {
    const good = dcsaFixture('transshipment-ptp.json', {
      DXT1: 'BAD1',
      DXT2: 'BAD2',
      '9700013': '9700049',
      '9700025': '9700050',
      '"SCT"': '"ZZZ"',
    }) as Array<{ legs: ExampleLeg[] }>;
    const bad = dcsaFixture('transshipment-ptp.json', { DXT1: 'BAD3' }) as Array<{ legs: ExampleLeg[] }>;
    bad[0]!.legs[0]!.departure.location.UNLocationCode = 'XXABC';
    bad[0]!.legs[1]!.transport.servicePartners[0]!.carrierCode = 'MAEU';
    const response = await importFile([...good, ...bad]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors).toEqual([
      {
        path: 'routings[1].legs[0].departure.location.UNLocationCode',
        message: 'There is no port with the code XXABC.',
      },
      {
        path: 'routings[1].legs[1].transport.servicePartners[0].carrierCode',
        message: 'There is no carrier of ours with the SMDG code MAEU.',
      },
    ]);
    expect(body.message).toBe(
      [
        'Nothing was imported: the file has 2 problems.',
        'routings[1].legs[0].departure.location.UNLocationCode: There is no port with the code XXABC.',
        'routings[1].legs[1].transport.servicePartners[0].carrierCode: There is no carrier of ours with the SMDG code MAEU.',
      ].join('\n'),
    );
    const db = t.database.db;
    expect(
      await db
        .select()
        .from(services)
        .where(inArray(services.id, ['HSG-BAD1', 'CMA-BAD2', 'HSG-BAD3'])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(vessels)
        .where(inArray(vessels.imo, ['9700049', '9700050'])),
    ).toEqual([]);
    expect(await db.select().from(terminals).where(eq(terminals.id, 'PTSIE-ZZZ'))).toEqual([]);
  });

  it('answers what is not a DCSA file at all', async () => {
    const notArray = await importFile({ routes: [] });
    expect(notArray.statusCode).toBe(400);
    expect(notArray.json().errors[0].path).toBe('(file)');
    const unknown = await importFile([{ hello: 'world' }]);
    expect(unknown.json().errors[0]).toMatchObject({ path: '[0]' });
  });

  it('replaces whole voyages from vessel schedules', async () => {
    const call = (port: string, arrive: number, leave: number, extra: object = {}) => ({
      transportCallReference: `DXT3-${port}`,
      carrierImportVoyageNumber: '701E',
      carrierExportVoyageNumber: '701E',
      location: { UNLocationCode: port },
      timestamps: [
        {
          eventTypeCode: 'ARRI',
          eventClassifierCode: 'PLN',
          eventDateTime: inDays(arrive, '06:00', '+01:00'),
        },
        {
          eventTypeCode: 'DEPA',
          eventClassifierCode: 'PLN',
          eventDateTime: inDays(leave, '18:00', '+01:00'),
        },
      ],
      ...extra,
    });
    const schedule = (calls: object[]) => [
      {
        carrierServiceName: 'Baltic Shuttle',
        carrierServiceCode: 'DXT3',
        vesselSchedules: [
          {
            vessel: {
              vesselIMONumber: '9700062',
              name: 'DXT BALTIC',
              operatorCarrierCode: 'HLC',
              operatorCarrierCodeListProvider: 'SMDG',
            },
            isDummyVessel: false,
            transportCalls: calls,
          },
        ],
      },
    ];
    const three = schedule([call('SEGOT', 4, 5), call('NOOSL', 6, 6), call('DEBRV', 8, 9)]);
    expect((await importFile(three)).json()).toMatchObject({
      kind: 'serviceSchedules',
      voyages: { created: 1 },
    });
    expect((await importFile(three)).json().voyages).toEqual({ created: 0, updated: 0, unchanged: 1 });
    const withoutOslo = schedule([call('SEGOT', 4, 5), call('DEBRV', 8, 9)]);
    expect((await importFile(withoutOslo)).json().voyages).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const [voyage] = await t.database.db.select().from(voyages).where(eq(voyages.serviceId, 'HSG-DXT3'));
    const calls = await t.database.db.select().from(portCalls).where(eq(portCalls.voyageId, voyage!.id));
    expect(calls.map((c) => c.portId).sort()).toEqual(['DEBRV', 'SEGOT']);
  });

  it('is for staff only', async () => {
    const anonymous = await importFile(hapagExample(), null);
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await importFile(hapagExample(), customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have access to this.' });
  });
});
