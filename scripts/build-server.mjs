/**
 * Compiles the server for `npm start`: one ES module, apps/server/dist/start.js (src/start.ts), run by plain node,
 * and the sheet reader's worker, dist/sheet-worker.js, so a start does not pay for a TypeScript loader transforming
 * several hundred files. The portal's own code (apps/server/src and the domain package, which is TypeScript source)
 * is bundled, and so are the few pure ES-module packages in BUNDLED, which load faster as part of it than as
 * hundreds of files; every other installed package stays an import, resolved from node_modules as under tsx. What
 * start.ts imports dynamically (the app, the seed) goes into chunks beside start.js, so the database can open on its
 * own thread while they load. The embedded database's worker (plain JavaScript) is copied beside start.js, where
 * platform/db/pglite-thread.ts looks for it.
 * `npm run dev`, `npm run serve` and the tests keep running the sources through tsx and vitest.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { BUILDS, ROOT, stamp } from './builds.mjs';

const SERVER = join(ROOT, 'apps/server');
const OUT = join(SERVER, 'dist');

/**
 * Installed packages bundled into the server: ES modules without files of their own to find at run time. Every
 * package that imports one of them must be bundled too, or it would get a second copy (zod's schemas are checked
 * by identity): fastify-type-provider-zod imports zod.
 */
const BUNDLED =
  /^(@portal\/|date-fns(\/|$)|@date-fns\/tz(\/|$)|zod(\/|$)|drizzle-orm(\/|$)|fastify-type-provider-zod$)/;

/** Bare imports other than BUNDLED stay imports of node_modules. */
const installedPackages = {
  name: 'installed-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
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
  // Chunks land beside start.js (esbuild's default names), so files found relative to a module stay found.
  splitting: true,
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
