/**
 * The worker thread that reads one workbook (started by read-sheet.ts, ended after one read). Its heap is capped
 * by the resource limits it was started with; the temp dir it is given is its own, and the server removes it
 * whatever happens here, so even a library that writes temp files leaves nothing behind.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SheetLimits } from '@portal/domain';
import { SheetRefusal } from './sheet-errors.ts';
import type { SheetTable } from './sheet-table.ts';
import { streamFirstSheet } from './stream-sheet.ts';

export interface SheetJob {
  buffer: Uint8Array;
  limits: SheetLimits;
  tempDir: string;
}

export type SheetAnswer =
  | { kind: 'ready' }
  | { kind: 'table'; table: SheetTable }
  | { kind: 'refused'; message: string }
  | { kind: 'unreadable' };

const job = workerData as SheetJob;
const port = parentPort!;
process.env.TMPDIR = job.tempDir;
process.env.TMP = job.tempDir;
process.env.TEMP = job.tempDir;
port.postMessage({ kind: 'ready' } satisfies SheetAnswer);

let answer: SheetAnswer;
try {
  const buffer = Buffer.from(job.buffer.buffer, job.buffer.byteOffset, job.buffer.byteLength);
  answer = { kind: 'table', table: await streamFirstSheet(buffer, job.limits) };
} catch (error) {
  answer =
    error instanceof SheetRefusal ? { kind: 'refused', message: error.message } : { kind: 'unreadable' };
}
port.postMessage(answer);
// Stay until the server ends this thread, so the answer is never overtaken by the thread's exit.
port.on('message', () => undefined);
