import cliProgress from 'cli-progress';

export type TProgress = {
  onProgress: (stage: string, done: number, total: number) => void;
  /** Ends the current bar (call once the work is done or failed). */
  stop: () => void;
};

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Shows seeding progress: a cli-progress bar per stage when `bar` is set and stdout is a terminal,
 * otherwise a plain line per stage change and every few seconds (logs, CI, pipes).
 * @example
 * const p = progressReporter({ bar: scale >= 20 }); await seedDemo(db, { scale, onProgress: p.onProgress }); p.stop();
 */
export function progressReporter(opts: { bar: boolean; write?: (line: string) => void; everyMs?: number }): TProgress {
  const write = opts.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (opts.bar && process.stdout.isTTY) {
    let bar: cliProgress.SingleBar | undefined;
    let current = '';
    const stop = () => {
      bar?.stop();
      bar = undefined;
    };
    return {
      onProgress(stage, done, total) {
        if (stage !== current) {
          stop();
          current = stage;
          bar = new cliProgress.SingleBar(
            {
              format: `  ${stage.padEnd(14)} {bar} {percentage}% | {value}/{total} | {duration_formatted}`,
              hideCursor: true,
              formatValue: (v) => fmt(v),
            },
            cliProgress.Presets.shades_classic,
          );
          bar.start(total, done);
        } else {
          bar?.update(done);
        }
      },
      stop,
    };
  }
  const everyMs = opts.everyMs ?? 5000;
  let current = '';
  let last = 0;
  let lastDone = -1;
  return {
    onProgress(stage, done, total) {
      const now = performance.now();
      if (stage === current && (done === lastDone || (done < total && now - last < everyMs))) return;
      current = stage;
      last = now;
      lastDone = done;
      const pct = total > 0 ? Math.floor((done / total) * 100) : 100;
      write(`  ${stage.padEnd(14)} ${fmt(done)}/${fmt(total)} (${pct}%) at ${elapsed()}`);
    },
    stop() {},
  };
}
