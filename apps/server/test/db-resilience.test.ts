import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApp, testDriver } from './helper';
import { type TServerProcess, adminClient, createPgDatabase, stallableRelay, startServer } from './server-process';

type TAnswer = { status: number; retryAfter: string | null; message?: string; id?: number } | { socketError: string };

/** One request to a real server; a dropped connection is an answer too (it must not happen). */
async function ask(
  server: TServerProcess,
  token: string,
  { method, path, body }: { method: 'GET' | 'POST'; path: string; body?: unknown },
): Promise<TAnswer> {
  try {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const json = text.startsWith('{') ? (JSON.parse(text) as { id?: number; error?: { message: string } }) : {};
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      message: json.error?.message,
      id: json.id,
    };
  } catch (error) {
    return { socketError: String((error as { cause?: unknown }).cause ?? error) };
  }
}

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Ends every connection the server has to its database (what a restart, a failover or an operator does). */
async function terminateBackends(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows[0].n;
}

/** Waits until `n` sessions of `database` wait on a lock (a request reached the table the test holds). */
async function waitForLockWaiters(admin: pg.Client, database: string, n: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
      [database],
    );
    if (rows[0].n >= n) return;
    await sleep(25);
  }
  throw new Error(`no request waited on the lock in 5 s`);
}

/**
 * These drive a real server process against a PostgreSQL server: they drop its connections, hold locks against it and
 * cut it off. Embedded PGlite runs inside the server process, so it has no connection to lose, no other session to hold
 * a lock and no statement timeout (it cannot interrupt a statement): on PGlite there is nothing here to test.
 */
describe.skipIf(testDriver === 'pglite')(
  'database going away (PostgreSQL, real server process; PGlite has no connections to lose)',
  () => {
    let db: Awaited<ReturnType<typeof createPgDatabase>>;
    let server: TServerProcess;
    let token: string;
    let admin: pg.Client;

    beforeAll(async () => {
      db = await createPgDatabase();
      server = await startServer({ DATABASE_URL: db.url });
      token = await server.signIn();
      admin = await adminClient(db.url);
    });
    afterAll(async () => {
      await admin?.end();
      await server?.stop();
      await db?.drop();
    });

    it('should answer 503 with Retry-After to a request whose connection is terminated, then serve the next one', async () => {
      // The request waits on a lock the test holds, so its connection is certainly busy when it is terminated.
      await admin.query('begin');
      await admin.query('lock table quotes in access exclusive mode');
      const blocked = ask(server, token, { method: 'GET', path: `/api/quotes?filter=${q({ limit: 5 })}` });
      await waitForLockWaiters(admin, db.name, 1);
      expect(await terminateBackends(admin, db.name)).toBeGreaterThan(0);
      await admin.query('rollback');
      expect(await blocked).toEqual({
        status: 503,
        retryAfter: '5',
        message: 'The database is not answering; try again in a few seconds',
        id: undefined,
      });
      expect(server.alive()).toBe(true);
      expect(await ask(server, token, { method: 'GET', path: '/api/quotes/count' })).toMatchObject({ status: 200 });
    });

    it('should stay up through a burst of writes and reads while every backend is terminated, and keep every acknowledged write', async () => {
      const answers: Array<{ write: boolean; title: string; answer: TAnswer }> = [];
      const burst = Array.from({ length: 240 }, async (_, i) => {
        await sleep(i * 2);
        const write = i % 2 === 0;
        const title = `Burst ${i}`;
        const answer = write
          ? await ask(server, token, { method: 'POST', path: '/api/quotes', body: { title } })
          : await ask(server, token, {
              method: 'GET',
              path: `/api/quotes?filter=${q({ limit: 20, order: 'id DESC' })}`,
            });
        answers.push({ write, title, answer });
      });
      // Twice: the second catches connections the pool opened again after the first.
      await sleep(120);
      const first = await terminateBackends(admin, db.name);
      await sleep(150);
      const second = await terminateBackends(admin, db.name);
      await Promise.all(burst);

      expect(first + second).toBeGreaterThan(0);
      expect(server.alive(), server.output()).toBe(true);
      expect(answers.filter((a) => 'socketError' in a.answer)).toEqual([]);
      const failed = answers.map((a) => a.answer).filter((a) => 'status' in a && a.status !== 200);
      // Whatever failed failed as "try again": 503 with Retry-After and a message, never a 500.
      for (const answer of failed)
        expect(answer).toMatchObject({
          status: 503,
          retryAfter: '5',
          message: 'The database is not answering; try again in a few seconds',
        });
      console.log(
        `burst: ${answers.length - failed.length} × 200, ${failed.length} × 503; ${first} + ${second} backends terminated`,
      );

      // Recovered: the next requests all succeed.
      for (let i = 0; i < 20; i++) {
        expect(
          await ask(server, token, {
            method: i % 2 ? 'GET' : 'POST',
            path: i % 2 ? '/api/quotes/count' : '/api/quotes',
            body: i % 2 ? undefined : { title: `After ${i}` },
          }),
        ).toMatchObject({
          status: 200,
        });
      }
      // Every write that was acknowledged is in the database, under the id it was acknowledged with.
      const acknowledged = answers.filter((a) => a.write && 'status' in a.answer && a.answer.status === 200);
      expect(acknowledged.length).toBeGreaterThan(0);
      const { rows } = await admin.query<{ id: number; title: string }>(
        `select id, title from quotes where title like 'Burst %'`,
      );
      const stored = new Map(rows.map((r) => [r.id, r.title]));
      expect(acknowledged.filter((a) => stored.get((a.answer as { id: number }).id) !== a.title)).toEqual([]);
    });
  },
);

