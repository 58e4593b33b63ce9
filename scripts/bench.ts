/**
 * npm run bench [-- --pg-only | --pglite-only] [--places N] [--requests N] [--seed S] [--reseed] [--only reorder,console,typo]
 *
 * PostgreSQL: the database in BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/mise_bench, created
 * when missing) is seeded with 1 M places (unless it already holds exactly that; --reseed forces it), the real server is started as a
 * child process, and each console request runs N times at concurrency 10 over keep-alive connections, next to the
 * same SQL through a pg.Pool of 10 (named statements, as the server's pool). "The same SQL" is what the server's request
 * path sends, recorded by running the app in this process once per request (see bench/capture.ts). PGlite: a temporary
 * database grows as far as it goes toward 1 M places (at least 100 k), the same SQL is timed in this process, then
 * the server is started on the folder for the API figures.
 * Images (bench/media.ts): a 4000-px JPEG to 600 px through the real server, first and cached request; and
 * (bench/img-memory.ts) MB of server memory per 100 concurrent /img reads of a 20 MB file; --no-media skips
 * both, --media-only runs nothing else.
 * Include copies (bench/include-copies.ts, both databases): the places page with its city included once and 400 times;
 * the copies must stay within 1.5× one copy's p95 + 2 ms, or the run fails.
 * CSV (bench/csv.ts): the export of every place with and without its formula guard, in this process, on both databases.
 * Reorder (bench/reorder.ts, PostgreSQL): a city's 26 k places reordered through change-order, as the console's drag does
 * (last place to the top or the middle): p50/p95 (target ≤ 100 ms) and the UPDATEs of the places one move sends (target 1).
 * Console lists vs the peer (bench/versus-peer.ts, PostgreSQL): each console list screen's request (list + count, as
 * bench/console-lists.ts mirrors it) beside the LoopBack 3 peer's plain page 1 in the same run, alternating rounds; the
 * peer (BENCH_PEER_DIR, default ../shared/peers/loopback3) is copied to bench-data/peer-loopback3, installed, seeded in
 * its own database (BENCH_PEER_DATABASE_URL, default lb3bench on the same server) and started and stopped by the bench;
 * when it cannot run the output says so and why.
 * Typo search (bench/typo-search.ts, PostgreSQL): 200 real place names with one typo each through admin-autocomplete,
 * the places list search and the place picker, one at a time: how many are found among the first five hits, p50/p95.
 * Place filters (bench/place-filters.ts, PostgreSQL): each filter of the places list and Establishments/filter with three
 * criteria, beside the same SQL, with each statement's plan (bench-data/place-filter-plans.txt).
 * Landmarks nearby (bench/landmark-nearby.ts, PostgreSQL): the landmark form's side list (GET landmarks/nearby) at 100 k
 * landmarks or more (topped up when the seed made fewer), beside the same SQL, with its plan
 * (bench-data/landmark-nearby-plans.txt) and whether landmarks_nearby_idx served it.
 * Detail (bench/detail.ts, PostgreSQL): a place, a city and a user detail's first request at one editor, with the server's CPU
 * per request, beside the same SQL, with plans (bench-data/detail-plans.txt).
 * Every request of the API/SQL table runs at 10 connections and then at one (ONE_EDITOR_REQUESTS), beside the same SQL.
 * Page CPU (bench/page-cpu.ts, with console): the server's CPU per places page 1 of the peer's 11 fields, from /proc.
 * The typo part runs on a server of its own, started for it (issue 31 point 1: a server started cold).
 * Last, bench/summary.ts prints every figure issue 31 and PERFORMANCE.md ask with its target, ✓/✗ and the load average.
 * --only reorder,console,typo,filters,landmarks,users,detail: seeds (or reuses) PostgreSQL and runs just those parts (any of them), nothing else.
 * Results: a table on stdout and bench-data/latest.json. Targets: ../shared/design/PERFORMANCE.md.
 */
