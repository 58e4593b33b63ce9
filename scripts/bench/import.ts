/**
 * CSV import at 100 000 rows (issue 33 point 3): a places file of new rows in one city is uploaded, checked in a dry
 * run and imported, each a job timed from its start request to its end (rows a second), while the server's resident
 * memory is sampled (it must stay flat: the file is streamed, a chunk reads its own rows). The imported places are
 * deleted after. Standalone: `npx tsx scripts/bench/import.ts` on the benchmark database (any migrated one will do).
 */
import { randomBytes } from 'node:crypto';
import type { TServer } from './server';
import { runWhenMain, runWithBenchServer } from './standalone';
import { settleTables, writeSettings } from './pg-write-settings';
import { fmtLoad, loadAverage } from './stats';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** Issue 33 point 3: the dry run and the import each at 5 000 rows a second or more. */
export const IMPORT_RATE_TARGET = 5000;

type TRows = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type TJob = {
  id: number;
  state: string;
  total: number | null;
  changed: number;
  refused: number;
  failure: string | null;
};

export type TImportResult = {
  rows: number;
  megabytes: number;
  uploadMs: number;
  dryRunRate: number;
  importRate: number;
  /** The same places imported again by id with new values: every row an update. */
  updateRate: number;
  created: number;
  /** Resident memory of the server before the upload, and its peak through the uploads and the three jobs (MB). */
  rssBeforeMb: number;
  rssPeakMb: number;
  /**
   * The most the server's heap held right after a full collection during the uploads and jobs (its live data, without
   * the garbage the resident peak includes), and how many full collections there were; NaN without `--trace-gc`.
   */
  liveHeapPeakMb: number;
  fullCollections: number;
  load: number;
  /** PostgreSQL's settings that move a bulk write most (writeSettings). */
  settings: string;
  /** Dead rows the written tables held before the run vacuumed them (settleTables). */
  deadBefore: number;
};

/** Syllables of the made-up names: a name starts anywhere in the alphabet, as a partner's real list does. */
const SYLLABLES = ['ca', 'sa', 'ta', 'lu', 'mo', 'ri', 'be', 'vi', 'do', 'pe', 'fa', 'go', 'xa', 'zu', 'ne', 'ho'];

/**
 * A place's name for row `i`: three syllables picked by a hash of `i`, so the file's names fall all over the names'
 * indexes (in alphabetical runs they would all land on a few hot index pages and flatter the rate).
 */
function spreadName(i: number, tag: string): string {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  const pick = () => {
    const s = SYLLABLES[h % SYLLABLES.length]!;
    h = Math.floor(h / SYLLABLES.length);
    return s;
  };
  const word = pick() + pick() + pick();
  return `${word[0]!.toUpperCase()}${word.slice(1)} ${tag} ${i}`;
}

/**
 * The file: a header the export would write, then `n` new places of one city named all over the alphabet, their
 * address carrying `tag` (to find and delete them after), one row of 10 in quotes with a comma.
 */
function placesFile(n: number, cityId: number, tag: string): Buffer {
  const lines = ['name,destinationId,address,city,shortDescription,status,guideRating,newlyAdded'];
  for (let i = 1; i <= n; i++)
    lines.push(
      `${spreadName(i, tag)},${cityId},${i} Rua da Bench ${tag},Porto,${i % 10 === 0 ? '"Tascas, wine and fish"' : 'Tasca'},complete,${i % 4},true`,
    );
  return Buffer.from(lines.join('\n') + '\n');
}

/** A file updating each of `ids` by id: a new short description and rating (the rows of an edited export). */
function updatesFile(ids: number[]): Buffer {
  const lines = ['id,shortDescription,guideRating', ...ids.map((id, i) => `${id},Tasca again ${i},${(i + 1) % 4}`)];
  return Buffer.from(lines.join('\n') + '\n');
}

