import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { STAFF, setupApp, staffCalls } from './helper';

/** Sends raw bytes over a new socket and answers the status line and the rest, as the server wrote them. */
function rawRequest(port: number, text: string): Promise<{ status: number; raw: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), raw });
    });
    socket.end(text);
  });
}

/** Issue 27 point 7: one Host per request, sign-in checks Origin, and no token is taken from the URL. */
describe('request headers and where a token may come from', async () => {
  const t = await setupApp();
  const { call } = staffCalls(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const login = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: STAFF, headers });

  it('should answer 400 to a request with two Host headers, on public routes, API routes and unknown paths alike', async () => {
    const twice = (line: string, extra = '') =>
      rawRequest(port, `${line}\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example\r\n${extra}Connection: close\r\n\r\n`);
    for (const line of ['GET /api/health/live HTTP/1.1', 'GET /api/users/me HTTP/1.1', 'GET /no/such/page HTTP/1.1']) {
      const res = await twice(line);
      expect(res.status, line).toBe(400);
      expect(res.raw, line).toMatch(/send a single Host header/);
    }
    const body = JSON.stringify(STAFF);
    const signIn = await twice(
      'POST /api/users/login HTTP/1.1',
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`,
    );
    expect(signIn.status).toBe(400);
    expect(signIn.raw).not.toMatch(/set-cookie/i);
    // The control: one Host header is served.
    const once = await rawRequest(
      port,
      `GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(once.status).toBe(200);
  });

  it('should refuse a sign-in another site sent (Origin, or Referer without it) with 403 and set no cookie', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/login' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const res = await login(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.message).toMatch(/another site/);
      expect(res.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
    }
  });

  it('should sign in from our own page, and from API clients that send neither Origin nor Referer', async () => {
    const own = await login({ host: 'mise.test', origin: 'http://mise.test' });
    expect(own.statusCode, own.body).toBe(200);
    expect(String(own.headers['set-cookie'])).toMatch(/access_token=/);
    const script = await login({});
    expect(script.statusCode, script.body).toBe(200);
  });

  it('should answer 401 to a GET and a POST that carry a valid token only in ?access_token=, and write nothing', async () => {
    const token = encodeURIComponent(t.token);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/me?access_token=${token}` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/appmodels/generate-csv?modelName=Destination&access_token=${token}`,
        })
      ).statusCode,
    ).toBe(401);
    const before = (await call('GET', '/api/destinations/count')).body.count as number;
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/destinations?access_token=${token}`,
      payload: { name: 'Query token city' },
    });
    expect(post.statusCode).toBe(401);
    expect((await call('GET', '/api/destinations/count')).body.count).toBe(before);
    // The same token in the header still works, so the 401s are about where it came from.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.auth() })).statusCode).toBe(200);
  });
});
