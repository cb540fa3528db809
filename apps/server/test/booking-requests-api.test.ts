import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES, INVALID_QUOTE_NUMBER, isRequestId } from '@portal/domain';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { cargoLine, chosenRoute, upload } from './booking-requests-helpers.ts';

let t: TestApp;
let customerA: string;
let customerB: string;
let staff: string;
let staffId: string;
let route: Record<string, unknown>;
let quoteNumber: number;

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

const base = () => ({
  origin: 'DEHAM',
  destination: 'BRSSZ',
  carrierId: 'HSG',
  customerReference: 'PO-4711',
  termsAccepted: true,
  schedule: route,
  containers: [cargoLine()],
});

beforeAll(async () => {
  t = await buildTestApp();
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  const s = await loginAs(t.app, 'superadmin');
  staff = s.cookie;
  staffId = s.userId;
  route = await chosenRoute(t.app);
  const commodity = (await call('GET', '/api/commodity-types')).json()[0].id;
  const group = await call('POST', '/api/quotes/create', customerA, {
    origin: 'DEHAM',
    destination: 'BRSSZ',
    date: String(route.origin && (route.origin as { departure: string }).departure).slice(0, 10),
    weeks: 1,
    containers: [{ type: '22G1', commodity, location: 'hamburg-waltershof', quantity: 2 }],
  });
  const quotes = (await call('GET', `/api/quotes/groups/${group.json().groupId}`, customerA)).json().quotes;
  quoteNumber = quotes.find((q: { carrier: { id: string } }) => q.carrier.id === 'HSG').id;
});
afterAll(async () => t.close());

