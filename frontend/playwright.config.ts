import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_GOOGLE_CLIENT_ID, MOCK_GOOGLE_CLIENT_SECRET, mockGoogleIssuer } from './e2e/support/mock-google.ts';
import { E2E_SQL_CONSOLE_PASSWORD } from './e2e/support/sql-console.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const googleIssuer = mockGoogleIssuer(port);

/**
 * Browser tests drive Debian's Chromium (Playwright cannot download its own browser here)
 * against the whole product started as `npm start` does: its own embedded Postgres under
 * .data/e2e, or a fresh database on DATABASE_URL's server when that is set.
 */
process.env.E2E_DB_NAME ??= `wordbook_e2e_${Date.now()}`;
const databaseEnv: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: Object.assign(new URL(process.env.DATABASE_URL), { pathname: `/${process.env.E2E_DB_NAME}` }).toString() }
  : { DATA_DIR: path.join(repoRoot, '.data', 'e2e') };

/** Specs that change what every other test sees (maintenance mode). */
const ALONE = /maintenance-mode\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous: the CI machine has 2 cores for two browsers, the product, its workers and Postgres, and a login's
  // proof of work and password hash take seconds there. A test that hangs still fails, only later.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // One folder per port: Playwright empties its output folder when it starts, which would break a parallel run's traces.
  outputDir: path.join(repoRoot, 'test-results', `e2e-${port}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace screencasts every frame, a real cost on 2 cores; E2E_TRACE=off (set by CI, whose
    // traces nobody can open) skips it. Failures keep their screenshot and error context either way.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: ALONE },
    // Maintenance mode refuses every learner's call: its tests run after all the others, never beside one.
    { name: 'alone', use: { ...devices['Desktop Chrome'] }, testMatch: ALONE, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: `node --import tsx ops/src/start-product.ts`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Stopped as Ctrl-C stops `npm start`, so it stops its embedded Postgres too (a SIGKILL would leave it running).
      // The time covers a worker finishing its running jobs (20 s at most), then Postgres's shutdown.
      gracefulShutdown: { signal: 'SIGINT', timeout: 40_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      // The e2e database outlives a run (rate-limit windows too): scale the limits so repeated runs stay under them.
      // PUBLIC_URL is the address the browser uses, so Google's redirect comes back to the host that holds the cookies.
      env: {
        ...databaseEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        WORKER_PROCESSES: '1',
        RATE_LIMIT_SCALE: '20',
        // Every login solves the real proof of work; a smaller search keeps two browsers' logins from starving the machine.
        ALTCHA_MAX_NUMBER: '2000',
        GOOGLE_CLIENT_ID: MOCK_GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: MOCK_GOOGLE_CLIENT_SECRET,
        GOOGLE_ISSUER_URL: googleIssuer,
        SQL_CONSOLE_PASSWORD: E2E_SQL_CONSOLE_PASSWORD,
      },
    },
    {
      // Google for the sign-in tests: a real OpenID provider (oauth2-mock-server) on the next port.
      command: `node --import tsx frontend/e2e/support/oidc-provider.ts`,
      cwd: repoRoot,
      url: `${googleIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_PORT: String(port + 1) },
    },
  ],
});
