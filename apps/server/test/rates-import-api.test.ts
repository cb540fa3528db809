import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@portal/domain';
import { RATE_FILE_COLUMNS } from '../src/modules/rates/columns.ts';
import { mapRateTable } from '../src/modules/rates/mapping.ts';
import { readRateFile } from '../src/modules/rates/read-file.ts';
import { knownReferences } from '../src/modules/rates/repo.ts';
import { rates } from '../src/platform/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { sharedStringsBomb } from './security-hostile-xlsx.ts';

// Periods years ahead, on one carrier: the demo rates and other test files (which may share a PostgreSQL
// database with this one) never meet them.
const CARRIER = 'ZIM';
const MARCH = { validFrom: '2031-03-01', validTo: '2031-03-31' };
const APRIL = { validFrom: '2031-04-01', validTo: '2031-04-30' };
const MAY = { validFrom: '2031-05-01', validTo: '2031-05-31' };

let t: TestApp;
let staff: string;
let customer: string;
const events: LiveEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await loginAs(t.app, 'sales')).cookie;
  customer = (await loginAs(t.app, 'customerC1')).cookie;
  t.app.ctx.events.subscribe((event) => events.push(event));
});
afterAll(async () => t.close());

/** Posts one file as multipart/form-data, the way a browser's FormData sends it. */
async function upload(fileName: string, body: Buffer | string, cookie?: string, type = 'text/csv') {
  const form = new FormData();
  form.append('file', new Blob([typeof body === 'string' ? body : new Uint8Array(body)], { type }), fileName);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/rates/import',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

type Line = Partial<Record<(typeof RATE_FILE_COLUMNS)[number], string | number>>;

function lines(period: { validFrom: string; validTo: string }, destination = 'BRSSZ'): Line[] {
  const key = { carrier: CARRIER, origin: 'DEHAM', destination, ...period };
  return [
    {
      ...key,
      containerType: '22G1',
      description: 'Seafreight',
      currency: 'USD',
      value: 1000,
      unit: 'CTR',
      frequency: 'Weekly',
      routing: 'DEHAM - BRSSZ',
      transitDays: 21,
      termsAndConditions: 'ZIM terms apply',
    },
    {
      ...key,
      containerType: '22G1',
      description: 'Documentation Fee',
      currency: 'EUR',
      value: 50,
      unit: 'BL',
    },
    { ...key, containerType: '22G1', description: 'Seal Fee', currency: 'incl.', unit: 'CTR' },
    { ...key, containerType: '45G1', description: 'Seafreight', currency: 'USD', value: 1500, unit: 'CTR' },
  ];
}

function csv(rows: Line[]): string {
  const cell = (v: string | number | undefined) =>
    v === undefined ? '' : `"${String(v).replaceAll('"', '""')}"`;
  return [
    RATE_FILE_COLUMNS.join(','),
    ...rows.map((r) => RATE_FILE_COLUMNS.map((c) => cell(r[c])).join(',')),
  ].join('\r\n');
}

/** An XLSX as a clerk's Excel saves it: dates as date cells, amounts as numbers. */
async function xlsx(rows: Line[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rates');
  sheet.addRow([...RATE_FILE_COLUMNS]);
  for (const r of rows) {
    sheet.addRow(
      RATE_FILE_COLUMNS.map((c) => {
        const v = r[c];
        if ((c === 'validFrom' || c === 'validTo') && typeof v === 'string')
          return new Date(`${v}T00:00:00Z`);
        return v ?? null;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const ratesFrom = (validFrom: string) =>
  t.database.db
    .select()
    .from(rates)
    .where(and(eq(rates.carrierId, CARRIER), eq(rates.validFrom, validFrom)));

const countRates = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(rates))[0]!.n;

describe('POST /api/rates/import', () => {
  it('imports a good CSV, and a quote request on the lane finds the rate', async () => {
    const response = await upload('march.csv', csv(lines(MARCH)), staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const [twenty] = (await ratesFrom(MARCH.validFrom)).filter((r) => r.containerTypeId === '22G1');
    expect(twenty).toMatchObject({
      validTo: MARCH.validTo,
      serviceDetails: { frequency: 'Weekly', routing: 'DEHAM - BRSSZ', transitDays: 21 },
      terms: [{ label: 'TERMS & CONDITIONS', value: 'ZIM terms apply', detail: null, url: null }],
    });
    expect(twenty!.costLines.map((l) => [l.pos, l.description, l.currency, l.value, l.unit])).toEqual([
      [1, 'Seafreight', 'USD', 1000, 'CTR'],
      [2, 'Documentation Fee', 'EUR', 50, 'BL'],
      [3, 'Seal Fee', 'incl.', null, 'CTR'],
    ]);

    const commodity = (await t.app.inject({ method: 'GET', url: '/api/commodity-types' })).json()[0].id;
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/create',
      headers: { cookie: customer },
      payload: {
        origin: 'DEHAM',
        destination: 'BRSSZ',
        date: '2031-03-10',
        weeks: 4,
        containers: [
          { type: '22G1', commodity, location: 'hamburg-waltershof', quantity: 2 },
          { type: '45G1', commodity, location: 'hamburg-waltershof', quantity: 1 },
        ],
      },
    });
    expect(quote.statusCode).toBe(201);
    const group = (
      await t.app.inject({
        method: 'GET',
        url: `/api/quotes/groups/${quote.json().groupId}`,
        headers: { cookie: customer },
      })
    ).json();
    expect(group.carriers).toEqual([CARRIER]);
    // 2 x 1000 + 1 x 1500 USD; the B/L fee once; the included seal fee not added.
    expect(group.quotes[0].totals).toEqual({ USD: 3500, EUR: 50 });
  });

  it('publishes one staff-only rate event after the import', async () => {
    await vi.waitFor(() =>
      expect(events).toContainEqual({ entity: 'rate', id: 'import', clientId: null, staffOnly: true }),
    );
  });

  it('imports a good XLSX with date cells and numbers', async () => {
    const response = await upload('april.xlsx', await xlsx(lines(APRIL)), staff, 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const imported = await ratesFrom(APRIL.validFrom);
    expect(imported.map((r) => [r.containerTypeId, r.validTo]).sort()).toEqual([
      ['22G1', APRIL.validTo],
      ['45G1', APRIL.validTo],
    ]);
  });

  it('changes nothing when the same files come again, and updates what changed', async () => {
    const before = await ratesFrom(MARCH.validFrom);
    expect((await upload('march.csv', csv(lines(MARCH)), staff)).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect((await upload('april.xlsx', await xlsx(lines(APRIL)), staff)).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await ratesFrom(MARCH.validFrom)).toEqual(before);

    const dearer = lines(MARCH).map((l) => (l.containerType === '45G1' ? { ...l, value: 1600 } : l));
    expect((await upload('march.csv', csv(dearer), staff)).json()).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
  });

  it('answers 400 with every problem and imports nothing when a row is bad', async () => {
    const before = await countRates();
    const bad = lines(MAY);
    bad[1] = { ...bad[1], currency: 'GBP' };
    bad[3] = { ...bad[3], validTo: '2031-04-30', origin: 'XXXXX' };
    const response = await upload('may.csv', csv(bad), staff);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toBe('The file has 3 problems; nothing was imported.');
    expect(body.errors).toEqual([
      { row: 3, column: 'currency', message: 'Use one of EUR, USD, CHF, BRL or incl.' },
      { row: 5, column: 'origin', message: 'There is no port with the code XXXXX.' },
      { row: 5, column: 'validTo', message: 'validTo 2031-04-30 is before validFrom 2031-05-01.' },
    ]);
    expect(await countRates()).toBe(before);
    expect(await ratesFrom(MAY.validFrom)).toEqual([]);
  });

  it('refuses a file that is not CSV or XLSX, whatever its name says', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    const renamed = await upload('rates.csv', png, staff, 'text/csv');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'rates.csv is not an accepted file: upload a .csv or .xlsx rate file.',
    });
    expect((await upload('rates.xlsx', csv(lines(MAY)), staff)).statusCode).toBe(415);
    expect((await upload('rates.txt', csv(lines(MAY)), staff)).statusCode).toBe(415);
    const zip = await upload('rates.xlsx', Buffer.from('PK\x03\x04 not really a workbook'), staff);
    expect(zip.statusCode).toBe(415);
    expect(zip.json().message).toBe('rates.xlsx is not a readable Excel workbook (.xlsx).');
  });

  it('refuses a file over 10 MB', async () => {
    const big = `${RATE_FILE_COLUMNS.join(',')}\r\n${'x'.repeat(10 * 1024 * 1024)}`;
    const response = await upload('big.csv', big, staff);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than the limit of 10 MB.',
    });
  });

  it('refuses a zip bomb with 400 naming the limit, and no upload leaves a temp file (issue 20)', async () => {
    const saved = process.env.TMPDIR;
    const temp = mkdtempSync(join(tmpdir(), 'rates-import-temp-'));
    process.env.TMPDIR = temp;
    // tsx keeps its compile cache in the temp dir (tsx-*): that is the test's loader's own, not the import's.
    const left = () => readdirSync(temp).filter((name) => !name.startsWith('tsx-'));
    try {
      const started = Date.now();
      const bomb = await upload('bomb.xlsx', await sharedStringsBomb(256), staff);
      expect(bomb.statusCode).toBe(400);
      expect(bomb.json().message).toBe(
        'The workbook is too large to import: it unpacks to more than 64 MB. Keep only the rows and columns to import, or split it.',
      );
      expect(Date.now() - started).toBeLessThan(25_000);
      expect(left()).toEqual([]);
      const sample = await t.app.inject({
        method: 'GET',
        url: '/api/rates/sample.xlsx',
        headers: { cookie: staff },
      });
      expect((await upload('rate-sample.xlsx', sample.rawPayload, staff)).statusCode).toBe(200);
      expect(left()).toEqual([]);
    } finally {
      process.env.TMPDIR = saved;
      if (saved === undefined) delete process.env.TMPDIR;
      rmSync(temp, { recursive: true, force: true });
    }
  }, 60_000);

  it('answers 400 for a request without a file or with an empty file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/rates/import',
      headers: { cookie: staff },
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect((await upload('empty.csv', '', staff)).json().message).toMatch(/The file is empty/);
    expect((await upload('header.csv', RATE_FILE_COLUMNS.join(','), staff)).json().message).toMatch(
      /has no rates/,
    );
  });

  it('is for staff only: a customer gets 403 and a visitor 401', async () => {
    const before = await countRates();
    expect((await upload('may.csv', csv(lines(MAY)), customer)).statusCode).toBe(403);
    expect((await upload('may.csv', csv(lines(MAY)))).statusCode).toBe(401);
    expect(await countRates()).toBe(before);
  });
});

describe('template, sample and list', () => {
  it('downloads the empty template with every column', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/rates/template.csv',
      headers: { cookie: staff },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rate-template.csv"');
    expect(response.body.replace(/^\uFEFF/, '').trim()).toBe(RATE_FILE_COLUMNS.join(','));
  });

  it('downloads a sample workbook that would import without a problem', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/rates/sample.xlsx',
      headers: { cookie: staff },
    });
    expect(response.statusCode).toBe(200);
    const table = await readRateFile(response.rawPayload, 'rate-sample.xlsx');
    const known = await knownReferences(t.database.db, ['DEHAM', 'BRSSZ']);
    const { rates: sample, errors } = mapRateTable(table, known);
    expect(errors).toEqual([]);
    expect(sample.map((r) => r.containerTypeId)).toEqual(['22G1', '45G1']);
    expect(sample[0]!.costLines.at(-1)).toMatchObject({ currency: 'incl.', value: null });
  });

  it('lists rates by carrier, lane, type and day, paged', async () => {
    const url = `/api/rates?carrier=zim&origin=DEHAM&destination=BRSSZ&validOn=2031-03-15&perPage=1`;
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: staff } });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 2, currentPage: 1, perPage: 1, totalPages: 2 });
    expect(page.data[0]).toMatchObject({
      carrierId: CARRIER,
      containerTypeId: '22G1',
      validFrom: MARCH.validFrom,
    });
    const typed = await t.app.inject({
      method: 'GET',
      url: `/api/rates?carrier=ZIM&containerType=45G1&validOn=2031-04-02`,
      headers: { cookie: staff },
    });
    expect(typed.json().data.map((r: { validFrom: string }) => r.validFrom)).toEqual([APRIL.validFrom]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/rates?validOn=soon', headers: { cookie: staff } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/rates', headers: { cookie: customer } })).statusCode,
    ).toBe(403);
  });
});
