/**
 * Users list bench (issue 15 point 4): the console's users list with each filter (Type: Recommender / Non recommender;
 * City: Insider, Trial, Basic, Used to be insider) and its count, at the bench database's users (1 M), through the API
 * (p50/p95) beside the same SQL replayed straight, with each statement's plan and the indexes that served it.
 *
 * npx tsx scripts/bench/users-list.ts [--requests N]     (or: npm run bench -- --only users)
 * BENCH_DATABASE_URL: default postgres://postgres@127.0.0.1:5432/mise_bench. It writes nothing but the migrations (0018
 * adds the users' kept subscription state), the bench's staff account (as npm run bench does) and VACUUM (ANALYZE) of users.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { upsertStaff } from '../../apps/server/src/bootstrap';
import { openDatabase } from '../../apps/server/src/db/client';
import { captureLayerSql, replay, type TWave } from './capture';
import { printPlans, runWhenMain } from './standalone';
import { startServer } from './server';
import { runLoad, summarize, type TSummary } from './stats';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUT_DIR = join(ROOT, 'bench-data');
const CONCURRENCY = 10;
const STAFF = { email: 'bench@mise.local', password: `bench-${randomBytes(12).toString('hex')}` };
const FIELDS = ['id', 'name', 'email', 'emailVerified'];

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const page = (where: Record<string, unknown>, order = 'name ASC') =>
  `/api/users?filter=${q({ where, order, limit: 20, skip: 0, fields: FIELDS })}`;
const count = (where: Record<string, unknown>) => `/api/users/count?where=${q(where)}`;

/** Each filter of the list, page 1 (name ASC, the default) and its count, as the console sends them. */
export const USERS_SCENARIOS: { key: string; label: string; requests: string[] }[] = [
  ...(
    [
      ['all', 'all users', {}],
      ['recommender', 'Type: Recommender', { isRecommender: true }],
      ['non_recommender', 'Type: Non recommender', { isRecommender: false }],
      ['insider', 'City: Insider', { subscription: 'insider' }],
      ['trial', 'City: Trial', { subscription: 'trial' }],
      ['basic', 'City: Basic', { subscription: 'basic' }],
      ['former', 'City: Used to be insider', { subscription: 'formerInsider' }],
      ['recommender_insider', 'Recommender + Insider', { isRecommender: true, subscription: 'insider' }],
    ] as const
  ).flatMap(([key, label, where]) => [
    { key: `users_${key}_page`, label: `${label}, page 1`, requests: [page(where)] },
    { key: `users_${key}_count`, label: `${label}, count`, requests: [count(where)] },
  ]),
  {
    key: 'users_former_created_desc',
    label: 'Used to be insider, newest first',
    requests: [page({ subscription: 'formerInsider' }, 'created DESC')],
  },
  { key: 'users_updated_desc', label: 'all users, updated DESC', requests: [page({}, 'updated DESC')] },
  {
    key: 'users_search_insider',
    label: 'search "ann" + Insider',
    requests: [page({ name: { search: 'ann' }, subscription: 'insider' })],
  },
];

type TResult = { key: string; label: string; api: TSummary; sql: TSummary };
const fmt = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));

/**
 * Runs the bench and prints a table (API p50/p95 beside the same SQL) and each statement's plan line; the whole plans go
 * to bench-data/users-list-plans.txt.
 * @example
 * await usersListBench({ requests: 200 });
 */
export async function usersListBench(opts: { requests: number }): Promise<TResult[]> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mise_bench';
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    await upsertStaff(database.db, { email: STAFF.email, password: STAFF.password, name: 'Bench' });
    // As npm run bench does: statistics, and a visibility map for index-only counts (a migration's backfill clears it).
    await database.raw('vacuum (analyze) users');
    const sizes = (
      await database.raw(
        `select count(*)::int as users, count(*) filter (where subscription_ends is not null)::int as subscribed,
                count(*) filter (where subscription_paid)::int as paid from users where deleted = false`,
      )
    ).rows[0];
    console.log(`Users list bench: ${JSON.stringify(sizes)}`);
  } finally {
    await database.close();
  }
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  const genericPool = new pg.Pool({
    connectionString: url,
    max: CONCURRENCY,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  const run = (text: string, params: unknown[], generic?: boolean) =>
    (generic ? genericPool : pool).query(text, params);
  const captured = await captureLayerSql({ url }, STAFF, USERS_SCENARIOS);
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({
    env: { DATABASE_URL: url },
    logFile: join(OUT_DIR, 'server-users-list.log'),
    ...STAFF,
  });
  const results: TResult[] = [];
  try {
    const load = (op: () => Promise<unknown>) =>
      runLoad(
        async () => {
          await op();
        },
        { requests: opts.requests, concurrency: CONCURRENCY, warmup: Math.max(20, Math.round(opts.requests / 10)) },
      );
    for (const sc of USERS_SCENARIOS) {
      const waves = captured.get(sc.key);
      if (!Array.isArray(waves)) throw new Error(`${sc.key}: ${waves?.error ?? 'not recorded'}`);
      const api = summarize(await load(() => Promise.all(sc.requests.map((r) => server.client.get(r)))));
      const sql = summarize(await load(() => replay(run, waves as TWave[])));
      results.push({ key: sc.key, label: sc.label, api, sql });
      console.log(
        `  ${sc.label.padEnd(40)} API p50 ${fmt(api.p50)} / p95 ${fmt(api.p95)} ms   SQL p50 ${fmt(sql.p50)} / p95 ${fmt(sql.p95)} ms`,
      );
    }
  } finally {
    await server.stop();
  }
  await printPlans(run, captured, { outDir: OUT_DIR, file: 'users-list-plans.txt' });
  await pool.end();
  await genericPool.end();
  return results;
}

runWhenMain(import.meta.filename, (requests) => usersListBench({ requests }));
