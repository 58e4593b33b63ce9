import { defineConfig } from 'vitest/config';

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  console.warn(
    '\n[mise] TEST_DATABASE_URL is not set: the API tests run on embedded PGlite only. Set it (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run them on PostgreSQL too; CI always does.\n',
  );
}

if (!process.env.TEST_REDIS_URL) {
  console.warn(
    '\n[mise] TEST_REDIS_URL is not set: the sign-in counters are tested in memory only. Set it (e.g. redis://127.0.0.1:6379) to test them in Redis too; CI always does.\n',
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
      api('api-pglite', 'pglite'),
      ...(pgUrl ? [api('api-postgres', 'postgres')] : []),
    ],
  },
});
