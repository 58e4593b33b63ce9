import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { TTrustProxy } from '../src/lib/trust-proxy';
import { STAFF, setupApp } from './helper';

const PROXY = '10.200.0.1';
const freshAddress = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describe('TRUST_PROXY', async () => {
  const t = await setupApp({ loginMaxAttempts: 3 });
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** The real app with the given TRUST_PROXY and one extra public route that answers what the request was taken for. */
  async function appTrusting(trustProxy: TTrustProxy) {
    const app = await buildApp({ config: { ...t.config, trustProxy }, database: t.database });
    app.get('/probe', { config: { public: true } }, async (request) => ({
      ip: request.ip,
      protocol: request.protocol,
    }));
    await app.ready();
    apps.push(app);
    return app;
  }
  const untrusting = await appTrusting(false);
  const byAddress = await appTrusting([PROXY, '10.201.0.0/16']);
  const byHops = await appTrusting({ hops: 1 });

  const forwarded = (client: string, proto = 'https') => ({ 'x-forwarded-for': client, 'x-forwarded-proto': proto });
  const probe = async (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url: '/probe', remoteAddress, headers })).json() as {
      ip: string;
      protocol: string;
    };
  const login = (
    app: FastifyInstance,
    remoteAddress: string,
    { payload, headers = {} }: { payload: object; headers?: Record<string, string> },
  ) => app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, headers, payload });

  it('should believe no forwarded header when TRUST_PROXY is unset: no Secure cookie, no HSTS', async () => {
    const direct = freshAddress();
    expect(await probe(untrusting, direct, forwarded('203.0.113.9'))).toEqual({ ip: direct, protocol: 'http' });
    const res = await login(untrusting, direct, { payload: STAFF, headers: forwarded('203.0.113.9') });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('should not let a spoofed X-Forwarded-For rotate the address: the sign-in lock and the ceiling stay on the socket', async () => {
    const attacker = freshAddress();
    const spoofed = (i: number) => forwarded(`203.0.113.${i}`);
    for (let i = 0; i < 3; i++)
      expect(
        (await login(untrusting, attacker, { payload: { ...STAFF, password: 'wrong-password' }, headers: spoofed(i) }))
          .statusCode,
      ).toBe(401);
    expect(
      (await login(untrusting, attacker, { payload: { ...STAFF, password: 'wrong-password' }, headers: spoofed(99) }))
        .statusCode,
    ).toBe(429);
    // The per-address ceiling: 60 attempts a minute, whatever X-Forwarded-For says (malformed bodies count too).
    const flooder = freshAddress();
    for (let i = 0; i < 60; i++)
      expect((await login(untrusting, flooder, { payload: { email: 'x' }, headers: spoofed(i) })).statusCode).toBe(400);
    expect((await login(untrusting, flooder, { payload: STAFF, headers: spoofed(200) })).statusCode).toBe(429);
    // …and it is the flooder's ceiling only.
    expect((await login(untrusting, freshAddress(), { payload: STAFF, headers: spoofed(200) })).statusCode).toBe(200);
  });

  it('should take the client address and https from a listed proxy: Secure cookie and HSTS', async () => {
    const client = freshAddress();
    expect(await probe(byAddress, PROXY, forwarded(client))).toEqual({ ip: client, protocol: 'https' });
    expect(await probe(byAddress, '10.201.3.4', forwarded(client))).toEqual({ ip: client, protocol: 'https' });
    const res = await login(byAddress, PROXY, { payload: STAFF, headers: forwarded(client) });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/access_token=[^;]+;.*Secure/i);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Plain http through the same proxy: neither.
    const plain = await login(byAddress, PROXY, { payload: STAFF, headers: forwarded(client, 'http') });
    expect(String(plain.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('should ignore forwarded headers from a peer that is not a listed proxy', async () => {
    const stranger = freshAddress();
    expect(await probe(byAddress, stranger, forwarded('203.0.113.7'))).toEqual({ ip: stranger, protocol: 'http' });
    const res = await login(byAddress, stranger, { payload: STAFF, headers: forwarded('203.0.113.7') });
    expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // A client cannot prepend addresses of its own: only what the trusted proxy appended counts.
    const client = freshAddress();
    expect((await probe(byAddress, PROXY, forwarded(`203.0.113.1, ${client}`))).ip).toBe(client);
  });

  it('should keep one forwarded client from locking out or flooding another behind the same proxy', async () => {
    const [a, b] = [freshAddress(), freshAddress()];
    for (let i = 0; i < 3; i++)
      expect(
        (await login(byAddress, PROXY, { payload: { ...STAFF, password: 'wrong-password' }, headers: forwarded(a) }))
          .statusCode,
      ).toBe(401);
    expect((await login(byAddress, PROXY, { payload: STAFF, headers: forwarded(a) })).statusCode).toBe(429);
    expect((await login(byAddress, PROXY, { payload: STAFF, headers: forwarded(b) })).statusCode).toBe(200);
    const flooder = freshAddress();
    for (let i = 0; i < 60; i++)
      await login(byAddress, PROXY, { payload: { email: 'x' }, headers: forwarded(flooder) });
    expect((await login(byAddress, PROXY, { payload: STAFF, headers: forwarded(flooder) })).statusCode).toBe(429);
    expect((await login(byAddress, PROXY, { payload: STAFF, headers: forwarded(b) })).statusCode).toBe(200);
  });

  it('should believe exactly the nearest hop with TRUST_PROXY=1', async () => {
    const client = freshAddress();
    expect(await probe(byHops, PROXY, forwarded(client))).toEqual({ ip: client, protocol: 'https' });
    expect((await probe(byHops, PROXY, forwarded(`203.0.113.1, ${client}`))).ip).toBe(client);
    expect(await probe(byHops, PROXY)).toEqual({ ip: PROXY, protocol: 'http' });
  });

  it('should send HSTS on any answer over https, and none over http', async () => {
    const over = (proto: string) =>
      byAddress.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: PROXY,
        headers: forwarded(freshAddress(), proto),
      });
    expect((await over('https')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await over('http')).headers['strict-transport-security']).toBeUndefined();
  });

  it('should read TRUST_PROXY as nothing, a hop count or an address list, and refuse true or a malformed entry', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5 , 192.168.0.0/16,::1, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' would believe any client's X-Forwarded-For/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5, proxy.local, 10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address.*"proxy\.local", "10\.0\.0\.0\/33"/,
    );
  });
});
