import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange } from '../src/media/byte-range';
import { ReadGate } from '../src/media/read-gate';
import { localStorage } from '../src/media/storage/local';
import { s3Storage } from '../src/media/storage/s3';
import type { TStorage } from '../src/media/storage/types';
import { setupApp } from './helper';
import { type TServerProcess, startServerOnTestEngine } from './server-process';

const MB = 1024 * 1024;
const FILE_BYTES = 20 * MB;

/** Resident memory of a process in MB (VmRSS). */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
/** Bytes a process has read through read(2) and friends so far (files and sockets alike). */
const bytesRead = (pid: number) => Number(/rchar:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type TAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request on its own connection. With `holdMs` the answer is left unread that long first, as a slow or hostile
 * client would: a server that buffers keeps the whole file for it meanwhile, one that streams does not.
 */
function send(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; holdMs?: number } = {},
): Promise<TAnswer> {
  return new Promise((done, fail) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.pause();
      setTimeout(() => {
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.resume();
      }, opts.holdMs ?? 0);
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

describe('byteRange (RFC 9110 §14.2)', () => {
  it('should serve one byte range, answer 416 only for one that starts past the end, and ignore everything else', () => {
    expect(byteRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(byteRange('Bytes = 2-', 10)).toEqual({ start: 2, end: 9 });
    expect(byteRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 10)).toBe('unsatisfiable');
    // Whole file: several ranges, another unit, a spec that does not parse, last before first.
    for (const header of [
      'bytes=0-0,5-9',
      'bytes=0-1, 20-',
      'items=0-5',
      'bytes=abc',
      'bytes=',
      'bytes=5-1',
      undefined,
    ]) {
      expect(byteRange(header, 10), String(header)).toBeUndefined();
    }
  });
});

describe('ReadGate', () => {
  it('should let `limit` in, make the next wait and hand it a place released, and turn away past the line or the wait', async () => {
    const gate = new ReadGate({ limit: 2, maxWaiting: 1, waitMs: 200 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first && second).toBeTruthy();
    const third = gate.enter();
    expect(await gate.enter()).toBeUndefined(); // the line (1) is full
    first?.();
    first?.(); // twice is harmless
    const admitted = await third;
    expect(admitted).toBeTruthy();
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    const started = Date.now();
    expect(await gate.enter()).toBeUndefined(); // waited 200 ms, nobody left
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    second?.();
    admitted?.();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe('storage drivers: metadata and ranged streams', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'mise-s3rver-'));
  const s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'mise-stream' }],
  });
  const { port } = await s3server.run();
  const s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'mise-stream',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const localDir = mkdtempSync(join(tmpdir(), 'mise-storage-stream-'));
  afterAll(async () => {
    await s3server.close();
    rmSync(directory, { recursive: true, force: true });
    rmSync(localDir, { recursive: true, force: true });
  });
  const drivers: [string, TStorage][] = [
    ['local', localStorage(localDir)],
    ['s3', s3Storage(s3)],
  ];
  const bytes = randomBytes(300_000);

  it.each(drivers)(
    '%s: stat answers size, type and the ETag get() gives; stream() sends just the span; both answer undefined when missing',
    async (_name, storage) => {
      await storage.put('assets/v.mp4', bytes, 'video/mp4');
      const meta = await storage.stat('assets/v.mp4');
      const whole = await storage.get('assets/v.mp4');
      expect(meta).toEqual({ contentType: 'video/mp4', size: bytes.length, etag: whole?.etag });
      const read = async (span?: { start: number; end: number }) => {
        const chunks: Buffer[] = [];
        for await (const chunk of (await storage.stream('assets/v.mp4', span)) ?? []) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      };
      expect((await read({ start: 1000, end: 1999 })).equals(bytes.subarray(1000, 2000))).toBe(true);
      // One byte (not 0-0: s3rver reads an end of 0 as 'to the end'; S3 itself does not).
      expect((await read({ start: 7, end: 7 })).equals(bytes.subarray(7, 8))).toBe(true);
      expect(sha(await read())).toBe(sha(bytes));
      expect(await storage.stat('assets/missing.mp4')).toBeUndefined();
      expect(await storage.stream('assets/missing.mp4')).toBeUndefined();
      await storage.close();
    },
  );

  it('should serve HEAD and ranges through /img from an S3 bucket too', async () => {
    const t = await setupApp({ storage: 's3', s3 });
    const bucket = s3Storage(s3);
    await bucket.put('assets/s.mp4', bytes, 'video/mp4');
    await bucket.close();
    const head = await t.app.inject({ method: 'HEAD', url: '/img/assets/s.mp4' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
    const part = await t.app.inject({ method: 'GET', url: '/img/assets/s.mp4', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    expect(part.headers.etag).toBe(head.headers.etag);
  });
});

describe('/img streams (a real server process, 20 MB file)', () => {
  let server: TServerProcess;
  let dataDir: string;
  const key = `assets/${randomUUID()}.mp4`;
  const file = randomBytes(FILE_BYTES);
  let url: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mise-img-stream-'));
    // Stored as an upload would store it: under the local driver's media folder.
    mkdirSync(join(dataDir, 'media', 'assets'), { recursive: true });
    writeFileSync(join(dataDir, 'media', key), file);
    server = await startServerOnTestEngine({ DATA_DIR: dataDir, STORAGE: 'local' });
    url = `${server.url}/img/${key}`;
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should hold 100 concurrent ranged HEAD and GET requests to a 20 MB file with its memory growing by less than 100 MB', async () => {
    // Warm up every path first, so the baseline is the server at work.
    await send(url, { method: 'HEAD' });
    await send(url, { headers: { range: 'bytes=0-0' } });
    await send(url);
    const baseline = rssMb(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 10);
    const ranges = ['bytes=0-0', 'bytes=0-', 'bytes=-1000', `bytes=${5 * MB}-${10 * MB - 1}`, 'bytes=0-1023'];
    const requests = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? send(url, { method: 'HEAD', headers: { range: ranges[i % ranges.length] }, holdMs: 1000 })
        : send(url, { headers: { range: ranges[i % ranges.length] }, holdMs: 1000 }),
    );
    const answers = await Promise.all(requests);
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
    for (const [i, answer] of answers.entries()) {
      if (i % 2 === 0) {
        // A HEAD ignores Range (range handling is defined for GET only) and names the whole length.
        expect(answer.status).toBe(200);
        expect(answer.headers['content-length']).toBe(String(FILE_BYTES));
        expect(answer.body.length).toBe(0);
        continue;
      }
      expect(answer.status).toBe(206);
      const range = byteRange(ranges[i % ranges.length], FILE_BYTES) as { start: number; end: number };
      expect(answer.headers['content-range']).toBe(`bytes ${range.start}-${range.end}/${FILE_BYTES}`);
      expect(sha(answer.body)).toBe(sha(file.subarray(range.start, range.end + 1)));
    }
    expect(peak - baseline, `RSS ${baseline.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak`).toBeLessThan(
      100,
    );
  });

  it('should answer HEAD from the metadata alone, reading none of the body', async () => {
    const get = await send(url, { headers: { range: 'bytes=0-0' } });
    const before = bytesRead(server.pid);
    const heads = await Promise.all(Array.from({ length: 20 }, () => send(url, { method: 'HEAD' })));
    const read = bytesRead(server.pid) - before;
    for (const head of heads) {
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String(FILE_BYTES));
      expect(head.headers['content-type']).toBe('video/mp4');
      expect(head.headers['accept-ranges']).toBe('bytes');
      expect(head.headers.etag).toBe(get.headers.etag);
      expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // 20 HEADs of a 20 MB file: buffering read 400 MB; reading the metadata reads a few kB (requests included).
    expect(read, `${read} bytes read for 20 HEADs`).toBeLessThan(MB);
  });

  it('should send the whole file (200) for several ranges, another unit, a spec that does not parse and a stale If-Range', async () => {
    const etag = String((await send(url, { method: 'HEAD' })).headers.etag);
    const cases: Record<string, string>[] = [
      { range: 'bytes=0-0,5-9' },
      { range: 'items=0-5' },
      { range: 'bytes=9-2' },
      { range: 'bytes=0-0', 'if-range': '"stale"' },
    ];
    for (const headers of cases) {
      const res = await send(url, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-range']).toBeUndefined();
      expect(sha(res.body)).toBe(sha(file));
    }
    // The current ETag in If-Range keeps the range.
    expect((await send(url, { headers: { range: 'bytes=0-0', 'if-range': etag } })).status).toBe(206);
  });

  it('should answer 416, and every other error, with Cache-Control: no-store and no ETag', async () => {
    const unsatisfiable = await send(url, { headers: { range: `bytes=${FILE_BYTES}-` } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${FILE_BYTES}`);
    const missing = `${server.url}/img/assets/00000000-0000-0000-0000-000000000000.mp4`;
    for (const res of [
      unsatisfiable,
      await send(missing),
      await send(missing, { method: 'HEAD' }),
      await send(`${missing}?w=300`),
      await send(`${server.url}/img/.hidden.jpg`),
      await send(`${url}?w=abc`),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], String(res.status)).toBe('no-store');
      expect(res.headers.etag, String(res.status)).toBeUndefined();
    }
  });
});
