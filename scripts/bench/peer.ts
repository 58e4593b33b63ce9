import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { HttpClient, withFilter } from './http';
import { ensurePgDatabase } from './pg-database';
import { freePort, spawnService } from './server';

/**
 * The LoopBack 3 peer (../shared/peers/loopback3, README there): a stock LB3 server on the same PostgreSQL, its own
 * database seeded by its own script. The shared folder is read-only, so it is copied into bench-data/ and installed
 * there (`npm ci`, again only when its lock file changes); its database is seeded when it does not hold `rows` rows.
 */
export type TPeer = { client: HttpClient; pid: number; stop: () => Promise<void> };

/** The peer README's page 1 (`page1` of its own bench): the plain list a stock framework answers. */
export const PEER_PAGE1 = withFilter('/api/establishments', { order: 'name ASC', limit: 20, skip: 0 });

const run = (command: string, args: string[], opts: { cwd: string; env?: Record<string, string> }) => {
  const result = spawnSync(command, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${`${result.stderr}`.slice(-400)}`,
    );
};

/** The copy is writable (the shared folder's files are read-only), so npm can install into it. */
function makeWritable(path: string) {
  chmodSync(path, statSync(path).mode | 0o200);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) if (entry !== 'node_modules') makeWritable(join(path, entry));
}

function installCopy(source: string, copy: string, log: (line: string) => void) {
  if (existsSync(copy)) makeWritable(copy);
  cpSync(source, copy, { recursive: true, filter: (path) => !path.includes('node_modules') });
  makeWritable(copy);
  const lock = createHash('sha1')
    .update(readFileSync(join(copy, 'package-lock.json')))
    .digest('hex');
  const stamp = join(copy, 'node_modules', '.mise-bench-lock');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return;
  log(`  installing the peer in ${copy} (npm ci)…`);
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: copy });
  writeFileSync(stamp, lock);
}

async function ensureSeeded({
  url,
  copy,
  rows,
  log,
}: {
  url: string;
  copy: string;
  rows: number;
  log: (line: string) => void;
}) {
  await ensurePgDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let held = -1;
  try {
    const { rows: found } = await client.query(`select to_regclass('public.establishment') is not null as present`);
    if (found[0]?.present)
      held = Number((await client.query('select count(*)::int as n from public.establishment')).rows[0].n);
  } finally {
    await client.end();
  }
  if (held === rows) return;
  log(`  seeding the peer's database with ${rows.toLocaleString('en-US')} rows (its scripts/seed.js)…`);
  run(process.execPath, ['scripts/seed.js', '--rows', String(rows)], { cwd: copy, env: { DATABASE_URL: url } });
}

/**
 * Copies, installs, seeds and starts the peer (`NODE_ENV=production`, pool of 10, as its README measures it).
 * Throws with the reason when any step fails; the caller says so in its output.
 * @example
 * const peer = await startPeer({ source: '../shared/peers/loopback3', copy: 'bench-data/peer-loopback3', url, rows: 1_000_000, logFile, log });
 */
export async function startPeer(opts: {
  source: string;
  copy: string;
  url: string;
  rows: number;
  logFile: string;
  log: (line: string) => void;
}): Promise<TPeer> {
  if (!existsSync(join(opts.source, 'package.json'))) throw new Error(`no peer at ${opts.source} (set BENCH_PEER_DIR)`);
  installCopy(opts.source, opts.copy, opts.log);
  await ensureSeeded({ url: opts.url, copy: opts.copy, rows: opts.rows, log: opts.log });
  const port = await freePort();
  const client = new HttpClient(`http://127.0.0.1:${port}`);
  const child = await spawnService({
    args: ['server/server.js'],
    cwd: opts.copy,
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: opts.url, PG_POOL_MAX: '10' },
    logFile: opts.logFile,
    probe: () => client.get(PEER_PAGE1),
    timeoutMs: 60_000,
  });
  return {
    client,
    pid: child.pid,
    async stop() {
      client.close();
      await child.stop();
    },
  };
}
