import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, type Socket, createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createPgDatabase } from './pg-database';

export { adminClient, createPgDatabase } from './pg-database';

/** The first staff account of every server these tests start (long and uncommon enough for the password policy). */
export const ADMIN = { email: 'boss@mise.test', password: 'resilient-harbour-lantern-42' };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export type TServerProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  alive: () => boolean;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  signIn: () => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * The real server (`node --import tsx apps/server/src/main.ts`, so `pid` is the server's own) with `env` on top of a
 * scratch DATA_DIR, a free port and the ADMIN account. Resolves once it is listening, or when it exits.
 */
export function spawnServer(env: Record<string, string>): { server: TServerProcess; listening: Promise<boolean> } {
  const port = Number(env.PORT);
  const scratch = mkdtempSync(join(tmpdir(), 'mise-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: join(scratch, 'data'),
      HOST: '127.0.0.1',
      SEED_SCALE: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  let code: number | null | undefined;
  const exited = new Promise<number | null>((done) =>
    child.on('exit', (c) => {
      code = c;
      rmSync(scratch, { recursive: true, force: true });
      done(c);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: TServerProcess = {
    url,
    pid: child.pid as number,
    child,
    output: () => text,
    alive: () => code === undefined,
    exited,
    signIn: async () => {
      const res = await fetch(`${url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
    stop: async () => {
      if (code !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const listening = (async () => {
    const deadline = Date.now() + 120_000;
    while (code === undefined && Date.now() < deadline) {
      try {
        if ((await fetch(`${url}/api/health/live`)).status === 200) return true;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    return false;
  })();
  return { server, listening };
}

/** spawnServer, failing with the process's output when it does not come up. */
export async function startServer(env: Record<string, string>): Promise<TServerProcess> {
  const { server, listening } = spawnServer({ PORT: String(await freePort()), ...env });
  if (!(await listening)) {
    await server.stop();
    throw new Error(`The server did not start:\n${server.output()}`);
  }
  return server;
}

/**
 * startServer on this run's database engine: under api-postgres a fresh PostgreSQL database, dropped by `stop`;
 * otherwise the embedded database in the server's data folder.
 * @example
 * const server = await startServerOnTestEngine({ DATA_DIR: dir, STORAGE: 'local' });
 */
export async function startServerOnTestEngine(env: Record<string, string>): Promise<TServerProcess> {
  if (process.env.MISE_TEST_DB !== 'postgres') return startServer(env);
  const database = await createPgDatabase();
  try {
    const server = await startServer({ ...env, DATABASE_URL: database.url });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * A TCP relay to the database that can be made to stop answering (what a frozen server or a cut network looks like
 * from our side: connections stay open, nothing comes back) and then to carry on where it was.
 * @example
 * const relay = await stallableRelay('127.0.0.1', 5432); relay.stall(); … relay.resume();
 */
export async function stallableRelay(host: string, port: number) {
  let stalled = false;
  const pairs = new Set<{ held: Array<[Socket, Buffer]>; sockets: Socket[] }>();
  const server = createServer((client) => {
    const upstream = connect(port, host);
    const pair = { held: [] as Array<[Socket, Buffer]>, sockets: [client, upstream] };
    pairs.add(pair);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (stalled) pair.held.push([to, chunk]);
      else to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    for (const socket of pair.sockets) {
      socket.on('error', () => {});
      socket.on('close', () => {
        pairs.delete(pair);
        for (const s of pair.sockets) s.destroy();
      });
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const pair of pairs) for (const [to, chunk] of pair.held.splice(0)) to.write(chunk);
    },
    close: async () => {
      for (const pair of pairs) for (const s of pair.sockets) s.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}
