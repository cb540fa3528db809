import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addSideChargeColumn,
  addSideChargeRow,
  CONFLICT_MESSAGE,
  setSideChargeCell,
  SIDE_CHARGE_MESSAGES,
  type LiveEvent,
  type TAuditPage,
  type TCarrierSideCharges,
  type TSideCharges,
} from '@portal/domain';
import { carriers } from '../src/platform/db/schema/index.ts';
import { DEMO_SIDE_CHARGES } from '../src/seed/side-charges/tables.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/** GET /api/side-charges and PUT /api/carriers/:id/side-charges (issue 21 part 4; spec 002 §2, 001 §2.13). */

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const who of [
    'superadmin',
    'sales',
    'operations',
    'salesRestricted',
    'customerA1',
    'customerB2',
  ] as const) {
    cookies[who] = (await loginAs(t.app, who)).cookie;
  }
});
afterAll(async () => t?.close());

const list = async (cookie?: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/side-charges',
    headers: cookie ? { cookie } : {},
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as TCarrierSideCharges[];
};
const carrierOf = async (id: string) => (await list(cookies.superadmin)).find((c) => c.id === id)!;
const save = (id: string, body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/carriers/${id}/side-charges`,
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });

/** The charges with a column and a row added to the first import table, the new cells filled in. */
function edited(charges: TSideCharges, text: string): TSideCharges {
  const [first, ...rest] = charges.importCharges;
  let table = addSideChargeRow(addSideChargeColumn(first!));
  table = setSideChargeCell(table, table.rows.length - 1, 0, text);
  return { ...charges, importCharges: [table, ...rest] };
}

describe('GET /api/side-charges', () => {
  it('answers every carrier that is not disabled, with the seeded charges, to visitors, customers and staff', async () => {
    const anonymous = await list();
    expect(anonymous.find((c) => c.id === 'HSG')?.sideCharges).toEqual(DEMO_SIDE_CHARGES.HSG);
    // Tarros is seeded without charges: the editor shows it, the display leaves it out.
    expect(anonymous.find((c) => c.id === 'TARROS')?.sideCharges).toEqual({
      importCharges: [],
      exportCharges: [],
    });
    expect(anonymous.map((c) => c.id)).toHaveLength(12);
    expect(await list(cookies.customerA1)).toEqual(anonymous);
    expect(await list(cookies.sales)).toEqual(anonymous);
  });

  it("answers a carrier-restricted customer or staff member their carriers' charges only", async () => {
    expect((await list(cookies.customerB2)).map((c) => c.id).sort()).toEqual(['HSG', 'ZIM']);
    expect((await list(cookies.salesRestricted)).map((c) => c.id)).toEqual(['HSG']);
  });

  it('leaves disabled carriers out, and refuses to save theirs (spec 002 §6)', async () => {
    const ual = await carrierOf('UAL');
    await t.app.ctx.db.update(carriers).set({ disabled: true }).where(eq(carriers.id, 'UAL'));
    try {
      expect((await list()).map((c) => c.id)).not.toContain('UAL');
      const answer = await save(
        'UAL',
        { sideCharges: ual.sideCharges, version: ual.version },
        cookies.superadmin,
      );
      expect(answer.statusCode).toBe(404);
    } finally {
      await t.app.ctx.db.update(carriers).set({ disabled: false }).where(eq(carriers.id, 'UAL'));
    }
  });
});

describe('PUT /api/carriers/:id/side-charges', () => {
  it('saves the edited charges at the next version, records the change and tells every reader', async () => {
    const before = await carrierOf('HSG');
    const events: LiveEvent[] = [];
    const unsubscribe = t.app.ctx.events.subscribe((e) => events.push(e));
    try {
      const sideCharges = edited(before.sideCharges, 'Customs inspection');
      const answer = await save('hsg', { sideCharges, version: before.version }, cookies.superadmin);
      expect(answer.statusCode).toBe(200);
      const saved = answer.json() as TCarrierSideCharges;
      expect(saved).toMatchObject({ id: 'HSG', version: before.version + 1, sideCharges });
      expect(await carrierOf('HSG')).toEqual(saved);
      await vi.waitFor(() =>
        expect(events).toContainEqual(expect.objectContaining({ entity: 'side-charges', id: 'HSG' })),
      );
      expect(events.find((e) => e.entity === 'side-charges')?.staffOnly).toBeFalsy();

      const history = await t.app.inject({
        method: 'GET',
        url: '/api/audit?entity=side-charges&entityId=HSG',
        headers: { cookie: cookies.superadmin },
      });
      const [entry] = (history.json() as TAuditPage).entries;
      expect(entry).toMatchObject({ action: 'update', entityId: 'HSG', before, after: saved });
      expect(entry?.actorLabel).toBe('Sabine Meier');
    } finally {
      unsubscribe();
    }
  });

  it('refuses a save of an older version with the conflict message and keeps the other save', async () => {
    const current = await carrierOf('CMA');
    const first = await save(
      'CMA',
      { sideCharges: edited(current.sideCharges, 'first'), version: current.version },
      cookies.sales,
    );
    expect(first.statusCode).toBe(200);
    const stale = await save(
      'CMA',
      { sideCharges: edited(current.sideCharges, 'second'), version: current.version },
      cookies.operations,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT_MESSAGE);
    expect(await carrierOf('CMA')).toEqual(first.json());
  });

  it("lets sales and operations staff save, and a carrier-restricted member only their carriers' charges", async () => {
    const zim = await carrierOf('ZIM');
    const byOperations = await save(
      'ZIM',
      { sideCharges: zim.sideCharges, version: zim.version },
      cookies.operations,
    );
    expect(byOperations.statusCode).toBe(200);

    const dal = await carrierOf('DAL');
    const refused = await save(
      'DAL',
      { sideCharges: edited(dal.sideCharges, 'x'), version: dal.version },
      cookies.salesRestricted,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SIDE_CHARGE_MESSAGES.otherCarrier);
    expect(await carrierOf('DAL')).toEqual(dal);

    const hsg = await carrierOf('HSG');
    const own = await save(
      'HSG',
      { sideCharges: hsg.sideCharges, version: hsg.version },
      cookies.salesRestricted,
    );
    expect(own.statusCode).toBe(200);
  });

  it('refuses customers (403) and visitors (401), changing nothing', async () => {
    const hmm = await carrierOf('HMM');
    const body = { sideCharges: edited(hmm.sideCharges, 'mine'), version: hmm.version };
    expect((await save('HMM', body, cookies.customerA1)).statusCode).toBe(403);
    expect((await save('HMM', body)).statusCode).toBe(401);
    expect(await carrierOf('HMM')).toEqual(hmm);
  });

  it('says what is wrong with bad input', async () => {
    const macs = await carrierOf('MACS');
    const misaligned = await save(
      'MACS',
      {
        sideCharges: {
          importCharges: [{ columns: ['Charge', 'Amount'], rows: [{ values: ['THC'] }] }],
          exportCharges: [],
        },
        version: macs.version,
      },
      cookies.superadmin,
    );
    expect(misaligned.statusCode).toBe(400);
    expect(misaligned.json().message).toContain(
      'Row 1 has 1 values for 2 columns: give one value per column.',
    );

    const noColumns = await save(
      'MACS',
      {
        sideCharges: { importCharges: [{ columns: [], rows: [] }], exportCharges: [] },
        version: macs.version,
      },
      cookies.superadmin,
    );
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toContain(SIDE_CHARGE_MESSAGES.lastColumn);

    const noVersion = await save('MACS', { sideCharges: macs.sideCharges }, cookies.superadmin);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toMatch(/version/i);

    const unknown = await save('NOPE', { sideCharges: macs.sideCharges, version: 1 }, cookies.superadmin);
    expect(unknown.statusCode).toBe(404);
    expect(await carrierOf('MACS')).toEqual(macs);
  });
});
