import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_COLLEAGUE, E2E_IMAGE_PORT, E2E_OUT } from './e2e/support/env';

/**
 * End-to-end tests against the built web app served by the real server (`npm run build` first).
 * Each run starts the server on a fresh embedded database seeded at scale 1, or on E2E_DATABASE_URL, which
 * scripts/ci/e2e-postgres.ts (npm run test:e2e:postgres) sets to a fresh PostgreSQL database of its own.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// CI keeps both runs' reports, each in its own folder.
const report = join('playwright-report', process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite');

export default defineConfig({
  testDir: 'e2e',
  outputDir: join(E2E_OUT, 'output'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: report }] as const] : []),
    // scripts/test.ts lists the slowest tests of the run from this.
    ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : []),
  ],
  use: {
    baseURL,
    // As staff who ask their system to reduce motion: the console then animates nothing (app/theme.ts), so no step waits
    // for a dialog, menu or toast to finish moving.
    reducedMotion: 'reduce',
    // No trace by default: recording one for every test (kept on failure) cost a fifth of the run's time (city and
    // landmark specs: 100 s with, 80 s without). A failure still leaves its screenshot and error context; to trace, run
    // again with `--trace retain-on-failure` (or `on`).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', testMatch: /.*\.spec\.ts/, dependencies: ['setup'] },
  ],
  webServer: {
    // A colleague's staff account first, as an operator adds one (the console cannot).
    command: `npx tsx scripts/staff.ts add ${E2E_COLLEAGUE.email} --name ${E2E_COLLEAGUE.name} && npx tsx apps/server/src/main.ts`,
    cwd: '../..',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(tmpdir(), `mise-e2e-${Date.now()}`),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      STAFF_PASSWORD: E2E_COLLEAGUE.password,
      SEED_SCALE: '1',
      // Empty means "embedded database"; an ambient DATABASE_URL must not leak into the tests.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      // A loaded machine slows PGlite's statements past its 500 ms request budget (503 on an upload or a search, seen in CI);
      // these specs test staff flows, the budget has its own API tests (request-budget.test.ts).
      REQUEST_DB_BUDGET_MS: process.env.REQUEST_DB_BUDGET_MS ?? '5000',
      // The media spec serves an image from a test server on E2E_IMAGE_PORT; the server refuses loopback otherwise.
      FETCH_ALLOW_HOSTS: process.env.FETCH_ALLOW_HOSTS ?? `127.0.0.1:${E2E_IMAGE_PORT}`,
      // No tile server answers here (port 9 refuses): the map preview must still show its pin and coordinates. A test
      // that wants tiles serves them through page.route, standing in for the tile server.
      MAP_TILES_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      // The demo's 400 places export as a job (place.spec.ts), its landmarks, explore lists and reviews (fewer than 200
      // each) stream as before: no seeded list reaches the real threshold (5 000).
      EXPORT_AS_JOB_ROWS: '200',
      // Set WEB_DIST (build with the same variable) and E2E_PORT/E2E_OUT to run several e2e suites side by side.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
