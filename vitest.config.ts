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
  notice(
    '[mise] TEST_DATABASE_URL is not set: the API tests run on embedded PGlite only, the PostgreSQL half (api-postgres) is not run; CI runs both.',
  );
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

/**
 * API test files that measure time or memory, or that start real server processes against deadlines: they run alone,
 * in a run of their own with one worker (`MISE_TEST_SET=serial`), so a neighbour's load cannot fail them. Every other
 * file runs with two workers (`MISE_TEST_SET=parallel`). Unset, both sets run together (a developer's `npx vitest run`).
 * scripts/test.ts runs the two sets one after the other.
 */
export const SERIAL_API_FILES = [
  'db-resilience',
  'image-cpu',
  'img-streaming',
  'request-budget',
  'session-recheck',
  'slow-body',
  'startup',
];

/**
 * Files whose subject does not depend on the database engine (routing, headers, pure validation, outbound fetches,
 * sign-in counters): run on PGlite only. Everything that writes rows through the API runs on both (docs/testing.md).
 */
export const ENGINE_NEUTRAL_API_FILES = [
  'form-rules',
  'geo',
  'geo-redirect',
  'img-streaming',
  'log-format',
  'log-redaction',
  'media-fetch',
  'openapi-answers',
  'password-policy',
  'proxy',
  'request-headers',
  'route-walk',
  'sign-in-throttle',
  'slow-body',
  'video-sniff',
];

/**
 * Files that must have a module graph of their own: they mock a module (vi.mock) or fake the clock. Every other API file
 * shares its worker's modules with the files before it (`isolate: false`), which saves importing the server per file;
 * what the app keeps per process is keyed by its database (docs/testing.md names the one plan hint that is not).
 */
const ISOLATED_API_FILES = ['account-takeover', 'sign-in-throttle', 'two-factor'];

const testSet = process.env.MISE_TEST_SET;
if (testSet !== undefined && testSet !== 'serial' && testSet !== 'parallel')
  throw new Error(`MISE_TEST_SET: serial or parallel, not ${testSet}`);
const filesOf = (names: readonly string[]) => names.map((name) => `apps/server/test/${name}.test.ts`);
const isolatedOnly = (names: readonly string[]) => names.filter((name) => ISOLATED_API_FILES.includes(name));

/**
 * Which database a project's API files run on. `neutral` is ENGINE_NEUTRAL_API_FILES on PGlite: a project of their own,
 * so CI can run them on both Node versions while `pglite` and `postgres` (the rest) each run on one (.ci/run).
 */
type TApiDb = 'pglite' | 'postgres' | 'neutral';

const apiFiles = (isolated: boolean, db: TApiDb): { include: string[]; exclude: string[] } => {
  const exclude = isolated ? [] : filesOf(ISOLATED_API_FILES);
  if (db !== 'neutral') exclude.push(...filesOf(ENGINE_NEUTRAL_API_FILES));
  if (testSet === 'parallel') exclude.push(...filesOf(SERIAL_API_FILES));
  const own = db === 'neutral' ? ENGINE_NEUTRAL_API_FILES : null;
  const all = isolated
    ? filesOf(isolatedOnly(own ?? ISOLATED_API_FILES))
    : own
      ? filesOf(own)
      : ['apps/server/test/**/*.test.ts'];
  const serial = filesOf(SERIAL_API_FILES).filter((file) =>
    all.some((pattern) => pattern.includes('*') || pattern === file),
  );
  return { include: testSet === 'serial' ? serial : all, exclude };
};

const api = (name: string, db: TApiDb, isolated: boolean) => ({
  extends: true as const,
  test: {
    name: isolated ? `${name}-isolated` : name,
    ...apiFiles(isolated, db),
    isolate: isolated,
    env: { MISE_TEST_DB: db === 'postgres' ? 'postgres' : 'pglite' },
    // Migrates one database for the run; each file copies it (helper.ts).
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    // Two workers on this 2-core machine: API files wait on PostgreSQL and on sockets much of the time. The serial set
    // (SERIAL_API_FILES) gets one.
    maxWorkers: testSet === 'serial' ? 1 : 2,
    allowOnly: !ci,
    projects: [
      {
        extends: true,
        // Some unit tests open an embedded database and migrate it; on a busy 2-core machine that can take a while.
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
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
          // Files share their worker's modules: importing MUI and emotion afresh per file took most of the run (32 s → 15 s
          // for 25 files), and a first toast waited on its lazy chunk. Nothing here mocks a module; test-setup.ts cleans up.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      api('api-pglite', 'pglite', false),
      api('api-pglite', 'pglite', true),
      api('api-neutral', 'neutral', false),
      api('api-neutral', 'neutral', true),
      ...(pgUrl ? [api('api-postgres', 'postgres', false), api('api-postgres', 'postgres', true)] : []),
    ],
  },
});
