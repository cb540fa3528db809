import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAllowedType, detectFileType } from '../src/platform/files/file-type.ts';
import { LocalFileStore } from '../src/platform/files/local-store.ts';

let dir: string;
let store: LocalFileStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-files-'));
  store = new LocalFileStore(dir);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk;
  return out;
}

describe('LocalFileStore', () => {
  it('streams a file in and out with its content type', async () => {
    const stored = await store.put('bookings/req-1/note.txt', Readable.from(['hello ', 'world']), {
      contentType: 'text/plain',
      maxBytes: 100,
    });
    expect(stored).toEqual({ key: 'bookings/req-1/note.txt', size: 11, contentType: 'text/plain' });
    const file = await store.get('bookings/req-1/note.txt');
    expect(file.contentType).toBe('text/plain');
    expect(await text(file.body)).toBe('hello world');
    expect(await store.exists('bookings/req-1/note.txt')).toBe(true);
    await store.delete('bookings/req-1/note.txt');
    expect(await store.exists('bookings/req-1/note.txt')).toBe(false);
  });

  it('refuses a file over the limit and leaves nothing behind', async () => {
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(
      store.put('big/file.bin', big, { contentType: 'application/pdf', maxBytes: 1024 }),
    ).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await readdir(join(dir, 'big'))).toEqual([]);
  });

  it('refuses keys that climb out of the store', async () => {
    await expect(
      store.put('../escape.txt', Readable.from(['x']), { contentType: 'text/plain', maxBytes: 10 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(store.get('a/../../etc/passwd')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers 404 for a missing file', async () => {
    await expect(store.get('missing.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('file type by content', () => {
  it('recognises files by their first bytes, not their names', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'))).toBe('pdf');
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    // A zip is an Office file only with its parts (security-uploads.test.ts).
    expect(detectFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('unknown');
    expect(detectFileType(Buffer.from('<!DOCTYPE html><html><body>'))).toBe('html');
    expect(detectFileType(Buffer.from('container,seal,status\nMSCU1234565,1,FULL\n'))).toBe('text');
    expect(detectFileType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01]))).toBe('unknown');
  });

  it('refuses a type that is not allowed with a message naming what is', () => {
    expect(() => assertAllowedType('unknown', ['pdf', 'png'], 'invoice.pdf')).toThrow(
      'invoice.pdf is not an accepted file: upload PDF, PNG.',
    );
    expect(() => assertAllowedType('pdf', ['pdf'], 'bl.pdf')).not.toThrow();
  });
});
