import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { createQuoteGroup } from './quote-helpers.ts';

/** The online booking's quote lookup asks the groups list for one lane instead of filtering 100 groups itself. */
let t: TestApp;
let customerA: string;
let customerB: string;
let staff: string;
let groupId: number;

function get(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

type Row = { id: number; origin: { id: string }; destination: { id: string }; carriers: string[] };
const idsOf = async (url: string, cookie: string) => {
  const response = await get(url, cookie);
  expect(response.statusCode).toBe(200);
  return (response.json().data as Row[]).map((row) => row.id);
};

beforeAll(async () => {
  t = await buildTestApp();
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  staff = (await loginAs(t.app, 'sales')).cookie;
  groupId = (await createQuoteGroup(t.app, customerA)).groupId;
});
afterAll(async () => t.close());

describe('GET /api/quotes/groups by lane', () => {
  it('answers only groups of the ports holding a quote of the carrier', async () => {
    const response = await get(
      '/api/quotes/groups?origin=DEHAM&destination=BRSSZ&carrier=HSG&perPage=100',
      customerA,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as Row[];
    expect(rows.map((r) => r.id)).toContain(groupId);
    for (const row of rows) {
      expect(row.origin.id).toBe('DEHAM');
      expect(row.destination.id).toBe('BRSSZ');
      expect(row.carriers).toContain('HSG');
    }
  });

  it('leaves out groups of another destination or without a quote of the carrier', async () => {
    expect(
      await idsOf('/api/quotes/groups?origin=DEHAM&destination=USHOU&carrier=HSG', customerA),
    ).not.toContain(groupId);
    expect(
      await idsOf('/api/quotes/groups?origin=DEHAM&destination=BRSSZ&carrier=ZIM', customerA),
    ).not.toContain(groupId);
    expect(await idsOf('/api/quotes/groups?origin=BRSSZ&destination=DEHAM', customerA)).not.toContain(
      groupId,
    );
  });

  it('reads codes in any case and keeps the client scope', async () => {
    expect(await idsOf('/api/quotes/groups?origin=deham&destination=brssz&carrier=hsg', customerA)).toContain(
      groupId,
    );
    expect(
      await idsOf('/api/quotes/groups?origin=DEHAM&destination=BRSSZ&carrier=HSG', customerB),
    ).not.toContain(groupId);
    expect(await idsOf('/api/quotes/groups?origin=DEHAM&destination=BRSSZ&carrier=HSG', staff)).toContain(
      groupId,
    );
  });

  it('refuses a port that is not a UN/LOCODE with a 400', async () => {
    const response = await get('/api/quotes/groups?origin=Hamburg', customerA);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('UN/LOCODE');
  });
});
