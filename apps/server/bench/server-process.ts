/**
 * The server as `npm start` runs it (scripts/start.mjs: the compiled server, built first when its sources changed)
 * in its own process on loopback, for the benchmarks that measure a started server over HTTP (bench:load, the
 * concurrent pass of bench:bookings) and its start-up time (bench).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** Starts the server in its own process, as `npm start` does, on loopback; resolves once /api/health answers. */
export async function startServer(
  env: Record<string, string>,
  profileDir: string | null = null,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const inherited = { ...process.env };
  // Only the run's own settings choose the database.
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, [...profile, 'scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...inherited,
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 180 s');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}
