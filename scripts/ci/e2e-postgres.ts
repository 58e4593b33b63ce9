import { onFreshPostgres, playwright } from './e2e-runs';

/**
 * The Playwright suite on PostgreSQL: a fresh database on TEST_DATABASE_URL's server becomes the server under test's
 * E2E_DATABASE_URL (see onFreshPostgres). Arguments go to `playwright test`; build the web app first.
 * @example
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/ci/e2e-postgres.ts e2e/quote.spec.ts
 */
async function main(): Promise<number> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'TEST_DATABASE_URL is not set: the PostgreSQL end-to-end run creates its database on that server. Set it, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres.',
    );
    return 1;
  }
  return onFreshPostgres(serverUrl, (url) =>
    playwright(process.argv.slice(2), { ...process.env, E2E_DATABASE_URL: url }),
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
