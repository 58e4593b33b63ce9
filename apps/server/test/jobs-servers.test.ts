import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import type { TJob } from '@mise/contracts/common/job-calls';
import { testDriver } from './helper';
import { type TServerProcess, createPgDatabase, startServer } from './server-process';

const RECORDS = 10_000;
/** Servers that hand on a dead server's chunk after 3 s and ask for work twice a second. */
const JOB_ENV = { JOB_POLL_SECONDS: '0.5', JOB_EXPIRE_SECONDS: '3' };

type TSetup = { url: string; db: pg.Pool; drop: () => Promise<void> };

async function database(): Promise<TSetup> {
  const { url, drop } = await createPgDatabase(inject('migratedPgTemplate'));
  const db = new pg.Pool({ connectionString: url, max: 2 });
  await db.query(
    `insert into destinations (name, continent) select 'Job city ' || g, 'europe' from generate_series(1, $1::int) g`,
    [RECORDS],
  );
  return {
    url,
    db,
    drop: async () => {
      await db.end();
      await drop();
    },
  };
}

async function publishAll(server: TServerProcess, token: string): Promise<TJob> {
  const res = await fetch(`${server.url}/api/bulk/city`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ where: { name: { like: 'Job city %' } }, change: { publish: true } }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as TJob;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after 90 s`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

const jobRow = async (db: pg.Pool, id: number) =>
  (await db.query(`select state, total, done, changed, chunks, chunks_done from jobs where id = $1`, [id])).rows[0] as {
    state: string;
    total: number | null;
    done: number;
    changed: number;
    chunks: number | null;
    chunks_done: number;
  };

/** Every city changed once by the job's operation, and each is published. */
async function expectEachRecordOnce(db: pg.Pool, job: TJob) {
  const ledger = await db.query(
    `select count(*)::int as entries, count(distinct record_id)::int as records from change_ledger where operation = $1`,
    [job.operation],
  );
  expect(ledger.rows[0]).toEqual({ entries: RECORDS, records: RECORDS });
  const published = await db.query(
    `select count(*)::int as n from destinations where name like 'Job city %' and is_published`,
  );
  expect(published.rows[0].n).toBe(RECORDS);
}

describe.skipIf(testDriver === 'pglite')('jobs on several servers sharing one PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('two servers share one job of 10 000 records, and none is done twice', async () => {
    const setup = await database();
    cleanups.push(setup.drop);
    const servers = await Promise.all([0, 1].map(() => startServer({ DATABASE_URL: setup.url, ...JOB_ENV })));
    for (const server of servers) cleanups.push(server.stop);
    const job = await publishAll(servers[0]!, await servers[0]!.signIn());
    const row = await until(
      'the job',
      () => jobRow(setup.db, job.id),
      (r) => r.state === 'done',
    );
    expect(row).toMatchObject({ total: RECORDS, done: RECORDS, changed: RECORDS, chunks_done: row.chunks });
    const workers = await setup.db.query(
      `select split_part(worker, ':', 2) as pid, count(*)::int as chunks from job_chunks where job_id = $1 group by 1`,
      [job.id],
    );
    // Both processes took chunks.
    expect(workers.rows.map((w) => Number(w.pid)).sort()).toEqual(servers.map((s) => s.pid).sort());
    await expectEachRecordOnce(setup.db, job);
  }, 180_000);

  it('a server killed mid-job: a new one resumes from the last finished chunk and does each record once', async () => {
    const setup = await database();
    cleanups.push(setup.drop);
    const first = await startServer({ DATABASE_URL: setup.url, ...JOB_ENV });
    cleanups.push(first.stop);
    const job = await publishAll(first, await first.signIn());
    await until(
      'some chunks done',
      () => jobRow(setup.db, job.id),
      (r) => r.chunks_done >= 3,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const before = await jobRow(setup.db, job.id);
    expect(before.state).toBe('running');
    expect(before.chunks_done).toBeLessThan(before.chunks!);

    const second = await startServer({ DATABASE_URL: setup.url, ...JOB_ENV });
    cleanups.push(second.stop);
    const row = await until(
      'the job',
      () => jobRow(setup.db, job.id),
      (r) => r.state === 'done',
    );
    expect(row).toMatchObject({ total: RECORDS, done: RECORDS, changed: RECORDS });
    const byWorker = await setup.db.query(
      `select split_part(worker, ':', 2)::int as pid, count(*)::int as chunks from job_chunks where job_id = $1 group by 1`,
      [job.id],
    );
    const chunksOf = (pid: number) => byWorker.rows.find((w) => w.pid === pid)?.chunks ?? 0;
    // What the killed server finished stands; the new server did the rest.
    expect(chunksOf(first.pid)).toBe(before.chunks_done);
    expect(chunksOf(second.pid)).toBe(row.chunks! - before.chunks_done);
    await expectEachRecordOnce(setup.db, job);
  }, 180_000);
});
