import { afterAll, describe, expect, it } from 'vitest';
import { ledgerNames } from '../src/changes/ledger-names';
import { ModelRegistry } from '../src/crud/registry';
import { csvExportKind } from '../src/jobs/csv-export-job';
import { JobEngine } from '../src/jobs/engine';
import type { TJobKind } from '../src/jobs/kind';
import { dropExpiredJobFiles } from '../src/jobs/job-files';
import { jobKinds } from '../src/jobs/plugin';
import { allModels } from '../src/resources/registry';
import { type TTestApp, setupApp, staffCalls } from './helper';
import { FAST_JOBS as FAST, finishedJob } from './job-helpers';

const CHUNK = 700;

/**
 * `n` cities named `Export …` whose text cells hold what CSV quoting and the formula guard must get right: commas,
 * quotes, line breaks, a CR, a tab, empty text and nulls, cells starting with = - @, accents; with jsonb, int arrays and
 * booleans beside them.
 */
async function trickyCities(t: TTestApp, n: number): Promise<void> {
  await t.database.raw(
    `insert into destinations (name, continent, state, byline, description, location, iconic_food_drink_ids, is_published)
     select 'Export ' || case g % 7 when 0 then 'comma, ' || g when 1 then 'quote "' || g || '"'
         when 2 then 'line' || chr(10) || g when 3 then 'cr' || chr(13) || g when 4 then 'ünï ' || g
         when 5 then '' || g else 'plain ' || g end,
       'europe',
       case g % 5 when 0 then '' when 1 then null else '-minus ' || g end,
       case when g % 4 = 0 then '=HYPERLINK("http://x")' end,
       case when g % 3 = 0 then '@at, "q" ' || g else 'tab' || chr(9) || g end,
       case when g % 2 = 0 then jsonb_build_object('lat', g / 7.0, 'lng', -g / 3.0) end,
       array[g, g + 1],
       g % 4 = 0
     from generate_series(1, $1::int) g`,
    [n],
  );
}

