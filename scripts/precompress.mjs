/**
 * Writes a `.gz` (level 9) and a `.br` (quality 11) copy beside every text asset of the web build, which the server
 * sends as they are (@fastify/static preCompressed), so it never compresses per request. Only copies that are
 * missing or older than their file are written, each under a temporary name first and then renamed, so a request
 * that arrives meanwhile gets the whole copy or the plain file, never half a copy.
 *
 * `apps/web`'s `build` runs it at the end, using every core. `npm start` builds without it and runs it after the
 * portal is serving, on one core: Brotli's highest quality costs about 9 of a 13-second build on two cores, and a
 * browser on the same machine does not need compressed files to open the first page (scripts/start.mjs).
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
export const WEB_DIST = join(ROOT, 'apps/web/dist');
const COMPRESSIBLE = /\.(html|xml|css|json|js|mjs|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the extra round of headers costs. */
const THRESHOLD_BYTES = 1024;
const TEMP_MARK = '.partial-';

const ENCODERS = {
  '.gz': (data) => promisify(gzip)(data, { level: 9 }),
  '.br': (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
};

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/** The copies still to write: [source, extension] for each missing or stale one. */
function pending(dir) {
  const files = listFiles(dir);
  // A copy an interrupted run left half-written under its temporary name.
  for (const file of files) if (file.includes(TEMP_MARK)) rmSync(file, { force: true });
  return files
    .filter((file) => COMPRESSIBLE.test(file) && !file.includes(TEMP_MARK))
    .map((file) => ({ file, stat: statSync(file) }))
    .filter(({ stat }) => stat.size >= THRESHOLD_BYTES)
    .flatMap(({ file, stat }) =>
      Object.keys(ENCODERS)
        .filter((ext) => !existsSync(file + ext) || statSync(file + ext).mtimeMs < stat.mtimeMs)
        .map((ext) => [file, ext]),
    );
}

/** Compresses what is missing in `dir`, `concurrency` files at a time; resolves to the number of copies written. */
export async function precompress({ dir = WEB_DIST, concurrency = availableParallelism() } = {}) {
  if (!existsSync(dir)) return 0;
  const queue = pending(dir);
  const total = queue.length;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, ext] = next;
      const temp = `${file}${ext}${TEMP_MARK}${process.pid}`;
      await writeFile(temp, await ENCODERS[ext](await readFile(file)));
      await rename(temp, file + ext);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return total;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const written = await precompress(process.argv[2] ? { dir: resolve(process.argv[2]) } : {});
  console.log(`precompress: ${written} copies in ${Math.round(performance.now() - started)} ms`);
}
