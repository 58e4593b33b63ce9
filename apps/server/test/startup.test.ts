import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { seedSizes } from '../src/seed/generate';
import { testDriver } from './helper';
import { adminClient, createPgDatabase, freePort, spawnServer, startServer } from './server-process';

/** Runs `npm run seed`'s script to its end: exit code and output. */
async function runSeed(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  return { code, output };
}

/**
 * One process per embedded database folder. These start real server processes on a PGlite folder (no DATABASE_URL),
 * so they do not depend on the API tests' driver; they run once, in the PGlite run.
 */
describe.skipIf(testDriver !== 'pglite')(
  'data folder lock (embedded PGlite, real server processes; run once, in the PGlite run)',
  () => {
    let scratch: string;
    let dataDir: string;
    beforeAll(() => {
      scratch = mkdtempSync(join(tmpdir(), 'mise-startup-'));
      dataDir = join(scratch, 'data');
    });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('should refuse a second server and the seed script on a folder in use, naming the folder and the PID, and start after the first stops', async () => {
      const first = await startServer({ DATA_DIR: dataDir });
      try {
        const { server: second, listening } = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
        expect(await listening).toBe(false);
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(
          `The data folder ${dataDir} is in use by another Mise process (PID ${first.pid}, apps/server/src/main.ts`,
        );

        const seed = await runSeed({ DATA_DIR: dataDir }, ['--scale', '1']);
        expect(seed.code).toBe(1);
        expect(seed.output).toContain(`The data folder ${dataDir} is in use by another Mise process (PID ${first.pid}`);
        // The first server is untouched and still takes writes.
        const token = await first.signIn();
        const res = await fetch(`${first.url}/api/quotes`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'Still mine' }),
        });
        expect(res.status).toBe(200);
      } finally {
        await first.stop();
      }
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      // Stopped, it lets the next one in, with the write it acknowledged.
      const again = await openDatabase({ dataDir });
      try {
        expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
        expect((await again.raw(`select count(*)::int as n from quotes where title = 'Still mine'`)).rows[0].n).toBe(1);
      } finally {
        await again.close();
      }
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    }, 180_000);

    it('should take over the lock of a server that was killed', async () => {
      const killed = await startServer({ DATA_DIR: dataDir });
      killed.child.kill('SIGKILL');
      await killed.exited;
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(killed.pid);
      const next = await startServer({ DATA_DIR: dataDir });
      try {
        expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(next.pid);
        expect((await fetch(`${next.url}/api/health/ready`)).status).toBe(200);
      } finally {
        await next.stop();
      }
      expect(readdirSync(dataDir).filter((name) => name.startsWith(LOCK_FILE))).toEqual([]);
    }, 180_000);
  },
);

describe.skipIf(testDriver === 'pglite')(
  'two servers started at once on an empty database (PostgreSQL advisory lock; PGlite allows one process)',
  () => {
    it('should bring both up, with migrations, first account and demo content done once', async () => {
      const db = await createPgDatabase();
      const servers = await Promise.all(
        [0, 1].map(async () => spawnServer({ DATABASE_URL: db.url, SEED_SCALE: '1', PORT: String(await freePort()) })),
      );
      try {
        const up = await Promise.all(servers.map((s) => s.listening));
        expect(up, servers.map((s) => s.server.output()).join('\n----\n')).toEqual([true, true]);
        for (const { server } of servers) expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
        const admin = await adminClient(db.url);
        try {
          const one = async (sql: string) => (await admin.query<{ n: number }>(sql)).rows[0].n;
          expect(await one('select count(*)::int as n from destinations')).toBe(seedSizes(1).cities);
          expect(await one(`select count(*)::int as n from users where email = 'boss@mise.test'`)).toBe(1);
          const journal = JSON.parse(
            readFileSync(join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
          ) as { entries: unknown[] };
          expect(await one('select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
        } finally {
          await admin.end();
        }
        const loads = servers.filter(({ server }) => server.output().includes('Loaded demo content'));
        expect(loads).toHaveLength(1);
      } finally {
        await Promise.all(servers.map(({ server }) => server.stop()));
        await db.drop();
      }
    }, 180_000);
  },
);