import { ensurePgDatabase } from './bench/pg-database';
import { usersListBench } from './bench/users-list';
import { detailBench } from './bench/detail';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureSettings, upsertStaff } from '../apps/server/src/bootstrap';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { DEFAULT_SEED, seedDemo } from '../apps/server/src/seed/generate';
import { progressReporter } from '../apps/server/src/seed/progress';
import { resetContent } from '../apps/server/src/seed/reset';
import { type TScenario, type TScenarioContext, scenarios } from './bench/scenarios';
import { startServer, type TServer } from './bench/server';
import { type TQuery, type TWave, captureLayerSql, replay } from './bench/capture';
import { fmtLoad, loadAverage, settle, type TSummary, runLoad, summarize } from './bench/stats';
import { signInJs } from './bench/web-size';
import { type TMediaBench, runMediaBench } from './bench/media';
import { type TImgMemoryBench, describeImgMemory, runImgMemoryBench } from './bench/img-memory';
import { type TCsvGuardResult, csvGuardBench, describeCsvGuard } from './bench/csv';
import { consoleLists } from './bench/console-lists';
import { startPeer, type TPeer } from './bench/peer';
import { describeReorder, reorderBench, type TReorderResult } from './bench/reorder';
import { bulkBench, describeBulk, type TBulkResult } from './bench/bulk';
import { describeImport, importBench, type TImportResult } from './bench/import';
import { deskBench, describeDesk, type TDeskResult } from './bench/desk';
import { describeVersusPeer, type TVersusPeer, versusPeer } from './bench/versus-peer';
import { describeTypoSearch, type TTypoResult, typoSearchBench } from './bench/typo-search';
import { placeFilterScenarios, plansOf } from './bench/place-filters';
import { describeNearbyContext, nearbyContext, nearbyPlans, nearbyScenarios } from './bench/landmark-nearby';
import { describeIncludeCopies, includeCopiesMissed } from './bench/include-copies';
import { describePageCpu, PEER_FIELDS_PAGE1, pageCpuBench, type TPageCpu } from './bench/page-cpu';
import { issueSummary } from './bench/summary';
import { describeHttpFloor, httpFloor, type THttpFloor } from './bench/http-floor';
import type { TDetailResult } from './bench/detail';
import { describeLedgerCost, ledgerCostBench, type TLedgerCost } from './bench/ledger-cost';
import { describeLedgerReads, ledgerReadsBench, type TLedgerReads } from './bench/ledger-reads';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'bench-data');
const CONCURRENCY = 10;
const MILLION = 1_000_000;
const PGLITE_MIN = 100_000;
const PGLITE_MAX_BATCH_MS = 30_000;
const PGLITE_MAX_RSS = 8 * 1024 ** 3;
const PGLITE_BUDGET_MS = 30 * 60_000;
const STAFF = { email: 'bench@mise.local', password: `bench-${randomBytes(12).toString('hex')}` };
const VERSUS_ROUNDS = 5;
const REORDER_REPEATS = 20;
/** Requests per scenario at one connection (the ten-connection figures take --requests). */
const ONE_EDITOR_REQUESTS = 300;
/** Page 1 requests whose server CPU is summed (10 ms clock ticks: thousands for a figure to 0.01 ms). */
const PAGE_CPU_REQUESTS = 5000;
/** Parts of the PostgreSQL run that `--only` can pick. */
const PARTS = [
  'reorder',
  'console',
  'typo',
  'filters',
  'landmarks',
  'users',
  'detail',
  'ledger',
  'ledger-reads',
  'bulk',
  'import',
  'desk',
] as const;
type TPart = (typeof PARTS)[number];
const USAGE = `usage: npm run bench [-- --pg-only | --pglite-only] [--places N] [--requests N] [--seed S] [--reseed] [--no-media | --media-only]
                 [--only ${PARTS.join(',')}]
  --only reorder   PostgreSQL only: a city's 26 k places reordered through change-order (p50/p95, UPDATE statements sent)
  --only console   PostgreSQL only: the server's CPU per page 1, then each console list request beside the LoopBack 3 peer's page 1, alternating
  --only filters   PostgreSQL only: each places list filter (list+count) and Establishments/filter beside the same SQL, with their plans
  --only typo      PostgreSQL only: 200 real place names with one typo each through each place search (recall, p50/p95, one at a time)
  --only landmarks PostgreSQL only: the landmark form's nearby list at 100 k landmarks or more beside the same SQL, with its plan
  --only users     PostgreSQL only: the users list with each filter (type, city from subscriptions) and its count beside the same SQL, with plans
  --only detail    PostgreSQL only: a place, a city and a user detail's first request at one editor, with server CPU, beside the same SQL, with plans
  --only ledger    PostgreSQL only: a place patched with and without its change-ledger trigger, alternating, one editor; bytes per ledger row
  --only ledger-reads PostgreSQL only: 100 000 random edits once (bytes per ledger row), then a 10 000-row history, the trash and recent changes, page 1 at one editor
  --only bulk      PostgreSQL only: 100 000 places published as a job (preview, records/s, kept counts after), then undone
  --only import    PostgreSQL only: a CSV of 100 000 new places uploaded, checked in a dry run and imported (rows/s, server memory), then deleted
  --only desk      PostgreSQL only: ten pinned views' counts in one request, the city × rule matrix and a rule's page in a big city, one editor
  (several: --only reorder,console,typo; nothing else runs, the seed is reused when complete)
  BENCH_DATABASE_URL, BENCH_PEER_DIR, BENCH_PEER_DATABASE_URL: see the top of scripts/bench.ts`;

/** p95 targets of PERFORMANCE.md, by scenario key (ms). */
const TARGETS: Record<string, number> = {
  places_page1: 4,
  places_deep: 60,
  places_count_published: 10,
  places_city_published: 3,
  cities_console_page: 20,
  places_console_page: 20,
  city_detail: 20,
  autocomplete: 20,
};

type TStageTiming = { stage: string; seconds: number; rows: number };
type TSeedReport = {
  reused: boolean;
  seconds?: number;
  stages?: TStageTiming[];
  counts?: Record<string, number>;
  note?: string;
};
type TScenarioResult = {
  key: string;
  label: string;
  requests: string[];
  api?: TSummary;
  sql?: TSummary;
  ratioP50?: number;
  ratioP95?: number;
  targetP95?: number;
  note?: string;
  /** The machine's load average when the scenario's API load ended. */
  load?: number;
  /** The statements replayed as "the same SQL", in waves (statements of a wave ran together). */
  sqlStatements?: TWave[];
  /** The same request and SQL one at a time (PostgreSQL), with the load average at the end of the API load. */
  one?: { api: TSummary; sql: TSummary; load: number };
};
/** Runs SQL and answers rows (the driver straight). */
type TRows = (text: string, params: unknown[], generic?: boolean) => Promise<{ rows: Record<string, unknown>[] }>;
type TCaptured = Map<string, TWave[] | { error: string }>;
type TCsvResult =
  | { rows: number; seconds: number; rowsPerSecond: number; megabytes: number; rssBeforeMb: number; rssPeakMb: number }
  | { note: string };
type TRun = {
  database: string;
  places: number;
  cities: number;
  users: number;
  seed: TSeedReport;
  context: TScenarioContext;
  scenarios: TScenarioResult[];
  csv?: TCsvResult;
  /** The CSV export with and without its formula guard, in this process (bench/csv.ts). */
  csvGuard?: TCsvGuardResult;
  stoppedAt?: string;
  /** PGlite: the slowest batch of 5 000 places and the bench process's peak memory while loading. */
  load?: { slowestBatchSeconds: number; peakRssMb: number };
  reorder?: TReorderResult | { note: string };
  bulk?: TBulkResult | { note: string };
  csvImport?: TImportResult | { note: string };
  desk?: TDeskResult | { note: string };
  versusPeer?: TVersusPeer;
  typoSearch?: TTypoResult | { note: string };
  pageCpu?: TPageCpu | { note: string };
  httpFloor?: THttpFloor | { note: string };
};

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const log = (line = '') => console.log(line);

