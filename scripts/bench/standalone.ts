import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { TWave } from './capture';
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
