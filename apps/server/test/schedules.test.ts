import { describe, expect, it } from 'vitest';
import type { TJob } from '@mise/contracts/common/job-calls';
import type { TSchedule } from '@mise/contracts/common/schedule-calls';
import type { THomeEntry, THomePreview } from '@mise/contracts/resources/home-section';
import { ledgerNames } from '../src/changes/ledger-names';
import { ModelRegistry } from '../src/crud/registry';
import { JobEngine } from '../src/jobs/engine';
import { jobKinds } from '../src/jobs/plugin';
import { QUEUES } from '../src/jobs/queue-schema';
import { scheduleWork } from '../src/jobs/schedule-run';
import { JOB_SCHEMA } from '../src/jobs/queue-schema';
import { allModels } from '../src/resources/registry';
import { FAST_JOBS } from './job-helpers';
import { type TTestApp, setupApp, staffCalls } from './helper';

const names = ledgerNames(new ModelRegistry(allModels));
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** The calls these tests make, and what they check afterwards by SQL. */
function scheduleCalls(t: TTestApp) {
  const { call, make } = staffCalls(t);
  const rows = async (text: string, values: unknown[] = []) => (await t.database.raw(text, values)).rows;
  /** A place, unpublished as the form makes it, or published (by SQL: the create takes no publish state). */
  const place = async (name: string, cityId: number, isPublished = false) => {
    const made = await make('establishments', { name, address: '1 Rua', city: 'Porto', destinationId: cityId });
    if (isPublished) await rows(`update establishments set is_published = true where id = $1`, [made.id]);
    return made;
  };
  const schedule = async (body: Record<string, unknown>) => call('POST', '/api/schedules', body);
  const read = async (id: number) => {
    const { items } = (await call('GET', '/api/schedules?limit=200')).body as { items: TSchedule[] };
    const found = items.find((s) => s.id === id);
    if (!found) throw new Error(`schedule ${id} is not listed`);
    return found;
  };
  /** Asks until the schedule has run (or fails the test after `ms`). */
  const ran = async (id: number, ms = 20_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = await read(id);
      if (found.state !== 'pending') return found;
      if (Date.now() > until) throw new Error(`schedule ${id} still pending after ${ms} ms`);
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  const published = async (id: number) =>
    (await rows(`select is_published from establishments where id = $1`, [id]))[0]?.is_published as boolean;
  /** A second server's job engine on the same database. */
  const secondServer = () =>
    new JobEngine({
      database: t.database,
      kinds: jobKinds(names, t.config),
      timed: [scheduleWork],
      timing: FAST_JOBS,
      onError: (error) => {
        throw error;
      },
    });
  const job = async (id: number | null) => (await call('GET', `/api/jobs/${id}`)).body as TJob;
  return { call, make, rows, place, schedule, read, ran, published, secondServer, job };
}

describe('schedules: publish, unpublish and switch a home section at a time', async () => {
  // This app's server runs jobs, as `npm start` does.
  const t = await setupApp({ jobs: FAST_JOBS });
  const c = scheduleCalls(t);
  const porto = await c.make('destinations', { name: 'Porto' });

  it('should refuse a time gone by or too far, an unknown record, a second identical schedule and a hero video switch', async () => {
    const place = await c.place('Refusals', porto.id);
    const past = await c.schedule({ action: 'publish', type: 'place', recordId: place.id, at: inSeconds(-3600) });
    expect(past).toMatchObject({
      status: 400,
      body: { error: { message: 'at: choose a time that is still to come' } },
    });
    const far = await c.schedule({ action: 'publish', type: 'place', recordId: place.id, at: inSeconds(400 * 86_400) });
    expect(far.body.error.message).toBe('at: choose a time within 366 days');
    const noOffset = await c.schedule({ action: 'publish', type: 'place', recordId: place.id, at: '2030-01-01T10:00' });
    expect(noOffset.status).toBe(400);
    const unknown = await c.schedule({ action: 'publish', type: 'place', recordId: 999_999, at: inSeconds(3600) });
    expect(unknown).toMatchObject({ status: 404, body: { error: { message: 'Establishment 999999 was not found' } } });
    const unpublishable = await c.schedule({ action: 'publish', type: 'tag-category', recordId: 1, at: inSeconds(60) });
    expect(unpublishable.status).toBe(400);
    const at = inSeconds(3600);
    expect((await c.schedule({ action: 'publish', type: 'place', recordId: place.id, at })).status).toBe(200);
    const again = await c.schedule({ action: 'publish', type: 'place', recordId: place.id, at });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: 'This is already scheduled for that time' } },
    });
    const nowhere = await c.call('POST', '/api/schedules/999999/cancel');
    expect(nowhere).toMatchObject({ status: 404, body: { error: { message: 'Schedule 999999 was not found' } } });
    const hero = await c.make('homeSections', { name: 'Hero Videos', slug: 'hero_videos' });
    const heroSwitch = await c.schedule({ action: 'switch-section', sectionId: hero.id, entries: [], at });
    expect(heroSwitch.body.error.message).toMatch(/^sectionId: hero videos go live when their file is uploaded/);
  });

  it('should publish at its time as a job whose Undo takes it back, and report it on time', async () => {
    const spot = await c.place('Bouchon', porto.id);
    const set = await c.schedule({ action: 'publish', type: 'place', recordId: spot.id, at: inSeconds(1) });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ state: 'pending', recordName: 'Bouchon', job: null });
    expect(await c.published(spot.id)).toBe(false);
    const done = await c.ran(set.body.id);
    expect(done).toMatchObject({ state: 'done', lateSeconds: null, failure: null });
    expect(new Date(done.ran!).getTime()).toBeGreaterThanOrEqual(new Date(set.body.at).getTime());
    expect(await c.published(spot.id)).toBe(true);
    const job = await c.job(done.job);
    expect(job).toMatchObject({ kind: 'schedule', title: 'Publish place "Bouchon", as scheduled', state: 'done' });
    expect(job).toMatchObject({ changed: 1, result: { lateSeconds: null } });
    // Its write carries the job's ledger operation: Undo on the Jobs screen takes it back.
    const [entry] = await c.rows(
      `select operation::text as operation from change_ledger where table_name = 'establishments' and record_id = $1
        order by id desc limit 1`,
      [spot.id],
    );
    expect(entry?.operation).toBe(job.operation);
    const undo = await c.call('POST', '/api/changes/revert', { operation: job.operation });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(await c.published(spot.id)).toBe(false);
  });

  it('should run once when two servers take it and its entry is sent twice; a cancelled one does nothing', async () => {
    const spot = await c.place('Twice', porto.id, true);
    const set = await c.schedule({ action: 'unpublish', type: 'place', recordId: spot.id, at: inSeconds(1) });
    const kept = await c.place('Kept', porto.id);
    const cancelled = await c.schedule({ action: 'publish', type: 'place', recordId: kept.id, at: inSeconds(1) });
    const second = c.secondServer();
    await second.start();
    try {
      await second.sendAt(QUEUES.schedule, { id: set.body.id, at: new Date(set.body.at) });
      await second.sendAt(QUEUES.schedule, { id: set.body.id, at: new Date(set.body.at) });
      const off = await c.call('POST', `/api/schedules/${cancelled.body.id}/cancel`);
      expect(off.body).toMatchObject({ state: 'cancelled' });
      const twice = await c.call('POST', `/api/schedules/${cancelled.body.id}/cancel`);
      expect(twice).toMatchObject({
        status: 409,
        body: { error: { message: 'This schedule has already been cancelled' } },
      });
      expect(await c.ran(set.body.id)).toMatchObject({ state: 'done' });
      expect(await c.published(spot.id)).toBe(false);
      // Every entry due by now has been taken (three for the one schedule, one for the cancelled one).
      for (const until = Date.now() + 10_000; Date.now() < until;) {
        const [left] = await c.rows(
          `select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active')
            and start_after <= now()`,
          [QUEUES.schedule],
        );
        if (left?.n === 0) break;
        await new Promise((done) => setTimeout(done, 200));
      }
    } finally {
      await second.stop();
    }
    const runs = await c.rows(
      `select count(*)::int as n from jobs where kind = 'schedule' and params->>'scheduleId' = $1`,
      [String(set.body.id)],
    );
    expect(runs[0]?.n).toBe(1);
    expect((await c.read(cancelled.body.id)).state).toBe('cancelled');
    expect(await c.published(kept.id)).toBe(false);
  });

  it('should run a schedule missed while no server was up as soon as one starts, saying how late, even with its entry lost', async () => {
    const late = await c.place('Late', porto.id);
    const lost = await c.place('Lost entry', porto.id);
    // As a server that was down at their time finds them: due five minutes ago, one of them with no queue entry at all.
    const [a] = await c.rows(
      `insert into schedules (action, type, record_id, at) values ('publish', 'place', $1, now() - interval '5 minutes')
        returning id`,
      [late.id],
    );
    const [b] = await c.rows(
      `insert into schedules (action, type, record_id, at) values ('publish', 'place', $1, now() - interval '5 minutes')
        returning id`,
      [lost.id],
    );
    await t.app.jobs.sendAt(QUEUES.schedule, { id: Number(a!.id), at: new Date(Date.now() - 300_000) });
    const starting = c.secondServer();
    await starting.start();
    try {
      for (const id of [Number(a!.id), Number(b!.id)]) {
        const done = await c.ran(id);
        expect(done.state).toBe('done');
        expect(done.lateSeconds).toBeGreaterThanOrEqual(300);
        expect((await c.job(done.job)).result).toMatchObject({ lateSeconds: done.lateSeconds });
      }
    } finally {
      await starting.stop();
    }
    expect(await c.published(late.id)).toBe(true);
    expect(await c.published(lost.id)).toBe(true);
  });

  it('should fail with the reason when the record went to the trash before its time, changing nothing', async () => {
    const gone = await c.place('Gone', porto.id);
    const set = await c.schedule({ action: 'publish', type: 'place', recordId: gone.id, at: inSeconds(1) });
    expect((await c.call('DELETE', `/api/establishments/${gone.id}`)).status).toBe(200);
    const failed = await c.ran(set.body.id);
    expect(failed).toMatchObject({ state: 'failed', failure: 'The place "Gone" is in the trash' });
    expect(await c.job(failed.job)).toMatchObject({ state: 'failed', refused: 1, changed: 0 });
    expect(await c.published(gone.id)).toBe(false);
  });

  it("should show the home as it will be at a date, then switch a section's entries at its time", async () => {
    const section = await c.make('homeSections', { name: "What's New", slug: 'whats_new' });
    const [now1, now2, next1, next2] = await Promise.all(
      ['Now one', 'Now two', 'Next one', 'Next two'].map((name) => c.place(name, porto.id, name !== 'Next two')),
    );
    const bulk = await c.call('POST', `/api/homeSections/${section.id}/entity-sections/add-remove-bulk`, {
      toAdd: [now1, now2].map((p) => ({ subjectType: 'Establishment', subjectId: p!.id })),
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const prepared = [next1, next2].map((p) => ({ subjectType: 'Establishment', subjectId: p!.id }));
    const wrong = await c.schedule({
      action: 'switch-section',
      sectionId: section.id,
      entries: [{ subjectType: 'Destination', subjectId: porto.id }],
      at: inSeconds(3600),
    });
    expect(wrong.body.error.message).toMatch(/^entries\[0\]\.subjectType: What's New takes places/);
    const at = inSeconds(3600);
    const set = await c.schedule({ action: 'switch-section', sectionId: section.id, entries: prepared, at });
    expect(set.body).toMatchObject({ state: 'pending', type: 'home-section', recordName: "What's New" });
    await c.schedule({ action: 'publish', type: 'place', recordId: next2!.id, at: inSeconds(5400) });
    const shown = async (when?: string) => {
      const preview = (await c.call('GET', `/api/homeSections/preview${when ? `?at=${encodeURIComponent(when)}` : ''}`))
        .body as THomePreview;
      const found = preview.find((s) => s.slug === 'whats_new')!;
      return { names: found.entries.map((e: THomeEntry) => e.subject?.name), hidden: found.hidden };
    };
    expect(await shown()).toEqual({ names: ['Now one', 'Now two'], hidden: 0 });
    expect(await shown(inSeconds(4000))).toEqual({ names: ['Next one'], hidden: 1 });
    expect(await shown(inSeconds(6000))).toEqual({ names: ['Next one', 'Next two'], hidden: 0 });
    // Its time comes (moved to now here rather than waited for): the section's entries are the prepared ones.
    await c.rows(`update schedules set at = now() where id = $1`, [set.body.id]);
    await t.app.jobs.sendAt(QUEUES.schedule, { id: set.body.id, at: new Date() });
    const done = await c.ran(set.body.id);
    expect(done.state, done.failure ?? '').toBe('done');
    expect((await c.job(done.job)).title).toBe("Switch What's New to 2 prepared entries, as scheduled");
    const entries = (await c.call('GET', `/api/homeSections/${section.id}/entity-sections`)).body as THomeEntry[];
    expect(entries.map((e) => [e.subject?.name, e.order])).toEqual([
      ['Next one', 1],
      ['Next two', 2],
    ]);
    const pending = (await c.call('GET', `/api/schedules?type=home-section&recordId=${section.id}&state=pending`)).body;
    expect(pending.items).toEqual([]);
  });
});
