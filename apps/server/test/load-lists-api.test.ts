import { utils, write } from '@e965/xlsx';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  containerNumberOf,
  LOAD_LIST_MESSAGES,
  type TBookingRequestCargoLine,
  type TLoadListAnswer,
} from '@portal/domain';
import { auditEntries, bookings, checklists, clients, containers } from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/** /loadList's API (issue 22 part 4): GET /api/containers, POST /api/load-lists(/text), the sample file. */

let t: TestApp;
const cookies = new Map<DemoUserKey, string>();
const cookieOf = async (who: DemoUserKey) => {
  if (!cookies.has(who)) cookies.set(who, (await loginAs(t.app, who)).cookie);
  return cookies.get(who)!;
};

const HSG_BOX = 'CSQU3054383';
const CMA_BOX = 'APZU4812090';
const LATE_BOX = containerNumberOf('TGHU', 4711);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
const ymd = (d: Date) => d.toISOString().slice(0, 10);

const cargo = (numbers: string[], deliveryReference: string) =>
  [
    { quantity: numbers.length, containerNumbers: numbers, deliveryReference },
  ] as unknown as TBookingRequestCargoLine[];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.ctx.db;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.erpClientId, DEMO_CLIENTS.B.erpClientId));
  const base = { clientId: client!.id, polId: 'DEHAM', podId: 'BRSSZ', category: 'Export' as const };
  await db.insert(bookings).values([
    {
      ...base,
      id: '990001',
      carrierId: 'HSG',
      vessel: 'NORDIC STAR',
      voyage: '601W',
      etd: day(1),
      cargo: cargo([HSG_BOX.toLowerCase()], 'DR-1'),
    },
    {
      ...base,
      id: '990002',
      carrierId: 'CMA',
      vessel: 'CMA CGM RHONE',
      voyage: '0FL3W',
      etd: day(-2),
      cargo: cargo([CMA_BOX], 'DR-2'),
    },
    // Sails in three weeks: outside the default range.
    {
      ...base,
      id: '990003',
      carrierId: 'HSG',
      vessel: 'NORDIC STAR',
      voyage: '605W',
      etd: day(21),
      cargo: cargo([LATE_BOX], 'DR-3'),
    },
  ]);
  await db.insert(checklists).values({
    recordKind: 'bookings',
    recordId: '990001',
    clientId: client!.id,
    category: 'Export',
    staffChecked: 2,
    staffTotal: 5,
  });
}, 240_000);
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST', url: string, who?: DemoUserKey, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? { cookie: await cookieOf(who) } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Posts one file as multipart/form-data, the way a browser's FormData sends it. */
async function upload(fileName: string, body: Buffer | string, who?: DemoUserKey) {
  const form = new FormData();
  form.append('file', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), fileName);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/load-lists',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(who ? { cookie: await cookieOf(who) } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const storedCount = async () => (await t.app.ctx.db.select({ n: count() }).from(containers))[0]!.n;
const list = async (who: DemoUserKey, query = '') =>
  (await call('GET', `/api/containers${query}`, who)).json() as TLoadListAnswer;

