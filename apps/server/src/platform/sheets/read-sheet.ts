import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SHEET_LIMITS, SHEET_MESSAGES, type SheetLimits } from '@portal/domain';
import { AppError, badRequest } from '../http/app-error.ts';
import { readZipDirectory } from '../files/zip-directory.ts';
import { readCsvSheet } from './csv-sheet.ts';
import type { SheetAnswer, SheetJob } from './sheet-worker.ts';
import type { SheetTable } from './sheet-table.ts';
import { partsToRead } from './workbook-parts.ts';

export type SheetKind = 'csv' | 'xlsx';

export interface ReadSheetOptions {
  /** SHEET_LIMITS unless a reader lowers some (rates allow 50,000 rows). */
  limits?: SheetLimits;
  /** Aborted when the client has gone: the read stops and its worker is ended. */
  signal?: AbortSignal;
}

const here = new URL(import.meta.url);
/** The worker is the sibling module of this one, .ts under tsx and in tests, .js once compiled. */
const workerEntry = new URL(`./sheet-worker${extname(here.pathname)}`, here);

/**
 * Starts the worker. Node 20 does not pass the TypeScript loader on to worker threads, so a .ts entry is loaded
 * through tsx's API from a one-line script; a compiled .js entry starts as it is.
 */
function startWorker(job: SheetJob, limits: SheetLimits): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 };
  if (!workerEntry.pathname.endsWith('.ts'))
    return new Worker(workerEntry, { workerData: job, resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(workerEntry.href)}, ${JSON.stringify(here.href)}))`;
  return new Worker(load, { eval: true, workerData: job, resourceLimits });
}

/** At most maxConcurrentReads workbooks are read at once, so their memory adds up to a known bound. */
let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(limits: SheetLimits): Promise<() => void> {
  if (running < limits.maxConcurrentReads) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

const tooLarge = (what: string) => badRequest(SHEET_MESSAGES.tooLarge(what));
const notAWorkbook = (fileName: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', SHEET_MESSAGES.notAWorkbook(fileName));

/**
 * Runs one read in its worker and answers with the table, or rejects: 400 naming the limit passed (bytes,
 * rows, cells, texts, characters, time or memory), 415 for a file that is no workbook. The worker is ended when
 * the read is over, the time is up or the client has gone.
 */
function runWorker(job: SheetJob, fileName: string, limits: SheetLimits, signal?: AbortSignal) {
  return new Promise<SheetTable>((resolve, reject) => {
    const worker = startWorker(job, limits);
    // The clock starts when the worker has loaded its code; before that only a very busy machine is slow.
    let timer = setTimeout(() => settle(tooLarge(SHEET_MESSAGES.time(limits))), limits.maxMs * 2);
    const onAbort = () => settle(signal?.reason ?? new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    let settled = false;
    function settle(outcome: SheetTable | Error): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate().finally(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
    }
    worker.on('message', (answer: SheetAnswer) => {
      if (answer.kind === 'ready') {
        clearTimeout(timer);
        // The worker stops itself at maxMs; this ends one stuck in a single long step.
        timer = setTimeout(() => settle(tooLarge(SHEET_MESSAGES.time(limits))), limits.maxMs + 1000);
      } else if (answer.kind === 'table') settle(answer.table);
      else if (answer.kind === 'refused') settle(badRequest(answer.message));
      else settle(notAWorkbook(fileName));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? tooLarge(SHEET_MESSAGES.memory(limits))
          : notAWorkbook(fileName),
      ),
    );
    worker.on('exit', () => settle(notAWorkbook(fileName)));
  });
}

/**
 * Refuses on the server's thread, before a worker starts, a file with no workbook in its zip directory or whose
 * parts claim more than the limit. Reading the directory inflates nothing; the worker counts what really comes out.
 */
function assertClaimedSize(buffer: Buffer, fileName: string, limits: SheetLimits): void {
  const entries = readZipDirectory(buffer);
  const names = entries && partsToRead(entries.map((e) => e.name));
  if (!entries || !names) throw notAWorkbook(fileName);
  const claimed = entries
    .filter((e) => names.includes(e.name))
    .reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (claimed > limits.maxUnpackedBytes) throw tooLarge(SHEET_MESSAGES.unpacked(limits));
}

/**
 * Reads the first sheet of an .xlsx in a worker thread with a capped heap and a time limit, at most
 * SHEET_LIMITS.maxConcurrentReads at once, inflating only the parts it needs and counting the bytes that really
 * come out. The worker's temp dir is removed in every outcome (read, refused, unreadable, out of time or memory,
 * client gone).
 */
export async function readXlsxSheet(
  buffer: Buffer,
  fileName: string,
  { limits = SHEET_LIMITS, signal }: ReadSheetOptions = {},
): Promise<SheetTable> {
  assertClaimedSize(buffer, fileName, limits);
  const release = await takeTurn(limits);
  const tempDir = await mkdtemp(join(tmpdir(), 'portal-sheet-'));
  try {
    signal?.throwIfAborted();
    return await runWorker({ buffer, limits, tempDir }, fileName, limits, signal);
  } finally {
    await rm(tempDir, { recursive: true, force: true });
    release();
  }
}

/** One sheet of an uploaded file whose kind the caller has checked by content (see rates/read-file.ts). */
export async function readSheet(
  file: { buffer: Buffer; fileName: string; kind: SheetKind },
  options: ReadSheetOptions = {},
): Promise<SheetTable> {
  if (file.kind === 'csv') return readCsvSheet(file.buffer, options.limits ?? SHEET_LIMITS);
  return readXlsxSheet(file.buffer, file.fileName, options);
}
