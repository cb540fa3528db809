import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
let staff: string;
let customer: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = (await loginAs(t.app, 'operations')).cookie;
  customer = (await loginAs(t.app, 'customerA1')).cookie;
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

const offer = () => ({
  carrierId: 'zim',
  containerTypeId: '42G1',
  originId: 'ESVLC',
  destinationId: 'USNYC',
  image: null,
  price: { currency: 'USD', amount: 1234.5 },
  validUntil: addDays(new Date(), 10).toISOString(),
});

describe('special offers', () => {
  it('shows the demo offers to anonymous visitors, only while valid', async () => {
    const response = await call('GET', '/api/special-offers');
    expect(response.statusCode).toBe(200);
    const offers = response.json();
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o: { validUntil: string }) => new Date(o.validUntil) > new Date())).toBe(true);
    // Other files may add offers to a shared PostgreSQL database: look for the demo's USD offers among them.
    expect(offers).toContainEqual(
      expect.objectContaining({
        carrier: expect.objectContaining({ name: expect.any(String) }),
        price: expect.objectContaining({ currency: 'USD' }),
      }),
    );
  });

  it('lets staff create, change, retire and reinstate an offer', async () => {
    const created = await call('POST', '/api/special-offers', staff, offer());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ carrier: { id: 'ZIM' }, price: { amount: 1234.5 } });
    const changed = await call('PUT', `/api/special-offers/${id}`, staff, {
      ...offer(),
      price: { currency: 'EUR', amount: 999 },
    });
    expect(changed.json().price).toEqual({ currency: 'EUR', amount: 999 });
    await call('POST', `/api/special-offers/${id}/retire`, staff);
    expect((await call('GET', '/api/special-offers')).json().map((o: { id: string }) => o.id)).not.toContain(
      id,
    );
    expect(
      (await call('GET', '/api/special-offers/manage', staff)).json().map((o: { id: string }) => o.id),
    ).toContain(id);
    await call('POST', `/api/special-offers/${id}/reinstate`, staff);
    expect((await call('GET', '/api/special-offers')).json().map((o: { id: string }) => o.id)).toContain(id);
  });

  it('refuses bad offers with a message per field', async () => {
    const cases: [object, string][] = [
      [{ ...offer(), price: { currency: 'GBP', amount: 10 } }, 'Invalid or missing currency'],
      [{ ...offer(), price: { currency: 'USD', amount: -1 } }, 'The price must be above 0.'],
      [{ ...offer(), carrierId: 'NOPE' }, 'carrierId: There is no carrier NOPE.'],
      [{ ...offer(), originId: 'XXXXX' }, 'originId: There is no port with the code XXXXX.'],
      [
        { ...offer(), validUntil: addDays(new Date(), -1).toISOString() },
        'validUntil: The offer must end in the future.',
      ],
      [{ ...offer(), image: 'http://insecure.example.com/a.png' }, 'https://'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/special-offers', staff, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('keeps management to staff', async () => {
    expect((await call('POST', '/api/special-offers', customer, offer())).statusCode).toBe(403);
    expect((await call('POST', '/api/special-offers', undefined, offer())).statusCode).toBe(401);
    expect((await call('GET', '/api/special-offers/manage', customer)).statusCode).toBe(403);
    const missing = await call(
      'POST',
      '/api/special-offers/00000000-0000-4000-8000-000000000000/retire',
      staff,
    );
    expect(missing.statusCode).toBe(404);
  });
});
