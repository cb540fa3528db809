import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ShortRequestLog } from '../src/platform/http/request-log.ts';

async function logLinesOf(urls: string[]): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new ShortRequestLog() });
  app.get('/*', async () => 'ok');
  for (const url of urls) await app.inject({ method: 'GET', url });
  await app.close();
  return lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
}

describe('request log', () => {
  it('writes one short line per API request, without the query string', async () => {
    const lines = await logLinesOf(['/api/quotes?q=secret']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/api\/quotes 200 \d+\.\d ms$/);
  });

  it('stays quiet for static files and the health probe', async () => {
    expect(await logLinesOf(['/assets/index-abc.js', '/', '/api/health', '/api/health?x=1'])).toEqual([]);
  });
});
