/**
 * Memory of `/img` reads: a 20 MB file served by the real HTTP server to 100 concurrent requests, for each of a HEAD,
 * a one-byte range (`Range: bytes=0-0`, what a video player sends first) and the whole file; the figure is how much
 * the server's resident memory (VmRSS) rose over its level before the burst, at the peak and once the burst is over.
 * Issue 27 point 1: before streaming, every one of these read the whole file into memory (60 HEADs of a 19 MB video
 * added 1.09 GB). Runs inside `npm run bench` (the images part) and on its own: `npx tsx scripts/bench/img-memory.ts`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from './server';

const FILE_BYTES = 20 * 1024 * 1024;
const CONCURRENT = 100;
const ROOT = resolve(import.meta.dirname, '..', '..');

export type TImgMemoryRow = {
  label: string;
  statuses: Record<string, number>;
  bytesRead: number;
  peakMb: number;
  afterMb: number;
};
export type TImgMemoryBench = { fileMb: number; concurrent: number; baselineMb: number; rows: TImgMemoryRow[] };

/** One request, its body read and thrown away as it comes: the status and how many body bytes came. */
function request(
  url: string,
  { method, headers, agent }: { method: string; headers: Record<string, string>; agent: http.Agent },
): Promise<{ status: number; bytes: number }> {
  return new Promise((done, fail) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done({ status: res.statusCode ?? 0, bytes }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts the server on a fresh embedded database and local storage with a 20 MB video in its media folder, then sends
 * each kind of read 100 times at once (each on its own connection) and samples the server's RSS every 10 ms.
 * @example
 * const result = await runImgMemoryBench({ log: console.log, logFile: '/tmp/img.log' });
 */
export async function runImgMemoryBench(opts: {
  log: (line: string) => void;
  logFile: string;
}): Promise<TImgMemoryBench> {
  const dir = mkdtempSync(join(tmpdir(), 'mise-bench-img-'));
  const staff = { email: 'bench-img@mise.local', password: `bench-img-${process.pid}-${Date.now()}` };
  // Written straight into the local storage folder: what an upload (or the hero video route) would have stored.
  const key = `assets/${randomUUID()}.mp4`;
  mkdirSync(join(dir, 'media', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'media', key), randomBytes(FILE_BYTES));
  opts.log(
    `\n== /img memory (a ${FILE_BYTES / 1024 / 1024} MB file, ${CONCURRENT} concurrent requests, local storage) ==`,
  );
  const server = await startServer({
    env: { DATA_DIR: dir, DATABASE_URL: '', STORAGE: 'local' },
    logFile: opts.logFile,
    ...staff,
  });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    const url = `${server.url}/img/${key}`;
    const kinds: [string, string, Record<string, string>][] = [
      ['HEAD', 'HEAD', {}],
      ['GET Range: bytes=0-0', 'GET', { range: 'bytes=0-0' }],
      ['GET the whole file', 'GET', {}],
    ];
    // Warm up (code paths, buffers) so the baseline is the server at work, not at rest.
    for (const [, method, headers] of kinds) await request(url, { method, headers, agent });
    await settle(500);
    const baselineMb = server.rssMb();
    const rows: TImgMemoryRow[] = [];
    for (const [label, method, headers] of kinds) {
      const before = server.rssMb();
      const stop = server.sampleRss(10);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () => request(url, { method, headers, agent })),
      );
      const peak = stop();
      await settle(1000);
      const statuses: Record<string, number> = {};
      for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      const row = {
        label,
        statuses,
        bytesRead: answers.reduce((n, a) => n + a.bytes, 0),
        peakMb: peak - before,
        afterMb: server.rssMb() - before,
      };
      rows.push(row);
      opts.log(
        `    ${label.padEnd(24)} peak +${row.peakMb.toFixed(0).padStart(5)} MB   after +${row.afterMb.toFixed(0).padStart(5)} MB   answers ${JSON.stringify(statuses)}`,
      );
    }
    opts.log(
      `    MB per ${CONCURRENT} concurrent reads: ${describeImgMemory({ fileMb: FILE_BYTES / 1024 / 1024, concurrent: CONCURRENT, baselineMb, rows })}`,
    );
    return { fileMb: FILE_BYTES / 1024 / 1024, concurrent: CONCURRENT, baselineMb, rows };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The one-line summary the bench prints. */
export function describeImgMemory(result: TImgMemoryBench): string {
  return result.rows
    .map((r) => `${r.label} +${r.peakMb.toFixed(0)} MB peak (+${r.afterMb.toFixed(0)} after)`)
    .join('; ');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.chdir(ROOT);
  runImgMemoryBench({ log: (l) => console.log(l), logFile: join(tmpdir(), 'mise-bench-img-server.log') })
    .then((r) => console.log(JSON.stringify(r)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
