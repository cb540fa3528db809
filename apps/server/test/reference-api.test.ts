import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/ports', () => {
  it('puts the exact code first and answers country names', async () => {
    const response = await get('/api/ports?q=deham');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data[0]).toMatchObject({ id: 'DEHAM', city: expect.any(String), countryName: 'Germany' });
  });

  it('finds ports by city or name text', async () => {
    const { data } = (await get('/api/ports?q=santos&limit=5')).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(5);
    expect(data.map((p: { id: string }) => p.id)).toContain('BRSSZ');
  });

  it('treats LIKE wildcards as plain text', async () => {
    const { data } = (await get('/api/ports?q=%25%25')).json();
    expect(data).toEqual([]);
  });

  it('refuses a limit out of range with a readable message', async () => {
    const response = await get('/api/ports?q=ham&limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('limit must be from 1 to 100.');
  });

  it('answers one port by code, 404 for an unknown one', async () => {
    expect((await get('/api/ports/brssz')).json()).toMatchObject({ id: 'BRSSZ', countryCode: 'BR' });
    const missing = await get('/api/ports/XXXXX');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /api/carriers', () => {
  it('lists the twelve carriers for anyone, signed in or not', async () => {
    const anonymous = (await get('/api/carriers')).json();
    expect(anonymous).toHaveLength(12);
    expect(anonymous.find((c: { id: string }) => c.id === 'SLOM')).toMatchObject({
      displayName: 'SLOMAN NEPTUN',
      color: expect.stringMatching(/^#/),
    });
    const { cookie } = await loginAs(t.app, 'customerB1');
    expect((await get('/api/carriers', cookie)).json()).toEqual(anonymous);
  });
});

describe('GET /api/config', () => {
  it('gives the vessel-tracking template', async () => {
    expect((await get('/api/config')).json().vesselTrackingUrl).toContain('{imo}');
  });
});
