/**
 * What hostile workbooks cost the rate import's reader (issue 20): each case runs in its own process with a fresh
 * TMPDIR, and the parent reports wall time, the process's peak resident memory (VmHWM, worker threads included),
 * the answer, and the temp files left behind. A case still running after CAP_S seconds is killed and reported so.
 *
 *   npm run bench:sheets -w apps/server            all cases
 *   npm run bench:sheets -w apps/server -- shared  the cases whose name contains "shared"
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  inlineStringWorkbook,
  manyCellsWorkbook,
  sharedStringsBomb,
  sharedStringsWorkbook,
  sheetBomb,
} from '../test/security-hostile-xlsx.ts';
import { readRateFile } from '../src/modules/rates/read-file.ts';
import { sampleWorkbook } from '../src/modules/rates/sample.ts';

const CAP_S = Number(process.env.BENCH_CAP_S ?? 240);

const CASES: Record<string, () => Promise<Buffer[]>> = {
  /** The demo's own sample file: must import, and leave nothing behind. */
  sample: async () => [await sampleWorkbook(new Date())],
  /** 400,000 distinct tiny shared strings, honest sizes (1 MB): under the limit, read. */
  'shared-strings-400k': async () => [sharedStringsWorkbook(400_000)],
  /** 1,050,000 of them (2.6 MB): past the limit. */
  'shared-strings-2.6MB': async () => [sharedStringsWorkbook(1_050_000)],
  /** A shared strings part that inflates to 1 GB while the zip claims 100 bytes per part. */
  'shared-strings-bomb': async () => [await sharedStringsBomb(1024)],
  /** A sheet that inflates to 1 GB while the zip claims 100 bytes, and no shared strings. */
  'sheet-bomb': async () => [await sheetBomb(1024)],
  /** Two of those at once. */
  'shared-strings-bomb-x2': async () => [await sharedStringsBomb(1024), await sharedStringsBomb(1024)],
  /** 200,000 rows of 20 numbers (4 million cells). */
  'many-cells': async () => [await manyCellsWorkbook(200_000, 20)],
  /** 60,000 rows, more than a rate file may have. */
  'many-rows': async () => [inlineStringWorkbook(Array.from({ length: 60_000 }, (_, i) => [`r${i}`]))],
};

async function child(name: string): Promise<void> {
  const files = await CASES[name]!();
  const started = Date.now();
  const answers = await Promise.all(
    files.map((file) =>
      readRateFile(file, `${name}.xlsx`).then(
        (table) => `read ${table.rows.length} rows`,
        (error: Error) => `refused: ${error.message}`,
      ),
    ),
  );
  process.stdout.write(
    JSON.stringify({ ms: Date.now() - started, bytes: files.map((f) => f.length), answers }) + '\n',
  );
}

function peakRssMb(pid: number): number {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return hwm ? Math.round(Number(hwm[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

async function parent(filter: string | undefined): Promise<void> {
  for (const name of Object.keys(CASES).filter((n) => !filter || n.includes(filter))) {
    const tmp = mkdtempSync(join(tmpdir(), 'sheet-bench-'));
    const proc = spawn(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--case', name],
      { env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    let peak = 0;
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const sampler = setInterval(() => (peak = Math.max(peak, peakRssMb(proc.pid!))), 200);
    const killer = setTimeout(() => proc.kill('SIGKILL'), CAP_S * 1000);
    const started = Date.now();
    const code = await new Promise<number | null>((done) => proc.on('exit', done));
    clearInterval(sampler);
    clearTimeout(killer);
    // tsx keeps its compile cache in the temp dir: that is the bench's own, not the reader's.
    const left = (readdirSync(tmp, { recursive: true }) as string[]).filter((f) => !f.startsWith('tsx-'));
    let leftBytes = 0;
    for (const f of left) {
      try {
        leftBytes += readFileSync(join(tmp, f)).length;
      } catch {
        // a directory
      }
    }
    rmSync(tmp, { recursive: true, force: true });
    const result = out.trim()
      ? (JSON.parse(out.trim().split('\n').pop()!) as { ms: number; answers: string[]; bytes: number[] })
      : null;
    console.log(
      [
        name.padEnd(24),
        result ? `upload ${result.bytes.map((b) => (b / 1048576).toFixed(2)).join('+')} MB` : '',
        result
          ? `read ${(result.ms / 1000).toFixed(1)} s`
          : `killed or failed (exit ${code}) after ${((Date.now() - started) / 1000).toFixed(0)} s`,
        `peak RSS ${peak} MB`,
        `temp files left ${left.length} (${(leftBytes / 1048576).toFixed(1)} MB)`,
      ].join('  '),
    );
    if (result) for (const a of result.answers) console.log(`  ${a.slice(0, 160)}`);
  }
}

const at = process.argv.indexOf('--case');
if (at > 0) await child(process.argv[at + 1]!);
else await parent(process.argv[2]);
