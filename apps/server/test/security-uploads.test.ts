import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGED_UPLOAD_QUOTA, type UserActor } from '@portal/domain';
import { sweepStagedUploads } from '../src/modules/booking-requests/uploads.ts';
import { insertStagedUpload } from '../src/modules/booking-requests/uploads-repo.ts';
import { detectFileType, TEXT_SNIFF_BYTES } from '../src/platform/files/file-type.ts';
import { LocalFileStore } from '../src/platform/files/local-store.ts';
import { PDF, upload } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { inlineStringWorkbook, zipOf } from './security-hostile-xlsx.ts';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'portal-sec-uploads-'));
  t = await buildTestApp({ FILES_DIR: filesDir });
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const ns = 'http://schemas.openxmlformats.org';
const docx = zipOf({
  '[Content_Types].xml': `<Types xmlns="${ns}/package/2006/content-types"/>`,
  '_rels/.rels': `<Relationships xmlns="${ns}/package/2006/relationships"/>`,
  'word/document.xml': `<w:document xmlns:w="${ns}/wordprocessingml/2006/main"/>`,
});

describe('the upload sniffer', () => {
  it('takes UTF-8 text cut mid-character by its window, and Windows-1252 text', async () => {
    // 'ä' is two bytes: an odd prefix puts the window's end inside one.
    const utf8 = Buffer.from(`x${'ä'.repeat(TEXT_SNIFF_BYTES)}`);
    expect(utf8.subarray(0, TEXT_SNIFF_BYTES).toString('utf8')).toContain('\uFFFD');
    expect(detectFileType(utf8)).toBe('text');
    const cp1252 = Buffer.from([
      ...Buffer.from('carrier;remark\nHSD;Hamburg S'),
      0xfc,
      0x64,
      0x20,
      0x80,
      0x0a,
    ]);
    expect(detectFileType(cp1252)).toBe('text');

    const { cookie } = await loginAs(t.app, 'customerA1');
    expect((await upload(t.app, cookie, 'notes.txt', utf8)).statusCode).toBe(201);
    expect((await upload(t.app, cookie, 'export.csv', cp1252)).statusCode).toBe(201);
  });

  it('refuses binaries dressed as text or PDF, and a zip that is not an Office file', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64, 0)]);
    const fakePdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), elf]);
    const plainZip = zipOf({ 'payload.exe': elf, 'readme.txt': 'hello' });
    const contentTypesOnly = zipOf({ '[Content_Types].xml': '<Types/>', 'evil/run.xml': '<x/>' });
    expect(detectFileType(elf)).toBe('unknown');
    expect(detectFileType(fakePdf)).toBe('unknown');
    expect(detectFileType(plainZip)).toBe('unknown');
    expect(detectFileType(contentTypesOnly)).toBe('unknown');
    expect(detectFileType(PDF)).toBe('pdf');
    expect(detectFileType(docx)).toBe('office');
    expect(detectFileType(inlineStringWorkbook([['carrier']]))).toBe('office');

    const { cookie } = await loginAs(t.app, 'customerA2');
    for (const [name, body] of [
      ['notes.txt', elf],
      ['invoice.pdf', fakePdf],
      ['packing.docx', plainZip],
      ['packing.xlsx', contentTypesOnly],
    ] as const) {
      const answer = await upload(t.app, cookie, name, body);
      expect(answer.statusCode, name).toBe(415);
      expect(answer.json().message).toBe(
        `${name} is not an accepted file: upload PDF, PNG, JPEG, GIF, Office (Word, Excel, PowerPoint), TEXT.`,
      );
    }
    expect((await upload(t.app, cookie, 'letter.docx', docx)).statusCode).toBe(201);
  });
});

describe('multipart requests', () => {
  it('refuse a second file with a 400 instead of dropping it', async () => {
    const { cookie } = await loginAs(t.app, 'customerB1');
    const boundary = '----portal-two-files';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString('latin1')}\r\n`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(`${part('a.pdf')}${part('b.pdf')}--${boundary}--\r\n`, 'latin1'),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: 'Upload one file at a time.' });
  });
});

describe('staged uploads', () => {
  it('keep a per-user quota of files with a clear 400', async () => {
    const { cookie } = await loginAs(t.app, 'customerC1');
    for (let i = 0; i < STAGED_UPLOAD_QUOTA.maxFiles; i++)
      expect((await upload(t.app, cookie, `doc-${i}.pdf`)).statusCode).toBe(201);
    const over = await upload(t.app, cookie, 'one-more.pdf');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `You have ${STAGED_UPLOAD_QUOTA.maxFiles} uploaded files waiting for a booking request. Submit the request or remove some files first.`,
    );
    // Someone else's quota is their own.
    const other = await loginAs(t.app, 'customerC2');
    expect((await upload(t.app, other.cookie)).statusCode).toBe(201);
  });

  it('keep a per-user quota of bytes', async () => {
    const { cookie, userId } = await loginAs(t.app, 'customerB2');
    const actor = { userId } as UserActor;
    // Files already waiting fill the quota but for a few bytes.
    await insertStagedUpload(t.database.db, actor, {
      key: 'staging/earlier.pdf',
      name: 'earlier.pdf',
      size: STAGED_UPLOAD_QUOTA.maxBytes - 10,
      contentType: 'application/pdf',
    });
    const over = await upload(t.app, cookie, 'one-more.pdf');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'Your uploaded files waiting for a booking request would pass 200 MB. Submit the request or remove some files first.',
    );
  });
});

describe('the sweeper', () => {
  it('removes .part files a crash left behind, but not one still being written', async () => {
    const dir = join(filesDir, 'bookings', 'req-x');
    await mkdir(dir, { recursive: true });
    const old = join(dir, 'bl.pdf.1234.part');
    const fresh = join(dir, 'bl.pdf.5678.part');
    const kept = join(dir, 'bl.pdf');
    for (const path of [old, fresh, kept]) await writeFile(path, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await utimes(kept, twoHoursAgo, twoHoursAgo);
    const swept = await sweepStagedUploads(t.app.ctx);
    expect(swept.partial).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['bl.pdf', 'bl.pdf.5678.part']);
    expect(await new LocalFileStore(filesDir).sweepPartial(new Date())).toBe(1);
  });
});
