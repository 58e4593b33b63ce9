import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The Playwright suite once more, on PostgreSQL: a fresh database `mise_e2e_<random>` on TEST_DATABASE_URL's server
 * becomes the server under test's E2E_DATABASE_URL (it migrates and seeds it at start, as it does the embedded one),
 * and is dropped when Playwright has finished. Arguments go to `playwright test`; build the web app first.
 * The database is made here, around the run, because Playwright starts its webServer before any globalSetup.
 * `--if-configured` (npm test): without TEST_DATABASE_URL, say so and succeed, except under CI, which must run it.
 * @example
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/ci/e2e-postgres.ts apps/web/e2e/quote.spec.ts
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const ifConfigured = args[0] === '--if-configured';
  const playwrightArgs = ifConfigured ? args.slice(1) : args;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (ifConfigured && !process.env.CI) {
      console.warn('[mise] TEST_DATABASE_URL is not set: the end-to-end suite ran on embedded PGlite only, the PostgreSQL run is skipped; CI runs both.');
      return 0;
    }
    console.error(
      'TEST_DATABASE_URL is not set: the PostgreSQL end-to-end run creates its database on that server, and CI always runs it. Set it, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (.ci/run does).',
    );
    return 1;
  }

  const name = `mise_e2e_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log(`[mise] end-to-end suite on PostgreSQL, database ${name}`);
  try {
    return await playwright(playwrightArgs, { ...process.env, E2E_DATABASE_URL: url.toString() });
  } finally {
    // Force: a server Playwright killed may leave its connections behind for a moment.
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function playwright(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const config = join(import.meta.dirname, '..', '..', 'apps', 'web', 'playwright.config.ts');
  const child = spawn('npx', ['playwright', 'test', '-c', config, ...args], { stdio: 'inherit', env });
  // Ctrl-C reaches Playwright itself (same process group) and a SIGTERM is passed on; either way this process
  // waits for Playwright to end, then drops the database.
  const ignore = () => {};
  const forward = () => child.kill('SIGTERM');
  process.on('SIGINT', ignore);
  process.on('SIGTERM', forward);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
