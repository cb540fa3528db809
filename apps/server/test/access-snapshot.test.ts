import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, meetsAccessLevel, type Actor } from '@portal/domain';
import { userActor } from '../../../packages/domain/test/actors.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEV_MAILBOX: 'false' });
});
afterAll(async () => t.close());

describe('endpoint access declarations', () => {
  // A diff in this snapshot changes who can reach an endpoint: review it as a permission change.
  it('matches the reviewed snapshot', () => {
    const lines = t.app.accessDeclarations
      .map((d) => `${d.method.padEnd(6)} ${d.url.padEnd(40)} ${d.access}`)
      .sort();
    expect(lines).toMatchSnapshot();
  });

  // The same declarations read per visitor: which role may call which endpoint.
  it('gives each role the reviewed set of endpoints', () => {
    const user = userActor;
    const roles: Record<string, Actor> = {
      anonymous: ANONYMOUS,
      customer: user({ clientId: 'c' }),
      sales: user({ role: 'sales', isAdmin: true }),
      operations: user({ role: 'operations', isAdmin: true }),
      superadmin: user({ role: 'superadmin', isAdmin: true }),
      accounting: user({ role: 'sales', isAdmin: true, teamTypes: ['accounting'] }),
    };
    const matrix = Object.fromEntries(
      Object.entries(roles).map(([name, actor]) => [
        name,
        t.app.accessDeclarations
          .filter((d) => meetsAccessLevel(actor, d.access))
          .map((d) => `${d.method} ${d.url}`)
          .sort(),
      ]),
    );
    expect(matrix).toMatchSnapshot();
  });

  it('is declared by every API route', async () => {
    const { buildApp } = await import('../src/app.ts');
    expect(t.app.accessDeclarations.length).toBeGreaterThan(10);
    // An undeclared /api route refuses to register.
    const app = await buildApp({ config: t.config, database: t.database });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access level/);
    await app.close().catch(() => undefined);
  });
});
