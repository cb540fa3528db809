/**
 * The two builds `npm start` runs, each only when its sources changed since the output was made: a content hash of
 * every input file is written into the output folder after a successful build (its stamp) and compared before the
 * next start. Plain JavaScript run by plain node, so checking costs tens of milliseconds, not a TypeScript loader.
 *
 * `node scripts/builds.mjs stamp web` stamps the web app's output; apps/web's `build` script calls it, so a build
 * made by hand (as the end-to-end tests do) counts too. `node scripts/builds.mjs check` prints each build's state.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.source-hash';

/** Everything either build reads from the workspace besides its own folder: the domain and the installed versions. */
const SHARED_INPUTS = [
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

export const BUILDS = {
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...SHARED_INPUTS,
    ],
    // The browser build and the server-side render of the landing pages; both come from one `bundle` run. Its
    // compressed copies are written after the portal serves (scripts/precompress.mjs).
    outputs: ['apps/web/dist', 'apps/web/dist-ssr'],
    command: ['npm', 'run', 'bundle', '-w', 'apps/web'],
  },
  server: {
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'scripts/build-server.mjs',
      ...SHARED_INPUTS,
    ],
    outputs: ['apps/server/dist'],
    command: [process.execPath, 'scripts/build-server.mjs'],
  },
};

function files(path, root) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== '.DS_Store')
    .flatMap((entry) => files(join(path, entry.name), root));
}

/** One hash over the inputs' paths and contents, in a fixed order, so it changes exactly when one of them does. */
export function sourceHash(build, root = ROOT) {
  const hash = createHash('sha256');
  for (const file of build.inputs.flatMap((input) => files(input, root)).sort()) {
    hash.update(file.replaceAll('\\', '/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Fresh when every output folder carries the stamp of the sources as they are now. */
export function isFresh(build, root = ROOT, hash = sourceHash(build, root)) {
  return build.outputs.every((dir) => {
    const stamp = join(root, dir, STAMP);
    return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
  });
}

export function stamp(build, root = ROOT, hash = sourceHash(build, root)) {
  for (const dir of build.outputs) writeFileSync(join(root, dir, STAMP), `${hash}\n`);
}

/**
 * Builds when the sources changed, then stamps; resolves to whether it built, rejects when the build fails. The
 * build runs in a child process, so the caller may do other work meanwhile (npm start creates the database).
 */
export async function buildIfChanged(name) {
  const build = BUILDS[name];
  const hash = sourceHash(build);
  if (isFresh(build, ROOT, hash)) return false;
  console.log(`Building ${name} (its sources changed since the last build)...`);
  const [command, ...args] = build.command;
  const code = await new Promise((resolve, reject) => {
    spawn(command, args, { cwd: ROOT, stdio: 'inherit' }).on('error', reject).on('exit', resolve);
  });
  if (code !== 0) throw new Error(`the ${name} build failed (exit code ${code})`);
  // The hash of the sources the build started from: a file changed meanwhile makes the next start build again.
  stamp(build, ROOT, hash);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [action, name] = process.argv.slice(2);
  if (action === 'stamp' && BUILDS[name]) stamp(BUILDS[name]);
  else if (action === 'check')
    for (const [key, build] of Object.entries(BUILDS))
      console.log(`${key}: ${isFresh(build) ? 'up to date' : 'needs a build'}`);
  else {
    console.error('usage: node scripts/builds.mjs stamp web|server | check');
    process.exit(2);
  }
}
