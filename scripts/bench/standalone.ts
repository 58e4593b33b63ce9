import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { upsertStaff } from '../../apps/server/src/bootstrap';
import { openDatabase } from '../../apps/server/src/db/client';
import type { TWave } from './capture';
import type { TServer } from './server';
import { plansOf } from './place-filters';

type TRun = Parameters<typeof plansOf>[0];

/**
 * Writes each recorded statement's plan to `bench-data/{file}` and prints a line per statement (the index that served
 * it and its time): what a bench part shows after its figures.
 * @example
 * await printPlans(run, captured, { outDir, file: 'detail-plans.txt' });
 */
export async function printPlans(
  run: TRun,
  captured: Map<string, TWave[] | { error: string }>,
  { outDir, file }: { outDir: string; file: string },
): Promise<void> {
  const plans = await plansOf(run, captured);
  writeFileSync(join(outDir, file), plans.text);
  console.log(`  Plans (EXPLAIN ANALYZE; whole plans in bench-data/${file}):`);
  for (const line of plans.lines) console.log(`    ${line}`);
}

/**
 * Runs a bench part as its own script (`npx tsx scripts/bench/x.ts [--requests N]`) when this module is the entry point.
 * @example
 * runWhenMain(import.meta.filename, (requests) => detailBench({ requests }));
 */
export function runWhenMain(filename: string, bench: (requests: number) => Promise<unknown>): void {
  if (!process.argv[1] || resolve(process.argv[1]) !== resolve(filename)) return;
  const { values } = parseArgs({ options: { requests: { type: 'string', default: '200' } }, strict: false });
  bench(Number(values.requests)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/**
 * The benchmark database a standalone part runs on (BENCH_DATABASE_URL, default the local mise_bench), migrated, with
 * `staff` able to sign in.
 * @example
 * const url = await benchDatabase(STAFF);
 */
export async function benchDatabase(staff: { email: string; password: string }): Promise<string> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mise_bench';
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    await upsertStaff(database.db, { email: staff.email, password: staff.password, name: 'Bench' });
  } finally {
    await database.close();
  }
  return url;
}

type TBenchRows = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * A standalone part's run: the benchmark database prepared, the real server started on it (its log in
 * `bench-data/server-{name}.log`), a pool of two for the part's own SQL, both closed after; prints what `bench` gives.
 * @example
 * runWithBenchServer({ name: 'desk' }, async ({ server, run }) => describeDesk(await deskBench({ client: server.client, run })));
 */
export async function runWithBenchServer(
  options: { name: string; nodeArgs?: string[]; traceGc?: boolean },
  bench: (parts: { server: TServer; run: TBenchRows }) => Promise<string>,
): Promise<void> {
  const { randomBytes } = await import('node:crypto');
  const { startServer } = await import('./server');
  const staff = { email: 'bench@mise.local', password: `bench-${randomBytes(12).toString('hex')}` };
  const url = await benchDatabase(staff);
  const server = await startServer({
    env: { DATABASE_URL: url },
    logFile: join(resolve(import.meta.dirname, '..', '..'), 'bench-data', `server-${options.name}.log`),
    nodeArgs: options.nodeArgs ?? [],
    traceGc: options.traceGc,
    ...staff,
  });
  const pg = await import('pg');
  const pool = new pg.default.Pool({ connectionString: url, max: 2 });
  try {
    console.log(await bench({ server, run: (t, p) => pool.query(t, p) }));
  } finally {
    await pool.end();
    await server.stop();
  }
}
