import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eHalves, onFreshPostgres, playwright } from './ci/e2e-runs';
import { slowestPlaywright, slowestVitest, type TTiming } from './ci/slowest';

/**
 * `npm test`: type checks and lint side by side, the Vitest projects (the timing-sensitive API files alone, after the
 * rest with two workers), the web build, then the end-to-end specs: all on PGlite, or with TEST_DATABASE_URL half on
 * PGlite and half on PostgreSQL (scripts/ci/e2e-runs.ts; `E2E_BOTH=1` runs every spec on both). Prints each stage's
 * seconds and the ten slowest tests at the end, pass or fail.
 * `--vitest-only [--project p …]`: just the Vitest stages, for those projects (CI's Node 24 leg). `--e2e-only`: the
 * build and the end-to-end runs. `--api-postgres-elsewhere`: leave out the API files on PostgreSQL, which CI runs on Node
 * 24 instead (.ci/run), so each API file runs once per database and once per Node version.
 */
const root = join(import.meta.dirname, '..');
// One folder per Node line: CI's Node 24 leg runs this script again and must not wipe the first run's reports.
const reports = join(root, 'test-results', 'reports', `node${process.versions.node.split('.')[0]}`);
const args = process.argv.slice(2);
const vitestOnly = args.includes('--vitest-only');
const e2eOnly = args.includes('--e2e-only');
const apiPostgresElsewhere = args.includes('--api-postgres-elsewhere');
// `--project p` pairs, as Vitest takes them.
const projectArgs = args.flatMap((a, i) => (args[i - 1] === '--project' ? [a] : []));
const ci = Boolean(process.env.CI);

type TStage = { name: string; seconds: number; ok: boolean };
const stages: TStage[] = [];
const timings: TTiming[] = [];

function run(
  command: string,
  commandArgs: string[],
  { env = process.env, quiet = false }: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function stage(name: string, fn: () => Promise<number>): Promise<void> {
  const started = Date.now();
  console.log(`\n[test] ${name}`);
  const code = await fn();
  const seconds = (Date.now() - started) / 1000;
  stages.push({ name, seconds, ok: code === 0 });
  console.log(`[test] ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
  if (code !== 0) throw new Error(`${name} failed`);
}

/** Typecheck and lint side by side, each one's output printed whole when it ends, so the two do not interleave. */
async function checks() {
  const started = Date.now();
  const both = await Promise.all(
    (['typecheck', 'lint'] as const).map(async (name) => {
      const result = await run('npm', ['run', '--silent', name], { quiet: true });
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `\n[test] ${name}: ${result.code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(0)} s\n${result.output}`,
      );
      stages.push({ name, seconds, ok: result.code === 0 });
      return result.code;
    }),
  );
  if (both.some((code) => code !== 0)) throw new Error('typecheck or lint failed');
}

async function vitest(set: 'parallel' | 'serial', projects: string[]) {
  const json = join(reports, `vitest-${set}.json`);
  const projectFlags = projects.flatMap((p) => ['--project', p]);
  await stage(
    `vitest ${set === 'serial' ? 'timing-sensitive files, one worker' : 'two workers'}${projects.length ? ` (${projects.join(', ')})` : ''}`,
    async () => {
      const { code } = await run(
        'npx',
        ['vitest', 'run', ...projectFlags, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
        {
          env: {
            ...process.env,
            MISE_TEST_SET: set,
          },
        },
      );
      if (existsSync(json)) timings.push(...slowestVitest(readFileSync(json, 'utf8')));
      return code;
    },
  );
}

async function e2e() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const both = process.env.E2E_BOTH === '1';
  const halves = e2eHalves();
  const onPglite = !serverUrl || both ? [] : halves.pglite;
  const onPostgres = !serverUrl ? undefined : both ? [] : halves.postgres;
  if (!serverUrl) {
    if (ci)
      throw new Error(
        'TEST_DATABASE_URL is not set: CI runs half of the end-to-end specs on PostgreSQL. Set it (.ci/run does).',
      );
    console.warn(
      '[mise] TEST_DATABASE_URL is not set: every end-to-end spec runs on embedded PGlite; CI runs half of them on PostgreSQL.',
    );
  }
  // Each run has its own port (its media image server sits 90 above it) and output folder, so two can run at once on a
  // machine with cores to spare.
  const port = Number(process.env.E2E_PORT ?? 3100);
  const playwrightRun = async (
    label: string,
    files: string[],
    { env, offset }: { env: NodeJS.ProcessEnv; offset: number },
  ) => {
    const started = Date.now();
    const json = join(reports, `playwright-${label}.json`);
    const out = join(root, 'test-results', `e2e-${label}`);
    const code = await playwright(
      files,
      { ...env, E2E_JSON: json, E2E_PORT: String(port + offset), E2E_OUT: out },
      onPostgres ? label : undefined,
    );
    if (existsSync(json)) timings.push(...slowestPlaywright(readFileSync(json, 'utf8'), label));
    const seconds = (Date.now() - started) / 1000;
    const name = `  end-to-end on ${label === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${files.length ? `${files.length} specs` : 'every spec'})`;
    stages.push({ name, seconds, ok: code === 0 });
    console.log(`[test] ${name.trim()}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
    return code;
  };
  const runs = [() => playwrightRun('pglite', onPglite, { env: process.env, offset: 0 })];
  if (serverUrl && onPostgres) {
    runs.push(() =>
      onFreshPostgres(serverUrl, (url) =>
        playwrightRun('postgres', onPostgres, { env: { ...process.env, E2E_DATABASE_URL: url }, offset: 1 }),
      ),
    );
  }
  // One after the other: side by side was measured slower on this 2-core machine (the PostgreSQL half took 1228 s beside
  // the PGlite half, against 607 s alone) and pushed PGlite's statements past its request budget.
  await stage(
    runs.length > 1 ? 'end-to-end, PGlite then PostgreSQL' : 'end-to-end on PGlite (every spec)',
    async () => {
      let worst = 0;
      for (const r of runs) worst = Math.max(worst, await r());
      return worst;
    },
  );
}

function summary() {
  console.log('\n[test] seconds per stage');
  for (const s of stages) console.log(`  ${s.seconds.toFixed(0).padStart(5)} s  ${s.ok ? '' : 'FAILED  '}${s.name}`);
  if (timings.length) {
    console.log('[test] the ten slowest tests');
    for (const t of [...timings].sort((a, b) => b.ms - a.ms).slice(0, 10))
      console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
  }
  // Last, so that a log cut to its tail (as CI's is) still names what failed and why.
  const failed = timings.filter((t) => t.failed);
  if (failed.length) {
    console.log(`[test] ${failed.length} failed`);
    for (const t of failed) console.log(`  ✘ ${t.name}\n      ${t.failed}`);
  }
}

async function main() {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  if (vitestOnly) {
    await vitest('parallel', projectArgs);
    await vitest('serial', projectArgs.length ? projectArgs.filter((p) => p.startsWith('api')) : ['api-*']);
    return;
  }
  if (!e2eOnly) {
    await checks();
    const projects = apiPostgresElsewhere ? ['unit', 'web', 'api-pglite*', 'api-neutral*'] : [];
    await vitest('parallel', projects);
    await vitest('serial', apiPostgresElsewhere ? ['api-pglite*', 'api-neutral*'] : ['api-*']);
  }
  await stage('build', async () => (await run('npm', ['run', 'build'])).code);
  await e2e();
}

main().then(
  () => {
    summary();
    process.exit(0);
  },
  (error: unknown) => {
    summary();
    console.error(`\n[test] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
