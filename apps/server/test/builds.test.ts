import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILDS, isFresh, sourceHash, stamp } from '../../../scripts/builds.mjs';

/** npm start's build check (scripts/builds.mjs) on a small project of its own. */
let root: string;
const build = { inputs: ['src', 'package-lock.json'], outputs: ['dist', 'dist-ssr'] };
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-builds-'));
  for (const dir of ['src/lib', 'dist', 'dist-ssr']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'src/main.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'src/lib/b.ts'), 'export const b = 2;\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's build check", () => {
  it('needs a build when the output carries no stamp, and none after stamping', () => {
    expect(isFresh(build, root)).toBe(false);
    stamp(build, root);
    expect(isFresh(build, root)).toBe(true);
  });

  it('needs a build again when a source, the lockfile or the set of files changes', () => {
    stamp(build, root);
    writeFileSync(join(root, 'src/lib/b.ts'), 'export const b = 3;\n');
    expect(isFresh(build, root)).toBe(false);
    stamp(build, root);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    expect(isFresh(build, root)).toBe(false);
    stamp(build, root);
    writeFileSync(join(root, 'src/new.ts'), '');
    expect(isFresh(build, root)).toBe(false);
  });

  it('counts contents, not times: rewriting a file unchanged builds nothing', () => {
    stamp(build, root);
    writeFileSync(join(root, 'src/main.ts'), 'export const a = 1;\n');
    expect(isFresh(build, root)).toBe(true);
  });

  it('needs every output stamped: a missing server render build is built again', () => {
    stamp(build, root);
    rmSync(join(root, 'dist-ssr'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    expect(isFresh(build, root)).toBe(false);
  });

  it('hashes what the web build reads: its sources, the domain and the lockfile', () => {
    expect(BUILDS.web.inputs).toEqual(
      expect.arrayContaining([
        'apps/web/src',
        'apps/web/vite.config.ts',
        'packages/domain/src',
        'package-lock.json',
      ]),
    );
    expect(BUILDS.web.outputs).toEqual(['apps/web/dist', 'apps/web/dist-ssr']);
    expect(sourceHash(BUILDS.web)).toMatch(/^[0-9a-f]{64}$/);
  });
});
