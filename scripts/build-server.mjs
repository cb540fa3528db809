/**
 * Compiles the server for `npm start`: one ES module, apps/server/dist/start.js (src/start.ts), run by plain node,
 * and the sheet reader's worker, dist/sheet-worker.js, so a start does not pay for a TypeScript loader transforming
 * several hundred files. The portal's own code (apps/server/src and the domain package, which is TypeScript source)
 * is bundled; every installed package stays an import, resolved from node_modules as under tsx. The embedded
 * database's worker (plain JavaScript) is copied beside start.js, where platform/db/pglite-thread.ts looks for it.
 * `npm run dev`, `npm run serve` and the tests keep running the sources through tsx and vitest.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { BUILDS, ROOT, stamp } from './builds.mjs';

const SERVER = join(ROOT, 'apps/server');
const OUT = join(SERVER, 'dist');

/** Bare imports other than the workspace's own packages stay imports of node_modules. */
const installedPackages = {
  name: 'installed-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(OUT, { recursive: true, force: true });
await build({
  // The server in one file, so code that finds files relative to its own module finds them beside it; the sheet
  // reader's worker thread beside it (platform/sheets/read-sheet.ts starts ./sheet-worker.js from there).
  entryPoints: {
    start: join(SERVER, 'src/start.ts'),
    'sheet-worker': join(SERVER, 'src/platform/sheets/sheet-worker.ts'),
  },
  outdir: OUT,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [installedPackages],
  logLevel: 'warning',
});
// Plain JavaScript already, and started by its file name (platform/db/pglite-thread.ts).
copyFileSync(join(SERVER, 'src/platform/db/pglite-worker.mjs'), join(OUT, 'pglite-worker.mjs'));
stamp(BUILDS.server);
