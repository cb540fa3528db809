import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EDIT_WINDOW_MS } from '@portal/domain';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/** GET /api/teams: the teams staff mention in comments; customers and visitors are refused. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/teams', () => {
  it('lists the teams by name for staff', async () => {
    const staff = await loginAs(t.app, 'operations');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/teams',
      headers: { cookie: staff.cookie },
    });
    expect(answer.statusCode).toBe(200);
    const names = (answer.json() as { name: string; teamType: string }[]).map((team) => team.name);
    expect(names).toContain('Export Operations');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses customers and anonymous visitors', async () => {
    const customer = await loginAs(t.app, 'customerA1');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/teams', headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/teams' })).statusCode).toBe(401);
  });
});

describe('GET /api/config', () => {
  it('tells the web the edit window of document reviews', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(answer.json().editWindowMs).toBe(DEFAULT_EDIT_WINDOW_MS);
  });
});
