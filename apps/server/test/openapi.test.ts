import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('platform endpoints', () => {
  it('serves the OpenAPI document at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/events', '/api/session/request', '/api/profile']),
    );
    expect(
      doc.paths['/api/session/request'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('emailAddress');
  });

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers unknown API addresses and bad JSON with the one error shape', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'No such address: GET /api/nothing-here' });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/session/request',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailAddress":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().code).toBe('BAD_REQUEST');
  });

  it('serves the company details to the page frame', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({
      productName: 'Freight Portal',
      officeHours: 'Mon-Fri 08:00-12:00 and 13:00-17:30',
    });
  });
});
