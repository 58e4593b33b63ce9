/**
 * npx tsx scripts/bench/ledger-reads.ts [--requests N]
 *
 * What staff read from the change ledger and the trash at a million places (issue 32 points 2, 3, 5 and 7), one editor:
 * - the ledger's bytes per row after 100 000 random edits of the 1 M seed's places (each edit one UPDATE, recorded by
 *   the real trigger; made once per database, then kept);
 * - the first page of a place's history when it has 10 000 ledger rows (target ≤ 10 ms p95);
 * - page 1 of the trash at the seed's ~10 000 trashed records, all types and one type with a name (≤ 10 ms p95);
 * - page 1 of the dashboard's recent changes.
 * BENCH_DATABASE_URL: default postgres://postgres@127.0.0.1:5432/mise_bench (seeded by npm run bench).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startServer } from './server';
import { benchDatabase, runWhenMain } from './standalone';
import { fmtLoad, loadAverage, runLoad, summarize, type TSummary } from './stats';

const OUT_DIR = resolve(import.meta.dirname, '..', '..', 'bench-data');
const STAFF = { email: 'bench-ledger-reads@mise.local', password: `bench-${randomBytes(12).toString('hex')}` };
const EDITS = 100_000;
const HISTORY_ROWS = 10_000;
export const LEDGER_READ_TARGET_MS = 10;
/** Marks the bench's own edits in the ledger, so a second run knows how many are made. */
const EDIT_SOURCE = 'job';

export type TLedgerReads = {
  bytesPerRow: number;
  edits: number;
  /** Edits this run made (the rest were kept from an earlier run), and how long they took. */
  madeNow: number;
  editSeconds?: number;
  trashed: number;
  pages: { name: string; summary: TSummary }[];
  load: number;
};

const fmt = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));

export const describeLedgerReads = (r: TLedgerReads) =>
  [
    `Ledger: ${Math.round(r.bytesPerRow)} bytes a row with its indexes after ${r.edits.toLocaleString('en')} random edits of places${r.editSeconds === undefined ? '' : ` (${r.madeNow.toLocaleString('en')} made now, in ${r.editSeconds.toFixed(0)} s)`}`,
    ...r.pages.map(
      ({ name, summary }) =>
        `${name}: p50 ${fmt(summary.p50)} / p95 ${fmt(summary.p95)} ms (target ≤ ${LEDGER_READ_TARGET_MS} ${summary.p95 <= LEDGER_READ_TARGET_MS ? '✓' : '✗'})`,
    ),
    `(${r.trashed.toLocaleString('en')} records in the trash; ${fmtLoad(r.load)})`,
  ].join('\n  ');

/** The ledger's partitions, table and indexes, in bytes, and its rows. */
async function ledgerSize(admin: pg.Client): Promise<{ bytes: number; rows: number }> {
  const { rows } = await admin.query(
    `select (select count(*) from change_ledger)::bigint as rows,
       (select sum(pg_total_relation_size(c.oid)) from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'change_ledger'::regclass)::bigint as bytes`,
  );
  return { bytes: Number(rows[0].bytes), rows: Number(rows[0].rows) };
}

/**
 * Random edits of random places, as staff make them (a phone, a rating, a name, a description of a few hundred
 * characters), one UPDATE each so the ledger's trigger records each as a real edit; up to EDITS in all, kept.
 */
