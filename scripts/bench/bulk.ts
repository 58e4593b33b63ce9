/**
 * Bulk publish at 1 M places (issue 33 point 2): 100 000 places chosen by a `where` (an id range holding that many live
 * places), previewed as the console does before it asks, then published as a job, timed from the request to the job's
 * end; the kept counts (row_counts, what the menu totals read) checked against a count of the table right after;
 * then Undo (a revert of the job's operation, a job itself at this size) puts them back, timed to its end.
 * Standalone: `npx tsx scripts/bench/bulk.ts` on the seeded benchmark database.
 */
import type { HttpClient } from './http';
import { runWhenMain, runWithBenchServer } from './standalone';
import { settleTables, writeSettings } from './pg-write-settings';
import { fmtLoad, loadAverage } from './stats';

export const BULK_RECORDS = 100_000;
/** Issue 33 point 2: the preview within a second, the job at 5 000 records a second or more. */
export const BULK_PREVIEW_TARGET_MS = 1000;
export const BULK_RATE_TARGET = 5000;

type TRows = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type TJob = { id: number; state: string; total: number | null; done: number; changed: number; operation: string };

export type TBulkResult = {
  records: number;
  previewMs: number;
  changes: number;
  jobMs: number;
  /** Records done a second, from the start request to the job's end. */
  rate: number;
  /** Records the undo put back a second (it runs as a job too). */
  undoRate: number;
  countsRight: boolean;
  undoMs: number;
  /** The one-minute load average when the job ended. */
  load: number;
  /** PostgreSQL's settings that move a bulk write most (writeSettings). */
  settings: string;
  /** Dead rows the written tables held before the run vacuumed them (settleTables). */
  deadBefore: number;
};

/** The id range that holds `n` live places, from the middle of the table. */
async function idRange(run: TRows, n: number): Promise<[number, number]> {
  const { rows } = await run(
    `select min(id)::int as lo, max(id)::int as hi from (select id from establishments where not deleted
       and id > (select max(id) / 4 from establishments) order by id limit $1) s`,
    [n],
  );
  return [Number(rows[0]!.lo), Number(rows[0]!.hi)];
}

/** What row_counts keeps for places against a count of the table. */
async function countsAgree(run: TRows): Promise<boolean> {
  const { rows } = await run(
    `select (select coalesce(sum(n) filter (where published), 0)::int from row_counts where table_name = 'establishments') as kept,
       (select count(*)::int from establishments where not deleted and is_published) as counted`,
    [],
  );
  return rows[0]!.kept === rows[0]!.counted;
}

async function untilFinished(client: HttpClient, id: number): Promise<TJob> {
  for (;;) {
    const job = await client.json<TJob>('GET', `/api/jobs/${id}`);
    if (['done', 'failed', 'cancelled'].includes(job.state)) return job;
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * Previews, runs and undoes a bulk publish of BULK_RECORDS places through a running server.
 * @example
 * const r = await bulkBench({ client: server.client, run });
 */
export async function bulkBench({ client, run }: { client: HttpClient; run: TRows }): Promise<TBulkResult> {
  const deadBefore = await settleTables(run);
  const [lo, hi] = await idRange(run, BULK_RECORDS);
  const body = { where: { id: { between: [lo, hi] } }, change: { publish: true }, origin: '/dashboard/places' };
  const previewStart = performance.now();
  const preview = await client.json<{ matching: number; changes: number }>('POST', '/api/bulk/place/preview', body);
  const previewMs = performance.now() - previewStart;
  const started = performance.now();
  const launched = await client.json<TJob>('POST', '/api/bulk/place', body);
  const job = await untilFinished(client, launched.id);
  const jobMs = performance.now() - started;
  if (job.state !== 'done') throw new Error(`the bulk publish ended ${job.state}: ${JSON.stringify(job)}`);
  const countsRight = await countsAgree(run);
  const load = loadAverage();
  // Undo of this many records is a job of its own (POST /changes/revert answers with it): timed to its end.
  const undoStart = performance.now();
  const undo = await client.json<{ job?: TJob }>('POST', '/api/changes/revert', { operation: job.operation });
  const undone = undo.job ? await untilFinished(client, undo.job.id) : undefined;
  const undoMs = performance.now() - undoStart;
  if (undone && undone.state !== 'done') throw new Error(`the undo ended ${undone.state}: ${JSON.stringify(undone)}`);
  return {
    records: preview.matching,
    previewMs,
    changes: job.changed,
    jobMs,
    rate: (job.total ?? 0) / (jobMs / 1000),
    countsRight: countsRight && (await countsAgree(run)),
    undoMs,
    undoRate: (job.total ?? 0) / (undoMs / 1000),
    load,
    settings: await writeSettings(run),
    deadBefore,
  };
}

/** One line of the result. */
export function describeBulk(r: TBulkResult): string {
  return (
    `Bulk publish of ${r.records.toLocaleString('en-US')} places (${r.changes.toLocaleString('en-US')} changed): ` +
    `preview ${r.previewMs.toFixed(0)} ms, job ${(r.jobMs / 1000).toFixed(1)} s = ${Math.round(r.rate).toLocaleString('en-US')} records/s, ` +
    `kept counts ${r.countsRight ? 'right' : 'WRONG'}, Undo (a job too) ${(r.undoMs / 1000).toFixed(1)} s = ${Math.round(r.undoRate).toLocaleString('en-US')} records/s (${fmtLoad(r.load)}; ${r.settings}; ${r.deadBefore.toLocaleString('en-US')} dead rows vacuumed first)`
  );
}

runWhenMain(import.meta.filename, () =>
  runWithBenchServer({ name: 'bulk' }, async ({ server, run }) =>
    describeBulk(await bulkBench({ client: server.client, run })),
  ),
);
