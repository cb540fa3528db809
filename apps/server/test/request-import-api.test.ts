import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_CONFIRMATION_MESSAGES, REQUEST_IMPORT_MESSAGES, type LiveEvent } from '@portal/domain';
import {
  bookingRequestActivity,
  bookingRequestFiles,
  bookingRequests,
  clients,
} from '../src/platform/db/schema/index.ts';
import type * as RequestRepo from '../src/modules/booking-requests/repo.ts';
import { PDF } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { confirmationFixture, importRequest } from './request-import-helpers.ts';

/**
 * Upload Booking (HTML) (issue 9 part 6): each booking-confirmation fixture through POST
 * /api/booking-requests/import, the refusals with the spec's words, the client chooser, and nothing half written.
 */

// A database failure after the e-mail is in the file store: the transaction must take the file away again.
const failing = vi.hoisted(() => ({ insertFiles: false }));
vi.mock('../src/modules/booking-requests/repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof RequestRepo>();
  return {
    ...actual,
    insertFiles: async (...args: Parameters<typeof actual.insertFiles>) => {
      if (failing.insertFiles) throw new Error('the database went away');
      return actual.insertFiles(...args);
    },
  };
});

let t: TestApp;
let staff: string;
let customer: string;
let alpina: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await loginAs(t.app, 'operations')).cookie;
  customer = (await loginAs(t.app, 'customerA1')).cookie;
  const rows = await t.database.db.select().from(clients);
  alpina = rows.find((c) => c.name.startsWith('Alpina'))!.id;
});
afterAll(async () => t?.close());

const file = (fixture: string, name = `${fixture}.html`) => ({ name, content: confirmationFixture(fixture) });

async function stored(id: string) {
  const [request] = await t.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
  const files = await t.database.db
    .select()
    .from(bookingRequestFiles)
    .where(eq(bookingRequestFiles.requestId, id));
  return { request: request!, files };
}

/** Requests and files made from uploads of this name: none after a refusal. */
async function madeFrom(fileName: string) {
  const [requests] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingRequests)
    .where(sql`${bookingRequests.initialRequest}->>'fileName' = ${fileName}`);
  const [files] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingRequestFiles)
    .where(sql`${bookingRequestFiles.name} like ${`${fileName.replace(/\.html$/, '')}%`}`);
  return requests!.n + files!.n;
}

