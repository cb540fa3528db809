import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE, etsDateOf, type TAllocationItem, type TBookingSpace } from '@portal/domain';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { multipartFile } from './booking-requests-helpers.ts';

/**
 * Vessel allocation (issue 22 part 3; spec 001 §2.14, §3, §5, §7, §8): GET /api/vesselAllocationSchedule, the
 * dialog's items, PUT allocation and fully booked, and the sheet import, for the right roles only.
 */

let t: TestApp;
const cookies: Record<string, string> = {};
type Voyage = { id: string; vessel: string; voyage: string; ets: Date };
let voyages: Voyage[];
let clientId: string;

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;
const line = (type: string, quantity: number, weight: number) => ({
  quantity,
  containerType: { id: type, label: type, description: type, couldBeOversize: false },
  weight,
});

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['superadmin', 'operations', 'sales', 'customerA1'] as const)
    cookies[who] = (await loginAs(t.app, who)).cookie;
  const db = t.database.db;
  // Three consecutive voyages of HSG's SAE service leaving Hamburg from next week on.
  voyages = rowsOf<Voyage>(
    await db.execute(sql`
      select v.id, ve.name as vessel, v.voyage_number as voyage, pc.departure as ets
      from voyages v join vessels ve on ve.id = v.vessel_id
      join port_calls pc on pc.voyage_id = v.id and pc.port_id = 'DEHAM'
      where v.service_id = 'HSG-SAE' and pc.departure > now() + interval '7 days'
      order by pc.departure limit 3`),
  ).map((v) => ({ ...v, ets: new Date(v.ets) }));
  const current = voyages[1]!;
  clientId = rowsOf<{ id: string }>(
    await db.execute(sql`select id from clients order by erp_client_id limit 1`),
  )[0]!.id;
  const userId = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where client_id = ${clientId} limit 1`),
  )[0]!.id;
  // Confirmed: 2 x 20' (18 t) + 1 x 40' (12 t) = 4 TEU, 30,000 kg; a rebooked one does not count.
  const cargo = JSON.stringify([line('22G1', 2, 18000), line('45G1', 1, 12000)]);
  await db.execute(sql`
    insert into bookings (id, client_id, carrier_id, vessel, voyage, pol_id, cargo, rebooked_to_id) values
      ('900001', ${clientId}, 'HSG', ${current.vessel}, ${current.voyage}, 'DEHAM', ${cargo}::jsonb, null),
      ('900002', ${clientId}, 'HSG', ${current.vessel}, ${current.voyage}, 'DEHAM', ${cargo}::jsonb, '900003')`);
  // Open: one requested (1 x 40' = 2 TEU, 20 t), one in progress (3 x 20' = 3 TEU, 9 t).
  const request = (id: string, status: number, lines: unknown) => sql`
    (${id}, ${clientId}, ${userId}, 'Test', ${status}, 'HSG', 'DEHAM', 'BRSSZ', ${current.vessel}, ${current.voyage},
     '{}'::jsonb, ${JSON.stringify(lines)}::jsonb, '{}'::jsonb)`;
  await db.execute(sql`
    insert into booking_requests (id, client_id, created_by_id, created_by_name, status_code, carrier_id, origin_id,
      destination_id, vessel, voyage, itinerary, containers, initial_request) values
      ${request('req-2099010001', 10, [line('42G1', 1, 20000)])},
      ${request('req-2099010002', 20, [line('22G1', 3, 9000)])},
      ${request('req-2099010003', 30, [line('22G1', 9, 9000)])}`);
});
afterAll(async () => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const scheduleUrl = (over: Record<string, string> = {}) =>
  `/api/vesselAllocationSchedule?${new URLSearchParams({
    carrierId: 'HSG',
    service: 'SAE',
    POL: 'DEHAM',
    etsDate: etsDateOf(voyages[1]!.ets),
    ...over,
  })}`;

describe('GET /api/vesselAllocationSchedule', () => {
  it('answers privileged staff the voyage with the previous and next one, booked from bookings and open requests by status', async () => {
    const answer = await get(scheduleUrl(), cookies.operations);
    expect(answer.statusCode).toBe(200);
    const list = answer.json() as TBookingSpace[];
    expect(list.map((s) => [s.position, s.voyageNumber])).toEqual([
      ['previous', voyages[0]!.voyage],
      ['current', voyages[1]!.voyage],
      ['next', voyages[2]!.voyage],
    ]);
    const current = list[1]!;
    expect(current).toMatchObject({
      carrierId: 'HSG',
      service: 'SAE',
      vesselName: voyages[1]!.vessel,
      teuAllocation: null,
      teuBooked: 4,
      weightBooked: 30000,
      teuPercent: null,
      requested: { quantity: 1, teu: 2, weight: 20000 },
      inProgress: { quantity: 3, teu: 3, weight: 9000 },
      isFullyBooked: false,
    });
    expect(list[0]!.teuBooked).toBe(0);
  });

  it('finds the voyage by vessel and voyage too, and names a missing one as the spec says', async () => {
    const v = voyages[1]!;
    const byName = await get(
      scheduleUrl({ service: '', vessel: v.vessel, voyage: v.voyage }),
      cookies.superadmin,
    );
    expect(byName.statusCode).toBe(200);
    expect((byName.json() as TBookingSpace[]).find((s) => s.position === 'current')!.voyageId).toBe(v.id);
    const missing = await get(
      scheduleUrl({ vessel: 'FLYING DUTCHMAN', voyage: '0001X' }),
      cookies.superadmin,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Vessel & Voyage FLYING DUTCHMAN 0001X was not found');
  });

  it('refuses bad dates and a missing service with a message naming what to send', async () => {
    for (const etsDate of ['2026-12-24', '31/02/2026', 'tomorrow']) {
      const answer = await get(scheduleUrl({ etsDate }), cookies.operations);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain('dd/MM/yyyy');
    }
    const noService = await get(scheduleUrl({ service: '' }), cookies.operations);
    expect(noService.statusCode).toBe(400);
    expect(noService.json().message).toContain('service');
  });

  it('is for staff with the privilege only: sales 403, a customer 403, anonymous 401', async () => {
    expect((await get(scheduleUrl(), cookies.sales)).statusCode).toBe(403);
    expect((await get(scheduleUrl(), cookies.customerA1)).statusCode).toBe(403);
    expect((await get(scheduleUrl())).statusCode).toBe(401);
  });
});

describe('allocation, items and fully booked', () => {
  const put = (url: string, body: object, cookie?: string) =>
    t.app.inject({ method: 'PUT', url, payload: body, headers: cookie ? { cookie } : {} });

  it("lists the voyage's bookings and open requests for the Allocation section", async () => {
    const answer = await get(`/api/vessel-allocations/${voyages[1]!.id}/items?POL=DEHAM`, cookies.operations);
    expect(answer.statusCode).toBe(200);
    const items = answer.json() as TAllocationItem[];
    expect(items.map((i) => [i.id, i.status, i.teu]).sort()).toEqual([
      ['900001', 'confirmed', 4],
      ['req-2099010001', 'requested', 2],
      ['req-2099010002', 'inProgress', 3],
    ]);
  });

  it('saves the allocation at the version read, audited, and answers percent; an old version is a 409', async () => {
    const url = `/api/vessel-allocations/${voyages[1]!.id}`;
    const created = await put(
      url,
      { polId: 'DEHAM', teuAllocation: 10, weightAllocation: 25000, version: null },
      cookies.operations,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ teuAllocation: 10, weightAllocation: 25000, version: 1 });
    const current = ((await get(scheduleUrl(), cookies.operations)).json() as TBookingSpace[])[1]!;
    expect(current).toMatchObject({ teuAllocation: 10, teuPercent: 40, allocationVersion: 1 });
    expect(current.weightPercent).toBeCloseTo(120);
    const again = await put(
      url,
      { polId: 'DEHAM', teuAllocation: 12, weightAllocation: 25000, version: null },
      cookies.superadmin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CONFLICT_MESSAGE);
    const updated = await put(
      url,
      { polId: 'DEHAM', teuAllocation: 12, weightAllocation: 25000, version: 1 },
      cookies.superadmin,
    );
    expect(updated.json().version).toBe(2);
    const audit = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audit_entries where entity = 'vessel-allocation' order by at`,
      ),
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(
      (
        await put(
          url,
          { polId: 'DEHAM', teuAllocation: -1, weightAllocation: 0, version: 2 },
          cookies.operations,
        )
      ).json().message,
    ).toContain('TEU allocation');
    expect(
      (await put(url, { polId: 'DEHAM', teuAllocation: 1, weightAllocation: 0, version: 2 }, cookies.sales))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await put(
          url,
          { polId: 'DEHAM', teuAllocation: 1, weightAllocation: 0, version: 2 },
          cookies.customerA1,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await put(url, { polId: 'DEHAM', teuAllocation: 1, weightAllocation: 0, version: 2 })).statusCode,
    ).toBe(401);
  });

  it('toggles fully booked, versioned', async () => {
    const url = `/api/voyages/${voyages[1]!.id}/fully-booked`;
    const on = await put(url, { fullyBooked: true, version: null }, cookies.operations);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ fullyBooked: true, version: 1 });
    expect(((await get(scheduleUrl(), cookies.operations)).json() as TBookingSpace[])[1]!.isFullyBooked).toBe(
      true,
    );
    expect((await put(url, { fullyBooked: false, version: null }, cookies.operations)).statusCode).toBe(409);
    expect((await put(url, { fullyBooked: false, version: 1 }, cookies.operations)).json().fullyBooked).toBe(
      false,
    );
    expect((await put(url, { fullyBooked: true, version: 2 }, cookies.sales)).statusCode).toBe(403);
  });
});

