import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import { openTestDatabase } from './helper.ts';
import {
  LOGIN_LINK_KEY_FILE,
  LOGIN_LINK_KEY_HEADER,
  loginLinkRoutes,
} from '../src/platform/startup/login-link-routes.ts';

let app: FastifyInstance;
let database: Database;
let key: string;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'login-link-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
  database = await openTestDatabase();
  app = await buildApp({ config, database });
  await app.register(loginLinkRoutes);
  await app.ready();
  key = await readFile(join(dataDir, LOGIN_LINK_KEY_FILE), 'utf8');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ask = (emailAddress: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/dev/login-link', payload: { emailAddress }, headers });

describe('POST /api/dev/login-link (npm run login-link)', () => {
  it('answers a link that signs the demo user in', async () => {
    const response = await ask('Lea.Schulz@hanse-maschinenbau.de', { [LOGIN_LINK_KEY_HEADER]: key });
    expect(response.statusCode).toBe(200);
    const token = new URL(response.json().link).searchParams.get('logIn');
    const signIn = await app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.emailAddress).toBe('lea.schulz@hanse-maschinenbau.de');
  });

  it('refuses a caller without the key from the data folder, even for a demo address', async () => {
    for (const headers of [{}, { [LOGIN_LINK_KEY_HEADER]: 'ab'.repeat(32) }] as Record<string, string>[]) {
      const response = await ask('sabine.meier@freight-portal.local', headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('logIn');
    }
  });

  it('refuses an address that is no demo user with a clear message', async () => {
    const response = await ask('someone@example.com', { [LOGIN_LINK_KEY_HEADER]: key });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^someone@example\.com is not a demo user\. Demo addresses: /);
  });
});
