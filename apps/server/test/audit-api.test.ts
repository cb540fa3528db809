import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPage } from '@portal/domain';
import { userActor } from '../../../packages/domain/test/actors.ts';
import { recordAudit } from '../src/platform/audit/audit-repo.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/** GET /api/audit (issue 21 part 6): the back office's history, for superadmins only. */

let t: TestApp;
let superadmin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await buildTestApp();
  superadmin = await loginAs(t.app, 'superadmin');
});
afterAll(async () => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/audit', () => {
  it("answers an entity's entries newest first, naming who changed what, and leaves out unchanged updates", async () => {
    const actor = userActor({ userId: superadmin.userId, role: 'superadmin', isAdmin: true });
    await recordAudit(t.app.ctx.db, actor, {
      entity: 'team',
      entityId: 'team-1',
      action: 'create',
      before: null,
      after: { name: 'Export desk' },
    });
    await recordAudit(t.app.ctx.db, actor, {
      entity: 'team',
      entityId: 'team-1',
      action: 'update',
      before: { name: 'Export desk' },
      after: { name: 'Export desk' },
    });
    await recordAudit(t.app.ctx.db, actor, {
      entity: 'team',
      entityId: 'team-1',
      action: 'update',
      before: { name: 'Export desk' },
      after: { name: 'Export desk North' },
    });
    const answer = await get('/api/audit?entity=team&entityId=team-1', superadmin.cookie);
    expect(answer.statusCode).toBe(200);
    const page = answer.json() as TAuditPage;
    expect(page.entries.map((e) => [e.action, e.after])).toEqual([
      ['update', { name: 'Export desk North' }],
      ['create', { name: 'Export desk' }],
    ]);
    expect(page.entries[0]?.actorLabel).toMatch(/\S+ \S+/);
    expect(page.entries[0]?.actorUserId).toBe(superadmin.userId);
    expect(page.hasMore).toBe(false);
  });

  it('refuses other staff, customers and visitors, and says what is wrong with a bad query', async () => {
    const sales = await loginAs(t.app, 'sales');
    const customer = await loginAs(t.app, 'customerA1');
    expect((await get('/api/audit?entity=team', sales.cookie)).statusCode).toBe(403);
    expect((await get('/api/audit?entity=team', customer.cookie)).statusCode).toBe(403);
    expect((await get('/api/audit?entity=team')).statusCode).toBe(401);
    const bad = await get('/api/audit?entity=bookings', superadmin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/entity/i);
  });
});
