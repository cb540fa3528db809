import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json();
const choose = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/guide',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

/** Spec 001 §2.2, §4: the guided-tour prompt shows until the user sets dontShowGuide. */
describe('PUT /api/profile/guide', () => {
  it('saves my own choice, the session answer carries it and my other tabs hear of it', async () => {
    const { cookie, userId } = await loginAs(t.app, 'customerA2');
    expect((await session(cookie)).user.dontShowGuide).toBe(false);
    const received: unknown[] = [];
    const unsubscribe = t.app.ctx.events.subscribe((e) => received.push(e));
    const saved = await choose(cookie, { dontShowGuide: true });
    expect(saved.statusCode).toBe(204);
    expect((await session(cookie)).user.dontShowGuide).toBe(true);
    await expect
      .poll(() => received)
      .toContainEqual(expect.objectContaining({ entity: 'user', id: userId, userIds: [userId] }));
    unsubscribe();
    // And back: the prompt can be asked for again.
    expect((await choose(cookie, { dontShowGuide: false })).statusCode).toBe(204);
    expect((await session(cookie)).user.dontShowGuide).toBe(false);
  });

  it("changes nobody else's flag: a colleague of the same company keeps theirs", async () => {
    const anna = await loginAs(t.app, 'customerA1');
    const marco = await loginAs(t.app, 'customerA2');
    await choose(marco.cookie, { dontShowGuide: false });
    // The body names no user: there is no way to address another person's record.
    const withUser = await choose(anna.cookie, { dontShowGuide: true, userId: marco.userId });
    expect(withUser.statusCode).toBe(204);
    expect((await session(anna.cookie)).user.dontShowGuide).toBe(true);
    expect((await session(marco.cookie)).user.dontShowGuide).toBe(false);
    await choose(anna.cookie, { dontShowGuide: false });
  });

  it("while a superadmin acts as a customer it is the superadmin's own flag, not the customer's", async () => {
    const admin = await loginAs(t.app, 'superadmin');
    const target = await loginAs(t.app, 'customerC2');
    await choose(admin.cookie, { dontShowGuide: false });
    const acting = await t.app.inject({
      method: 'POST',
      url: '/api/session/acting-as',
      headers: { cookie: admin.cookie },
      payload: { userId: target.userId },
    });
    expect(acting.json()).toMatchObject({
      mode: 'acting-as',
      user: { firstName: 'Hugo', dontShowGuide: false },
    });
    expect((await choose(admin.cookie, { dontShowGuide: true })).statusCode).toBe(204);
    expect((await session(admin.cookie)).user).toMatchObject({ firstName: 'Hugo', dontShowGuide: true });
    // Hugo himself still sees the prompt.
    expect((await session(target.cookie)).user.dontShowGuide).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: '/api/session/acting-as',
      headers: { cookie: admin.cookie },
      payload: { userId: null },
    });
    expect((await session(admin.cookie)).user).toMatchObject({ firstName: 'Sabine', dontShowGuide: true });
  });

  it('in customer view it is the staff member’s own flag', async () => {
    const sales = await loginAs(t.app, 'sales');
    const anna = await loginAs(t.app, 'customerA1');
    const clientId = (await session(anna.cookie)).user.clientId;
    await t.app.inject({
      method: 'POST',
      url: '/api/session/customer-view',
      headers: { cookie: sales.cookie },
      payload: { clientId },
    });
    expect((await choose(sales.cookie, { dontShowGuide: true })).statusCode).toBe(204);
    expect((await session(sales.cookie)).user).toMatchObject({ firstName: 'Luca', dontShowGuide: true });
    expect((await session(anna.cookie)).user.dontShowGuide).toBe(false);
  });

  it('answers 400 to a body without a yes or no, and 401 to a visitor', async () => {
    const { cookie } = await loginAs(t.app, 'customerB2');
    const bad = await choose(cookie, { dontShowGuide: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('dontShowGuide is true or false.');
    expect((await choose(undefined, { dontShowGuide: true })).statusCode).toBe(401);
  });
});
