/**
 * Image benchmark: a 4000-px JPEG resized to 600 px through the real HTTP server (`/img/<path>?w=600`), timed for the
 * first request (the original answers while the variant is queued, issue 27 point 5), for how long the background queue
 * takes to make it (one at a time), and for a cached one (read from storage or memory). Runs inside
 * `npm run bench` and on its own: `npx tsx scripts/bench/media.ts [--samples N] [--requests N]`.
 * Target (../shared/design/PERFORMANCE.md): cached image variant ≤ 5 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { startServer } from './server';
import { type TSummary, runLoad, summarize } from './stats';

export type TMediaBench = {
  source: { width: number; height: number; bytes: number };
  first: TSummary;
  /** From the first request until the variant is served: the background queue's time per variant, one after another. */
  madeAfter: TSummary;
  cached: TSummary;
  cachedConcurrent: TSummary;
  targetCachedP95: number;
};

const TARGET_CACHED_P95 = 5;
const ROOT = resolve(import.meta.dirname, '..', '..');

/** A photo-like 4000×3000 JPEG: coarse noise blown up (smooth areas and edges, as a photo has), quality 85. */
async function sourceImage(): Promise<Buffer> {
  const coarse = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return sharp(coarse).resize(4000, 3000, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control of a GET's answer (its body read and dropped). */
function cacheControl(url: string): Promise<string | undefined> {
  return new Promise((done, fail) => {
    http
      .get(url, (res) => {
        res.resume();
        res.on('end', () => done(res.headers['cache-control']));
      })
      .on('error', fail);
  });
}

const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const line = (label: string, s: TSummary) =>
  `    ${label.padEnd(30)} p50 ${ms(s.p50).padStart(7)} ms   p95 ${ms(s.p95).padStart(7)} ms   mean ${ms(s.mean).padStart(7)} ms   (n ${s.n})`;

/**
 * Starts the server on a fresh embedded database and local storage, uploads `samples` copies of the source image and
 * times `GET ?w=600` on each (first, one at a time), then `requests` cached requests one at a time and 10 at a time.
 * @example
 * const result = await runMediaBench({ samples: 15, requests: 300, log: console.log });
 */
export async function runMediaBench(opts: {
  samples: number;
  requests: number;
  log: (line: string) => void;
  logFile: string;
}): Promise<TMediaBench> {
  const dir = mkdtempSync(join(tmpdir(), 'mise-bench-media-'));
  const staff = { email: 'bench-media@mise.local', password: `bench-media-${process.pid}-${Date.now()}` };
  const source = await sourceImage();
  const meta = await sharp(source).metadata();
  opts.log(
    `\n== Images (4000-px JPEG → 600 px, local storage; source ${meta.width}×${meta.height}, ${(source.length / 1e6).toFixed(1)} MB) ==`,
  );
  const server = await startServer({
    env: { DATA_DIR: dir, DATABASE_URL: '', STORAGE: 'local' },
    logFile: opts.logFile,
    ...staff,
  });
  try {
    const urls: string[] = [];
    const body = { base64img: source.toString('base64'), filename: 'bench.jpg', folder: 'destinations' };
    for (let i = 0; i < opts.samples; i++)
      urls.push((await server.client.json<{ url: string }>('POST', '/api/pictures/upload', body)).url);
    const get = async (path: string) => {
      await server.client.stream(path, () => {});
    };
    const first: number[] = [];
    const started: number[] = [];
    for (const url of urls) {
      started.push(performance.now());
      await get(`${url}?w=600`);
      first.push(performance.now() - started[started.length - 1]);
    }
    // The variants are made in the background, one at a time: wait until each is served (immutable), and note when.
    const madeAfter: number[] = [];
    for (const [i, url] of urls.entries()) {
      while ((await cacheControl(`${server.url}${url}?w=600`)) !== IMMUTABLE)
        await new Promise((done) => setTimeout(done, 20));
      madeAfter.push(performance.now() - started[i]);
    }
    const results = {
      first: summarize(first),
      madeAfter: summarize(madeAfter),
      cached: summarize(
        await runLoad(() => get(`${urls[0]}?w=600`), { requests: opts.requests, concurrency: 1, warmup: 20 }),
      ),
      cachedConcurrent: summarize(
        await runLoad(() => get(`${urls[0]}?w=600`), { requests: opts.requests, concurrency: 10, warmup: 20 }),
      ),
    };
    opts.log(line('first request (original, queued)', results.first));
    opts.log(line('variant made (background queue)', results.madeAfter));
    opts.log(line('cached, 1 at a time', results.cached));
    opts.log(line('cached, 10 at a time', results.cachedConcurrent));
    opts.log(
      `    cached p95 target ≤ ${TARGET_CACHED_P95} ms: ${results.cached.p95 <= TARGET_CACHED_P95 ? 'ok' : 'MISS'}`,
    );
    return {
      source: { width: meta.width ?? 0, height: meta.height ?? 0, bytes: source.length },
      ...results,
      targetCachedP95: TARGET_CACHED_P95,
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: { samples: { type: 'string', default: '15' }, requests: { type: 'string', default: '300' } },
  });
  process.chdir(ROOT);
  runMediaBench({
    samples: Number(values.samples),
    requests: Number(values.requests),
    log: (l) => console.log(l),
    logFile: join(tmpdir(), 'mise-bench-media-server.log'),
  })
    .then((r) => console.log(JSON.stringify(r)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