/** Records how long each seeding stage took, from seedDemo's progress calls. */
function stageTimer() {
  const stages = new Map<string, { start: number; end: number; rows: number }>();
  return {
    onProgress(stage: string, done: number) {
      const now = performance.now();
      const s = stages.get(stage) ?? { start: now, end: now, rows: 0 };
      s.end = now;
      s.rows = done;
      stages.set(stage, s);
    },
    report(): TStageTiming[] {
      const list = [...stages.entries()];
      // A stage runs from the end of the previous one to its own last report.
      return list.map(([stage, s], i) => ({
        stage,
        seconds: (s.end - (i > 0 ? list[i - 1][1].end : s.start)) / 1000,
        rows: s.rows,
      }));
    },
  };
}

async function seedWithTimings(database: Database, opts: Parameters<typeof seedDemo>[1]): Promise<TSeedReport> {
  const timer = stageTimer();
  const bar = progressReporter({ bar: true });
  const started = performance.now();
  try {
    const counts = await seedDemo(database, {
      ...opts,
      onProgress: (stage, done, total) => {
        timer.onProgress(stage, done);
        bar.onProgress(stage, done, total);
      },
    });
    return { reused: false, seconds: (performance.now() - started) / 1000, stages: timer.report(), counts };
  } finally {
    bar.stop();
  }
}

async function measure(
  label: string,
  op: () => Promise<unknown>,
  { requests, concurrency = CONCURRENCY }: { requests: number; concurrency?: number },
): Promise<TSummary> {
  const timings = await runLoad(
    async () => {
      await op();
    },
    { requests, concurrency, warmup: Math.max(20, Math.round(requests / 10)) },
  );
  const s = summarize(timings);
  log(
    `    ${`${label}${concurrency === 1 ? ' c=1' : ''}`.padEnd(9)} p50 ${ms(s.p50).padStart(7)} ms   p95 ${ms(s.p95).padStart(7)} ms   mean ${ms(s.mean).padStart(7)} ms`,
  );
  return s;
}

const describeWaves = (w: TWave[]) =>
  `${w.reduce((n, x) => n + x.length, 0)} statements in ${w.length} step${w.length === 1 ? '' : 's'}`;

/** The scenarios to time, the SQL each recorded, and how many timed requests each gets. */
type TScenarioRun = { list: TScenario[]; captured: TCaptured; requests: number };

/** Times the same SQL for each scenario that recorded some (PGlite does this before its server starts). */
async function measureSql({ list, captured, requests }: TScenarioRun, sqlRun: TQuery): Promise<Map<string, TSummary>> {
  const out = new Map<string, TSummary>();
  for (const sc of list) {
    const waves = captured.get(sc.key);
    if (!waves || !Array.isArray(waves) || waves.length === 0) continue;
    log(`  ${sc.label} — ${describeWaves(waves)}`);
    out.set(sc.key, await measure('SQL', () => replay(sqlRun, waves), { requests }));
  }
  return out;
}

async function runScenarios(
  server: TServer,
  { list, captured, requests }: TScenarioRun,
  sql: { run: TQuery } | { known: Map<string, TSummary> },
): Promise<TScenarioResult[]> {
  const results: TScenarioResult[] = [];
  for (const sc of list) {
    const waves = captured.get(sc.key);
    const recorded = Array.isArray(waves) ? waves : undefined;
    log(`  ${sc.label}${recorded ? ` — same SQL: ${describeWaves(recorded)}` : ''}`);
    const result: TScenarioResult = {
      key: sc.key,
      label: sc.label,
      requests: sc.requests,
      targetP95: TARGETS[sc.key],
      sqlStatements: recorded,
    };
    const http = () => Promise.all(sc.requests.map((path) => server.client.get(path)));
    try {
      await http();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = /answered (\d+)/.exec(message)?.[1];
      result.note =
        status === '404' || status === '400'
          ? `not measured: the endpoint answered ${status} (${message.slice(message.indexOf('{'), message.indexOf('{') + 120)})`
          : `failed: ${message.slice(0, 200)}`;
      log(`    skipped: ${result.note}`);
      results.push(result);
      continue;
    }
    try {
      result.api = await measure('API', http, { requests });
      result.load = loadAverage();
    } catch (error) {
      // A request refused under load (say 503 when the pool waits too long) is a finding, not the end of the run.
      result.note = `failed under load: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`;
      log(`    ${result.note}`);
      results.push(result);
      continue;
    }
    if ('known' in sql) result.sql = sql.known.get(sc.key);
    else if (recorded && recorded.length > 0) {
      const run = sql.run;
      result.sql = await measure('SQL', () => replay(run, recorded), { requests });
      // One editor: the same pair one at a time (PERFORMANCE.md B asks the ratio at one connection too, C the times).
      const one = { requests: Math.min(requests, ONE_EDITOR_REQUESTS), concurrency: 1 };
      const api = await measure('API', http, one);
      const load = loadAverage();
      result.one = { api, sql: await measure('SQL', () => replay(run, recorded), one), load };
    }
    if (result.api && result.sql) {
      result.ratioP50 = result.api.p50 / result.sql.p50;
      result.ratioP95 = result.api.p95 / result.sql.p95;
      log(`    API/SQL p50 ${result.ratioP50.toFixed(1)}×   p95 ${result.ratioP95.toFixed(1)}×`);
    }
    results.push(result);
  }
  return results;
}