describe('POST /api/booking-requests/import', () => {
  it('makes a Requested request from the one-line e-mail for the chosen client, keeping the e-mail', async () => {
    const heard: LiveEvent[] = [];
    const stop = t.app.ctx.events.subscribe((e) => heard.push(e));
    const answer = await importRequest(t.app, staff, file('requested-one-line'), { clientId: alpina });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, missing } = answer.json() as { id: string; missing: string[] };
    expect(id).toMatch(/^req-\d{10}$/);
    // This e-mail says everything the parser looks for, and each of its facts matched ours.
    expect(missing).toEqual([]);

    const { request, files } = await stored(id);
    expect(request).toMatchObject({
      clientId: alpina,
      carrierId: 'HSG',
      originId: 'DEHAM',
      destinationId: 'BRSSZ',
      statusCode: 10,
      vessel: 'SANTOS EXPRESS',
      voyage: '2647S',
      customerReference: 'NFF-2026-0815',
      agreementNo: 'S26HLAG0042',
      intraRefNumber: '2016738452',
      externalBookingReference: null,
      additionalInfo: 'Please confirm the cut-off dates.\nCargo ready at the warehouse from 20 Nov.',
      importMissing: [],
      freightDetails: [],
    });
    expect(request.etd?.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(request.eta?.toISOString()).toBe('2026-12-15T12:00:00.000Z');
    expect(request.containers).toHaveLength(1);
    expect(request.containers[0]).toMatchObject({
      quantity: 1,
      containerType: { id: '45G1' },
      commodityType: { name: 'MACHINERY PARTS' },
      weight: 18500,
    });
    expect(request.itinerary.portOfLoading).toMatchObject({
      port: { id: 'DEHAM' },
      vessel: 'SANTOS EXPRESS',
    });
    expect(request.initialRequest).toMatchObject({ source: 'import', fileName: 'requested-one-line.html' });
    expect(files).toEqual([
      expect.objectContaining({ contentType: 'text/html', documentType: 'ADDITIONAL_DOCUMENTS' }),
    ]);
    expect(request.importedFile).toMatchObject({
      key: files[0]!.key,
      name: files[0]!.name,
      contentType: 'text/html',
      size: confirmationFixture('requested-one-line').length,
    });
    const kept = await t.app.ctx.files.get(files[0]!.key);
    expect(kept.size).toBe(confirmationFixture('requested-one-line').length);

    const activity = await t.database.db
      .select()
      .from(bookingRequestActivity)
      .where(eq(bookingRequestActivity.requestId, id));
    expect(activity).toEqual([
      expect.objectContaining({
        changeType: 'REQUEST_SUBMITTED',
        comment: expect.stringMatching(/^Imported/),
      }),
    ]);
    for (let i = 0; i < 50 && !heard.some((e) => e.id === id); i++)
      await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(heard).toContainEqual(
      expect.objectContaining({ entity: 'booking-request', id, clientId: alpina }),
    );

    // The staff page and the file download serve it like any request.
    const detail = await t.app.inject({ url: `/api/booking-requests/${id}`, headers: { cookie: staff } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ intraRefNumber: '2016738452', carrier: { id: 'HSG' } });
  });

  it('asks for the client when none matches the booker, then takes the chosen one', async () => {
    const name = `chooser-${randomUUID()}.html`;
    const refused = await importRequest(t.app, staff, {
      name,
      content: confirmationFixture('requested-one-line'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'BAD_REQUEST',
      message: REQUEST_IMPORT_MESSAGES.clientRequired,
      clientRequired: true,
    });
    expect(await madeFrom(name)).toBe(0);

    const chosen = await importRequest(
      t.app,
      staff,
      { name, content: confirmationFixture('requested-one-line') },
      { clientId: alpina },
    );
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect((await stored(chosen.json().id)).request.clientId).toBe(alpina);
  });

  it('matches the booker to a client by name, without the legal form', async () => {
    const [nordic] = await t.database.db
      .insert(clients)
      .values({ name: 'Nordic Freight Forwarding GmbH', erpClientId: `NFF-${randomUUID()}` })
      .returning();
    const answer = await importRequest(t.app, staff, file('requested-many-lines'));
    expect(answer.statusCode, answer.body).toBe(201);
    const { request } = await stored(answer.json().id);
    expect(request.clientId).toBe(nordic!.id);
    expect(request.containers.map((c) => [c.quantity, c.containerType.id, c.weight])).toEqual([
      [2, '45G1', 18500],
      [3, '22G1', 12000],
      [1, '42G1', 20000],
      [1, '22U1', 9000],
    ]);
  });

  it('takes reefer settings and the pick-up date, and lists the warehouse that is not a depot', async () => {
    const answer = await importRequest(t.app, staff, file('requested-reefer-pickup'), { clientId: alpina });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, missing } = answer.json() as { id: string; missing: string[] };
    expect(missing).toEqual([
      'Container 1: Pick-up location NORDIC COLD STORE GMBH, Kuehlhausweg 4, Hamburg, 21107 DE is not one of our depots',
      'Container 2: Ventilation 25 CBM/H could not be read',
    ]);
    const { request } = await stored(id);
    expect(request.importMissing).toEqual(missing);
    expect(request.containers[0]).toMatchObject({
      quantity: 2,
      containerType: { id: '45R1' },
      temperature: -18.5,
      humidity: 65,
      ventilation: 'CLOSED',
      pickupDate: '2026-11-20',
      pickupLocation: null,
    });
    expect(request.containers[1]).toMatchObject({ containerType: { id: '22R1' }, temperature: 5 });
  });

  it('reads the messy windows-1252 e-mail, ports by name included', async () => {
    const answer = await importRequest(t.app, staff, file('requested-messy-windows-1252'), {
      clientId: alpina,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { request } = await stored(answer.json().id);
    expect(request).toMatchObject({ carrierId: 'CMA', originId: 'SEGOT', destinationId: 'MYPKG' });
  });

  it('refuses an e-mail of a carrier we do not have, and imports the sparse one listing what is missing', async () => {
    const name = `msc-${randomUUID()}.html`;
    const unknown = await importRequest(
      t.app,
      staff,
      { name, content: confirmationFixture('requested-missing-fields') },
      { clientId: alpina },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/MSC MEDITERRANEAN SHIPPING COMPANY\) is not one of our carriers/);
    // Without a client the file's own problem still comes first: choosing a client would not help.
    const first = await importRequest(t.app, staff, {
      name,
      content: confirmationFixture('requested-missing-fields'),
    });
    expect(first.json()).toEqual({ code: 'BAD_REQUEST', message: unknown.json().message });
    expect(await madeFrom(name)).toBe(0);

    const ours = confirmationFixture('requested-missing-fields')
      .toString('utf8')
      .replace('MSC MEDITERRANEAN SHIPPING COMPANY', 'HAPAG-LLOYD AG');
    const answer = await importRequest(
      t.app,
      staff,
      { name: 'sparse.html', content: ours },
      { clientId: alpina },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, missing } = answer.json() as { id: string; missing: string[] };
    expect(missing).toEqual(
      expect.arrayContaining([
        'Vessel',
        'Voyage',
        'Sail Date',
        'Container 1: Size/Type',
        'Container 1: Net Weight',
      ]),
    );
    const { request } = await stored(id);
    expect(request).toMatchObject({
      originId: 'DEHAM',
      destinationId: 'CNSHA',
      vessel: null,
      etd: null,
      customerReference: null,
      importMissing: missing,
    });
    expect(request.containers[0]).toMatchObject({ quantity: 3, containerType: { id: '' }, weight: 0 });
  });

  it.each([
    ['a cancelled booking', 'cancelled'],
    ['a file that is not such an e-mail', 'not-a-booking-email'],
  ])('refuses %s with the spec’s words and writes nothing', async (_what, fixture) => {
    const name = `${fixture}-${randomUUID()}.html`;
    const answer = await importRequest(t.app, staff, { name, content: confirmationFixture(fixture) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: BOOKING_CONFIRMATION_MESSAGES.wrongType });
    expect(await madeFrom(name)).toBe(0);
  });

  it('refuses other content, other names, no file and two files', async () => {
    const pdf = await importRequest(t.app, staff, { name: 'booking.html', content: PDF });
    expect(pdf.json()).toMatchObject({ message: BOOKING_CONFIRMATION_MESSAGES.wrongType });
    const empty = await importRequest(t.app, staff, { name: 'booking.html', content: '' });
    expect(empty.json()).toMatchObject({ message: BOOKING_CONFIRMATION_MESSAGES.wrongType });
    const txt = await importRequest(t.app, staff, {
      name: 'booking.txt',
      content: confirmationFixture('requested-one-line'),
    });
    expect([txt.statusCode, txt.json().message]).toEqual([400, REQUEST_IMPORT_MESSAGES.oneHtmlFile]);
    const two = await importRequest(t.app, staff, file('requested-one-line'), { clientId: alpina }, [
      file('requested-reefer-pickup'),
    ]);
    expect([two.statusCode, two.json().message]).toEqual([400, REQUEST_IMPORT_MESSAGES.oneHtmlFile]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests/import',
      headers: { cookie: staff, 'content-type': 'application/json' },
      payload: {},
    });
    expect([none.statusCode, none.json().message]).toEqual([400, REQUEST_IMPORT_MESSAGES.oneHtmlFile]);
  });

  it('refuses a client id that is not one', async () => {
    for (const clientId of ['abc', 'a\u0000b', randomUUID()]) {
      const answer = await importRequest(t.app, staff, file('requested-one-line'), { clientId });
      expect(answer.statusCode, clientId).toBe(400);
      expect(answer.json().message).toMatch(/clientId/);
    }
  });

  it('answers hostile multipart bodies below 500 in our error shape', async () => {
    const boundary = '----hostile';
    const body = (parts: string) => ({
      method: 'POST' as const,
      url: '/api/booking-requests/import',
      headers: { cookie: staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${parts}--${boundary}--\r\n`,
    });
    const field = (name: string, value: string, type = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${value}\r\n`;
    const html = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.html"\r\nContent-Type: text/html\r\n\r\n<html></html>\r\n`;
    const attempts = [
      body(field('__proto__', 'x') + html),
      body(field('clientId', '{not json', 'application/json') + html),
      body(field('clientId', 'x'.repeat(200_000)) + html),
      body(field('clientId', alpina) + field('clientId', 'second') + html),
      body(html.replace('filename="a.html"', 'filename=""')),
      body('garbage without parts\r\n'),
      body(''),
    ];
    for (const attempt of attempts) {
      const answer = await t.app.inject(attempt);
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('is staff work: customers are refused, visitors asked to log in', async () => {
    expect((await importRequest(t.app, customer, file('requested-one-line'))).statusCode).toBe(403);
    expect((await importRequest(t.app, undefined, file('requested-one-line'))).statusCode).toBe(401);
  });

  it('leaves neither rows nor the stored e-mail behind when the transaction fails', async () => {
    const put = vi.spyOn(t.app.ctx.files, 'put');
    const name = `fails-${randomUUID()}.html`;
    failing.insertFiles = true;
    try {
      const answer = await importRequest(
        t.app,
        staff,
        { name, content: confirmationFixture('requested-one-line') },
        { clientId: alpina },
      );
      expect(answer.statusCode).toBe(500);
    } finally {
      failing.insertFiles = false;
    }
    const key = put.mock.calls.at(-1)![0];
    put.mockRestore();
    expect(key).toContain('fails-');
    expect(await t.app.ctx.files.exists(key)).toBe(false);
    expect(await madeFrom(name)).toBe(0);
  });
});
