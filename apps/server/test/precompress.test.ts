import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';

/** The web build's compressed copies (scripts/precompress.mjs) on a small build of its own. */
let dir: string;
const script = 'export const rows = ['.concat('"a row of the table",'.repeat(200), '];\n');
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/app.js'), script);
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>text</p>'.repeat(200)}`);
  writeFileSync(join(dir, 'assets/tiny.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets/logo.png'), Buffer.alloc(4096, 7));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the web build's compressed copies", () => {
  it('writes a .gz and a .br beside each text file that decompress to it, and none for tiny or binary files', async () => {
    expect(await precompress({ dir })).toBe(4);
    const original = readFileSync(join(dir, 'assets/app.js'));
    expect(gunzipSync(readFileSync(join(dir, 'assets/app.js.gz')))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.js.br')))).toEqual(original);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets/tiny.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets/logo.png.br'))).toBe(false);
  });

  it('writes only what is missing or older than its file on a second run', async () => {
    await precompress({ dir, concurrency: 1 });
    expect(await precompress({ dir, concurrency: 1 })).toBe(0);
    rmSync(join(dir, 'index.html.gz'));
    const changed = script.replace('a row', 'another row');
    writeFileSync(join(dir, 'assets/app.js'), changed);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'assets/app.js'), later, later);
    expect(await precompress({ dir, concurrency: 1 })).toBe(3);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.js.br'))).toString()).toBe(changed);
  });

  it('removes what an interrupted run left half-written and writes it again', async () => {
    writeFileSync(join(dir, 'assets/app.js.br.partial-123'), 'half');
    await precompress({ dir });
    expect(existsSync(join(dir, 'assets/app.js.br.partial-123'))).toBe(false);
    expect(existsSync(join(dir, 'assets/app.js.br'))).toBe(true);
  });

  it('does nothing for a build that is not there', async () => {
    expect(await precompress({ dir: join(dir, 'missing') })).toBe(0);
  });
});