async function csvExport(server: TServer): Promise<TCsvResult> {
  log('  CSV export of every place');
  const rssBeforeMb = server.rssMb();
  const stopSampling = server.sampleRss(100);
  const started = performance.now();
  let newlines = 0;
  try {
    const { bytes } = await server.client.stream('/api/appmodels/generate-csv?modelName=Establishment', (chunk) => {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
    });
    const seconds = (performance.now() - started) / 1000;
    const rssPeakMb = stopSampling();
    const rows = Math.max(0, newlines - 1);
    const result = { rows, seconds, rowsPerSecond: rows / seconds, megabytes: bytes / 1e6, rssBeforeMb, rssPeakMb };
    log(
      `    ${fmtInt(rows)} rows, ${result.megabytes.toFixed(0)} MB in ${seconds.toFixed(1)} s = ${fmtInt(result.rowsPerSecond)} rows/s; server RSS ${rssBeforeMb.toFixed(0)} MB before, peak ${rssPeakMb.toFixed(0)} MB`,
    );
    return result;
  } catch (error) {
    stopSampling();
    return { note: `failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}` };
  }
}

async function scenarioContext(run: TRows, places: number, deepSkip: number): Promise<TScenarioContext> {
  const { rows } = await run(
    'select destination_id as id from establishments where is_published and not deleted and destination_id is not null group by destination_id order by count(*) desc, destination_id limit 1',
    [],
  );
  return { cityId: Number(rows[0]?.id ?? 1), deepSkip: Math.min(deepSkip, Math.max(0, places - 20)) };
}

async function tableSizes(run: TRows) {
  const { rows } = await run(
    'select (select count(*) from establishments)::int as places, (select count(*) from destinations)::int as cities, (select count(*) from users)::int as users',
    [],
  );
  return rows[0] as { places: number; cities: number; users: number };
}

// ---- PostgreSQL ----------------------------------------------------------------------------------------------

/** Starts the LoopBack 3 peer, or answers why it could not (the report says so; it is never left out silently). */
async function peerOrNote(places: number): Promise<TPeer | { note: string }> {
  const source = process.env.BENCH_PEER_DIR ?? resolve(ROOT, '..', 'shared', 'peers', 'loopback3');
  const url = process.env.BENCH_PEER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lb3bench';
  log(`  LoopBack 3 peer from ${source}, database ${new URL(url).pathname.slice(1)}`);
  try {
    const peer = await startPeer({
      source,
      copy: join(OUT_DIR, 'peer-loopback3'),
      url,
      rows: places,
      logFile: join(OUT_DIR, 'peer-loopback3.log'),
      log,
    });
    log(`  peer pid ${peer.pid} at ${peer.client.base}`);
    return peer;
  } catch (error) {
    const note = `the peer could not be run: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`;
    log(`  LoopBack 3 peer NOT RUN — ${note}`);
    return { note };
  }
}

/** The console lists beside the peer's page 1, the peer started and stopped here. */
async function consoleVersusPeer(server: TServer, places: number, requests: number): Promise<TVersusPeer> {
  log('  Console lists vs the LoopBack 3 peer, alternating');
  const peer = await peerOrNote(places);
  try {
    return await versusPeer({
      mise: server.client,
      ...('note' in peer ? { peerNote: peer.note } : { peer: peer.client }),
      // Mise's own page 1 with the peer's columns first (target ≤ 0.33 of the peer), then every console list (≤ 1).
      scenarios: [
        { key: 'places_peer_fields', label: "places page 1, the peer's 11 fields", requests: [PEER_FIELDS_PAGE1] },
        ...consoleLists(),
      ],
      rounds: VERSUS_ROUNDS,
      perBlock: Math.max(50, Math.ceil(requests / VERSUS_ROUNDS)),
      log,
    });
  } finally {
    if (!('note' in peer)) await peer.stop();
  }
}

/** Runs one part of the bench, printing its figures, or a note saying why it failed (the rest still runs). */
async function benchPart<T>(
  title: string,
  part: { run: () => Promise<T>; describe: (result: T) => string; oneEditor?: true },
): Promise<T | { note: string }> {
  // A one-editor part is timed once the load the parts before it left has gone (stats.ts settle).
  if (part.oneEditor) log(`  ${title}: ${await settle()}`);
  log(`  ${title} (${fmtLoad(loadAverage())} at the start)`);
  try {
    const result = await part.run();
    log(`    ${part.describe(result)}`);
    log(`    (${fmtLoad(loadAverage())} at the end)`);
    return result;
  } catch (error) {
    const note = `failed: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`;
    log(`    ${note}`);
    return { note };
  }
}

/** Issue 31 point 1 asks search figures of a server started cold: the part starts its own and stops it after. */
const typoPart = (url: string, run: TRows, seed: number) =>
  benchPart('Typo-tolerant place search: one-typo names, one editor (first five hits), a server started cold', {
    oneEditor: true,
    run: async () => {
      const server = await startServer({
        env: { DATABASE_URL: url },
        logFile: join(OUT_DIR, 'server-typo.log'),
        ...STAFF,
      });
      try {
        // Names drawn afresh each run (bench/typo-search.ts); the seed is printed.
        return await typoSearchBench({
          client: server.client,
          run: (text, params) => run(text, params),
          seed: seed + (Date.now() % 1e9),
        });
      } finally {
        await server.stop();
      }
    },
    describe: describeTypoSearch,
  });

const reorderPart = (server: TServer, run: TRows, { url, keepCityId }: { url: string; keepCityId: number }) =>
  benchPart("Reorder of a big city's places (change-order)", {
    oneEditor: true,
    run: () =>
      reorderBench({
        client: server.client,
        run: (text, params) => run(text, params),
        url,
        staff: STAFF,
        keepCityId,
        repeats: REORDER_REPEATS,
      }),
    describe: describeReorder,
  });

