import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, multipartBody, tempDir } from './fixtures/media';
import { setupApp, testDriver } from './helper';

const REQUEST_TIMEOUT_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TExchange = { text: string; status: number; ms: number; closed: boolean };

/**
 * A raw HTTP/1.1 exchange over a socket: writes `head`, then each of `chunks` after `gapMs`, and reports what came back
 * once the server closes the connection or `waitMs` pass. `end` half-closes the socket after the last chunk.
 */
async function exchange(
  port: number,
  head: string,
  opts: { chunks?: (string | Buffer)[]; gapMs?: number; waitMs?: number; end?: boolean } = {},
) {
  const { chunks = [] } = opts;
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let text = '';
  let firstByteMs = -1;
  let closed = false;
  const done = new Promise<void>((resolve) => {
    socket.on('data', (data) => {
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      text += data.toString('latin1');
    });
    socket.on('close', () => {
      closed = true;
      resolve();
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head);
  for (const chunk of chunks) {
    if (closed) break;
    await sleep(opts.gapMs ?? 0);
    if (!closed) socket.write(chunk);
  }
  if (opts.end) socket.end();
  await Promise.race([done, sleep(opts.waitMs ?? 5000)]);
  socket.destroy();
  return {
    text,
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
    ms: firstByteMs,
    closed,
  } satisfies TExchange;
}

const bodyOf = (res: TExchange) =>
  JSON.parse(res.text.slice(res.text.indexOf('\r\n\r\n') + 4)) as { error: { statusCode: number; message: string } };

describe('slow and malformed request bodies on a listening server', async () => {
  const dataDir = tempDir('mise-slow-body-');
  const uploadLimit = 256 * 1024;
  const t = await setupApp({ dataDir, uploadLimit, requestTimeoutMs: REQUEST_TIMEOUT_MS });
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    // The first requests over a socket load code paths inject has not; done here, they cannot stall a timed exchange.
    for (const url of ['/api/health', '/api/cuisines', '/api/pictures/upload'])
      await fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers: { authorization: t.token } });
  });
  afterAll(() => t.app.server.closeAllConnections());
  const stored = () =>
    existsSync(join(dataDir, 'media')) ? readdirSync(join(dataDir, 'media'), { recursive: true }).length : 0;
  const post = (path: string, headers: Record<string, string | number>) =>
    `POST ${path} HTTP/1.1\r\nHost: mise.test\r\nAuthorization: ${t.token}\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`;

  it('should answer 408 to a client that sends its headers and then trickles the body', async () => {
    const head = post('/api/pictures/upload', { 'Content-Type': 'application/json', 'Content-Length': 10_000 });
    const drip = Array.from({ length: 40 }, () => ' ');
    const res = await exchange(port, head, { chunks: drip, gapMs: 100, waitMs: REQUEST_TIMEOUT_MS + 3000 });
    console.log(
      `[${testDriver}] trickled body: ${res.status} after ${res.ms.toFixed(0)} ms (REQUEST_TIMEOUT_MS ${REQUEST_TIMEOUT_MS})`,
    );
    expect(res.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(bodyOf(res).error).toMatchObject({ statusCode: 408, name: 'RequestTimeoutError' });
    expect(res.closed).toBe(true);
    // Meanwhile and after, the server answers everyone else.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('should answer 408 to a client that trickles its headers', async () => {
    const res = await exchange(port, 'GET /api/health HTTP/1.1\r\n', {
      chunks: ['Host: mise.test\r\n', 'X-A: 1\r\n', 'X-B: 2\r\n', 'X-C: 3\r\n', 'X-D: 4\r\n'],
      gapMs: 500,
      waitMs: REQUEST_TIMEOUT_MS + 3000,
    });
    expect(res.status).toBe(408);
  });

  it('should still take a body that arrives steadily within the timeout', async () => {
    const body = JSON.stringify({ name: 'Slow but steady' });
    const head = post('/api/cuisines', {
      'Content-Type': 'application/json',
      'Content-Length': body.length,
      Connection: 'close',
    });
    const res = await exchange(port, head, {
      chunks: [body.slice(0, 10), body.slice(10, 20), body.slice(20)],
      gapMs: 150,
    });
    expect(res.status, res.text).toBe(200);
  });

  it('should refuse a body that is not multipart, or multipart with no boundary, from the headers alone', async () => {
    const before = stored();
    for (const [contentType, status] of [
      ['application/json', 415],
      ['text/plain', 415],
      ['application/octet-stream', 415],
      ['multipart/mixed; boundary=x', 415],
      ['multipart/form-data', 400],
      ['multipart/form-data; boundary=', 400],
      [`multipart/form-data; boundary=${'b'.repeat(71)}`, 400],
    ] as const) {
      // A large body is announced but only its first bytes are sent: the answer must not wait for the rest.
      const head = post('/api/assets/upload', { 'Content-Type': contentType, 'Content-Length': 200_000 });
      const res = await exchange(port, head, { chunks: ['{"file": "'], waitMs: REQUEST_TIMEOUT_MS - 500 });
      expect(res.status, `${contentType}: ${res.text}`).toBe(status);
      expect(res.text).toMatch(/\r\nconnection: close\r\n/i);
      expect(res.closed, contentType).toBe(true);
    }
    expect(stored()).toBe(before);
  });

  it('should refuse an announced body over the upload limit before reading it', async () => {
    const head = post('/api/assets/upload', {
      'Content-Type': 'multipart/form-data; boundary=xyz',
      'Content-Length': uploadLimit * 4,
    });
    const res = await exchange(port, head, { chunks: ['--xyz\r\n'], waitMs: REQUEST_TIMEOUT_MS - 500 });
    expect(res.status).toBe(413);
    expect(res.closed).toBe(true);
  });

  it('should refuse a multipart body that does not open with its boundary after its first bytes', async () => {
    const head = post('/api/assets/upload', {
      'Content-Type': 'multipart/form-data; boundary=xyz',
      'Content-Length': 200_000,
    });
    const res = await exchange(port, head, {
      chunks: ['this is not multipart at all, and there is much more of it'],
      waitMs: REQUEST_TIMEOUT_MS - 500,
    });
    expect(res.status, res.text).toBe(400);
    expect(bodyOf(res).error.message).toMatch(/does not start with the multipart boundary/);
    expect(res.closed).toBe(true);
  });

  it('should survive a client that hangs up halfway through an upload, and store nothing', async () => {
    const before = stored();
    const { payload, headers } = multipartBody('file', {
      filename: 'cut.jpg',
      contentType: 'image/jpeg',
      bytes: await image('jpeg', { width: 200, height: 200 }),
    });
    const head = post('/api/assets/upload', {
      'Content-Type': headers['content-type'],
      'Content-Length': payload.length,
    });
    const res = await exchange(port, head, {
      chunks: [payload.subarray(0, Math.floor(payload.length / 2))],
      end: true,
      waitMs: 1000,
    });
    // The client is gone; if anything was answered it was a refusal.
    expect([0, 400]).toContain(res.status);
    await sleep(200);
    expect(stored()).toBe(before);
    const whole = await exchange(
      port,
      post('/api/assets/upload', {
        'Content-Type': headers['content-type'],
        'Content-Length': payload.length,
        Connection: 'close',
      }),
      { chunks: [payload] },
    );
    expect(whole.status, whole.text).toBe(200);
    expect(stored()).toBeGreaterThan(before);
  });
});
