/**
 * Detail screens' first request (issue 31 point 2): a place, a city and a user opened as the console opens them, one
 * editor at a time (concurrency 1) at the bench database's 1 M places, through the API (p50/p95 and the server's CPU per
 * request) beside the same SQL replayed straight, with each statement's plan (bench-data/detail-plans.txt).
 *
 * npx tsx scripts/bench/detail.ts [--requests N]     (or: npm run bench -- --only detail)
 * BENCH_DATABASE_URL: default postgres://postgres@127.0.0.1:5432/mise_bench (seeded by npm run bench).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { USER_COUNTS } from '@mise/contracts/resources/user-calls';
import { captureLayerSql, replay, type TWave } from './capture';
import { benchDatabase, printPlans, runWhenMain } from './standalone';
import { startServer } from './server';
import { runLoad, summarize, type TSummary } from './stats';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUT_DIR = join(ROOT, 'bench-data');
const STAFF = { email: 'bench@mise.local', password: `bench-${randomBytes(12).toString('hex')}` };
/** ../shared/design/PERFORMANCE.md and issue 31: a detail screen's first request at one editor. */
const TARGET_P95_MS = 10;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** apps/web/src/resources/place/place-record.ts PLACE_DETAIL, as the place area reads its item. */
const PLACE_DETAIL = {
  include: [
    { relation: 'destination', scope: { fields: ['id', 'name'] } },
    { relation: 'similarEstablishments', scope: { fields: ['id', 'name'] } },
    { relation: 'suggestions' },
    { relation: 'primarySuggesters' },
  ],
  includeCount: true,
};

type TIds = { placeId: number; cityId: number; userId: number };

/** The detail requests, one scenario each; when a screen's request changes, change its line here. */
export function detailScenarios({ placeId, cityId, userId }: TIds) {
  return [
    {
      key: 'place_detail',
      label: 'place detail',
      requests: [`/api/establishments/${placeId}?filter=${q(PLACE_DETAIL)}`],
    },
    // apps/web/src/resources/city/area.tsx: item.read is client.city.details.
    {
      key: 'city_detail_first',
      label: 'city detail (biggest city)',
      requests: [`/api/destinations/${cityId}/details`],
    },
    // apps/web/src/resources/user/user-record.ts USER_DETAIL.
    {
      key: 'user_detail',
      label: 'user detail',
      requests: [`/api/users/${userId}?filter=${q({ includeCount: USER_COUNTS })}`],
    },
  ];
}

type TCpu = { user: number; system: number };

/** The server's CPU time so far, user and system (the kernel's side of its socket writes), in ms, from /proc. */
function cpuMs(pid: number): TCpu {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

type TResult = { key: string; label: string; api: TSummary; sql: TSummary; cpuMsPerRequest: TCpu };
const fmt = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));

async function pickIds(url: string): Promise<TIds> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (text: string) => Number((await client.query(text)).rows[0].id);
    return {
      // A live place in the middle of the table (not one the first pages keep warm).
      placeId: await one(
        `select id from establishments where not deleted and id > (select max(id) / 2 from establishments)
          order by id limit 1`,
      ),
      cityId: await one(
        'select destination_id as id from establishments where destination_id is not null group by 1 order by count(*) desc limit 1',
      ),
      userId: await one(
        `select user_id as id from destination_subscriptions group by 1 order by count(*) desc limit 1`,
      ),
    };
  } finally {
    await client.end();
  }
}

/**
 * Runs the bench and prints each detail's API p50/p95 and server CPU per request beside the same SQL, with a ✓ or ✗
 * against the target, and each statement's plan line.
 * @example
 * await detailBench({ requests: 200 });
 */
export async function detailBench(opts: { requests: number }): Promise<TResult[]> {
  const url = await benchDatabase(STAFF);
  const ids = await pickIds(url);
  const list = detailScenarios(ids);
  console.log(`Detail bench (one editor): place ${ids.placeId}, city ${ids.cityId}, user ${ids.userId}`);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const genericPool = new pg.Pool({ connectionString: url, max: 1, options: '-c plan_cache_mode=force_generic_plan' });
  const run = (text: string, params: unknown[], generic?: boolean) =>
    (generic ? genericPool : pool).query(text, params);
  const captured = await captureLayerSql({ url }, STAFF, list);
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({
    env: { DATABASE_URL: url },
    logFile: join(OUT_DIR, 'server-detail.log'),
    ...STAFF,
  });
  const results: TResult[] = [];
  const load = (op: () => Promise<unknown>) =>
    runLoad(
      async () => {
        await op();
      },
      { requests: opts.requests, concurrency: 1, warmup: Math.max(20, Math.round(opts.requests / 10)) },
    );
  try {
    for (const sc of list) {
      const waves = captured.get(sc.key);
      if (!Array.isArray(waves)) throw new Error(`${sc.key}: ${waves?.error ?? 'not recorded'}`);
      const sql = summarize(await load(() => replay(run, waves as TWave[])));
      const cpuBefore = cpuMs(server.pid);
      const api = summarize(await load(() => Promise.all(sc.requests.map((r) => server.client.get(r)))));
      // The warm-up runs are inside the CPU window too.
      const runs = opts.requests + Math.max(20, Math.round(opts.requests / 10));
      const cpuAfter = cpuMs(server.pid);
      const cpuMsPerRequest = {
        user: (cpuAfter.user - cpuBefore.user) / runs,
        system: (cpuAfter.system - cpuBefore.system) / runs,
      };
      results.push({ key: sc.key, label: sc.label, api, sql, cpuMsPerRequest });
      const mark = api.p95 <= TARGET_P95_MS ? '✓' : '✗';
      console.log(
        `  ${sc.label.padEnd(28)} API p50 ${fmt(api.p50)} / p95 ${fmt(api.p95)} ms (target ≤ ${TARGET_P95_MS} ${mark}), server CPU ${fmt(cpuMsPerRequest.user + cpuMsPerRequest.system)} ms/request (user ${fmt(cpuMsPerRequest.user)}, system ${fmt(cpuMsPerRequest.system)})   SQL p50 ${fmt(sql.p50)} / p95 ${fmt(sql.p95)} ms, ${(waves as TWave[]).flat().length} statements in ${(waves as TWave[]).length} waves`,
      );
    }
  } finally {
    await server.stop();
  }
  await printPlans(run, captured, { outDir: OUT_DIR, file: 'detail-plans.txt' });
  await pool.end();
  await genericPool.end();
  return results;
}

runWhenMain(import.meta.filename, (requests) => detailBench({ requests }));