describe('adding a load list', () => {
  it('refuses a file with one bad container number, naming it and its line, and saves nothing of it', async () => {
    const before = await storedCount();
    const csv = `Container number,Seal number,Status\r\n${HSG_BOX},S-1,ON WATER\r\nCSQU3054384,S-2,ON WATER\r\n`;
    const answer = await upload('load-list.csv', csv, 'operations');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'BAD_REQUEST',
      message:
        'Line 3: CSQU3054384 is not a valid ISO 6346 container number: it has the check digit 4, but ISO 6346 gives 3 for CSQU305438.',
      errors: [{ line: 3, message: expect.stringContaining('CSQU3054384') }],
    });
    expect(await storedCount()).toBe(before);
  });

  it('saves a good file by container number, says which boxes no booking names yet, and audits each', async () => {
    const csv = `container,sealNum,status\r\n\r\n${HSG_BOX},S-1,on water\r\n${CMA_BOX},S-2,ARRIVED\r\nMSKU9070323,,\r\n`;
    const answer = await upload('load-list.csv', csv, 'superadmin');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: LOAD_LIST_MESSAGES.saved,
      saved: 3,
      created: 3,
      notOnBooking: ['MSKU9070323'],
    });
    const audited = await t.app.ctx.db
      .select({ action: auditEntries.action, after: auditEntries.after })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, HSG_BOX));
    expect(audited).toEqual([{ action: 'create', after: { sealNum: 'S-1', status: 'ON WATER' } }]);
  });

  it('merges a pasted list: a blank seal keeps the stored one, the status changes, the version goes up', async () => {
    const answer = await call('POST', '/api/load-lists/text', 'superadmin', {
      text: `${HSG_BOX}\t\tARRIVED\n\n${LATE_BOX}, LATE-1, GATE OUT\n`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ saved: 2, created: 1, notOnBooking: [] });
    const [row] = await t.app.ctx.db.select().from(containers).where(eq(containers.container, HSG_BOX));
    expect(row).toMatchObject({ sealNum: 'S-1', status: 'ARRIVED', version: 2 });
  });

  it('reads a real Excel 97-2003 .xls and an .xlsx with the spec headers', async () => {
    const book = (rows: string[][]) => {
      const wb = utils.book_new();
      utils.book_append_sheet(wb, utils.aoa_to_sheet(rows), 'Load list');
      return wb;
    };
    const xls = write(
      book([
        ['Container number', 'Seal number', 'Status'],
        [CMA_BOX, 'XLS-SEAL', 'GATE OUT'],
      ]),
      {
        type: 'buffer',
        bookType: 'biff8',
      },
    ) as Buffer;
    expect(xls.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const fromXls = await upload('load-list.xls', xls, 'superadmin');
    expect(fromXls.statusCode).toBe(200);
    expect(fromXls.json()).toMatchObject({ saved: 1, created: 0 });
    const xlsx = write(
      book([
        ['status', 'container'],
        ['ARRIVED', CMA_BOX],
      ]),
      { type: 'buffer', bookType: 'xlsx' },
    ) as Buffer;
    const fromXlsx = await upload('load-list.xlsx', xlsx, 'superadmin');
    expect(fromXlsx.statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(containers).where(eq(containers.container, CMA_BOX));
    expect(row).toMatchObject({ sealNum: 'XLS-SEAL', status: 'ARRIVED' });
  }, 60_000);

  it("refuses a staff member with a carriers list another carrier's box, naming it and its line; saves nothing", async () => {
    const boxes = () =>
      t.app.ctx.db
        .select({ container: containers.container, sealNum: containers.sealNum, status: containers.status })
        .from(containers)
        .where(inArray(containers.container, [HSG_BOX, CMA_BOX]))
        .orderBy(containers.container);
    const before = await boxes();
    // Olivia (operations) handles HSG, HMM and ZIM; the CMA box is on booking 990002 of CMA.
    const refusal = `Line 3: ${CMA_BOX} is on a booking of a carrier you do not handle; only staff of that carrier may change it.`;
    const csv = `Container number,Seal number,Status\r\n${HSG_BOX},OLIVIA-1,GATE OUT\r\n${CMA_BOX},OLIVIA-2,GATE OUT\r\n`;
    const file = await upload('load-list.csv', csv, 'operations');
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual({
      code: 'BAD_REQUEST',
      message: refusal,
      errors: [{ line: 3, message: refusal }],
    });
    const paste = await call('POST', '/api/load-lists/text', 'operations', {
      text: `${HSG_BOX}\tOLIVIA-1\tGATE OUT\n${CMA_BOX}\tOLIVIA-2\tGATE OUT\n`,
    });
    expect(paste.statusCode).toBe(400);
    expect(paste.json().errors).toEqual([{ line: 2, message: expect.stringContaining(`Line 2: ${CMA_BOX}`) }]);
    expect(await boxes()).toEqual(before);
    // Her own carrier's box and a box no booking names yet stay hers to change.
    const own = await call('POST', '/api/load-lists/text', 'operations', {
      text: `${HSG_BOX},,ARRIVED\nMSKU9070323,OLIVIA-3,\n`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ saved: 2, notOnBooking: ['MSKU9070323'] });
  });

  it('refuses a file of another type, misspelled headers, a text file posing as .xlsx, and a 5 MB paste', async () => {
    const before = await storedCount();
    const txt = await upload('load-list.txt', `container\n${HSG_BOX}\n`, 'operations');
    expect(txt.statusCode).toBe(415);
    expect(txt.json().message).toBe('File(s) must be csv type.');
    const headers = await upload(
      'load-list.csv',
      `Container Number,Seal,Status\n${HSG_BOX},S,ARRIVED\n`,
      'operations',
    );
    expect(headers.statusCode).toBe(400);
    expect(headers.json().message).toBe('Headers of CSV are not properly spelled. Please check sample data.');
    const fake = await upload('load-list.xlsx', `container\n${HSG_BOX}\n`, 'operations');
    expect(fake.statusCode).toBe(415);
    const big = await call('POST', '/api/load-lists/text', 'operations', {
      text: `${HSG_BOX},SEAL,ON WATER\n`.repeat(200_000),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/at most 500,000 characters/);
    expect(await storedCount()).toBe(before);
  });
});

describe('the overview', () => {
  it('lists the containers of bookings sailing in the default range with the booking columns', async () => {
    const answer = await list('superadmin');
    expect(answer.capped).toBe(false);
    expect(answer.data.map((r) => r.container)).toEqual([CMA_BOX, HSG_BOX]);
    expect(answer.data[1]).toMatchObject({
      container: HSG_BOX,
      sealNum: 'S-1',
      status: 'ARRIVED',
      deliveryRef: 'DR-1',
      bookingId: '990001',
      pol: 'DEHAM',
      polName: 'Hamburg',
      category: 'Export',
      carrierId: 'HSG',
      vessel: 'NORDIC STAR',
      voyage: '601W',
      checklistCheckedCount: 2,
      checklistItemCount: 5,
    });
  });

  it('filters by carriers, port of loading and dates', async () => {
    expect((await list('superadmin', '?carriers=CMA')).data.map((r) => r.container)).toEqual([CMA_BOX]);
    expect((await list('superadmin', '?pol=NLRTM')).data).toEqual([]);
    const late = await list('superadmin', `?from=${ymd(day(20))}&to=${ymd(day(22))}`);
    expect(late.data.map((r) => r.container)).toEqual([LATE_BOX]);
  });

  it("shows a staff member with a carriers list only those carriers' containers", async () => {
    // Olivia (operations) handles HSG, HMM and ZIM: the CMA box is not hers, even when asked for.
    expect((await list('operations')).data.map((r) => r.container)).toEqual([HSG_BOX]);
    expect((await list('operations', '?carriers=CMA')).data).toEqual([]);
  });

  it('answers 400 for bad dates and a bad port', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?from=24.11.2026',
      '?from=2026-12-04&to=2026-11-24',
      '?from=2026-01-01&to=2026-12-31',
      '?pol=Hamburg',
    ]) {
      const answer = await call('GET', `/api/containers${query}`, 'operations');
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toBeTruthy();
    }
  });

  it('offers the sample file', async () => {
    const answer = await call('GET', '/api/load-lists/sample.csv', 'operations');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('load-list-sample.csv');
    expect(answer.body).toContain('Container number,Seal number,Status');
  });
});

describe('who may', () => {
  it('refuses customers (403) and visitors (401) everywhere', async () => {
    for (const [method, url] of [
      ['GET', '/api/containers'],
      ['GET', '/api/load-lists/sample.csv'],
      ['POST', '/api/load-lists/text'],
    ] as const) {
      const payload = method === 'POST' ? { text: HSG_BOX } : undefined;
      expect((await call(method, url, 'customerB1', payload)).statusCode, url).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
    }
    expect((await upload('load-list.csv', `container\n${HSG_BOX}\n`, 'customerB1')).statusCode).toBe(403);
    expect((await upload('load-list.csv', `container\n${HSG_BOX}\n`)).statusCode).toBe(401);
  });
});