/** The place filters' statements with their plans: one line each here, the whole plans in bench-data/place-filter-plans.txt. */
async function filterPlans(run: TRows, list: TScenario[], captured: TCaptured) {
  const plans = await plansOf(
    run,
    new Map(list.map((sc) => [sc.key, captured.get(sc.key) ?? { error: 'not recorded' }])),
  );
  writeFileSync(join(OUT_DIR, 'place-filter-plans.txt'), plans.text);
  log('  Plans of the place filters (EXPLAIN ANALYZE; whole plans in bench-data/place-filter-plans.txt)');
  for (const line of plans.lines) log(`    ${line}`);
}

/** The nearby list's statements with their plans: one line each here, the whole plans in bench-data/landmark-nearby-plans.txt. */
async function landmarkPlans(run: TRows, list: TScenario[], captured: TCaptured) {
  const plans = await nearbyPlans(run, list, captured);
  writeFileSync(join(OUT_DIR, 'landmark-nearby-plans.txt'), plans.text);
  log(
    `  Plans of the nearby list (EXPLAIN ANALYZE; whole plans in bench-data/landmark-nearby-plans.txt); landmarks_nearby_idx ${plans.served ? 'serves every one' : 'does NOT serve them all'}`,
  );
  for (const line of plans.lines) log(`    ${line}`);
}