describe.skipIf(testDriver === 'pglite')(
  'database timeouts (PostgreSQL, real server process; PGlite cannot interrupt a statement)',
  () => {
    let db: Awaited<ReturnType<typeof createPgDatabase>>;
    let relay: Awaited<ReturnType<typeof stallableRelay>>;
    let server: TServerProcess;
    let token: string;
    let admin: pg.Client;
    const STATEMENT_TIMEOUT_MS = 1000;

    beforeAll(async () => {
      db = await createPgDatabase();
      const target = new URL(db.url);
      relay = await stallableRelay(target.hostname, Number(target.port || 5432));
      const through = new URL(db.url);
      through.host = `127.0.0.1:${relay.port}`;
      server = await startServer({
        DATABASE_URL: through.toString(),
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DB_CONNECT_TIMEOUT_MS: '1000',
      });
      token = await server.signIn();
      admin = await adminClient(db.url);
      await admin.query(`insert into quotes (title) select 'Quote ' || g from generate_series(1, 50) g`);
    });
    afterAll(async () => {
      await admin?.end();
      await server?.stop();
      await relay?.close();
      await db?.drop();
    });

    it('should stop a request blocked behind a lock at the statement timeout with 503 and Retry-After', async () => {
      await admin.query('begin');
      await admin.query('lock table quotes in access exclusive mode');
      try {
        const started = performance.now();
        const answer = await ask(server, token, { method: 'GET', path: `/api/quotes?filter=${q({ limit: 5 })}` });
        const ms = performance.now() - started;
        expect(answer).toMatchObject({ status: 503, retryAfter: '5' });
        expect((answer as { message: string }).message).toContain('The database took too long to answer');
        expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
        expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 3000);
      } finally {
        await admin.query('rollback');
      }
      expect(await ask(server, token, { method: 'GET', path: `/api/quotes?filter=${q({ limit: 5 })}` })).toMatchObject({
        status: 200,
      });
    });

    it('should let a CSV export wait and run past the statement timeout', async () => {
      await admin.query('begin');
      await admin.query('lock table quotes in access exclusive mode');
      const exported = fetch(`${server.url}/api/appmodels/generate-csv?modelName=Quote`, {
        headers: { authorization: token },
      });
      await waitForLockWaiters(admin, db.name, 1);
      await sleep(STATEMENT_TIMEOUT_MS * 2.5);
      await admin.query('rollback');
      const res = await exported;
      expect(res.status).toBe(200);
      const lines = (await res.text()).trim().split('\n');
      expect(lines.length).toBe(51);
    });

    it('should answer 503 when the database stops answering altogether, say so in readiness, and recover', async () => {
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      relay.stall();
      try {
        const started = performance.now();
        const [list, ready, live, health] = await Promise.all([
          ask(server, token, {
            method: 'GET',
            path: `/api/quotes?filter=${q({ limit: 5, where: { title: 'stalled' } })}`,
          }),
          fetch(`${server.url}/api/health/ready`),
          fetch(`${server.url}/api/health/live`),
          fetch(`${server.url}/api/health`),
        ]);
        // No statement timeout can fire on a server that gets nothing: the connection is given up after the timeout and a margin.
        expect(list).toMatchObject({
          status: 503,
          retryAfter: '5',
          message: 'The database is not answering; try again in a few seconds',
        });
        expect(performance.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS * 2 + 3000);
        expect(ready.status).toBe(503);
        expect(ready.headers.get('retry-after')).toBe('5');
        expect(live.status).toBe(200);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ ok: true, live: true, ready: false });
      } finally {
        relay.resume();
      }
      expect(await ask(server, token, { method: 'GET', path: `/api/quotes?filter=${q({ limit: 5 })}` })).toMatchObject({
        status: 200,
      });
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      expect(server.alive()).toBe(true);
    });
  },
);

describe('health endpoints', async () => {
  const t = await setupApp();

  it('should answer liveness and readiness without a token while the database answers', async () => {
    const [health, live, ready] = await Promise.all(
      ['/api/health', '/api/health/live', '/api/health/ready'].map((url) => t.app.inject({ method: 'GET', url })),
    );
    expect([health.statusCode, live.statusCode, ready.statusCode]).toEqual([200, 200, 200]);
    expect(health.json()).toEqual({ ok: true, live: true, ready: true, database: 'answering' });
    expect(live.json()).toEqual({ ok: true, live: true });
    expect(ready.json()).toEqual({ ok: true, ready: true, database: 'answering' });
  });
});
