import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { UNREACHABLE_MSG, isPublicAddress, safeFetch } from '../src/media/safe-fetch';
import { htmlPage, image, svgWithScript, tempDir } from './fixtures/media';
import { setupApp } from './helper';

/** A small web server on 127.0.0.1 that the tests aim the fetch at. */
async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('pictures/fetch', async () => {
  const jpeg = await image('jpeg', { width: 320, height: 240 });
  const limit = 64 * 1024;
  let hits = 0;
  // Not in FETCH_ALLOW_HOSTS: a loopback server the fetch must never reach, directly or by a redirect.
  const inside = await listen((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
  });
  const outside = await listen((req, res) => {
    const path = req.url ?? '/';
    if (path === '/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg; charset=binary' }).end(jpeg);
    if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage());
    if (path === '/fake.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(htmlPage());
    if (path === '/logo.svg') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svgWithScript());
    if (path === '/big.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(limit + 1));
    if (path === '/big-chunked.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 10; i++) res.write(Buffer.alloc(limit / 4));
      return res.end();
    }
    if (path === '/slow.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).write(jpeg.subarray(0, 10));
    // Headers, then a stall: before any byte of the body, after a few bytes that are no image, with a length promised.
    if (path === '/stall-before-body.jpg')
      return res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) }).flushHeaders();
    if (path === '/stall-not-image.jpg')
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).write('<!doctype html><html>');
    if (path === '/stall-half.jpg')
      return res
        .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) })
        .write(jpeg.subarray(0, jpeg.length >> 1));
    // The connection broken off mid-body, and a body that ends before the length it promised.
    if (path === '/reset.jpg') {
      res
        .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) })
        .write(jpeg.subarray(0, 100));
      return setTimeout(() => res.socket?.resetAndDestroy(), 50);
    }
    if (path === '/short.jpg') {
      res
        .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) })
        .write(jpeg.subarray(0, 100));
      return setTimeout(() => res.socket?.end(), 50);
    }
    if (path === '/to-inside')
      return res.writeHead(302, { location: `http://127.0.0.1:${inside.port}/photo.jpg` }).end();
    if (path === '/to-metadata')
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-photo') return res.writeHead(301, { location: '/photo.jpg' }).end();
    if (path.startsWith('/loop')) return res.writeHead(302, { location: `/loop${path.length}` }).end();
    return res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  });
  // A port nothing listens on (allowed, so the fetch really tries to connect and is refused by the system).
  const closed = await listen(() => {});
  await new Promise<void>((resolve) => closed.server.close(() => resolve()));
  const t = await setupApp({
    dataDir: tempDir('mise-media-fetch-'),
    uploadLimit: limit,
    fetchTimeoutMs: 1500,
    fetchAllowHosts: [`127.0.0.1:${outside.port}`, `127.0.0.1:${closed.port}`],
  });
  const base = `http://127.0.0.1:${outside.port}`;
  const fetchUrl = (url: string) =>
    t.app.inject({ method: 'GET', url: `/api/pictures/fetch?url=${encodeURIComponent(url)}`, headers: t.auth() });

  it('should answer the image bytes with their content type from an allowed host', async () => {
    const res = await fetchUrl(`${base}/photo.jpg`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });

  it('should follow a redirect on the same allowed host', async () => {
    const res = await fetchUrl(`${base}/to-photo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(jpeg)).toBe(true);
  });

  it('should refuse 127.0.0.1 and the other loopback forms without connecting', async () => {
    for (const url of [
      `http://127.0.0.1:${inside.port}/photo.jpg`,
      `http://localhost:${inside.port}/photo.jpg`,
      `http://[::1]:${inside.port}/photo.jpg`,
      `http://[::ffff:127.0.0.1]:${inside.port}/photo.jpg`,
      `http://2130706433:${inside.port}/photo.jpg`,
      `http://0.0.0.0:${inside.port}/photo.jpg`,
    ]) {
      const res = await fetchUrl(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toMatch(/public internet addresses/);
    }
    expect(hits).toBe(0);
  });

  it('should refuse IPv6 forms that carry a loopback IPv4 address: compatible, mapped, NAT64, 6to4, without connecting', async () => {
    for (const host of [
      '[::127.0.0.1]',
      '[::7f00:1]',
      '[::ffff:7f00:1]',
      '[::ffff:127.0.0.1]',
      '[64:ff9b::7f00:1]',
      '[64:ff9b::127.0.0.1]',
      '[2002:7f00:1::]',
      '[2002:7f00:1::1]',
    ]) {
      const url = `http://${host}:${inside.port}/photo.jpg`;
      const res = await fetchUrl(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toMatch(/public internet addresses/);
    }
    expect(hits).toBe(0);
  });

  it('should refuse private, link-local, metadata, CGNAT and unique-local addresses', async () => {
    for (const url of [
      'http://10.0.0.1/a.jpg',
      'http://192.168.1.1/a.jpg',
      'http://172.16.5.4/a.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/a.jpg',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[fe80::1]/a.jpg',
      'http://[::ffff:10.0.0.1]/a.jpg',
    ]) {
      const res = await fetchUrl(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toMatch(/public internet addresses/);
    }
  });

  it('should re-check every redirect and refuse one that leads to loopback or the metadata address', async () => {
    for (const path of ['/to-inside', '/to-metadata']) {
      const res = await fetchUrl(`${base}${path}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.message).toMatch(/public internet addresses/);
    }
    expect(hits).toBe(0);
  });

  it('should stop after 3 redirects', async () => {
    const res = await fetchUrl(`${base}/loop`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/redirected more than 3 times/);
  });

  it('should accept only http and https URLs', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.org/a.jpg',
      'gopher://127.0.0.1:70/',
      'not a url',
      'data:image/png;base64,AAAA',
    ]) {
      expect((await fetchUrl(url)).statusCode, url).toBe(400);
    }
    const empty = await t.app.inject({ method: 'GET', url: '/api/pictures/fetch', headers: t.auth() });
    expect(empty.statusCode).toBe(400);
  });

  it('should answer 415 when the answer is not an accepted image, by header or by bytes', async () => {
    for (const path of ['/page.html', '/logo.svg', '/fake.jpg']) {
      const res = await fetchUrl(`${base}${path}`);
      expect(res.statusCode, path).toBe(415);
    }
  });

  it('should answer 413 for an image over the limit, declared or streamed', async () => {
    for (const path of ['/big.jpg', '/big-chunked.jpg']) {
      const res = await fetchUrl(`${base}${path}`);
      expect(res.statusCode, path).toBe(413);
    }
  });

  // The slow and stalled images never finish: only the fetch timeout can end these calls, so no clock needs reading.
  it('should give up with 504 when the image takes too long', async () => {
    const res = await fetchUrl(`${base}/slow.jpg`);
    expect(res.statusCode).toBe(504);
    expect(res.json().error.message).toMatch(/took longer than/);
    expect(res.json().error.name).toBe('GatewayTimeoutError');
  });

  it('should answer 504, not 415, when the server sends its headers and then stalls in the body', async () => {
    const paths = ['/stall-before-body.jpg', '/stall-not-image.jpg', '/stall-half.jpg'];
    const answers = await Promise.all(paths.map((path) => fetchUrl(`${base}${path}`)));
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode, `${paths[i]}: ${res.body}`).toBe(504);
      expect(res.json().error.message).toBe('The image took longer than 1.5 s to load');
    }
  });

  it('should answer a refused connection, a reset and a cut-short body with a plain 400, never a socket error code', async () => {
    for (const url of [`http://127.0.0.1:${closed.port}/photo.jpg`, `${base}/reset.jpg`, `${base}/short.jpg`]) {
      const res = await fetchUrl(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().error.message, url).toBe(UNREACHABLE_MSG);
      expect(res.body, url).not.toMatch(/\bE[A-Z]{4,}\b|aborted|socket|hang up/);
    }
  });

  it('should log why a fetch failed, with the socket error code the client never sees', async () => {
    const logged: unknown[] = [];
    const log = { info: (obj: unknown) => logged.push(obj) } as never;
    const opts = {
      maxBytes: limit,
      timeoutMs: 1500,
      allowHosts: new Set([`127.0.0.1:${closed.port}`]),
      contentTypes: new Set(['image/jpeg']),
      log,
    };
    await expect(safeFetch(`http://127.0.0.1:${closed.port}/photo.jpg`, opts)).rejects.toMatchObject({
      statusCode: 400,
      message: UNREACHABLE_MSG,
    });
    expect(logged).toEqual([expect.objectContaining({ host: `127.0.0.1:${closed.port}`, code: 'ECONNREFUSED' })]);
  });

  it('should pass on a 404 of the remote server as a 400 that says so', async () => {
    const res = await fetchUrl(`${base}/missing.jpg`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/answered 404/);
  });

  it('should need a signed-in staff member', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pictures/fetch?url=${encodeURIComponent(`${base}/photo.jpg`)}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('should tell public addresses from the rest', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1::1')).toBe(true);
    // The mapped form is how a dual-stack lookup may answer a public IPv4 address.
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      'fd00:ec2::254',
      '::ffff:192.168.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '::',
      'nonsense',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    // Every form that embeds an IPv4 address other than mapped is refused, whatever it carries (ipaddr.js calls ::7f00:1 unicast).
    for (const a of [
      '::127.0.0.1',
      '::7f00:1',
      '::a9fe:a9fe',
      '::ffff:7f00:1',
      '::ffff:0:7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b::5db8:d822',
      '64:ff9b:1::7f00:1',
      '2002:7f00:1::',
      '2002:5db8:d822::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '::93.184.216.34',
      'fe80::1%eth0',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});
