import { describe, expect, it } from 'vitest';
import type { TJob } from '@mise/contracts/common/job-calls';
import type { TImportUpload } from '@mise/contracts/common/import-calls';
import { IMPORT_CHUNK } from '../src/jobs/csv-import';
import { type TPlannedRow, checkWithoutWriting } from '../src/jobs/import-checks';
import { placeModel } from '../src/resources/place/model';
import type { Db } from '../src/db/client';
import { readJobFileRange } from '../src/jobs/job-file-range';
import { FILE_PART_BYTES, createJobFile, writeJobFile } from '../src/jobs/job-files';
import { multipartBody } from './fixtures/media';
import { FAST_JOBS, finishedJob } from './job-helpers';
import { setupApp, staffCalls } from './helper';

describe('CSV import as a job', async () => {
  const t = await setupApp({ jobs: FAST_JOBS });
  const { call, make } = staffCalls(t);

  const upload = async (type: string, text: string, filename = 'cuisines.csv') => {
    const body = multipartBody('file', { filename, contentType: 'text/csv', bytes: Buffer.from(text) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${type}/file`,
      headers: { ...t.auth(), ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const run = async (type: string, start: { file: number; mapping: (string | null)[]; dryRun: boolean }) => {
    const res = await call('POST', `/api/imports/${type}`, start);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return finishedJob(t, (res.body as TJob).id);
  };
  const download = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/jobs/files/${id}`, headers: t.auth() })).body;
  const cuisine = async (slug: string) =>
    (await t.database.raw(`select name, short_description, deleted from cuisines where slug = $1 order by id`, [slug]))
      .rows;

  it('checks every row in a dry run writing nothing, then imports: creates, updates by slug, reports the bad row, and is undone whole', async () => {
    const old = await make('cuisines', { name: 'Old Alentejo', slug: 'imp-alentejo', shortDescription: 'before' });
    const text = [
      'Name,Slug,Short description,Notes of ours',
      'Imp Minho,imp-minho,Green wine country,x',
      'Imp Douro,imp-douro,"Port, and\nterraces",y',
      'Imp Beira,imp-beira,,z',
      'Alentejo,imp-alentejo,after,w',
      ',imp-nameless,No name,v',
    ].join('\n');
    const sent = await upload('cuisine', text);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const file = sent.body as TImportUpload;
    expect(file.columns).toEqual(['Name', 'Slug', 'Short description', 'Notes of ours']);
    expect(file.mapping).toEqual(['name', 'slug', 'shortDescription', null]);
    expect(file.fields).toContain('id');

    const dry = await run('cuisine', { file: file.file, mapping: file.mapping, dryRun: true });
    expect(dry).toMatchObject({ state: 'done', total: 5, done: 5, changed: 4, refused: 1 });
    expect(dry.result).toMatchObject({ dryRun: true, created: 3, updated: 1 });
    // The quoted cell's line break puts the rows after it a line further down.
    expect(dry.errors).toEqual([{ item: 7, message: `Name: this field is required` }]);
    expect(await cuisine('imp-minho')).toEqual([]);
    expect(await cuisine('imp-alentejo')).toEqual([
      { name: 'Old Alentejo', short_description: 'before', deleted: false },
    ]);
    expect(await download(dry.result!.report as number)).toBe('line,column,reason\n7,Name,this field is required\n');

    const done = await run('cuisine', { file: file.file, mapping: file.mapping, dryRun: false });
    expect(done).toMatchObject({ state: 'done', changed: 4, refused: 1, title: 'Import cuisines.csv (cuisines)' });
    expect(done.result).toMatchObject({ created: 3, updated: 1 });
    expect(await cuisine('imp-douro')).toEqual([
      { name: 'Imp Douro', short_description: 'Port, and\nterraces', deleted: false },
    ]);
    expect(await cuisine('imp-alentejo')).toEqual([{ name: 'Alentejo', short_description: 'after', deleted: false }]);
    expect((await call('GET', `/api/cuisines/${old.id}`)).body).toMatchObject({ name: 'Alentejo' });

    const undone = await call('POST', '/api/changes/revert', { operation: done.operation });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await cuisine('imp-alentejo')).toEqual([
      { name: 'Old Alentejo', short_description: 'before', deleted: false },
    ]);
    for (const slug of ['imp-minho', 'imp-douro', 'imp-beira'])
      expect(
        (await cuisine(slug)).every((row) => row.deleted),
        slug,
      ).toBe(true);
  });

  it('imports a file of several chunks, refusing bad rows by line and column and keeping the rest, and a taken e-mail per row', async () => {
    const rows = Array.from({ length: IMPORT_CHUNK * 2 + 10 }, (_, i) => {
      const n = i + 1;
      // Three bad rows in different chunks: a bad yes/no, a bad e-mail, and a duplicate of row 5's e-mail.
      const email = n === 700 ? 'not-an-email' : n === 1003 ? 'imp5@example.org' : `imp${n}@example.org`;
      return `Imp User ${n},${email},${n === 3 ? 'maybe' : 'true'}`;
    });
    // 'Email' is the file's column of the field email: refusals name the column, the database's included.
    const sent = await upload('user', ['name,Email,isRecommender', ...rows].join('\r\n') + '\r\n', 'users.csv');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const file = sent.body as TImportUpload;
    expect(file.mapping).toEqual(['name', 'email', 'isRecommender']);
    // A dry run writes no record, yet sees what the import will refuse: a bad cell, a bad e-mail, and two rows of one
    // new e-mail in different chunks (the one checked second names the other's line).
    const dry = await run('user', { file: file.file, mapping: file.mapping, dryRun: true });
    expect(dry).toMatchObject({ state: 'done', refused: 3, result: { created: rows.length - 3 } });
    const dryTwin = new Map(dry.errors.map((e) => [Number(e.item), e.message]));
    expect(dryTwin.has(6) ? dryTwin.get(6) : dryTwin.get(1004), JSON.stringify(dry.errors)).toBe(
      `Email: Line ${dryTwin.has(6) ? 1004 : 6} of this file has the same email`,
    );
    const job = await run('user', { file: file.file, mapping: file.mapping, dryRun: false });
    expect(job).toMatchObject({ state: 'done', total: rows.length, done: rows.length, refused: 3 });
    expect(job.changed).toBe(rows.length - 3);
    // Chunks run in any order, on any server: of two rows with one e-mail, the one written second is refused.
    const byLine = new Map(job.errors.map((e) => [Number(e.item), e.message]));
    const twin = byLine.has(6) ? 6 : 1004;
    expect([...byLine.keys()].sort((a, b) => a - b)).toEqual([4, 701, twin].sort((a, b) => a - b));
    expect(byLine.get(4)).toBe('isRecommender: "maybe" is not true or false');
    expect(byLine.get(701)).toMatch(/^Email: /);
    expect(byLine.get(twin)).toBe('Email: A record with the same email already exists');
    const { rows: created } = await t.database.raw(
      `select count(*)::int as n from users where email like 'imp%@example.org'`,
    );
    expect(created[0]!.n).toBe(rows.length - 3);
    const report = await download(job.result!.report as number);
    expect(report.split('\n').filter(Boolean)).toHaveLength(4);
  });

  it('updates rows that set the same fields in one go, and row by row when one of them takes a unique value', async () => {
    const city = await make('destinations', { name: 'Upd City' });
    const places: { id: number }[] = [];
    for (const n of [1, 2, 3])
      places.push(
        await make('establishments', {
          name: `Upd ${n}`,
          address: `${n} Rua`,
          city: 'Porto',
          destinationId: city.id,
          placeId: `ChIJ-upd-${n}`,
        }),
      );
    const [a, b] = places as [{ id: number }, { id: number }];
    const place = async (id: number) =>
      (await t.database.raw(`select name, guide_rating, place_id from establishments where id = $1`, [id])).rows[0];
    const importFile = async (text: string) => {
      const sent = await upload('place', text, 'places.csv');
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const file = sent.body as TImportUpload;
      return run('place', { file: file.file, mapping: file.mapping, dryRun: false });
    };

    const renamed = await importFile(`id,name,guideRating\n${a.id},Upd One,2\n${b.id},Upd Two,\n`);
    expect(renamed).toMatchObject({ state: 'done', changed: 2, refused: 0, result: { updated: 2 } });
    // An empty cell is no value: b keeps its rating, so the two rows set different fields.
    expect([await place(a.id), await place(b.id)]).toEqual([
      { name: 'Upd One', guide_rating: 2, place_id: 'ChIJ-upd-1' },
      { name: 'Upd Two', guide_rating: null, place_id: 'ChIJ-upd-2' },
    ]);
    const renamedAgain = await importFile(`id,name\n${a.id},Upd Uno\n${b.id},Upd Dos\n`);
    expect(renamedAgain).toMatchObject({ state: 'done', changed: 2, result: { updated: 2 } });
    const logged = await t.database.raw(
      `select count(*)::int as n from activity_log where action = 'update' and item_id = any($1::text[])
         and changed_fields = '{name}'`,
      [[String(a.id), String(b.id)]],
    );
    // b's first row set the name alone too: one entry a record each time it was written.
    expect(logged.rows[0]!.n, 'one activity entry a record').toBe(3);
    expect((await call('GET', `/api/establishments/${b.id}`)).body).toMatchObject({ name: 'Upd Dos' });

    // A file naming one record twice: the later row wins, as it does row by row.
    const twice = await importFile(`id,name\n${a.id},Upd Once\n${a.id},Upd Twice\n${b.id},Upd Dos\n`);
    expect(twice).toMatchObject({ state: 'done', refused: 0, result: { updated: 3 } });
    expect((await place(a.id))!.name).toBe('Upd Twice');

    // Row 2 takes the third place's maps id: the one statement is refused, so each row is written alone.
    const clash = await importFile(`id,placeId\n${a.id},ChIJ-upd-3\n${b.id},ChIJ-upd-two\n`);
    expect(clash).toMatchObject({ state: 'done', changed: 1, refused: 1, result: { updated: 1 } });
    expect(clash.errors).toEqual([{ item: 2, message: 'placeId: A record with the same placeId already exists' }]);
    expect([(await place(a.id))!.place_id, (await place(b.id))!.place_id]).toEqual(['ChIJ-upd-1', 'ChIJ-upd-two']);

    expect((await call('POST', '/api/changes/revert', { operation: twice.operation })).status).toBe(200);
    expect((await call('POST', '/api/changes/revert', { operation: renamedAgain.operation })).status).toBe(200);
    expect([(await place(a.id))!.name, (await place(b.id))!.name]).toEqual(['Upd One', 'Upd Two']);
  });

  it("reads a chunk's bytes byte for byte wherever they fall among the stored file's parts", async () => {
    const bytes = Buffer.from(Array.from({ length: 2 * FILE_PART_BYTES + 1000 }, (_, i) => (i * 7919) % 251));
    const fileId = await createJobFile(t.app.db, { name: 'parts.csv', contentType: 'text/csv', createdBy: null });
    // Written in odd pieces, as an upload streams in.
    await writeJobFile(t.app.db, { fileId }, [bytes.subarray(0, 70_001), bytes.subarray(70_001)]);
    const P = FILE_PART_BYTES;
    for (const [start, end] of [
      [0, 10],
      [P - 5, P + 5],
      [P, P + 1],
      [10, 2 * P + 1],
      [2 * P + 999, 2 * P + 1000],
      [P - 1, P],
    ] as const)
      expect((await readJobFileRange(t.app.db, fileId, { start, end })).equals(bytes.subarray(start, end))).toBe(true);
  });

  it('refuses a mapping that does not fit the file, and a file with no header, before any job', async () => {
    const file = (await upload('tag', 'name,colour\nImp tag,red\n', 'tags.csv')).body as TImportUpload;
    expect(file.mapping).toEqual(['name', null]);
    const short = await call('POST', '/api/imports/tag', { file: file.file, mapping: ['name'], dryRun: true });
    expect(short.body.error.message).toBe(
      'mapping: send one entry per column of the file (2), null for those left out',
    );
    const twice = await call('POST', '/api/imports/tag', { file: file.file, mapping: ['name', 'name'], dryRun: true });
    expect(twice.body.error.message).toBe('mapping.1: name is filled by two columns');
    const unknown = await call('POST', '/api/imports/tag', {
      file: file.file,
      mapping: ['name', 'colour'],
      dryRun: true,
    });
    expect(unknown.body.error.message).toMatch(
      /^mapping\.1: colour is not a field an import fills \(these are: id, name/,
    );
    const none = await call('POST', '/api/imports/tag', { file: file.file, mapping: [null, null], dryRun: true });
    expect(none.body.error.message).toBe('mapping: match at least one column to a field');
    const empty = await upload('tag', '', 'empty.csv');
    expect(empty).toMatchObject({
      status: 400,
      body: { error: { message: 'The file is empty: it needs a header line naming its columns' } },
    });
    const { rows } = await t.database.raw(
      `select count(*)::int as n from jobs where kind = 'csv-import' and title like '%tags.csv%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses in a dry run a row naming a city that does not exist, or a place id another place holds', async () => {
    const city = await make('destinations', { name: 'Imp City' });
    await make('establishments', {
      name: 'Imp Holder',
      address: '1 Rua',
      city: 'Porto',
      destinationId: city.id,
      placeId: 'ChIJ-imp-held',
    });
    const text = [
      'name,destinationId,address,city,placeId',
      `Imp Good,${city.id},2 Rua,Porto,ChIJ-imp-new`,
      'Imp Lost,2147483000,3 Rua,Porto,',
      `Imp Twin,${city.id},4 Rua,Porto,ChIJ-imp-held`,
    ].join('\n');
    const file = (await upload('place', text, 'places.csv')).body as TImportUpload;
    const dry = await run('place', { file: file.file, mapping: file.mapping, dryRun: true });
    expect(dry).toMatchObject({ state: 'done', changed: 1, refused: 2, result: { created: 1 } });
    expect(new Map(dry.errors.map((e) => [e.item, e.message]))).toEqual(
      new Map([
        [3, 'destinationId: There is no Destination 2147483000'],
        [4, 'placeId: A record with the same placeId already exists'],
      ]),
    );
  });

  it("claims a dry run's unique values across its chunks: the second of two rows is refused, unless both update one record", async () => {
    const fileId = await createJobFile(t.app.db, { name: 'report.csv', contentType: 'text/csv', createdBy: null });
    const chunk = (rows: TPlannedRow[]) =>
      t.app.db.transaction((tx) => checkWithoutWriting(tx as Db, { model: placeModel, rows, fileId }));
    expect(
      await chunk([
        { line: 2, values: { placeId: 'ChIJ-claim-a' } },
        { line: 3, values: { placeId: 'ChIJ-claim-b' }, id: 41 },
      ]),
    ).toEqual([]);
    expect(
      await chunk([
        { line: 900, values: { placeId: 'ChIJ-claim-a' } },
        { line: 901, values: { placeId: 'ChIJ-claim-b' }, id: 41 },
        { line: 902, values: { placeId: 'ChIJ-claim-c' } },
      ]),
    ).toEqual([{ line: 900, field: 'placeId', reason: 'Line 2 of this file has the same placeId' }]);
    // A chunk that fails claims nothing: its values stay free for the chunk run again.
    await expect(
      t.app.db.transaction(async (tx) => {
        await checkWithoutWriting(tx as Db, {
          model: placeModel,
          rows: [{ line: 950, values: { placeId: 'ChIJ-claim-d' } }],
          fileId,
        });
        throw new Error('the chunk failed');
      }),
    ).rejects.toThrow('the chunk failed');
    expect(await chunk([{ line: 951, values: { placeId: 'ChIJ-claim-d' } }])).toEqual([]);
  });
});
