import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');
const e2eDir = join(root, 'apps', 'web', 'e2e');

/**
 * Runs `playwright test` with the console's config; resolves with its exit code. Ctrl-C reaches Playwright itself (same
 * process group) and a SIGTERM is passed on; either way the caller learns when Playwright has ended. With a `label`, each
 * line it prints starts with `[label]`, so two runs side by side can be told apart.
 */
export function playwright(args: string[], env: NodeJS.ProcessEnv, label?: string): Promise<number> {
  const config = join(root, 'apps', 'web', 'playwright.config.ts');
  const child = spawn('npx', ['playwright', 'test', '-c', config, ...args], {
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  if (label && child.stdout && child.stderr) {
    prefixLines(child.stdout, process.stdout, label);
    prefixLines(child.stderr, process.stderr, label);
  }
  const ignore = () => {};
  const forward = () => child.kill('SIGTERM');
  process.on('SIGINT', ignore);
  process.on('SIGTERM', forward);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function prefixLines(from: Readable, to: Writable, label: string) {
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${label}] ${line}\n`));
}

/**
 * Runs `fn` with the URL of a fresh database `mise_e2e_<random>` on TEST_DATABASE_URL's server, dropped afterwards. The
 * server under test migrates and seeds it at start, as it does the embedded one. Made here, around the run, because
 * Playwright starts its webServer before any globalSetup.
 */
export async function onFreshPostgres<T>(serverUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `mise_e2e_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log(`[mise] end-to-end suite on PostgreSQL, database ${name}`);
  try {
    return await fn(url.toString());
  } finally {
    // Force: a server Playwright killed may leave its connections behind for a moment.
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The spec files (paths relative to apps/web, as Playwright takes them) with their number of tests. */
function specs(): { file: string; tests: number }[] {
  return readdirSync(e2eDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => ({
      file: `e2e/${name}`,
      tests: (readFileSync(join(e2eDir, name), 'utf8').match(/^\s*test(\.serial)?\(/gm) ?? []).length,
    }));
}

/**
 * The specs in two halves of about the same number of tests, one for each database. Which half goes where swaps every
 * day (UTC), so each spec meets both databases every other run: the PostgreSQL run has found test races so far, not
 * database bugs, and API tests cover both databases for everything that writes. `day` picks another day's split.
 * @example
 * e2eHalves(20510) // { pglite: ['e2e/city.spec.ts', …], postgres: ['e2e/auth…', …] }
 */
export function e2eHalves(day = Math.floor(Date.now() / 86_400_000)): { pglite: string[]; postgres: string[] } {
  const halves: [{ files: string[]; tests: number }, { files: string[]; tests: number }] = [
    { files: [], tests: 0 },
    { files: [], tests: 0 },
  ];
  // Largest first, each to the lighter half: a greedy split, stable for a given set of specs.
  for (const spec of specs().sort((a, b) => b.tests - a.tests || a.file.localeCompare(b.file))) {
    const lighter = halves[0].tests <= halves[1].tests ? halves[0] : halves[1];
    lighter.files.push(spec.file);
    lighter.tests += spec.tests;
  }
  const [a, b] = day % 2 === 0 ? halves : [halves[1], halves[0]];
  return { pglite: a.files.sort(), postgres: b.files.sort() };
}