async function postgresRun(opts: {
  places: number;
  requests: number;
  seed: number;
  reseed: boolean;
  only?: Set<TPart>;
}): Promise<TRun> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mise_bench';
  const safeUrl = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  log(`\n== PostgreSQL (${safeUrl}) ==`);
  if (await ensurePgDatabase(url)) log(`Created database ${new URL(url).pathname.slice(1)}`);
  const database = await openDatabase({ url });
  let seed: TSeedReport;
  try {
    await database.migrate();
    await ensureSettings(database.db);
    // The bench's staff account exists before the content, like a team's first accounts (a low user id); see the
    // report for why the id matters to the session look-up.
    await upsertStaff(database.db, { email: STAFF.email, password: STAFF.password, name: 'Bench' });
    const state = (
      await database.raw(
        `select (select count(*) from establishments)::int as places, (select count(*) from home_section_entities)::int as home,
                to_regclass('_seed_bulk_load_restore') is not null as unfinished`,
      )
    ).rows[0] as { places: number; home: number; unfinished: boolean };
    if (!opts.reseed && state.places === opts.places && state.home > 0 && !state.unfinished) {
      log(`Reusing the ${fmtInt(state.places)} places already loaded (a complete earlier seed).`);
      seed = { reused: true, note: 'data from an earlier run of the same size' };
    } else {
      log(`Holds ${fmtInt(state.places)} places; emptying the content and seeding ${fmtInt(opts.places)}.`);
      await resetContent(database);
      seed = await seedWithTimings(database, { scale: opts.places / 400, seed: opts.seed });
      log(`Seeded in ${seed.seconds?.toFixed(1)} s.`);
    }
    log('VACUUM (ANALYZE)…');
    await database.raw('vacuum (analyze)');
  } finally {
    await database.close();
  }

  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  // As the server's Database.generic: connections that keep one generic plan per statement.
  const genericPool = new pg.Pool({
    connectionString: url,
    max: CONCURRENCY,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // Named statements, as the server's pool uses (db/statement-cache.ts): each connection plans a text once.
  const names = new Map<string, string>();
  const named = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `bench_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
  const sqlRun: TRows = (text, params, generic) =>
    (generic ? genericPool : pool).query({ name: named(text), text, values: params });
  const sizes = await tableSizes(sqlRun);
  const context = await scenarioContext(sqlRun, sizes.places, 200_000);
  const wants = (part: TPart) => !opts.only || opts.only.has(part);
  // --only skips the API/SQL table (but for the place filters when asked) and the CSV export.
  const filterList = wants('filters') ? placeFilterScenarios(context) : [];
  let nearbyList: TScenario[] = [];
  if (wants('landmarks')) {
    const nearby = await nearbyContext(sqlRun);
    log(`Landmarks: ${describeNearbyContext(nearby)}`);
    nearbyList = nearbyScenarios(nearby);
  }
  const list = [...(opts.only ? [] : scenarios(context, true)), ...filterList, ...nearbyList];
  let captured: TCaptured = new Map();
  if (list.length > 0) {
    log('Recording the SQL each request sends (the app in this process, Fastify inject)…');
    captured = await captureLayerSql({ url }, STAFF, list);
  }
  log(
    `${fmtInt(sizes.places)} places, ${fmtInt(sizes.cities)} cities, ${fmtInt(sizes.users)} users; typical city ${context.cityId}; deep page skip ${fmtInt(context.deepSkip)}`,
  );
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({
    env: { DATABASE_URL: url },
    logFile: join(OUT_DIR, 'server-postgres.log'),
    // The import part reads the live heap from the collections' lines.
    traceGc: true,
    ...STAFF,
  });
  log(
    `Server pid ${server.pid} at ${server.url}; ${opts.requests} requests per scenario after a warm-up, ${CONCURRENCY} at a time.`,
  );
  try {
    const floor =
      list.length > 0
        ? await benchPart('The least any HTTP API adds here', {
            run: () => httpFloor(ONE_EDITOR_REQUESTS * 5),
            describe: describeHttpFloor,
          })
        : undefined;
    const results = await runScenarios(server, { list, captured, requests: opts.requests }, { run: sqlRun });
    const out: TRun = { database: 'PostgreSQL', ...sizes, seed, context, scenarios: results, httpFloor: floor };
    if (filterList.length > 0) await filterPlans(sqlRun, filterList, captured);
    if (nearbyList.length > 0) await landmarkPlans(sqlRun, nearbyList, captured);
    if (wants('console')) {
      out.pageCpu = await benchPart('Server CPU for places page 1', {
        run: () => pageCpuBench(server, PAGE_CPU_REQUESTS),
        describe: describePageCpu,
      });
      out.versusPeer = await consoleVersusPeer(server, opts.places, opts.requests);
    }
    if (wants('typo')) out.typoSearch = await typoPart(url, sqlRun, opts.seed);
    if (wants('reorder')) out.reorder = await reorderPart(server, sqlRun, { url, keepCityId: context.cityId });
    if (wants('bulk'))
      out.bulk = await benchPart('Bulk publish of 100 000 places as a job, then Undo', {
        run: () => bulkBench({ client: server.client, run: sqlRun }),
        describe: describeBulk,
      });
    if (wants('import'))
      out.csvImport = await benchPart('CSV import of 100 000 places: dry run, then the import', {
        run: () => importBench({ server, run: sqlRun }),
        describe: describeImport,
      });
    if (wants('desk'))
      out.desk = await benchPart('The desk: pinned views counted, the city × rule matrix, a rule in a city', {
        run: () => deskBench({ client: server.client, run: sqlRun }),
        describe: describeDesk,
      });
    // Last: reading every place pushes the indexes the other parts use out of the database's cache.
    if (!opts.only) {
      out.csv = await csvExport(server);
      log('  CSV export with and without the formula guard, in this process');
      const direct = await openDatabase({ url });
      out.csvGuard = await csvGuardBench(direct).finally(() => direct.close());
      log(`    ${describeCsvGuard(out.csvGuard)}`);
    }
    return out;
  } finally {
    await server.stop();
    await Promise.all([pool.end(), genericPool.end()]);
  }
}

// ---- PGlite ----------------------------------------------------------------------------------------------------

async function pgliteRun(opts: { places: number; requests: number; seed: number }): Promise<TRun> {
  log('\n== PGlite (embedded, one process per data folder) ==');
  const dir = mkdtempSync(join(tmpdir(), 'mise-bench-pglite-'));
  const minimum = Math.min(PGLITE_MIN, opts.places);
  let stoppedAt: string | undefined;
  let seed: TSeedReport;
  let slowest = 0;
  let peakRss = process.memoryUsage().rss;
  const started = performance.now();
  let database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await ensureSettings(database.db);
    // The bench's staff account exists before the content, like a team's first accounts (a low user id); see the
    // report for why the id matters to the session look-up.
    await upsertStaff(database.db, { email: STAFF.email, password: STAFF.password, name: 'Bench' });
    log(
      `Growing places toward ${fmtInt(opts.places)} in ${dir} (the rest of the content at the ${fmtInt(minimum)}-place scale); stops when a batch of 5 000 takes over ${PGLITE_MAX_BATCH_MS / 1000} s, memory passes 8 GB or ${PGLITE_BUDGET_MS / 60_000} min pass.`,
    );
    try {
      seed = await seedWithTimings(database, {
        scale: minimum / 400,
        places: opts.places,
        seed: opts.seed,
        stopPlaces: (done, batchMs) => {
          const rss = process.memoryUsage().rss;
          slowest = Math.max(slowest, batchMs);
          peakRss = Math.max(peakRss, rss);
          if (done < minimum) return undefined;
          if (batchMs > PGLITE_MAX_BATCH_MS)
            stoppedAt = `a batch of 5 000 places took ${(batchMs / 1000).toFixed(1)} s`;
          else if (rss > PGLITE_MAX_RSS) stoppedAt = `memory reached ${(rss / 1024 ** 3).toFixed(1)} GB`;
          else if (performance.now() - started > PGLITE_BUDGET_MS)
            stoppedAt = `the ${PGLITE_BUDGET_MS / 60_000}-minute budget for loading ran out`;
          if (stoppedAt) stoppedAt = `stopped at ${fmtInt(done)} places: ${stoppedAt}`;
          return stoppedAt;
        },
      });
    } catch (error) {
      // PGlite itself gave up (e.g. out of WebAssembly memory): measure what the folder holds, if it opens again.
      const message = error instanceof Error ? error.message : String(error);
      stoppedAt = `PGlite failed while loading: ${message.slice(0, 200)}`;
      seed = { reused: false, note: stoppedAt };
      log(stoppedAt);
      await database.close().catch(() => {});
      database = await openDatabase({ dataDir: dir });
    }
    if (!stoppedAt) stoppedAt = `held all ${fmtInt(opts.places)} places`;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const load = { slowestBatchSeconds: slowest / 1000, peakRssMb: peakRss / 1024 ** 2 };
    log(
      `PGlite ${stoppedAt}; loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (slowest batch of 5 000 places ${load.slowestBatchSeconds.toFixed(1)} s, peak memory of this process ${(load.peakRssMb / 1024).toFixed(1)} GB). VACUUM ANALYZE…`,
    );
    await database.raw('vacuum analyze');
    // Measure on a freshly opened instance, as the server will have: right after a million-row load the same
    // process answered the published count 7× slower (149 ms against 22 ms through the server) on the same data.
    await database.close();
    database = await openDatabase({ dataDir: dir });
    const sqlRun: TRows = (text, params) => database.raw(text, params);
    const sizes = await tableSizes(sqlRun);
    const context = await scenarioContext(sqlRun, sizes.places, Math.floor(sizes.places * 0.2));
    log(
      `${fmtInt(sizes.places)} places, ${fmtInt(sizes.cities)} cities, ${fmtInt(sizes.users)} users; typical city ${context.cityId}; deep page skip ${fmtInt(context.deepSkip)}`,
    );
    // The same SQL, in this process, before the server opens the folder (one process per PGlite folder).
    const list = scenarios(context, false);
    log('Recording the SQL each request sends (the app in this process, Fastify inject)…');
    const captured = await captureLayerSql({ database }, STAFF, list);
    log('SQL through PGlite in this process:');
    const known = await measureSql({ list, captured, requests: opts.requests }, sqlRun);
    log('CSV export with and without the formula guard, in this process:');
    const csvGuard = await csvGuardBench(database);
    log(`  ${describeCsvGuard(csvGuard)}`);
    await database.close();
    const server = await startServer({
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      logFile: join(OUT_DIR, 'server-pglite.log'),
      ...STAFF,
    });
    log(`Server pid ${server.pid} on the PGlite folder.`);
    try {
      const results = await runScenarios(server, { list, captured, requests: opts.requests }, { known });
      return { database: 'PGlite', ...sizes, seed, context, scenarios: results, stoppedAt, load, csvGuard };
    } finally {
      await server.stop();
    }
  } finally {
    await database.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- Report ----------------------------------------------------------------------------------------------------

/** The seed, the reorder and the console-vs-peer lines of a run. */
function extraLines(run: TRun): string[] {
  const lines: string[] = [];
  if (run.seed.reused) lines.push(`  seed: ${run.seed.note}`);
  else if (run.seed.stages) {
    lines.push(
      `  seed: ${run.seed.seconds?.toFixed(1)} s — ${run.seed.stages.map((s) => `${s.stage} ${s.seconds.toFixed(1)} s`).join(', ')}`,
    );
  }
  const copies = describeIncludeCopies(run.scenarios);
  if (copies) lines.push(`  ${copies}`);
  if (run.reorder)
    lines.push(`  ${'note' in run.reorder ? `Reorder: ${run.reorder.note}` : describeReorder(run.reorder)}`);
  if (run.versusPeer) lines.push(...describeVersusPeer(run.versusPeer).map((line) => `  ${line}`));
  return lines;
}

function table(run: TRun, requests: number): string[] {
  const lines: string[] = [];
  lines.push(
    `${run.database}: ${fmtInt(run.places)} places, ${fmtInt(run.cities)} cities, ${fmtInt(run.users)} users — ${requests} requests per row, ${CONCURRENCY} concurrent, keep-alive; times in ms`,
  );
  if (run.stoppedAt) {
    const extra = run.load
      ? ` (slowest batch of 5 000 places ${run.load.slowestBatchSeconds.toFixed(1)} s; peak memory ${(run.load.peakRssMb / 1024).toFixed(1)} GB)`
      : '';
    lines.push(`  PGlite ${run.stoppedAt}${extra}`);
  }
  if (run.scenarios.length === 0) return [...lines, ...extraLines(run)];
  const head = [
    'request',
    'API p50',
    'API p95',
    'API mean',
    'SQL p50',
    'SQL p95',
    'API/SQL p50',
    'API/SQL p95',
    'target p95',
    'load',
  ];
  const rows = run.scenarios.map((r) => [
    r.label,
    ms(r.api?.p50),
    ms(r.api?.p95),
    ms(r.api?.mean),
    ms(r.sql?.p50),
    ms(r.sql?.p95),
    r.ratioP50 ? `${r.ratioP50.toFixed(1)}×` : '—',
    r.ratioP95 ? `${r.ratioP95.toFixed(1)}×` : '—',
    r.targetP95 ? `≤ ${r.targetP95}${r.api ? (r.api.p95 <= r.targetP95 ? ' ok' : ' MISS') : ''}` : '',
    r.load === undefined ? '' : r.load.toFixed(2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
  lines.push(line(head));
  for (const r of rows) lines.push(line(r));
  for (const r of run.scenarios) if (r.note) lines.push(`  ${r.label}: ${r.note}`);
  if (run.csv) {
    lines.push(
      'rows' in run.csv
        ? `  CSV export: ${fmtInt(run.csv.rows)} rows (${run.csv.megabytes.toFixed(0)} MB) in ${run.csv.seconds.toFixed(1)} s = ${fmtInt(run.csv.rowsPerSecond)} rows/s (target ≥ 100,000 ${run.csv.rowsPerSecond >= 100_000 ? 'ok' : 'MISS'}); server RSS ${run.csv.rssBeforeMb.toFixed(0)} MB before, peak ${run.csv.rssPeakMb.toFixed(0)} MB`
        : `  CSV export: ${run.csv.note}`,
    );
  }
  if (run.csvGuard) lines.push(`  ${describeCsvGuard(run.csvGuard)}`);
  lines.push(...extraLines(run));
  return lines;
}

async function main() {
  const { values } = parseArgs({
    options: {
      'pg-only': { type: 'boolean', default: false },
      'pglite-only': { type: 'boolean', default: false },
      places: { type: 'string' },
      requests: { type: 'string', default: '1000' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      reseed: { type: 'boolean', default: false },
      'no-media': { type: 'boolean', default: false },
      'media-only': { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    log(USAGE);
    return;
  }
  const only = values.only === undefined ? undefined : new Set(values.only.split(',').map((p) => p.trim()));
  const unknown = [...(only ?? [])].filter((p) => !(PARTS as readonly string[]).includes(p));
  if (only && (only.size === 0 || unknown.length > 0))
    throw new Error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ') || 'nothing'}\n${USAGE}`);
  if (only && values['pglite-only'])
    throw new Error(`--only runs on PostgreSQL; it does not go with --pglite-only\n${USAGE}`);
  const places = values.places ? Number(values.places) : MILLION;
  const requests = Number(values.requests);
  const seed = Number(values.seed);
  if (!Number.isInteger(places) || places < 400) throw new Error('--places must be an integer of at least 400');
  if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a positive integer');
  mkdirSync(OUT_DIR, { recursive: true });
  const started = new Date();
  log(
    `Mise benchmark — ${cpus().length} CPU (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}`,
  );

  const runs: TRun[] = [];
  const failures: string[] = [];
  const mediaOnly = values['media-only'];
  if (!values['pglite-only'] && !mediaOnly) {
    try {
      runs.push(
        await postgresRun({ places, requests, seed, reseed: values.reseed, only: only as Set<TPart> | undefined }),
      );
    } catch (error) {
      failures.push(`PostgreSQL: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  // The users list (issue 15 point 8) on the same seeded database, after the places parts: it prints its own table.
  if (!values['pglite-only'] && !mediaOnly && (!only || only.has('users'))) {
    try {
      await usersListBench({ requests: Math.min(requests, 500) });
    } catch (error) {
      failures.push(`Users list: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  // Detail screens at one editor (issue 31 point 2), on the same seeded database: it prints its own lines.
  let detail: TDetailResult[] | { note: string } | undefined;
  if (!values['pglite-only'] && !mediaOnly && (!only || only.has('detail'))) {
    try {
      log(`  Detail screens: ${await settle()}`);
      detail = await detailBench({ requests: Math.min(requests, 300) });
    } catch (error) {
      detail = { note: `failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}` };
      failures.push(`Detail: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  // What the change ledger costs a write (issue 32 point 2): it prints its own line.
  let ledger: TLedgerCost | { note: string } | undefined;
  if (!values['pglite-only'] && !mediaOnly && (!only || only.has('ledger'))) {
    try {
      ledger = await ledgerCostBench({ requests: Math.min(requests, 400) });
      log(`  ${describeLedgerCost(ledger)}`);
    } catch (error) {
      ledger = { note: `failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}` };
      failures.push(`Ledger: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  // What staff read from the ledger and the trash (issue 32 points 3, 5, 7): it prints its own lines.
  let ledgerReads: TLedgerReads | { note: string } | undefined;
  if (!values['pglite-only'] && !mediaOnly && (!only || only.has('ledger-reads'))) {
    try {
      ledgerReads = await ledgerReadsBench({ requests: Math.min(requests, 300) });
      log(`  ${describeLedgerReads(ledgerReads)}`);
    } catch (error) {
      ledgerReads = { note: `failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}` };
      failures.push(`Ledger reads: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  if (!values['pg-only'] && !mediaOnly && !only) {
    try {
      runs.push(await pgliteRun({ places, requests, seed }));
    } catch (error) {
      failures.push(`PGlite: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  let media: TMediaBench | undefined;
  let imgMemory: TImgMemoryBench | undefined;
  if (!values['no-media'] && !only) {
    try {
      media = await runMediaBench({
        samples: 15,
        requests: Math.min(requests, 500),
        log,
        logFile: join(OUT_DIR, 'server-media.log'),
      });
    } catch (error) {
      failures.push(`Images: ${error instanceof Error ? error.stack : String(error)}`);
    }
    try {
      imgMemory = await runImgMemoryBench({ log, logFile: join(OUT_DIR, 'server-img-memory.log') });
    } catch (error) {
      failures.push(`/img memory: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  const web = signInJs(ROOT);

  log('\n================================ Results ================================');
  for (const run of runs) {
    for (const line of table(run, requests)) log(line);
    log();
  }
  if ('gzipBytes' in web) {
    log(
      `JavaScript the sign-in page loads: ${(web.gzipBytes / 1000).toFixed(1)} kB gzipped (${(web.bytes / 1000).toFixed(0)} kB raw, ${web.files.length} files; target ≤ 150 kB ${web.gzipBytes <= 150_000 ? 'ok' : 'MISS'})`,
    );
  } else {
    log(`JavaScript the sign-in page loads: skipped — ${web.note}`);
  }
  if (media) {
    log(
      `Images, 4000-px JPEG → 600 px (ms): first request (original, variant queued) p50 ${ms(media.first.p50)} p95 ${ms(media.first.p95)}; variant made in the background after p50 ${ms(media.madeAfter.p50)} p95 ${ms(media.madeAfter.p95)}; cached p50 ${ms(media.cached.p50)} p95 ${ms(media.cached.p95)} (target ≤ ${media.targetCachedP95} ${media.cached.p95 <= media.targetCachedP95 ? 'ok' : 'MISS'}); cached 10 at a time p50 ${ms(media.cachedConcurrent.p50)} p95 ${ms(media.cachedConcurrent.p95)}`,
    );
  }
  if (imgMemory)
    log(
      `/img, MB per ${imgMemory.concurrent} concurrent reads of a ${imgMemory.fileMb} MB file (server RSS rise): ${describeImgMemory(imgMemory)}`,
    );
  const pgRun = runs.find((run) => run.database === 'PostgreSQL');
  if (pgRun || detail || ledger || ledgerReads) {
    log();
    for (const line of issueSummary({
      scenarios: pgRun?.scenarios,
      pageCpu: pgRun?.pageCpu,
      httpFloor: pgRun?.httpFloor,
      versusPeer: pgRun?.versusPeer,
      typo: pgRun?.typoSearch,
      detail,
      reorder: pgRun?.reorder,
      bulk: pgRun?.bulk,
      csvImport: pgRun?.csvImport,
      seedSeconds: pgRun?.seed.seconds,
      ledger,
      ledgerReads,
    }))
      log(line);
  }
  for (const run of runs)
    if (includeCopiesMissed(run.scenarios)) failures.push(`${run.database}: ${describeIncludeCopies(run.scenarios)}`);
  for (const f of failures) log(`\nFAILED ${f}`);
  const out = join(OUT_DIR, 'latest.json');
  writeFileSync(
    out,
    `${JSON.stringify({ started: started.toISOString(), finished: new Date().toISOString(), machine: { cpus: cpus().length, model: cpus()[0]?.model, memGb: totalmem() / 1024 ** 3, node: process.version }, requests, concurrency: CONCURRENCY, runs, web, media, imgMemory, failures }, null, 2)}\n`,
  );
  log(`\nFigures written to ${out}`);
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
