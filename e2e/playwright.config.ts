import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * Journeys run against the real server on a fresh embedded database (seeded with the demo data at start),
 * serving the built web app, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // Journeys keep several pages open at once; the world clock's ticker repaints each of them every frame, which
    // on a 2-core machine slowed every other step. tests/frame.spec.ts checks the ticker with motion.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `rm -rf data/e2e-${PORT} && npm run serve`,
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    // A first start creates and seeds the database: about 15 s on a quiet machine, minutes on a saturated one.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: `data/e2e-${PORT}`,
      DEV_MAILBOX: 'true',
      // Every journey signs in from localhost; the production limit would stop the suite half way.
      LOGIN_RATE_LIMIT_MAX: '1000',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
});
