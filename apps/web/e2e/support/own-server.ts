import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '..', '..', '..', '..');

export type TOwnServer = { url: string; stop: () => Promise<void> };

/** A loopback port nobody holds right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A Mise server of the spec's own (the built web app, an empty embedded database, one staff account), for specs that
 * need settings or accounts the shared e2e server must not have: another staff member to enrol in two-factor sign-in
 * without touching the shared admin, or REQUIRE_2FA. Stopped, and its data folder removed, by `stop`.
 * @example
 * const server = await startOwnServer({ ADMIN_EMAIL: 'ann@mise.test', ADMIN_PASSWORD: '…', REQUIRE_2FA: 'true' });
 * await page.goto(`${server.url}/`);
 */
export async function startOwnServer(env: Record<string, string>, startTimeoutMs = 170_000): Promise<TOwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  let stderr = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: '0',
      // Its own embedded database, whatever the shared e2e server uses.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  child.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the spec's own server did not start on ${url}:\n${stderr}`);
}