async function makeEdits(
  admin: pg.Client,
): Promise<{ made: number; madeNow: number; seconds?: number; bytesPerRow: number }> {
  const done = Number(
    (await admin.query(`select count(*)::int as n from change_ledger where source = $1`, [EDIT_SOURCE])).rows[0].n,
  );
  const before = await ledgerSize(admin);
  if (done >= EDITS) return { made: done, madeNow: 0, bytesPerRow: before.bytes / Math.max(1, before.rows) };
  const started = performance.now();
  await admin.query(`
    DO $$
    DECLARE
      top int := (SELECT max(id) FROM establishments);
      pick int;
    BEGIN
      PERFORM set_config('mise.source', '${EDIT_SOURCE}', true);
      FOR i IN 1..${EDITS - done} LOOP
        pick := 1 + floor(random() * top)::int;
        CASE floor(random() * 4)::int
          WHEN 0 THEN UPDATE establishments SET phone = '+351 ' || floor(random() * 1e9)::text WHERE id = pick;
          WHEN 1 THEN UPDATE establishments SET guide_rating = floor(random() * 4)::int WHERE id = pick;
          WHEN 2 THEN UPDATE establishments SET name = name || ' ' || substr(md5(random()::text), 1, 4) WHERE id = pick;
          ELSE UPDATE establishments SET description = repeat(md5(random()::text) || ' ', 8) WHERE id = pick;
        END CASE;
      END LOOP;
    END $$;`);
  const seconds = (performance.now() - started) / 1000;
  await admin.query('analyze change_ledger');
  const after = await ledgerSize(admin);
  // An edit that wrote the value already there records nothing: the count is of the ledger rows made.
  const made = Number(
    (await admin.query(`select count(*)::int as n from change_ledger where source = $1`, [EDIT_SOURCE])).rows[0].n,
  );
  // A few edits fill no page: the growth is read over a run that made most of them, else over the whole ledger.
  const grown = after.rows - before.rows;
  return {
    made,
    madeNow: made - done,
    seconds,
    bytesPerRow: grown >= EDITS / 10 ? (after.bytes - before.bytes) / grown : after.bytes / Math.max(1, after.rows),
  };
}

/** A place with HISTORY_ROWS ledger rows of its own (phone changes written straight to the ledger, made once). */
async function placeWithLongHistory(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ id: number }>('select max(id) as id from establishments where not deleted');
  const id = rows[0].id;
  const { rows: counted } = await admin.query<{ n: number }>(
    `select count(*)::int as n from change_ledger where table_name = 'establishments' and record_id = $1`,
    [id],
  );
  const missing = HISTORY_ROWS - counted[0].n;
  if (missing > 0)
    await admin.query(
      `insert into change_ledger (operation, source, table_name, record_id, kind, changes)
       select gen_random_uuid(), 'api', 'establishments', $1, 'update',
         jsonb_build_object('fields', jsonb_build_object('phone', jsonb_build_array(g::text, (g + 1)::text)))
       from generate_series(1, $2::int) g`,
      [id, missing],
    );
  return id;
}

/**
 * Makes the edits once, then times each read at one editor.
 * @example
 * console.log(describeLedgerReads(await ledgerReadsBench({ requests: 300 })));
 */
export async function ledgerReadsBench(opts: { requests: number }): Promise<TLedgerReads> {
  const url = await benchDatabase(STAFF);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  mkdirSync(OUT_DIR, { recursive: true });
  try {
    const edits = await makeEdits(admin);
    const place = await placeWithLongHistory(admin);
    const trashed = Number((await admin.query('select count(*)::int as n from trash')).rows[0].n);
    const server = await startServer({
      env: { DATABASE_URL: url },
      logFile: join(OUT_DIR, 'server-ledger-reads.log'),
      ...STAFF,
    });
    try {
      const reads: [string, string][] = [
        ['History of a place with 10 000 ledger rows, page 1', `/api/establishments/${place}/history?limit=20`],
        ['Trash page 1, every type', '/api/trash?limit=20'],
        ['Trash page 1, places named like "a" (common)', '/api/trash?type=place&q=a&limit=20'],
        ['Trash page 1, names like "qzx" (none)', '/api/trash?q=qzx&limit=20'],
        ['Recent changes page 1', '/api/changes?limit=20'],
      ];
      const pages = [];
      for (const [name, path] of reads) {
        const timings = await runLoad(() => server.client.request('GET', path).then(() => undefined), {
          requests: opts.requests,
          concurrency: 1,
          warmup: 20,
        });
        pages.push({ name, summary: summarize(timings) });
      }
      return {
        bytesPerRow: edits.bytesPerRow,
        edits: edits.made,
        madeNow: edits.madeNow,
        editSeconds: edits.seconds,
        trashed,
        pages,
        load: loadAverage(),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await admin.end();
  }
}

runWhenMain(import.meta.filename, async (requests) =>
  console.log(describeLedgerReads(await ledgerReadsBench({ requests }))),
);