describe('POST /api/vessel-allocations/import', () => {
  const importSheet = (name: string, content: string, cookie?: string, pol = 'DEHAM') => {
    const { payload, headers } = multipartFile(name, content, 'text/csv');
    return t.app.inject({
      method: 'POST',
      url: `/api/vessel-allocations/import?POL=${pol}`,
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const header = 'CarrierID,ETS,VesselName,VesselCode,VoyageNr,Service,TEU-Allocation,Weight-Allocation';

  it('imports the spec columns for the dialog POL; a sheet with a bad row saves nothing', async () => {
    const [a, , c] = voyages;
    const good = `${header}\r\nHSG,${etsDateOf(a!.ets)},${a!.vessel},,${a!.voyage},SAE,50,600000\r\n`;
    const answer = await importSheet('allocation.csv', good, cookies.operations);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ created: 1, updated: 0 });
    const bad = `${header}\r\nHSG,,${c!.vessel},,${c!.voyage},SAE,50,600000\r\nHSG,,NO SUCH SHIP,,1234S,SAE,5,5\r\n`;
    const refused = await importSheet('allocation.csv', bad, cookies.operations);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['Row 3: Vessel & Voyage NO SUCH SHIP 1234S was not found']);
    const saved = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from vessel_allocations where voyage_id = ${c!.id}`,
      ),
    );
    expect(saved[0]!.n).toBe(0);
  });

  // Every call but a voyage's last of the demo schedule's services, as sheet rows with a POL column (one lookup for
  // the whole sheet, so thousands of rows import in one go).
  const sheetOf = async (rows: number) => {
    const calls = rowsOf<{ carrier: string; service: string; vessel: string; voyage: string; pol: string }>(
      await t.database.db.execute(sql`
        select s.carrier_id as carrier, s.code as service, ve.name as vessel, v.voyage_number as voyage,
               pc.port_id as pol
        from port_calls pc join voyages v on v.id = pc.voyage_id join services s on s.id = v.service_id
        join vessels ve on ve.id = v.vessel_id
        where pc.sequence < (select max(sequence) from port_calls where voyage_id = v.id)
        order by s.id, v.voyage_number, pc.sequence limit ${rows}`),
    );
    expect(calls).toHaveLength(rows);
    // Case does not matter in the names, as in the dialog's lookups.
    return calls.map(
      (c, i) =>
        `${c.carrier},,${i % 2 ? c.vessel.toLowerCase() : c.vessel},,${c.voyage},${c.service},${10 + (i % 90)},${200000 + i},${c.pol}`,
    );
  };
  const count = async () =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from vessel_allocations`),
    )[0]!.n;

  it('imports a 2,000-row sheet in one go, and refuses one with two bad rows naming each, saving nothing', async () => {
    const lines = await sheetOf(2000);
    const before = await count();
    const bad = [...lines];
    bad[1499] = 'HSG,,NO SUCH SHIP,,1234S,SAE,5,5,DEHAM';
    bad[1999] = bad[1999]!.replace(/,[A-Z]{5}$/, ',ZZZZZ');
    const refused = await importSheet(
      'allocation.csv',
      `${header},POL\r\n${bad.join('\r\n')}\r\n`,
      cookies.operations,
    );
    expect(refused.statusCode).toBe(400);
    const [, vessel, voyage] = /^[^,]*,,([^,]*),,([^,]*),/.exec(bad[1999]!)!;
    expect(refused.json().errors).toEqual([
      'Row 1501: Vessel & Voyage NO SUCH SHIP 1234S was not found',
      `Row 2001: Vessel & Voyage ${vessel!.toUpperCase()} ${voyage} does not call at ZZZZZ.`,
    ]);
    expect(await count()).toBe(before);

    const answer = await importSheet(
      'allocation.csv',
      `${header},POL\r\n${lines.join('\r\n')}\r\n`,
      cookies.operations,
    );
    expect(answer.body).toContain('created');
    const { created, updated } = answer.json() as { created: number; updated: number };
    expect(created + updated).toBe(2000);
    expect(await count()).toBe(before + created);
    const again = await importSheet(
      'allocation.csv',
      `${header},POL\r\n${lines.join('\r\n')}\r\n`,
      cookies.operations,
    );
    expect(again.json()).toEqual({ created: 0, updated: 2000 });
  });

  it('refuses a sheet without the columns, a file that is no sheet, and people without the privilege', async () => {
    const noColumns = await importSheet('allocation.csv', 'Vessel,TEU\r\nX,1\r\n', cookies.operations);
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toContain('CarrierID');
    expect((await importSheet('allocation.pdf', '%PDF-1.4', cookies.operations)).statusCode).toBe(415);
    expect((await importSheet('allocation.csv', header, cookies.sales)).statusCode).toBe(403);
    expect((await importSheet('allocation.csv', header)).statusCode).toBe(401);
  });
});
