import { describe, expect, it } from 'vitest';
import type { TJob } from '@mise/contracts/common/job-calls';
import { JobEngine } from '../src/jobs/engine';
import { jobKinds } from '../src/jobs/plugin';
import { ledgerNames } from '../src/changes/ledger-names';
import { ModelRegistry } from '../src/crud/registry';
import { allModels } from '../src/resources/registry';
import { BULK_CHUNK } from '../src/jobs/bulk-edit';
import { type TTestApp, setupApp, staffCalls } from './helper';
import { FAST_JOBS as FAST, finishedJob } from './job-helpers';

/** `n` unpublished cities named `prefix 1…n`, inserted in one statement. */
async function cities(t: TTestApp, prefix: string, n: number): Promise<number[]> {
  const { rows } = await t.database.raw(
    `insert into destinations (name, continent) select $1 || ' ' || g, 'europe' from generate_series(1, $2::int) g returning id`,
    [prefix, n],
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

const ledgerCount = async (t: TTestApp, operation: string) =>
  Number(
    (
      await t.database.raw(
        `select count(*) as n, count(distinct record_id) as records from change_ledger where operation = $1`,
        [operation],
      )
    ).rows[0]!.n,
  );

describe('bulk publish as a job', async () => {
  const t = await setupApp({ jobs: FAST });
  const { call } = staffCalls(t);

  it('previews what changes, runs as one ledger operation, and is undone whole', async () => {
    const ids = await cities(t, 'Preview', 5);
    await t.database.raw(`update destinations set is_published = true where id = any($1::int[])`, [ids.slice(0, 2)]);
    expect((await call('DELETE', `/api/destinations/${ids[4]}`)).status).toBe(200);
    const body = { ids, change: { publish: true }, origin: '/dashboard/cities' };

    const preview = await call('POST', '/api/bulk/city/preview', body);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      matching: 4,
      changes: 2,
      unchanged: 2,
      refused: [{ reason: 'In the trash or deleted since the list was read', count: 1 }],
    });
    expect(preview.body.sample).toEqual([
      { id: ids[2], name: 'Preview 3', before: 'Unpublished', after: 'Published' },
      { id: ids[3], name: 'Preview 4', before: 'Unpublished', after: 'Published' },
    ]);

    const started = await call('POST', '/api/bulk/city', body);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ title: 'Publish 4 cities', state: 'queued', origin: '/dashboard/cities' });
    expect(started.body.startedBy).toMatchObject({ name: expect.any(String) });
    const job = await finishedJob(t, started.body.id);
    expect(job).toMatchObject({ state: 'done', total: 4, done: 4, changed: 2, refused: 0, errors: [] });
    const published = await t.database.raw(`select id from destinations where is_published order by id`);
    expect(published.rows.map((r) => Number(r.id)).filter((id) => ids.includes(id))).toEqual(ids.slice(0, 4));
    expect(await ledgerCount(t, job.operation)).toBe(2);
    const logged = async (action: string) =>
      (
        await t.database.raw(
          `select item_id, user_id is not null as by_staff, changed_fields from activity_log
           where model = 'Destination' and action = $1 and item_id = any($2::text[]) order by item_id::int`,
          [action, ids.map(String)],
        )
      ).rows;
    const changed = ids
      .slice(2, 4)
      .map((id) => ({ item_id: String(id), by_staff: true, changed_fields: ['isPublished'] }));
    expect(await logged('publish'), 'one activity entry a record the job changed').toEqual(changed);

    const undo = await call('POST', '/api/changes/revert', { operation: job.operation });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body.reverted).toBe(2);
    expect(await logged('revert'), 'the undo logs each record it put back').toEqual(changed);
    const after = await t.database.raw(`select id from destinations where is_published and id = any($1::int[])`, [ids]);
    expect(after.rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(ids.slice(0, 2));
    // The Jobs screen offers no second Undo: the job says it was undone.
    const undone = (await call('GET', `/api/jobs/${job.id}`)).body;
    expect(undone.undone).not.toBeNull();
    expect(job.undone).toBeNull();
  });

  it('does every record matching a where once, over several chunks, and lists the job', async () => {
    const n = BULK_CHUNK * 2 + 7;
    const ids = await cities(t, 'Matching', n);
    const where = { name: { like: 'Matching %' } };
    const preview = await call('POST', '/api/bulk/city/preview', { where, change: { publish: true } });
    expect(preview.body).toMatchObject({ matching: n, changes: n, unchanged: 0, refused: [] });
    const started = await call('POST', '/api/bulk/city', { where, change: { publish: true } });
    const job = await finishedJob(t, started.body.id);
    expect(job).toMatchObject({ state: 'done', total: n, done: n, changed: n });
    const chunks = await t.database.raw(
      `select count(*)::int as n, count(finished)::int as finished from job_chunks where job_id = $1`,
      [job.id],
    );
    expect(chunks.rows[0]).toMatchObject({ n: 3, finished: 3 });
    const ledger = await t.database.raw(
      `select count(*)::int as n, count(distinct record_id)::int as records from change_ledger where operation = $1`,
      [job.operation],
    );
    expect(ledger.rows[0]).toMatchObject({ n: n, records: n });
    expect(
      Number(
        (
          await t.database.raw(`select count(*) as n from destinations where id = any($1::int[]) and is_published`, [
            ids,
          ])
        ).rows[0]!.n,
      ),
    ).toBe(n);

    // Undo of more than 1 000 records runs as a job of its own, recorded as a revert of the bulk edit.
    const undo = await call('POST', '/api/changes/revert', { operation: job.operation });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body).toMatchObject({ reverted: 0, job: { kind: 'undo', title: `Undo: ${job.title}` } });
    const undone = await finishedJob(t, undo.body.job.id);
    expect(undone).toMatchObject({ state: 'done', total: n, done: n, refused: 0 });
    const reverts = await t.database.raw(
      `select count(*)::int as n, min(source) as source, min(reverts::text) as reverts from change_ledger where operation = $1`,
      [undone.operation],
    );
    expect(reverts.rows[0]).toEqual({ n, source: 'revert', reverts: job.operation });
    const stillPublished = await t.database.raw(
      `select count(*)::int as n from destinations where id = any($1::int[]) and is_published`,
      [ids],
    );
    expect(stillPublished.rows[0]!.n).toBe(0);

    const list = await call('GET', '/api/jobs?state=finished&mine=true&limit=5');
    expect(list.status).toBe(200);
    expect(list.body.items[1]).toMatchObject({
      id: job.id,
      state: 'done',
      title: `Publish ${n.toLocaleString('en-US')} cities`,
    });
    expect((await call('GET', '/api/jobs?state=unfinished')).body.items.map((j: TJob) => j.id)).not.toContain(job.id);
  });

  it('previews a set by the records that already hold its values, a rating of none among them', async () => {
    const { rows } = await t.database.raw(
      `insert into establishments (name, guide_rating)
         select 'Rated ' || g, r from unnest(array[2, 2, null, 1]::int[]) with ordinality u(r, g) returning id`,
    );
    const ids = rows.map((row) => Number(row.id));
    const preview = async (set: Record<string, unknown>) =>
      (await call('POST', '/api/bulk/place/preview', { ids, change: { set } })).body;
    expect(await preview({ guideRating: 2 })).toMatchObject({ matching: 4, changes: 2, unchanged: 2 });
    expect(await preview({ guideRating: null })).toMatchObject({ matching: 4, changes: 3, unchanged: 1 });
    // Unchanged only where every value is held already (a new place's status is WIP).
    expect(await preview({ guideRating: 2, status: 'WIP' })).toMatchObject({ matching: 4, changes: 2 });
    expect(await preview({ guideRating: 2, status: 'archived' })).toMatchObject({ matching: 4, changes: 4 });
  });

  it('sets a field and moves records to the trash in bulk, each undone whole', async () => {
    const ids = await cities(t, 'Flagged', 3);
    const set = { ids, change: { set: { newlyAdded: true } } };
    const preview = await call('POST', '/api/bulk/city/preview', set);
    expect(preview.body).toMatchObject({ matching: 3, changes: 3 });
    expect(preview.body.sample[0]).toEqual({ id: ids[0], name: 'Flagged 1', before: 'No', after: 'Yes' });
    const flagged = await finishedJob(t, (await call('POST', '/api/bulk/city', set)).body.id);
    expect(flagged).toMatchObject({ state: 'done', title: 'Set newlyAdded on 3 cities', changed: 3 });
    const newly = await t.database.raw(
      `select count(*)::int as n from destinations where id = any($1::int[]) and newly_added`,
      [ids],
    );
    expect(newly.rows[0]!.n).toBe(3);

    const trash = { ids: ids.slice(0, 2), change: { trash: true } };
    const trashed = await finishedJob(t, (await call('POST', '/api/bulk/city', trash)).body.id);
    expect(trashed).toMatchObject({ state: 'done', title: 'Move 2 cities to the trash', changed: 2 });
    const binned = await call('GET', '/api/trash?type=city&q=Flagged');
    expect(binned.body.items.map((item: { id: number }) => item.id).sort()).toEqual(ids.slice(0, 2));
    expect((await call('GET', `/api/destinations/${ids[0]}`)).status).toBe(404);
    expect((await call('POST', '/api/changes/revert', { operation: trashed.operation })).status).toBe(200);
    expect((await call('GET', `/api/destinations/${ids[0]}`)).status).toBe(200);
  });

  it("adds and removes links in bulk, keeping each record's others", async () => {
    const { make } = staffCalls(t);
    const [bakery, rooftop, vegan] = [
      await make('tags', { name: 'Bulk bakery' }),
      await make('tags', { name: 'Bulk rooftop' }),
      await make('tags', { name: 'Bulk vegan' }),
    ];
    const city = await make('destinations', { name: 'Bulk links city' });
    const place = async (name: string, tagIds: number[]) => {
      const made = await make('establishments', { name, address: '1 Rua', city: 'Porto', destinationId: city.id });
      expect((await call('PATCH', `/api/establishments/${made.id}`, { tagIds })).status).toBe(200);
      return made;
    };
    const [a, b] = [await place('Links A', [rooftop.id]), await place('Links B', [bakery.id, rooftop.id])];
    const tagsOf = async (id: number) =>
      ((await call('GET', `/api/establishments/${id}/tags`)).body as { id: number }[]).map((tag) => tag.id).sort();

    const add = { ids: [a.id, b.id], change: { add: { relation: 'tags', ids: [bakery.id, vegan.id] } } };
    const preview = await call('POST', '/api/bulk/place/preview', add);
    expect(preview.body).toMatchObject({ matching: 2, changes: 2 });
    expect(preview.body.sample).toEqual([
      { id: a.id, name: 'Links A', before: '1 tag', after: '3 tags' },
      { id: b.id, name: 'Links B', before: '2 tags', after: '3 tags' },
    ]);
    const added = await finishedJob(t, (await call('POST', '/api/bulk/place', add)).body.id);
    expect(added).toMatchObject({ state: 'done', title: 'Add 2 tags to 2 places', changed: 2 });
    expect(await tagsOf(a.id)).toEqual([bakery.id, rooftop.id, vegan.id].sort());
    expect(await tagsOf(b.id)).toEqual([bakery.id, rooftop.id, vegan.id].sort());

    const remove = { ids: [a.id, b.id], change: { remove: { relation: 'tags', ids: [rooftop.id] } } };
    const removed = await finishedJob(t, (await call('POST', '/api/bulk/place', remove)).body.id);
    expect(removed).toMatchObject({ state: 'done', changed: 2 });
    expect(await tagsOf(a.id)).toEqual([bakery.id, vegan.id].sort());
    // Undo of the add takes out only what it added: the bakery tag B had before stays.
    expect((await call('POST', '/api/changes/revert', { operation: added.operation })).status).toBe(200);
    expect(await tagsOf(a.id)).toEqual([]);
    expect(await tagsOf(b.id)).toEqual([bakery.id]);
    const unknown = await call('POST', '/api/bulk/place/preview', {
      ids: [a.id],
      change: { add: { relation: 'favouriters', ids: [1] } },
    });
    expect(unknown.body.error.message).toBe(
      'change.add.relation: Establishment has no links named favouriters set in bulk (these are: cuisines, foodDrinks, tags)',
    );
    const gone = await call('POST', '/api/bulk/place/preview', {
      ids: [a.id],
      change: { add: { relation: 'tags', ids: [2147483000] } },
    });
    expect(gone.body.error.message).toBe('change.add.ids: there is no Tag 2147483000');
  });

  it('refuses a change the type does not take, naming the field', async () => {
    const [id] = await cities(t, 'Refused', 1);
    const refused = async (type: string, change: object) => {
      const res = await call('POST', `/api/bulk/${type}/preview`, { ids: [id], change });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body.error.message as string;
    };
    expect(await refused('city', { set: { name: 'Same for all' } })).toMatch(
      /^change\.set\.name: not a field set in bulk on Destination/,
    );
    expect(await refused('place', { set: { guideRating: 9 } })).toMatch(/^change\.set\.guideRating: /);
    expect(await refused('place', { set: { destinationId: 2147483000 } })).toBe(
      'change.set.destinationId: there is no Destination 2147483000',
    );
    expect(await refused('city', { set: {} })).toMatch(/name at least one field/);
  });

  it('refuses a selection it cannot read, with a message', async () => {
    const both = await call('POST', '/api/bulk/city/preview', { ids: [1], where: {}, change: { publish: true } });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('Send either ids or where, not both');
    const unknownType = await call('POST', '/api/bulk/user/preview', { ids: [1], change: { publish: true } });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.error.message).toBe('change.publish: User is not published');
    const badField = await call('POST', '/api/bulk/city', { where: { nope: 1 }, change: { publish: true } });
    expect(badField.status).toBe(400);
    const none = await call('POST', '/api/bulk/city', { ids: [2147483000], change: { publish: true } });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('No record matches this selection');
    expect((await call('GET', '/api/jobs/2147483000')).status).toBe(404);
    expect((await call('POST', '/api/jobs/2147483000/cancel')).status).toBe(404);
  });
});

