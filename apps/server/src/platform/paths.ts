import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server): the nearest folder above this module with a package.json. Found this
 * way, not by a fixed number of '..', because the module runs from two places: its source under src/platform/, and
 * the compiled dist/start.js that `npm start` runs, which holds every module in one file.
 */
function serverDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('no package.json above the server code');
    dir = parent;
  }
  return dir;
}

export const SERVER_DIR = serverDir();
