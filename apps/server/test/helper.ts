import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import { ensureSettings, upsertStaff } from '../src/bootstrap';
import { type TConfig, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { hashPassword } from '../src/lib/secrets';
import { users } from '../src/db/schema/user';
import { createPgDatabase } from './pg-database';

export const STAFF = { email: 'staff@mise.test', password: 'correct-horse-battery' };
export const GUIDE_USER = { email: 'guide@mise.test', password: 'guide-user-password' };

/** Which database this run of the API tests uses: `MISE_TEST_DB=postgres` with TEST_DATABASE_URL, else embedded PGlite. */
export const testDriver = process.env.MISE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A database of this file's own with every migration applied, copied from the one global-setup.ts migrated for the run. */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (testDriver === 'pglite') {
    const image = new Blob([readFileSync(inject('migratedPgliteImage'))]);
    const database = await openDatabase({ dataDir: null, image });
    return { database, drop: async () => {} };
  }
  const { url, drop } = await createPgDatabase(inject('migratedPgTemplate'));
  const database = await openDatabase({ url, poolSize: 5 });
  return { database, url, drop };
}

export type TTestApp = {
  app: FastifyInstance;
  database: Database;
  config: TConfig;
  /** A signed-in staff member's token. */
  token: string;
  auth: () => { authorization: string };
  /** The PostgreSQL database's URL, for tests that need connections of their own (PGlite has only one). */
  url?: string;
};

/** The real app on a fresh, migrated database with one staff member and one guide user; closed after the file's tests. */
export async function setupApp(overrides: Partial<TConfig> = {}): Promise<TTestApp> {
  const { database, url, drop } = await freshDatabase();
  // Nothing to apply when the copy is current; a migration added while a run is going would still be applied here.
  await database.migrate();
  await ensureSettings(database.db);
  await upsertStaff(database.db, { email: STAFF.email, password: STAFF.password });
  await database.db
    .insert(users)
    .values({ email: GUIDE_USER.email, passwordHash: await hashPassword(GUIDE_USER.password), name: 'Guide User' });
  // Jobs queue here but run only where a test asks (jobs.test.ts): a worker polling in every file's app costs CI time.
  const config = loadConfig(
    {},
    {
      dataDir: '/nonexistent',
      webDist: '/nonexistent',
      jobs: { worker: false, pollSeconds: 1, expireSeconds: 60 },
      ...overrides,
    },
  );
  // Every answer of this file's tests is checked against its route's declared schema (plugins/declared-answers.ts).
  const mismatches: string[] = [];
  const app = await buildApp({ config, database, onAnswerMismatch: (mismatch) => mismatches.push(mismatch) });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: STAFF });
  if (login.statusCode !== 200) throw new Error(`staff login failed in test setup: ${login.statusCode} ${login.body}`);
  const token = login.json().id as string;
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    expect([...new Set(mismatches)], 'answers unlike their declared schemas').toEqual([]);
  });
  return { app, database, config, token, auth: () => ({ authorization: token }), url };
}

/**
 * The staff member's calls to the app: `call` answers `{status, body}` (JSON parsed), `make` POSTs a row and expects 200,
 * `q` JSON-encodes a filter or where for a query string.
 * @example
 * const { call, make, q } = staffCalls(t);
 * const city = await make('destinations', { name: 'Lisbon' });
 * expect((await call('GET', `/api/destinations?filter=${q({ limit: 1 })}`)).status).toBe(200);
 */
export function staffCalls(t: TTestApp) {
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: t.auth(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const make = async (path: string, body: Record<string, unknown>) => {
    // The city form requires a continent (part 1 §5); a test that does not care about it gets one.
    const res = await call('POST', `/api/${path}`, path === 'destinations' ? { continent: 'europe', ...body } : body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { id: number; name: string };
  };
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  return { call, make, q };
}
