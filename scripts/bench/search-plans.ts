import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { Rng } from '../../apps/server/src/seed/prng';
import { captureLayerSql } from './capture';
import { summarizeProfile } from './profile-summary';
import { startServer } from './server';
import { runLoad, summarize } from './stats';
import { benchDatabase, printPlans, runWhenMain } from './standalone';
import { SURFACES, misspell, samples } from './typo-search';

const ROOT = join(import.meta.dirname, '../..');
const OUT_DIR = join(ROOT, 'bench-data');
const STAFF = { email: 'bench@mise.local', password: `bench-${randomBytes(12).toString('hex')}` };

/**
 * The statements each place search sends for a name typed fresh, right and with one typo, with their plans (EXPLAIN
 * ANALYZE, BUFFERS; whole plans in bench-data/search-plans.txt): what `docs/performance.md` shows for issue 31 point 1.
 * Each surface gets its own names, so none finds a decision an earlier one left (the server keeps them while the table's
 * version stands). `npx tsx scripts/bench/search-plans.ts` on the benchmark database.
 */
export async function searchPlans(): Promise<void> {
  const url = await benchDatabase(STAFF);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const run = (text: string, params: unknown[]) => pool.query(text, params);
  const seed = Date.now() % 1e9;
  const names = (await samples(run, seed)).picked.map((s) => s.name);
  const rng = new Rng(seed, 'search-plans');
  const scenarios = SURFACES.flatMap((surface, i) => {
    const [right, other] = [names[2 * i], names[2 * i + 1]];
    const typo = misspell(other, 'substituted', rng) ?? other;
    return [
      { key: `${surface.key}_correct`, requests: surface.urls(right), fresh: true },
      { key: `${surface.key}_typo`, requests: surface.urls(typo), fresh: true },
    ];
  });
  console.log(`Search plans, names drawn with seed ${seed}:`);
  for (const sc of scenarios) console.log(`  ${sc.key}: ${decodeURIComponent(sc.requests[0]).slice(0, 140)}`);
  const captured = await captureLayerSql({ url }, STAFF, scenarios);
  mkdirSync(OUT_DIR, { recursive: true });
  await printPlans(run, captured, { outDir: OUT_DIR, file: 'search-plans.txt' });
  await profileListSearch(url, names.slice(SURFACES.length * 2));
  await pool.end();
}

/**
 * The places list search (list + count) for names typed fresh, on a server started with `--cpu-prof`: where its time
 * goes (bench-data/profiles/search), summed by package and function, and the slowest requests.
 */
async function profileListSearch(url: string, names: string[]): Promise<void> {
  const dir = join(OUT_DIR, 'profiles', 'search');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await startServer({
    env: { DATABASE_URL: url },
    logFile: join(OUT_DIR, 'server-search-profile.log'),
    ...STAFF,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  });
  const list = SURFACES.find((s) => s.key === 'typo_list');
  if (!list) throw new Error('no list surface');
  const timed: [number, string][] = [];
  let next = 0;
  const loadStarted = performance.now();
  let loadMs = 0;
  try {
    const ms = await runLoad(
      async () => {
        const name = names[next++ % names.length];
        const started = performance.now();
        await Promise.all(list.urls(name).map((u) => server.client.get(u)));
        timed.push([performance.now() - started, name]);
      },
      { requests: names.length, concurrency: 1, warmup: 0 },
    );
    loadMs = performance.now() - loadStarted;
    const s = summarize(ms);
    console.log(`  List search profile: ${s.n} fresh names, p50 ${s.p50.toFixed(2)} / p95 ${s.p95.toFixed(2)} ms`);
    const slowest = timed.sort((a, b) => b[0] - a[0]).slice(0, 5);
    console.log(`    slowest: ${slowest.map(([t, n]) => `${n} ${t.toFixed(1)} ms`).join('; ')}`);
  } finally {
    await server.stop();
  }
  const [file] = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written to ${dir}`);
  // The load's own samples: the server stops right after it (its start-up came before).
  for (const line of summarizeProfile(join(dir, file), { lastMs: loadMs + 150 })) console.log(`    ${line}`);
}

runWhenMain(import.meta.filename, () => searchPlans());
