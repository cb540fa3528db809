import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import { openTestDatabase } from './helper.ts';

// A built web app as Vite and vite-plugin-compression2 leave it: hashed assets with .gz and .br beside them.
const dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head></html>';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  app = await buildApp({ config, database, webDist: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends hashed assets pre-compressed, brotli first, and cacheable for a year', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has browsers ask again for index.html, at / and on client-side routes', async () => {
    for (const url of ['/', '/index.html', '/schedule', '/quotes/get']) {
      const response = await get(url, 'gzip, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('/assets/index-AbC123.js');
    }
  });

  it('answers a missing asset with 404, not with the app shell', async () => {
    const response = await get('/assets/index-Old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});
