/**
 * `npm start`: builds what changed since the last start (scripts/builds.mjs: the compiled server, the web app),
 * then runs the compiled server in this process. On a first start the web app builds in a child process while the
 * server creates and seeds the database; the server waits for the build only before it serves. The web assets'
 * compressed copies are written once it serves, on one core (scripts/precompress.mjs).
 */
import { buildIfChanged } from './builds.mjs';
import { precompress } from './precompress.mjs';

await buildIfChanged('server');
const webBuild = buildIfChanged('web').then(() => undefined);
// Stack traces in the log name the TypeScript sources (dist/start.js.map).
process.setSourceMapsEnabled(true);
const { startPortal } = await import('../apps/server/dist/start.js');
await startPortal({ webBuild });
// Without them the server sends the plain files, so a failure here costs bytes, not the start.
await precompress({ concurrency: 1 }).catch((error) =>
  console.warn(`The web assets' compressed copies were not written: ${error.message}`),
);