describe('POST /api/booking-requests', () => {
  let id: string;

  it('creates a Requested request with a monthly id, itinerary, freight from the quote and the files', async () => {
    const file = (await upload(t.app, customerA)).json();
    expect(file.name).toMatch(/^packing-list_\d{8}-\d{6}\.pdf$/);
    const created = await call('POST', '/api/booking-requests', customerA, {
      ...base(),
      quoteNumber,
      files: { additional: [file.id], imo: [], certificate: [] },
    });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(isRequestId(id)).toBe(true);
    const request = (await call('GET', `/api/booking-requests/${id}`, customerA)).json();
    expect(request).toMatchObject({
      statusCode: 10,
      statusText: 'Requested',
      hold: false,
      agent: null,
      vgmSubmittedBy: 'CLIENT',
      carrier: { id: 'HSG' },
      vessel: (route.origin as { vessel: { name: string } }).vessel.name,
      customerReference: 'PO-4711',
      quoteNumber,
    });
    expect(request.containers[0].commodityType).toEqual({ id: null, name: 'MACHINERY PARTS' });
    expect(request.itinerary.portOfLoading.port.id).toBe('DEHAM');
    const seafreight = request.freightDetails.find((l: { text: string }) => l.text === 'Seafreight');
    expect(seafreight).toMatchObject({ quantity: 2, unit: 'CTR' });
    expect(request.freightDetails.some((l: { text: string }) => l.text === 'Seal Fee')).toBe(false);
    expect(request.files).toEqual([
      expect.objectContaining({ name: file.name, documentType: 'ADDITIONAL_DOCUMENTS' }),
    ]);
    const download = await call('GET', `/api/booking-requests/${id}/files/${request.files[0].id}`, customerA);
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF')).toBe(true);
  });

  it('keeps internal freight lines (the agency commission) for staff', async () => {
    const asStaff = (await call('GET', `/api/booking-requests/${id}`, staff)).json();
    const asCustomer = (await call('GET', `/api/booking-requests/${id}`, customerA)).json();
    expect(asCustomer.freightDetails.every((l: { group: string }) => l.group === 'EXTERNAL')).toBe(true);
    const commission = asStaff.freightDetails.at(-1);
    expect(commission).toMatchObject({
      text: 'Agency Commission',
      group: 'INTERNAL1',
      quantity: 2,
      total: -50,
    });
    expect(asCustomer.freightDetails.map((l: { text: string }) => l.text)).not.toContain('Agency Commission');
  });

  it('answers 404 to another company for the request, its files and its list rows', async () => {
    expect((await call('GET', `/api/booking-requests/${id}`, customerB)).statusCode).toBe(404);
    const list = (await call('GET', '/api/booking-requests?perPage=50', customerB)).json();
    expect(list.data.map((r: { id: string }) => r.id)).not.toContain(id);
    const file = (await call('GET', `/api/booking-requests/${id}`, customerA)).json().files[0];
    expect((await call('GET', `/api/booking-requests/${id}/files/${file.id}`, customerB)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad requests with the field and leaves nothing behind', async () => {
    const before = (await call('GET', '/api/booking-requests?perPage=50', staff)).json().count;
    const soCargo = cargoLine({ containerTypeId: '22G1-SO', pickupLocationId: null, pickupDate: null });
    const cases: [object, string][] = [
      [{ ...base(), termsAccepted: false }, 'termsAccepted: This field is required.'],
      [{ ...base(), containers: [] }, 'Add at least one cargo line.'],
      [
        { ...base(), containers: [cargoLine({ pickupLocationId: null })] },
        'containers.0.pickupLocationId: This field is required.',
      ],
      [{ ...base(), containers: [cargoLine({ containerTypeId: '99Z9' })] }, 'containers.0.containerTypeId'],
      [{ ...base(), quoteNumber: 999999999 }, `quoteNumber: ${INVALID_QUOTE_NUMBER}`],
      [{ ...base(), carrierId: 'ZIM' }, 'schedule: The chosen sailing is of another carrier.'],
      [
        { ...base(), containers: [soCargo, cargoLine({ imo: { flag: true, entries: [] } })] },
        'containers.1.imo',
      ],
      [
        {
          ...base(),
          files: { additional: [], imo: [], certificate: ['7f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b'] },
        },
        'files.certificate',
      ],
      [
        { ...base(), files: { additional: ['7f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b'] } },
        'files: An uploaded file was not found',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/booking-requests', customerA, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await call('GET', '/api/booking-requests?perPage=50', staff)).json().count).toBe(before);
  });

  it('answers 400 with the field for a sailing in the year 9999, on create and on a save', async () => {
    const far = { ...route, origin: { ...(route.origin as object), departure: '9999-10-10T00:00:00Z' } };
    const created = await call('POST', '/api/booking-requests', customerA, { ...base(), schedule: far });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(`schedule.origin.departure: ${DATE_MESSAGES.range}`);

    const id = (await call('POST', '/api/booking-requests', customerA, base())).json().id as string;
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking-requests/${id}`,
      headers: { cookie: staff },
      payload: { version: 0, schedule: far },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(`schedule.origin.departure: ${DATE_MESSAGES.range}`);
  });

  it('accepts a shipper-owned line without pickup, with container numbers, and flags soc', async () => {
    const certificate = (await upload(t.app, customerA, 'soc-certificate.pdf')).json();
    const created = await call('POST', '/api/booking-requests', customerA, {
      ...base(),
      schedule: null,
      containers: [
        cargoLine({
          containerTypeId: '22G1-SO',
          pickupLocationId: null,
          pickupDate: null,
          quantity: 1,
          containerNumbers: [' mscu1234565 '],
        }),
      ],
      files: { additional: [], imo: [], certificate: [certificate.id] },
    });
    expect(created.statusCode).toBe(201);
    const request = (await call('GET', `/api/booking-requests/${created.json().id}`, customerA)).json();
    expect(request).toMatchObject({ soc: true, imo: false, vessel: null });
    expect(request.containers[0]).toMatchObject({ containerNumbers: ['MSCU1234565'], pickupLocation: null });
    expect(request.files[0].documentType).toBe('SOC');
  });

  it('asks staff to pick the client', async () => {
    const response = await call('POST', '/api/booking-requests', staff, base());
    expect(response.json().message).toContain('clientId: Choose the client you book for.');
  });
});

describe('uploads', () => {
  it('refuses files that are no documents, empty files and an 11th file in a zone', async () => {
    const html = await upload(t.app, customerA, 'page.pdf', '<!doctype html><html><body>hi</body></html>');
    expect(html.statusCode).toBe(415);
    const binary = await upload(
      t.app,
      customerA,
      'tool.pdf',
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00]),
    );
    expect(binary.statusCode).toBe(415);
    const ids = Array.from(
      { length: 11 },
      (_, i) => `7f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a${String(i).padStart(2, '0')}`,
    );
    const eleven = await call('POST', '/api/booking-requests', customerA, {
      ...base(),
      files: { additional: ids },
    });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toContain('Up to 10 files per drop zone.');
  });

  it('refuses a file over the size limit', async () => {
    const small = await buildTestApp({ UPLOAD_MAX_BYTES: '1024' });
    try {
      const cookie = (await loginAs(small.app, 'customerA1')).cookie;
      const big = await upload(
        small.app,
        cookie,
        'big.pdf',
        Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0x20)]),
      );
      expect(big.statusCode).toBe(413);
    } finally {
      await small.close();
    }
  });

  it('lets a user discard only their own staged file', async () => {
    const file = (await upload(t.app, customerA)).json();
    expect((await call('DELETE', `/api/uploads/${file.id}`, customerB)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/uploads/${file.id}`, customerA)).statusCode).toBe(204);
    const gone = await call('POST', '/api/booking-requests', customerA, {
      ...base(),
      files: { additional: [file.id] },
    });
    expect(gone.json().message).toContain('files: An uploaded file was not found');
  });

  it('is for signed-in users only', async () => {
    expect((await upload(t.app, '')).statusCode).toBe(401);
  });
});

describe('request lists and assignment', () => {
  it('gives 200 concurrent submissions 200 distinct ids of the month', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        call('POST', '/api/booking-requests', customerB, { ...base(), schedule: null }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const ids = responses.map((r) => r.json().id as string);
    expect(new Set(ids).size).toBe(200);
    expect(new Set(ids.map((i) => i.slice(0, 10))).size).toBe(1);
  });

  it('pages, filters and searches for staff; customers see their own company only', async () => {
    const page = (await call('GET', '/api/booking-requests?perPage=25&page=2', staff)).json();
    expect(page).toMatchObject({ currentPage: 2, perPage: 25 });
    expect(page.data).toHaveLength(25);
    const mine = (await call('GET', '/api/booking-requests?perPage=50', customerA)).json();
    expect(mine.data.every((r: { client: { name: string } }) => r.client.name === 'Alpina Trading AG')).toBe(
      true,
    );
    const byRef = (
      await call('GET', '/api/booking-requests?field=customerReference&q=%20po-47%20', customerA)
    ).json();
    expect(byRef.count).toBeGreaterThan(0);
    const byClient = (
      await call('GET', '/api/booking-requests?field=client&q=hanse&perPage=10', staff)
    ).json();
    expect(byClient.count).toBeGreaterThanOrEqual(200);
    expect((await call('GET', '/api/booking-requests?perPage=20', staff)).json().message).toContain(
      'perPage must be 10, 25 or 50.',
    );
    expect((await call('GET', '/api/booking-requests?tab=on-hold', customerA)).statusCode).toBe(400);
  });

  it('assigns an agent in bulk: Requested becomes In Progress, logged, and the staff badge counts', async () => {
    const { data } = (
      await call('GET', '/api/booking-requests?field=client&q=alpina&perPage=10', staff)
    ).json();
    const ids = data.slice(0, 2).map((r: { id: string }) => r.id);
    const counts = (await call('GET', '/api/booking-requests/counts', staff)).json();
    expect(counts.requests).toBeGreaterThanOrEqual(202);
    expect(
      (await call('POST', '/api/booking-requests/assign', customerA, { ids, agentId: staffId })).statusCode,
    ).toBe(403);
    const assigned = await call('POST', '/api/booking-requests/assign', staff, { ids, agentId: staffId });
    expect(assigned.json()).toEqual({ updated: 2 });
    const mine = (await call('GET', '/api/booking-requests?assignee=me&perPage=50', staff)).json();
    // Every row is this agent's and the two are among them (other requests of the file may be theirs too).
    expect(mine.data.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(ids));
    expect(mine.data.every((r: { agent: { id: string } | null }) => r.agent?.id === staffId)).toBe(true);
    const taken = mine.data.filter((r: { id: string }) => ids.includes(r.id));
    expect(taken.every((r: { statusText: string }) => r.statusText === 'In Progress')).toBe(true);
    const unassigned = await call('POST', '/api/booking-requests/assign', staff, { ids, agentId: null });
    expect(unassigned.json()).toEqual({ updated: 2 });
    const back = (await call('GET', `/api/booking-requests/${ids[0]}`, staff)).json();
    expect(back).toMatchObject({ statusText: 'Requested', agent: null });
    const bad = await call('POST', '/api/booking-requests/assign', staff, {
      ids: ['req-2099010001'],
      agentId: staffId,
    });
    expect(bad.statusCode).toBe(404);
  });
});
