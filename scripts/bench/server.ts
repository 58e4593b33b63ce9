import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, createWriteStream, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { HttpClient } from './http';

export type TServer = {
  url: string;
  pid: number;
  client: HttpClient;
  /** Resident memory of the server process in MB (VmRSS), or NaN when /proc is not there. */
  rssMb: () => number;
  /** Samples VmRSS every `everyMs` until the returned function is called; it answers the peak in MB. */
  sampleRss: (everyMs?: number) => () => number;
  /**
   * From now until the returned function is called: the most the heap held right after a full collection (the live
   * set, garbage excluded), and how many there were; undefined unless the server was started with `traceGc`.
   */
  sampleLiveHeap: () => () => { peakMb: number; fullCollections: number } | undefined;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function readRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /VmRSS:\s+(\d+) kB/.exec(status);
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** A child process that answers HTTP, and how to stop it. */
export type TChild = { pid: number; stop: () => Promise<void> };

/**
 * Starts `node …args` in `cwd` with `env`, output to `logFile`, and waits until `probe` resolves (polled every 200 ms);
 * throws with the log's tail when the process exits first or the time runs out.
 * @example
 * const peer = await spawnService({ args: ['server/server.js'], cwd, env: { PORT: '3100' }, logFile, probe: () => client.get('/api/x') });
 */
export async function spawnService(opts: {
  args: string[];
  cwd?: string;
  env: Record<string, string>;
  logFile: string;
  probe: () => Promise<unknown>;
  timeoutMs?: number;
}): Promise<TChild> {
  const log = createWriteStream(opts.logFile);
  const child: ChildProcess = spawn(process.execPath, opts.args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited: number | null = null;
  child.on('exit', (code) => {
    exited = code ?? -1;
  });
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (exited !== null)
      throw new Error(
        `The process exited (code ${exited}) before it answered; see ${opts.logFile}:\n${tail(opts.logFile)}`,
      );
    try {
      await opts.probe();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`The process did not answer in time; see ${opts.logFile}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    pid: child.pid as number,
    async stop() {
      if (exited !== null) return;
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
      log.end();
    },
  };
}

/**
 * Starts the real server as a child process (`node --import tsx apps/server/src/main.ts`, the same as
 * `npx tsx …` but without npx in between, so the pid is the server's own), waits for GET /api/health and signs in.
 * Output goes to `logFile`.
 */
export async function startServer(opts: {
  env: Record<string, string>;
  logFile: string;
  email: string;
  password: string;
  timeoutMs?: number;
  /** Node's own flags, e.g. `['--cpu-prof', '--cpu-prof-dir=bench-data/profiles']` (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
  /** Node writes a line for each garbage collection to the log (`--trace-gc`), which `sampleLiveHeap` reads. */
  traceGc?: boolean;
}): Promise<TServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const client = new HttpClient(url);
  const child = await spawnService({
    args: [
      ...(opts.nodeArgs ?? []),
      ...(opts.traceGc ? ['--trace-gc'] : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    env: {
      ...opts.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: opts.email,
      ADMIN_PASSWORD: opts.password,
      SEED_SCALE: '0',
      LOG_LEVEL: 'warn',
    },
    logFile: opts.logFile,
    probe: () => client.get('/api/health'),
    timeoutMs: opts.timeoutMs,
  });
  const login = await client.json<{ id: string }>('POST', '/api/users/login', {
    email: opts.email,
    password: opts.password,
  });
  client.headers = { authorization: login.id };
  const pid = child.pid;
  return {
    url,
    pid,
    client,
    rssMb: () => readRssMb(pid),
    sampleRss(everyMs = 100) {
      let peak = readRssMb(pid);
      const timer = setInterval(() => {
        const v = readRssMb(pid);
        if (v > peak) peak = v;
      }, everyMs);
      return () => {
        clearInterval(timer);
        return Math.max(peak, readRssMb(pid));
      };
    },
    sampleLiveHeap() {
      const from = statSync(opts.logFile).size;
      return () => (opts.traceGc ? liveHeapAfter(opts.logFile, from) : undefined);
    },
    async stop() {
      client.close();
      await child.stop();
    },
  };
}

/** `--trace-gc`'s line for a full collection: `Mark-Compact 734.2 (777.8) -> 177.6 (346.4) MB`, the heap after it. */
const FULL_COLLECTION = /Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/g;

/** The full collections `--trace-gc` logged from byte `from` of the log on: the most the heap held after one. */
function liveHeapAfter(logFile: string, from: number): { peakMb: number; fullCollections: number } {
  const length = statSync(logFile).size - from;
  const bytes = Buffer.alloc(Math.max(0, length));
  const fd = openSync(logFile, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, from);
  } finally {
    closeSync(fd);
  }
  const after = [...bytes.toString('utf8').matchAll(FULL_COLLECTION)].map((match) => Number(match[1]));
  return { peakMb: after.length > 0 ? Math.max(...after) : NaN, fullCollections: after.length };
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
