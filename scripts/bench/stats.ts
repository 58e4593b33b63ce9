import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export type TSummary = { n: number; p50: number; p95: number; mean: number; max: number };

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** p50, p95, mean and max of durations in milliseconds. */
export function summarize(ms: number[]): TSummary {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Runs `op` `requests` times with `concurrency` in flight (after `warmup` untimed runs); returns each run's milliseconds. */
export async function runLoad(
  op: () => Promise<void>,
  opts: { requests: number; concurrency: number; warmup: number },
): Promise<number[]> {
  const pass = async (count: number, timings?: number[]) => {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next++;
        const started = performance.now();
        await op();
        timings?.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: Math.min(opts.concurrency, count) }, worker));
  };
  await pass(opts.warmup);
  const timings: number[] = [];
  await pass(opts.requests, timings);
  return timings;
}

/**
 * The machine's one-minute load average now: printed beside each figure, since this shared machine's absolute times move
 * 2× with load (../shared/design/PERFORMANCE.md).
 * @example
 * `p95 ${p95} ms (${fmtLoad(loadAverage())})` // 'p95 4.9 ms (load 1.84)'
 */
export const loadAverage = (): number => loadavg()[0];
export const fmtLoad = (load: number): string => `load ${load.toFixed(2)}`;

/** The load the issue's one-editor figures were taken at (issue 31: "c=1, load ≈ 2"). */
export const ONE_EDITOR_LOAD = 2;

/**
 * Waits, idle, until the one-minute load average is at most `load` (or `maxSeconds` have passed), and says how long it
 * waited: a one-editor part right after a ten-connection one (the peer's rounds leave the load at 3–4 for a minute)
 * would measure the parts before it. Nothing is timed meanwhile.
 * @example
 * log(`    ${await settle()}`) // 'waited 41 s for load 1.98'
 */
export async function settle(load = ONE_EDITOR_LOAD, maxSeconds = 120): Promise<string> {
  const started = performance.now();
  while (loadAverage() > load && performance.now() - started < maxSeconds * 1000)
    await new Promise((resolve) => setTimeout(resolve, 2000));
  const waited = Math.round((performance.now() - started) / 1000);
  return `waited ${waited} s for ${fmtLoad(loadAverage())}${loadAverage() > load ? ` (still above ${load})` : ''}`;
}

export type TCpu = { user: number; system: number };

/** A process's CPU time so far, user and system (the kernel's side of its socket writes), in ms, from /proc. */
export function cpuMs(pid: number): TCpu {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}
