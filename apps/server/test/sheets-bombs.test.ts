import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_LIMITS } from '@portal/domain';
import { RATE_SHEET_LIMITS, readRateFile } from '../src/modules/rates/read-file.ts';
import { sampleWorkbook } from '../src/modules/rates/sample.ts';
import { readXlsxSheet } from '../src/platform/sheets/read-sheet.ts';
import {
  inlineStringWorkbook,
  manyCellsWorkbook,
  sharedStringsBomb,
  sharedStringsWorkbook,
  sheetBomb,
} from './security-hostile-xlsx.ts';

/**
 * Spreadsheet bombs (issue 20): a hostile workbook is refused with a 400 that names the limit, within bounded time
 * and memory, and leaves no temp file, whether it is read, refused, out of time or abandoned. The reads run with
 * TMPDIR pointed at a directory of this file's own, so "no temp file left" is an exact listing.
 */
let temp: string;
let savedTmpdir: string | undefined;

beforeAll(() => {
  savedTmpdir = process.env.TMPDIR;
  temp = mkdtempSync(join(tmpdir(), 'sheet-bombs-test-'));
  process.env.TMPDIR = temp;
});
afterAll(() => {
  process.env.TMPDIR = savedTmpdir;
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  rmSync(temp, { recursive: true, force: true });
});
/** What the reads left in the temp dir. tsx keeps its compile cache there (tsx-*): that is the test's loader's own. */
const leftBehind = () => readdirSync(temp).filter((name) => !name.startsWith('tsx-'));
afterEach(() => {
  expect(leftBehind()).toEqual([]);
});

/** The read's answer, how long it took and how far the process's resident memory rose meanwhile (worker included). */
async function measured<T>(read: () => Promise<T>) {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = Date.now();
  try {
    const answer = await read().then(
      (value) => ({ value, error: null }),
      (error: Error & { statusCode?: number }) => ({ value: null, error }),
    );
    return { ...answer, ms: Date.now() - started, grewMb: (peak - base) / (1024 * 1024) };
  } finally {
    clearInterval(sampler);
  }
}

/** Seconds a refusal may take here: the worker's start is most of it, and the test machine is shared. */
const BOUND_MS = 25_000;
/** What one read may add to the process: the worker's heap cap, the inflated bytes and the worker's own code. */
const BOUND_MB = SHEET_LIMITS.maxHeapMb + SHEET_LIMITS.maxUnpackedBytes / (1024 * 1024) + 128;

describe('the sheet reader against hostile workbooks', () => {
  it('counts the bytes really inflated: parts that claim 100 bytes and inflate to 512 MB stop at 64 MB', async () => {
    const bomb = await sharedStringsBomb(512);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const { error, ms, grewMb } = await measured(() => readRateFile(bomb, 'bomb.xlsx'));
    expect(error).toMatchObject({
      statusCode: 400,
      message:
        'The workbook is too large to import: it unpacks to more than 64 MB. Keep only the rows and columns to import, or split it.',
    });
    expect(ms).toBeLessThan(BOUND_MS);
    expect(grewMb).toBeLessThan(BOUND_MB);
  }, 60_000);

  it('does the same for a sheet that inflates to 1 GB: nothing is copied to disk', async () => {
    const { error, ms, grewMb } = await measured(async () =>
      readRateFile(await sheetBomb(1024), 'sheet.xlsx'),
    );
    expect(error?.message).toMatch(/it unpacks to more than 64 MB/);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(grewMb).toBeLessThan(BOUND_MB);
  }, 60_000);

  it('caps the shared strings table: 600,000 tiny texts are refused before any is made a string', async () => {
    const { error, ms, grewMb } = await measured(() =>
      readRateFile(sharedStringsWorkbook(600_000), 'texts.xlsx'),
    );
    expect(error?.message).toMatch(/it holds more than 500,000 different texts/);
    expect(error?.statusCode).toBe(400);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(grewMb).toBeLessThan(BOUND_MB);
  }, 60_000);

  it('caps cells and rows', async () => {
    // The cell limit lowered tenfold, so the test streams 240,000 cells rather than 2.4 million.
    const file = await manyCellsWorkbook(12_000, 20);
    const limits = { ...RATE_SHEET_LIMITS, maxCells: SHEET_LIMITS.maxCells / 10 };
    const cells = await measured(async () => readRateFile(file, 'cells.xlsx', { limits }));
    expect(cells.error?.message).toMatch(/it has more than 200,000 cells/);
    expect(cells.grewMb).toBeLessThan(BOUND_MB);
    // A header row and 50,001 rows below it.
    const rows = Array.from({ length: 50_002 }, (_, i) => [`r${i}`]);
    await expect(readRateFile(inlineStringWorkbook(rows), 'rows.xlsx')).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file has more than 50,000 rows; split it into several files.',
    });
  }, 60_000);

  it('reads two bombs at once within the bound of two reads', async () => {
    const bomb = await sharedStringsBomb(512);
    const { value, ms, grewMb } = await measured(() =>
      Promise.allSettled([readRateFile(bomb, 'a.xlsx'), readRateFile(bomb, 'b.xlsx')]),
    );
    expect(value!.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual([
      expect.stringMatching(/unpacks to more than 64 MB/),
      expect.stringMatching(/unpacks to more than 64 MB/),
    ]);
    expect(ms).toBeLessThan(2 * BOUND_MS);
    expect(grewMb).toBeLessThan(2 * BOUND_MB);
  }, 90_000);

  it('ends a read that runs out of time or memory, and says which', async () => {
    const big = sharedStringsWorkbook(300_000);
    await expect(
      readXlsxSheet(big, 'slow.xlsx', { limits: { ...SHEET_LIMITS, maxMs: 1 } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/took longer than 0.001 seconds/),
    });
    await expect(
      readXlsxSheet(big, 'heavy.xlsx', { limits: { ...SHEET_LIMITS, maxHeapMb: 24 } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/needs more than 24 MB of memory/),
    });
  }, 60_000);

  it('stops when the client has gone', async () => {
    const gone = new AbortController();
    const read = readXlsxSheet(sharedStringsWorkbook(300_000), 'gone.xlsx', { signal: gone.signal });
    setTimeout(() => gone.abort(new Error('client gone')), 50);
    await expect(read).rejects.toThrow('client gone');
  }, 60_000);

  it('reads the sample workbook and leaves no temp file (the old reader left two)', async () => {
    const table = await readRateFile(await sampleWorkbook(new Date()), 'rate-sample.xlsx');
    expect(table.rows.length).toBeGreaterThan(0);
    // afterEach lists the temp dir.
  }, 60_000);
});
