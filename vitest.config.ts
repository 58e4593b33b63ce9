import { defineConfig } from 'vitest/config';

const pgUrl = process.env.TEST_DATABASE_URL;
// Same test as Playwright's forbidOnly, so a focused test or a missing database cannot pass CI by running less.
const ci = Boolean(process.env.CI);
// Vitest evaluates this file once per project in the same process; each notice is printed once.
const printed = ((globalThis as { miseTestNotices?: Set<string> }).miseTestNotices ??= new Set<string>());
const notice = (line: string) => {
  if (!printed.has(line)) console.warn(line);
  printed.add(line);
};
if (!pgUrl) {
  if (ci) {
    throw new Error(
      'TEST_DATABASE_URL is not set: CI runs every API test on PostgreSQL too (project api-postgres), and without it only PGlite would run. Set it, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (.ci/run does).',
    );
  }
  notice('[mise] TEST_DATABASE_URL is not set: the API tests run on embedded PGlite only, the PostgreSQL half (api-postgres) is not run; CI runs both.');
}

if (!process.env.TEST_REDIS_URL) {
  if (ci)
    throw new Error(
      'TEST_REDIS_URL is not set: CI tests the shared sign-in counters in Redis too. Set it, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379 (.ci/run does).',
    );
  notice(
    '[mise] TEST_REDIS_URL is not set: the sign-in counters are tested in memory only. Set it (e.g. redis://127.0.0.1:6379) to test them in Redis too; CI always does.',
  );
}

const api = (name: string, db: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    env: { MISE_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    allowOnly: !ci,
    projects: [
      {
        extends: true,
        // Some unit tests open an embedded database and migrate it; on a busy 2-core machine that can take a while.
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // The web kit's hooks and components in a simulated DOM (happy-dom) with Testing Library; no server involved.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
      api('api-pglite', 'pglite'),
      ...(pgUrl ? [api('api-postgres', 'postgres')] : []),
    ],
  },
});
