import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { calls, callsOf } from '@mise/contracts/calls';
import { setupApp } from './helper';

const DECLARED = new Set(callsOf(calls));

type TAnswer = { status: number; body: string; headers: string };

/** One HTTP/1.1 request written by hand, so the request target reaches the server exactly as given (no client normalises it). */
function rawRequest(
  port: number,
  {
    method,
    target,
    headers = {},
    body,
  }: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
    // write, not end: a half-closed socket makes the server drop a streamed answer; `Connection: close` ends it.
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: split < 0 ? '' : text.slice(split + 4) });
    });
  });
}

/** A concrete path for a route pattern: every parameter 1, every wildcard a file name. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x.png');

/** Spellings of one path that the router takes for the same route (or, for doubled slashes, for no route). */
const PATH_FORMS: Record<string, (path: string) => string> = {
  plain: (p) => p,
  'percent-encoded letters': (p) => p.replace(/\/([a-z])/gi, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  'absolute-form target': (p) => `http://attacker.example${p}`,
  'other case': (p) => p.toUpperCase(),
  'trailing slash': (p) => `${p}/`,
  'doubled slashes': (p) => p.replaceAll('/', '//'),
  'encoded and absolute': (p) =>
    `http://x${p.replace(/\/([a-z])/gi, (_, c: string) => `/%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
};

/** Every row of every table, hashed: any write anywhere changes it. */
async function fingerprint(database: Database) {
  const { rows } = await database.raw(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of rows as Array<{ name: string }>) {
    const { rows: hash } = await database.raw(
      `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as h from "${name}" t`,
    );
    parts.push(`${name}=${String(hash[0].h)}`);
  }
  return parts.join('\n');
}

describe('every route but sign-in, the session probe, health, pictures and the web app needs a staff session, however its path is spelt', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-walk-'));
  const webDist = join(dataDir, 'web');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mise</title>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  const t = await setupApp({ dataDir, webDist });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  const routes = t.app.routeAccess.filter((r) => r.method !== 'OPTIONS');
  const guarded = routes.filter((r) => !r.isPublic());

  it('should know every route, and call public only sign-in, the session probe, health, pictures and the web app', () => {
    expect(routes.length).toBeGreaterThan(100);
    const publicRoutes = [...new Set(routes.filter((r) => r.isPublic()).map((r) => r.url.toLowerCase()))].sort();
    const allowed = [
      /^\/api\/users\/login$/,
      /^\/api\/session$/,
      /^\/api\/health(\/.*)?$/,
      /^\/img\/\*$/,
      /^\/(index\.html|assets\/app-1234\.js)?$/,
    ];
    for (const url of publicRoutes)
      expect(
        allowed.some((re) => re.test(url)),
        `${url} is public`,
      ).toBe(true);
    expect(publicRoutes).toContain('/api/users/login');
  });

  it('should serve every API route from a call of the contracts, and every call of the contracts', () => {
    const api = routes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    const undeclared = api.filter((r) => !r.call || !DECLARED.has(r.call)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'routes registered without a call of the table').toEqual([]);
    const served = new Set(api.map((r) => r.call));
    const unserved = [...DECLARED].filter((c) => !served.has(c)).map((c) => `${c.method} ${c.path}`);
    expect(unserved, 'calls the table declares that no route serves').toEqual([]);
  });

  it('should reach the route in every accepted spelling (with a staff token the forms answer like the plain path)', async () => {
    for (const [form, spell] of Object.entries(PATH_FORMS)) {
      const res = await rawRequest(port, {
        method: 'GET',
        target: spell('/api/users/count'),
        headers: { authorization: t.token },
      });
      if (form === 'doubled slashes') expect(res.status, form).toBe(404);
      else expect([res.status, JSON.parse(res.body)], form).toEqual([200, { count: 2 }]);
    }
  });

  it('should answer 401 with no data to every method of every guarded route in every spelling, and write nothing', async () => {
    const before = await fingerprint(t.database);
    const payload = JSON.stringify({
      name: 'walk',
      email: 'walker@mise.test',
      password: 'a long enough password',
      url: 'http://127.0.0.1/',
      newIds: [1],
    });
    let checked = 0;
    const seen: string[] = [];
    for (const route of guarded) {
      const path = concrete(route.url);
      for (const [form, spell] of Object.entries(PATH_FORMS)) {
        const target = spell(path);
        const withBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
        const res = await rawRequest(port, { method: route.method, target, body: withBody ? payload : undefined });
        const what = `${route.method} ${target} (${form}) → ${res.status} ${res.body.slice(0, 200)}`;
        // Doubled slashes reach no route here: a 404 that names nothing but the path.
        const expected = form === 'doubled slashes' ? [401, 404] : [401];
        expect(expected, what).toContain(res.status);
        if (route.method !== 'HEAD') {
          const body = JSON.parse(res.body) as { error?: { statusCode: number; message: string } };
          expect(Object.keys(body), what).toEqual(['error']);
          expect(body.error?.statusCode, what).toBe(res.status);
        } else {
          expect(res.body, what).toBe('');
        }
        checked++;
      }
      seen.push(`${route.method} ${route.url}`);
    }
    expect(checked).toBe(guarded.length * Object.keys(PATH_FORMS).length);
    // The routes the security review named are among those walked.
    for (const route of [
      'GET /api/users',
      'PATCH /api/users/:id',
      'POST /api/destinations',
      'DELETE /api/quotes/:id',
      'POST /api/pictures/upload',
      'GET /api/pictures/fetch',
      'POST /api/assets/upload',
      'GET /api/docs/json',
    ]) {
      expect(
        seen.map((s) => s.toLowerCase()),
        route,
      ).toContain(route.toLowerCase());
    }
    expect(await fingerprint(t.database)).toBe(before);
    expect(readdirSync(dataDir).filter((name) => name !== 'web')).toEqual([]);
  }, 300_000);

  it('should serve the public routes without a session', async () => {
    expect((await rawRequest(port, { method: 'GET', target: '/api/health' })).status).toBe(200);
    const probe = await rawRequest(port, { method: 'GET', target: '/api/session' });
    expect([probe.status, JSON.parse(probe.body)]).toEqual([200, { signedIn: false }]);
    expect((await rawRequest(port, { method: 'GET', target: '/assets/app-1234.js' })).status).toBe(200);
    expect((await rawRequest(port, { method: 'GET', target: '/dashboard/cities' })).body).toContain(
      '<title>Mise</title>',
    );
    expect((await rawRequest(port, { method: 'GET', target: '/img/no-such.png' })).status).toBe(404);
  });
});
