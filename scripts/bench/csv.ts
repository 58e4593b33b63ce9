/**
 * npx tsx scripts/bench/csv.ts [--places N] [--rounds R]
 *
 * What the CSV export's formula guard costs (apps/server/src/appmodels/csv.ts, OWASP's CSV injection advice): the
 * export of every live place through the server's own Database.copyCsv, with and without the guard, alternately, R
 * rounds each (default 3; the median is reported). Standalone it runs on the PostgreSQL database in BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/mise_bench, the one `npm run bench` fills), seeding N places (default
 * 100 000) when it holds fewer; `npm run bench` calls csvGuardBench on both databases it measures.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensurePgDatabase } from './pg-database';
import { csvSelect } from '../../apps/server/src/appmodels/csv';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import { placeModel } from '../../apps/server/src/resources/place/model';
import { seedDemo } from '../../apps/server/src/seed/generate';
import { resetContent } from '../../apps/server/src/seed/reset';

export type TCsvGuardResult = {
  rows: number;
  megabytes: number;
  guardedRowsPerSecond: number;
  plainRowsPerSecond: number;
  rounds: number;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeExport(database: Database, neutralise: boolean): Promise<{ seconds: number; bytes: number }> {
  const query = csvSelect(placeModel, { neutralise });
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of database.copyCsv(query)) bytes += (chunk as Buffer | string).length;
  return { seconds: (performance.now() - started) / 1000, bytes };
}

/**
 * Exports every live place with and without the formula guard, alternating so that both see the same cache and load.
 * @example
 * const { guardedRowsPerSecond, plainRowsPerSecond } = await csvGuardBench(database);
 */
export async function csvGuardBench(database: Database, rounds = 3): Promise<TCsvGuardResult> {
  const { rows } = await database.raw('select count(*)::int as n from establishments where deleted = false');
  const live = Number(rows[0].n);
  // One unmeasured pass each reads the table into the cache.
  await timeExport(database, false);
  await timeExport(database, true);
  const guarded: number[] = [];
  const plain: number[] = [];
  let bytes = 0;
  for (let round = 0; round < rounds; round++) {
    plain.push((await timeExport(database, false)).seconds);
    const run = await timeExport(database, true);
    guarded.push(run.seconds);
    bytes = run.bytes;
  }
  return {
    rows: live,
    megabytes: bytes / 1e6,
    guardedRowsPerSecond: live / median(guarded),
    plainRowsPerSecond: live / median(plain),
    rounds,
  };
}

export function describeCsvGuard(result: TCsvGuardResult): string {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const change = (result.guardedRowsPerSecond / result.plainRowsPerSecond - 1) * 100;
  return `CSV formula guard: ${fmt(result.rows)} places (${result.megabytes.toFixed(0)} MB), median of ${result.rounds}: ${fmt(result.plainRowsPerSecond)} rows/s without, ${fmt(result.guardedRowsPerSecond)} rows/s with (${change >= 0 ? '+' : ''}${change.toFixed(1)}%)`;
}

async function main() {
  const { values } = parseArgs({
    options: { places: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '3' } },
  });
  const places = Number(values.places);
  const rounds = Number(values.rounds);
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mise_bench';
  await ensurePgDatabase(url);
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    const { rows } = await database.raw('select count(*)::int as n from establishments');
    if (Number(rows[0].n) < places) {
      console.log(`Holds ${rows[0].n} places; emptying the content and seeding ${places.toLocaleString('en-US')}…`);
      await resetContent(database);
      await seedDemo(database, { scale: places / 400 });
      await database.raw('vacuum (analyze)');
    }
    console.log(describeCsvGuard(await csvGuardBench(database, rounds)));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
