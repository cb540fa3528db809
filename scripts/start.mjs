/**
 * `npm start`: builds what changed since the last start (scripts/builds.mjs: the compiled server, the web app),
 * then runs the compiled server in this process. On a first start the web app builds in a child process while the
 * server creates and seeds the database; the server waits for the build only before it serves.
 */
import { buildIfChanged } from './builds.mjs';

await buildIfChanged('server');
const webBuild = buildIfChanged('web').then(() => undefined);
// Stack traces in the log name the TypeScript sources (dist/start.js.map).
process.setSourceMapsEnabled(true);
const { startPortal } = await import('../apps/server/dist/start.js');
await startPortal({ webBuild });
