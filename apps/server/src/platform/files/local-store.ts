import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { notFound } from '../http/app-error.ts';
import { assertSafeKey, ByteLimit } from './limits.ts';
import type { FileStore, StoredFile } from './types.ts';

/** Files under a folder; each file has a `.meta.json` beside it with its content type. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(
    key: string,
    body: Readable,
    options: { contentType: string; maxBytes: number },
  ): Promise<StoredFile> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Write beside the target and rename, so a failed or too-large upload never leaves a partial file.
    const temp = `${target}.${randomUUID()}.part`;
    const limit = new ByteLimit(options.maxBytes);
    try {
      await pipeline(body, limit, createWriteStream(temp));
      await writeFile(`${target}.meta.json`, JSON.stringify({ contentType: options.contentType }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      body.resume();
      throw error;
    }
    return { key, size: limit.bytes, contentType: options.contentType };
  }

  async get(key: string) {
    const path = this.path(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw notFound('The file');
    const meta = await import('node:fs/promises')
      .then((fs) => fs.readFile(`${path}.meta.json`, 'utf8'))
      .catch(() => '{}');
    const contentType =
      (JSON.parse(meta) as { contentType?: string }).contentType ?? 'application/octet-stream';
    return { body: createReadStream(path), size: info.size, contentType };
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return !!(await stat(this.path(key)).catch(() => null))?.isFile();
  }

  async *keysOlderThan(olderThan: Date): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    const seen = new Set<string>();
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.part')) continue;
      const path = join(entry.parentPath, entry.name);
      // A content type left without its file (a crash before the rename) is named by the file's key as well.
      const key = relative(this.root, path.replace(/\.meta\.json$/, ''))
        .split(sep)
        .join('/');
      if (seen.has(key)) continue;
      const info = await stat(path).catch(() => null);
      if (!info || info.mtime >= olderThan) continue;
      seen.add(key);
      yield key;
    }
  }

  async sweepPartial(olderThan: Date): Promise<number> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => null);
      if (!info || info.mtime >= olderThan) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  }
}
