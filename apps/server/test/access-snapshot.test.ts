import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('is declared by every API route', async () => {
    const { buildApp } = await import('../src/app.ts');
    expect(t.app.accessDeclarations.length).toBeGreaterThan(10);
    // An undeclared /api route refuses to register.
    const app = await buildApp({ config: t.config, database: t.database });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access level/);
    await app.close().catch(() => undefined);
  });
});
