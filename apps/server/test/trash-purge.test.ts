import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { TJob } from '@mise/contracts/common/job-calls';
import type { TStoredFile } from '@mise/contracts/common/media';
import { upsertStaff } from '../src/bootstrap';
import { ledgerNames } from '../src/changes/ledger-names';
import { ModelRegistry } from '../src/crud/registry';
import { JobEngine, SCHEDULE_TIME_ZONE, everyQueue } from '../src/jobs/engine';
import type { TJobKind } from '../src/jobs/kind';
import { jobKinds } from '../src/jobs/plugin';
import { PURGE_CRON, purgeTitle } from '../src/jobs/trash-purge';
import { allModels } from '../src/resources/registry';
import { PROOF_CODE_NEEDED, WRONG_PASSWORD } from '../src/session/account-proof';
import { image, tempDir } from './fixtures/media';
import { STAFF, type TTestApp, setupApp, staffCalls } from './helper';

const FAST = { worker: true, pollSeconds: 0.5, expireSeconds: 30 };
const names = ledgerNames(new ModelRegistry(allModels));

/** Asks until `check` holds (or fails the test after `ms`): a job's end, a file removed after its chunk committed. */
async function eventually<T>(check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`still not so after ${ms} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The app's calls, and what these tests need around them: a worker, trashed records of a given age, the ledger. */
function purgeCalls(t: TTestApp) {
  const { call, make } = staffCalls(t);
  const finished = (id: number) =>
    eventually(async () => {
      const job = (await call('GET', `/api/jobs/${id}`)).body as TJob;
      return ['done', 'failed', 'cancelled'].includes(job.state) ? job : undefined;
    });
  const engine = (kinds: TJobKind[] = jobKinds(names, t.config)) =>
    new JobEngine({
      database: t.database,
      kinds,
      timing: FAST,
      onError: (error) => {
        throw error;
      },
    });
  /** Runs `fn` with a worker taking jobs (the app itself only queues them). */
  const withWorker = async <T>(fn: (worker: JobEngine) => Promise<T>): Promise<T> => {
    const worker = engine();
    await worker.start();
    try {
      return await fn(worker);
    } finally {
      await worker.stop();
    }
  };
  const rows = async (text: string, values: unknown[] = []) => (await t.database.raw(text, values)).rows;
  /** Moves a record's trashing `days` back in time, as if it had been in the trash that long (records trashed together stay together). */
  const age = (table: string, id: number, days: number) =>
    rows(
      `update trash set deleted_at = deleted_at - make_interval(days => $3) where table_name = $1 and record_id = $2`,
      [table, id, days],
    );
  const place = (name: string, cityId: number) =>
    make('establishments', { name, address: '1 Rua', city: 'Porto', destinationId: cityId });
  const trash = async (path: string, id: number, query = '') =>
    expect((await call('DELETE', `/api/${path}/${id}${query}`)).status).toBe(200);
  const tombstones = (table: string, id: number) =>
    rows(
      `select changes, actor_id, operation::text from change_ledger where table_name = $1 and record_id = $2 and kind = 'purge'`,
      [table, id],
    );
  const exists = async (table: string, id: number) =>
    (await rows(`select 1 from ${table} where id = $1`, [id])).length > 0;
  return { call, make, finished, engine, withWorker, rows, age, place, trash, tombstones, exists };
}

describe('trash purge', async () => {
  const dataDir = tempDir('mise-trash-purge-');
  const t = await setupApp({ dataDir, trashRetentionDays: 30 });
  const c = purgeCalls(t);
  const staffId = Number((await c.rows(`select id from users where email = $1`, [STAFF.email]))[0]!.id);
  const onDisk = (file: TStoredFile) =>
    access(join(dataDir, 'media', file.filePath ?? '')).then(
      () => true,
      () => false,
    );
  const upload = async () => {
    const res = await c.call('POST', '/api/pictures/upload', {
      base64img: (await image('jpeg', { width: 40, height: 30 })).toString('base64'),
      filename: 'a.jpg',
      folder: 'establishments',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TStoredFile;
  };

  it('should purge only the records trashed longer ago than the retention, with their links, rows and files, each leaving a tombstone', async () => {
    const city = await c.make('destinations', { name: 'Purge City' });
    const old = await c.place('Old Tasca', city.id);
    const recent = await c.place('Recent Tasca', city.id);
    const live = await c.place('Live Tasca', city.id);
    const tag = Number((await c.rows(`insert into tags (name) values ('Purge Rooftop') returning id`))[0]!.id);
    for (const id of [old.id, live.id])
      await c.rows(`insert into establishment_tags (establishment_id, tag_id) values ($1, $2)`, [id, tag]);
    const guide = Number(
      (await c.rows(`select id from users where email <> $1 order by id limit 1`, [STAFF.email]))[0]!.id,
    );
    await c.rows(`insert into reviews (user_id, establishment_id, text) values ($1, $2, 'Lovely')`, [guide, old.id]);
    const own = await upload();
    const shared = await upload();
    for (const [id, file] of [
      [old.id, own],
      [old.id, shared],
      [live.id, shared],
    ] as const)
      expect((await c.call('POST', `/api/establishments/${id}/pictures`, file)).status).toBe(200);
    await c.trash('establishments', old.id);
    await c.trash('establishments', recent.id);
    await c.age('establishments', old.id, 40);
    await c.age('establishments', recent.id, 29);
    const [trashed] = await c.rows(
      `select to_char(deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from trash where record_id = $1 and table_name = 'establishments'`,
      [old.id],
    );

    const job = await c.withWorker(async (worker) => {
      const id = await worker.launchScheduled('trash-purge');
      const done = await c.finished(id);
      await eventually(async () => ((await onDisk(own)) ? undefined : true));
      return done;
    });
    expect(job).toMatchObject({ kind: 'trash-purge', title: purgeTitle(30), state: 'done', changed: 1, refused: 0 });

    expect(await c.exists('establishments', old.id)).toBe(false);
    expect(await c.rows(`select * from establishment_tags where establishment_id = $1`, [old.id])).toEqual([]);
    expect(await c.rows(`select * from reviews where establishment_id = $1`, [old.id])).toEqual([]);
    expect(
      await c.rows(`select * from trash where table_name = 'establishments' and record_id = $1`, [old.id]),
    ).toEqual([]);
    // The recent one waits for its day; the live one and the tag keep everything.
    expect(await c.exists('establishments', recent.id)).toBe(true);
    expect(await c.rows(`select deleted from establishments where id = $1`, [live.id])).toEqual([{ deleted: false }]);
    expect(await c.rows(`select tag_id from establishment_tags where establishment_id = $1`, [live.id])).toEqual([
      { tag_id: tag },
    ]);
    expect(await c.exists('tags', tag)).toBe(true);
    // The file only the purged record used is gone; the one a live record shows stays.
    expect(await onDisk(own)).toBe(false);
    expect(await onDisk(shared)).toBe(true);
    expect(await c.rows(`select * from trash_purge_files`)).toEqual([]);

    const stones = await c.tombstones('establishments', old.id);
    expect(stones).toHaveLength(1);
    expect(stones[0]!.operation).toBe(job.operation);
    expect(stones[0]!.changes).toEqual({
      tombstone: {
        name: 'Old Tasca',
        deletedBy: staffId,
        deletedByName: expect.any(String),
        deletedAt: trashed!.at,
        job: job.id,
        purgedAt: expect.any(String),
      },
    });
    // The feed names it by its tombstone; nothing brings it back.
    const feed = await c.call('GET', '/api/changes?limit=50');
    expect(feed.status, JSON.stringify(feed.body)).toBe(200);
    expect(feed.body.changes).toContainEqual(
      expect.objectContaining({ kind: 'purge', recordId: old.id, name: 'Old Tasca' }),
    );
    const undo = await c.call('POST', '/api/changes/revert', { operation: job.operation });
    expect(undo.status).toBe(409);
    expect(undo.body.error.message).toMatch(/deleted for good/);
    expect(await c.exists('establishments', old.id)).toBe(false);

    // Again: nothing left to purge, no second tombstone.
    const again = await c.withWorker(async (worker) => c.finished(await worker.launchScheduled('trash-purge')));
    expect(again).toMatchObject({ state: 'done', changed: 0 });
    expect(await c.tombstones('establishments', old.id)).toHaveLength(1);
  });

  it("should take a city's places trashed with it along, and keep a city that live places still belong to", async () => {
    const gone = await c.make('destinations', { name: 'Gone City' });
    const goneWith = await c.place('Gone Place', gone.id);
    await c.trash('destinations', gone.id, '?withOwned=true');
    const kept = await c.make('destinations', { name: 'Kept City' });
    const stays = await c.place('Still Open', kept.id);
    await c.trash('destinations', kept.id);
    for (const [table, id] of [
      ['destinations', gone.id],
      ['establishments', goneWith.id],
      ['destinations', kept.id],
    ] as const)
      await c.age(table, id, 45);

    const job = await c.withWorker(async (worker) => c.finished(await worker.launchScheduled('trash-purge')));
    expect(job).toMatchObject({ state: 'done', refused: 1 });
    expect(job.errors).toEqual([
      {
        item: `city ${kept.id}`,
        message: `"Kept City" stays in the trash while records belong to it that are live or were trashed after it (1 place): move or trash them first`,
      },
    ]);
    expect(await c.exists('destinations', gone.id)).toBe(false);
    expect(await c.exists('establishments', goneWith.id)).toBe(false);
    expect(await c.tombstones('establishments', goneWith.id)).toHaveLength(1);
    expect(await c.exists('destinations', kept.id)).toBe(true);
    expect(await c.rows(`select destination_id from establishments where id = $1`, [stays.id])).toEqual([
      { destination_id: kept.id },
    ]);
  });

  it('should leave a record restored after the purge was planned', async () => {
    const city = await c.make('destinations', { name: 'Restore City' });
    const back = await c.place('Back Again', city.id);
    const purged = await c.place('Gone For Good', city.id);
    for (const place of [back, purged]) {
      await c.trash('establishments', place.id);
      await c.age('establishments', place.id, 31);
    }
    // Queued here (the app runs no jobs) and planned by the kind's own plan, as a worker would, before the restore.
    const id = await t.app.jobs.launch({
      kind: 'trash-purge',
      title: 'Planned, then restored',
      params: { olderThanDays: 30 },
      actor: { id: staffId },
    });
    const kind = jobKinds(names, t.config).find((k) => k.kind === 'trash-purge')!;
    const chunks = await kind.plan(t.database.db, { olderThanDays: 30 }, { driver: t.database.driver });
    const items = chunks.flat() as [string, number, string][];
    expect(items.map(([, record]) => record)).toEqual(expect.arrayContaining([back.id, purged.id]));
    await c.rows(`update jobs set chunks = 1, total = $2, state = 'running' where id = $1`, [id, items.length]);
    await c.rows(`insert into job_chunks (job_id, no, items) values ($1, 0, $2::jsonb)`, [id, JSON.stringify(items)]);
    const restore = await c.call('POST', '/api/trash/restore', { items: [{ type: 'place', id: back.id }] });
    expect(restore.body).toEqual({ restored: 1 });

    const job = await c.withWorker(() => c.finished(id));
    // Every planned record but the restored one is purged (or refused, as a city still holding live places is).
    expect(job).toMatchObject({ state: 'done', done: items.length });
    expect(job.changed + job.refused).toBe(items.length - 1);
    expect(await c.rows(`select deleted from establishments where id = $1`, [back.id])).toEqual([{ deleted: false }]);
    expect(await c.tombstones('establishments', back.id)).toEqual([]);
    expect(await c.exists('establishments', purged.id)).toBe(false);
  });

  it('should register the daily purge once, however many servers start, at 04:00 New York time', async () => {
    const [first, second] = [c.engine(), c.engine()];
    await Promise.all([first.start(), second.start()]);
    try {
      const schedules = await c.rows(`select name, cron, timezone, data from pgboss.schedule where name = $1`, [
        everyQueue('trash-purge'),
      ]);
      expect(schedules).toEqual([
        { name: everyQueue('trash-purge'), cron: PURGE_CRON, timezone: SCHEDULE_TIME_ZONE, data: {} },
      ]);
      expect(PURGE_CRON).toBe('0 4 * * *');
      expect(SCHEDULE_TIME_ZONE).toBe('America/New_York');
      // What a due entry does, on whichever server takes it: one job of the day's purge.
      const before = Number((await c.rows(`select count(*) as n from jobs where kind = 'trash-purge'`))[0]!.n);
      const id = await second.launchScheduled('trash-purge');
      expect((await c.rows(`select params, started_by from jobs where id = $1`, [id]))[0]).toEqual({
        params: { olderThanDays: 30 },
        started_by: null,
      });
      await c.finished(id);
      expect(Number((await c.rows(`select count(*) as n from jobs where kind = 'trash-purge'`))[0]!.n)).toBe(
        before + 1,
      );
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});

describe('Empty trash', async () => {
  const t = await setupApp();
  const c = purgeCalls(t);

  it('should refuse a wrong password naming the field, then purge everything in the trash with the right one', async () => {
    const city = await c.make('destinations', { name: 'Empty City' });
    const fresh = await c.place('Just Trashed', city.id);
    await c.trash('establishments', fresh.id);
    const summary = await c.call('GET', '/api/trash/summary');
    expect(summary.body).toEqual({ count: 1, retentionDays: 30 });

    const wrong = await c.call('POST', '/api/trash/empty', { currentPassword: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      message: WRONG_PASSWORD,
      details: [{ path: '/currentPassword', message: WRONG_PASSWORD }],
    });
    expect((await c.call('POST', '/api/trash/empty', {})).status).toBe(400);
    expect(await c.exists('establishments', fresh.id)).toBe(true);

    const started = await c.call('POST', '/api/trash/empty', { currentPassword: STAFF.password });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      kind: 'trash-purge',
      title: 'Empty the trash: 1 record',
      state: 'queued',
      origin: '/dashboard/trash',
    });
    const job = await c.withWorker(() => c.finished(started.body.id));
    expect(job).toMatchObject({ state: 'done', changed: 1 });
    expect(await c.exists('establishments', fresh.id)).toBe(false);
    expect((await c.call('GET', '/api/trash/summary')).body).toEqual({ count: 0, retentionDays: 30 });
    expect((await c.call('GET', '/api/trash')).body.items).toEqual([]);
  });

  it('should ask for a code as well when two-factor sign-in is on', async () => {
    const email = 'purge-2fa@mise.test';
    const password = 'another-correct-horse';
    await upsertStaff(t.database.db, { email, password, name: 'Two Factor' });
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    const token = login.json().id as string;
    const send = (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
    const { secret } = (await send('/api/users/me/two-factor/start')).json() as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirm = await send('/api/users/me/two-factor/confirm', { code });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [recovery] = confirm.json().recoveryCodes as string[];

    const noCode = await send('/api/trash/empty', { currentPassword: password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.details).toEqual([{ path: '/code', message: PROOF_CODE_NEEDED }]);
    const withCode = await send('/api/trash/empty', { currentPassword: password, code: recovery });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json()).toMatchObject({ kind: 'trash-purge', startedBy: { name: 'Two Factor' } });
  });
});