async function uploadFile(server: TServer, file: Buffer): Promise<{ file: number; mapping: (string | null)[] }> {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench-places.csv');
  const response = await fetch(`${server.url}/api/imports/place/file`, {
    method: 'POST',
    headers: server.client.headers,
    body: form,
  });
  const uploaded = (await response.json()) as { file: number; mapping: (string | null)[] };
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${JSON.stringify(uploaded)}`);
  return uploaded;
}

async function untilFinished(server: TServer, id: number): Promise<TJob> {
  for (;;) {
    const job = await server.client.json<TJob>('GET', `/api/jobs/${id}`);
    if (['done', 'failed', 'cancelled'].includes(job.state)) return job;
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Starts a dry run or the import and answers its rows a second, from the request to the job's end. */
async function timedJob(server: TServer, body: { file: number; mapping: (string | null)[]; dryRun: boolean }) {
  const started = performance.now();
  const launched = await server.client.json<TJob>('POST', '/api/imports/place', body);
  const job = await untilFinished(server, launched.id);
  const ms = performance.now() - started;
  if (job.state !== 'done' || job.refused > 0) throw new Error(`the import job ended so: ${JSON.stringify(job)}`);
  return { job, rate: (job.total ?? 0) / (ms / 1000) };
}

/**
 * Uploads, checks and imports IMPORT_ROWS places through a running server, then deletes them.
 * @example
 * console.log(describeImport(await importBench({ server, run })));
 */
export async function importBench({ server, run }: { server: TServer; run: TRows }): Promise<TImportResult> {
  const { rows } = await run(`select id from destinations where not deleted order by id limit 1`, []);
  const cityId = Number(rows[0]?.id ?? NaN);
  if (!Number.isFinite(cityId)) throw new Error('the import bench needs a city in the database');
  const tag = randomBytes(4).toString('hex');
  const deadBefore = await settleTables(run);
  const file = placesFile(IMPORT_ROWS, cityId, tag);
  const rssBeforeMb = server.rssMb();
  const peak = server.sampleRss(200);
  const liveHeap = server.sampleLiveHeap();
  try {
    const uploadStart = performance.now();
    const uploaded = await uploadFile(server, file);
    const uploadMs = performance.now() - uploadStart;
    const dry = await timedJob(server, { file: uploaded.file, mapping: uploaded.mapping, dryRun: true });
    const imported = await timedJob(server, { file: uploaded.file, mapping: uploaded.mapping, dryRun: false });
    const { rows: made } = await run(`select id from establishments where address like $1 order by id`, [
      `% Rua da Bench ${tag}`,
    ]);
    const updates = await uploadFile(server, updatesFile(made.map((row) => Number(row.id))));
    const updated = await timedJob(server, { file: updates.file, mapping: updates.mapping, dryRun: false });
    const live = liveHeap();
    return {
      rows: IMPORT_ROWS,
      megabytes: file.length / (1024 * 1024),
      uploadMs,
      dryRunRate: dry.rate,
      importRate: imported.rate,
      updateRate: updated.rate,
      created: imported.job.changed,
      rssBeforeMb,
      rssPeakMb: peak(),
      liveHeapPeakMb: live?.peakMb ?? NaN,
      fullCollections: live?.fullCollections ?? 0,
      load: loadAverage(),
      settings: await writeSettings(run),
      deadBefore,
    };
  } finally {
    await run(`delete from establishments where address like $1`, [`% Rua da Bench ${tag}`]);
  }
}

/** One line of the result. */
export function describeImport(r: TImportResult): string {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  return (
    `CSV import of ${n(r.rows)} places (${r.megabytes.toFixed(1)} MB): upload ${(r.uploadMs / 1000).toFixed(1)} s, ` +
    `dry run ${n(r.dryRunRate)} rows/s, import ${n(r.importRate)} rows/s (${n(r.created)} created; target ≥ ${n(IMPORT_RATE_TARGET)}), ` +
    `the same rows updated by id ${n(r.updateRate)} rows/s, ` +
    `server memory ${n(r.rssBeforeMb)} MB before, ${n(r.rssPeakMb)} MB at most, ` +
    (r.fullCollections > 0
      ? `its live heap ${n(r.liveHeapPeakMb)} MB at most after ${r.fullCollections} full collections`
      : 'its live heap not traced') +
    ` (${fmtLoad(r.load)}; ${r.settings}; ${n(r.deadBefore)} dead rows vacuumed first)`
  );
}

runWhenMain(import.meta.filename, () =>
  runWithBenchServer(
    {
      name: 'import',
      traceGc: true,
      // BENCH_CPU_PROF=1 profiles the server (summarise with profile-summary.ts); BENCH_IMPORT_HEAP=256 caps its heap:
      // an import that held the file would fail, garbage only slows it.
      nodeArgs: process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', '--cpu-prof-dir=bench-data/profiles']
        : process.env.BENCH_IMPORT_HEAP
          ? [`--max-old-space-size=${process.env.BENCH_IMPORT_HEAP}`]
          : [],
    },
    async ({ server, run }) => describeImport(await importBench({ server, run })),
  ),
);
