import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('/api/profile', () => {
  it('shows name, e-mail, company, role and teams', async () => {
    const { cookie } = await loginAs(t.app, 'accounting');
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(profile).toMatchObject({
      firstName: 'Thomas',
      lastName: 'Huber',
      emailAddress: 'thomas.huber@freight-portal.local',
      role: 'sales',
      isAdmin: true,
      company: null,
      teams: [{ name: 'Carrier Payments', teamType: 'accounting' }],
      isRedirectionActive: false,
      redirectedAdmin: null,
    });
  });

  it('saves the vacation redirection to an admin and publishes the change', async () => {
    const { cookie, userId } = await loginAs(t.app, 'customerA1');
    const candidates = (
      await t.app.inject({ method: 'GET', url: '/api/profile/redirect-candidates', headers: { cookie } })
    ).json() as Array<{ id: string; firstName: string }>;
    expect(candidates.map((c) => c.firstName)).toEqual(['Felix', 'Luca', 'Olivia', 'Sabine', 'Thomas']);
    const received: unknown[] = [];
    const unsubscribe = t.app.ctx.events.subscribe((e) => received.push(e));
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: {
        isRedirectionActive: true,
        redirectedAdminId: candidates.find((c) => c.firstName === 'Luca')!.id,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isRedirectionActive: true, redirectedAdmin: { firstName: 'Luca' } });
    await expect.poll(() => received).toContainEqual(expect.objectContaining({ entity: 'user', id: userId }));
    unsubscribe();
  });

  it('refuses redirection without an admin, to a customer, or to oneself', async () => {
    const { cookie, userId } = await loginAs(t.app, 'sales');
    const noAdmin = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: { isRedirectionActive: true, redirectedAdminId: null },
    });
    expect(noAdmin.statusCode).toBe(400);
    expect(noAdmin.json().message).toBe(
      'redirectedAdminId: Choose the admin who receives your notifications while redirection is on.',
    );
    const customer = await loginAs(t.app, 'customerC1');
    const toCustomer = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: { isRedirectionActive: true, redirectedAdminId: customer.userId },
    });
    expect(toCustomer.statusCode).toBe(400);
    const toSelf = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: { isRedirectionActive: true, redirectedAdminId: userId },
    });
    expect(toSelf.statusCode).toBe(400);
    const unchanged = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })
    ).json();
    expect(unchanged.isRedirectionActive).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/profile',
          payload: { isRedirectionActive: false, redirectedAdminId: null },
        })
      ).statusCode,
    ).toBe(401);
  });
});