describe('CSV export as a job', async () => {
  // This server only queues (as JOB_WORKER=false does), so the start is seen queued; a worker is started below, whose
  // exports write chunks of CHUNK rows: a few thousand rows then make several chunks (20 000 rows took 12 s to insert).
  const t = await setupApp();
  const { call } = staffCalls(t);
  const names = ledgerNames(new ModelRegistry(allModels));
  const worker = new JobEngine({
    database: t.database,
    kinds: [...jobKinds(names).filter((kind) => kind.kind !== 'csv-export'), csvExportKind(names, CHUNK) as TJobKind],
    timing: FAST,
    onError: (error) => {
      throw error;
    },
  });
  afterAll(() => worker.stop());

  const generated = async (query: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/appmodels/generate-csv?${new URLSearchParams(query)}`,
      headers: t.auth(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const download = (file: unknown) =>
    t.app.inject({ method: 'GET', url: `/api/jobs/files/${String(file)}`, headers: t.auth() });
  const counts = async () =>
    (
      await t.database.raw(
        `select (select count(*) from jobs)::int as jobs, (select count(*) from job_files)::int as files`,
      )
    ).rows[0];

  const rows = 3 * CHUNK + 37;
  const query = {
    modelName: 'Destination',
    where: JSON.stringify({ name: { search: 'export' } }),
    order: 'name DESC',
  };

  it('should answer at once with a queued job, then write in several chunks the file generate-csv gives', async () => {
    await trickyCities(t, rows);
    await call('POST', '/api/destinations', { name: 'Left out of the file', continent: 'europe' });
    const [trashed] = (
      await t.database.raw(`update destinations set deleted = true where name = 'Export plain 6' returning id`)
    ).rows;
    expect(trashed).toBeDefined();

    // Answered before any server has planned it: queued, no total yet, the file's id already there.
    const started = await call('POST', '/api/exports', { ...query, origin: '/dashboard/cities' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const fileId = (started.body.result as { file: number }).file;
    expect(started.body).toMatchObject({
      kind: 'csv-export',
      state: 'queued',
      total: null,
      title: `Export ${(rows - 1).toLocaleString('en-US')} cities as CSV`,
      origin: '/dashboard/cities',
      result: { file: expect.any(Number) },
    });
    const early = await download(fileId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/still being written/);

    await worker.start();
    const job = await finishedJob(t, started.body.id, 60_000);
    expect(job).toMatchObject({ state: 'done', total: rows - 1, done: rows - 1, changed: 0, refused: 0 });
    const chunks = await t.database.raw(`select count(*)::int as n from job_chunks where job_id = $1`, [job.id]);
    expect(chunks.rows[0]!.n).toBe(4);
    const sections = await t.database.raw(
      `select array_agg(distinct section order by section) as s from job_file_parts where file_id = $1`,
      [fileId],
    );
    expect(sections.rows[0]!.s).toEqual([0, 1, 2, 3, 4]);

    const file = await download(fileId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    const day = new Date().toISOString().slice(0, 10);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Destination-${day}.csv"`);
    const expected = await generated(query);
    expect(file.body.length).toBe(expected.length);
    expect(file.body === expected, 'the job file differs from generate-csv').toBe(true);
    // The cases the rows were made for are there: a guarded formula, a guarded cell quoted for its comma, a quote.
    for (const cell of [`,'-minus `, `,"'@at, ""q"" `, `,"'=HYPERLINK(""http://x"")",`, `,"Export quote ""`])
      expect(file.body.includes(cell), cell).toBe(true);
  });

  it('should write just the header when nothing matches, as generate-csv does', async () => {
    const none = { modelName: 'Destination', where: JSON.stringify({ name: 'No such city' }) };
    const started = await call('POST', '/api/exports', none);
    expect(started.status).toBe(200);
    expect(started.body.title).toBe('Export 0 cities as CSV');
    const job = await finishedJob(t, started.body.id, 60_000);
    expect(job).toMatchObject({ state: 'done', total: 0 });
    const file = await download(job.result!.file);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(await generated(none));
    expect(file.body.split('\n')).toHaveLength(2);
  });

  it('should refuse a bad model, where or order with 400 before any job or file', async () => {
    const before = await counts();
    const cases: [Record<string, string>, RegExp][] = [
      [{ modelName: 'Nope' }, /modelName: unknown model "Nope"/],
      [{ modelName: 'Destination', where: '{not json' }, /where is not valid JSON/],
      [
        { modelName: 'Destination', where: JSON.stringify({ passwordHash: 'x' }) },
        /where\.passwordHash: "passwordHash" is not a field you can filter on/,
      ],
      [{ modelName: 'Destination', order: 'nope ASC' }, /order: "nope" is not a field you can sort on/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/exports', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('should be for staff only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/exports', payload: { modelName: 'Destination' } });
    expect(res.statusCode).toBe(401);
  });

  it('should answer 410 once the file is past its day and 404 for a file that never was, then drop it', async () => {
    const started = await call('POST', '/api/exports', { modelName: 'Destination', order: 'id ASC' });
    const job = await finishedJob(t, started.body.id, 60_000);
    const fileId = job.result!.file as number;
    expect((await download(fileId)).statusCode).toBe(200);
    await t.database.raw(`update job_files set expires = now() - interval '1 minute' where id = $1`, [fileId]);
    const gone = await download(fileId);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toBe('This file was kept for 24 hours and has been deleted; start it again');
    expect((await download(987_654)).statusCode).toBe(404);

    expect(await dropExpiredJobFiles(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.raw(
      `select (select count(*) from job_files where id = $1)::int as files,
              (select count(*) from job_file_parts where file_id = $1)::int as parts`,
      [fileId],
    );
    expect(left.rows[0]).toEqual({ files: 0, parts: 0 });
    expect((await download(fileId)).statusCode).toBe(404);
  });
});