describe('a job cancelled before a server takes it up', async () => {
  const t = await setupApp({ jobs: { ...FAST, worker: false } });
  const { call } = staffCalls(t);

  it('ends cancelled without writing, and a finished job cannot be cancelled again', async () => {
    const ids = await cities(t, 'Cancelled', 3);
    const started = await call('POST', '/api/bulk/city', { ids, change: { publish: true } });
    expect(started.body.state).toBe('queued');
    const cancel = await call('POST', `/api/jobs/${started.body.id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ state: 'queued', cancelRequested: true });
    // This server only queues (JOB_WORKER=false); a worker on the same database takes the job up.
    const worker = new JobEngine({
      database: t.database,
      kinds: jobKinds(ledgerNames(new ModelRegistry(allModels))),
      timing: FAST,
      onError: (error) => {
        throw error;
      },
    });
    await worker.start();
    try {
      const job = await finishedJob(t, started.body.id);
      expect(job).toMatchObject({ state: 'cancelled', done: 0, changed: 0 });
    } finally {
      await worker.stop();
    }
    const published = await t.database.raw(
      `select count(*) as n from destinations where id = any($1::int[]) and is_published`,
      [ids],
    );
    expect(Number(published.rows[0]!.n)).toBe(0);
    const again = await call('POST', `/api/jobs/${started.body.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This job has already been cancelled');
  });
});
