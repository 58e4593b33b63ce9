import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { chooseLogFormat, type TLogFormat } from '../src/lib/log-format';
import { STAFF, setupApp } from './helper';

const SECRET = 'secret-link-token-4f1c';

/** The app as main.ts runs it (logger on, level info) in the given form, writing its log where the test can read it. */
async function appLogging(t: Awaited<ReturnType<typeof setupApp>>, format: TLogFormat) {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    database: t.database,
    logger: { stream, format },
  });
  await app.ready();
  afterAll(() => app.close());
  const token = (await app.inject({ method: 'POST', url: '/api/users/login', payload: STAFF })).json().id as string;
  return {
    app,
    token,
    lines: () => text.split('\n').filter(Boolean),
    text: () => text,
    clear: () => void (text = ''),
  };
}

/** A public call, a download link's `?access_token=` (refused: not a session) and a call signed in with the header. */
async function sendRequests(app: FastifyInstance, token: string) {
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: `/api/users/me?access_token=${SECRET}` })).statusCode).toBe(401);
  expect(
    (await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } }))
      .statusCode,
  ).toBe(200);
}

describe('log format', async () => {
  const t = await setupApp();

  it('should choose short lines for a terminal and JSON for anything else, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat(undefined, undefined)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT: must be json or pretty/);
  });

  it('should write one JSON record per request, with method, redacted URL, status and duration', async () => {
    const log = await appLogging(t, 'json');
    log.clear();
    await sendRequests(log.app, log.token);
    const requests = () => log.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    await vi.waitFor(() => expect(requests()).toHaveLength(3));
    const records = requests();
    expect(records.map(({ method, url, statusCode, msg }) => ({ method, url, statusCode, msg }))).toEqual([
      { method: 'GET', url: '/api/health', statusCode: 200, msg: 'request completed' },
      { method: 'GET', url: '/api/users/me?access_token=[REDACTED]', statusCode: 401, msg: 'request completed' },
      { method: 'GET', url: '/api/users/me', statusCode: 200, msg: 'request completed' },
    ]);
    for (const record of records) {
      expect(record.responseTime).toEqual(expect.any(Number));
      expect(record.level).toBe(30);
    }
    expect(log.text()).not.toContain(SECRET);
    expect(log.text()).not.toContain(log.token);
  });

  it('should write one short line per request on a terminal, without the secret', async () => {
    const log = await appLogging(t, 'pretty');
    log.clear();
    await sendRequests(log.app, log.token);
    await vi.waitFor(() => expect(log.lines()).toHaveLength(3));
    const [health, link, me] = log.lines();
    expect(health).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+ ms$/);
    expect(link).toMatch(/^\d\d:\d\d:\d\d GET \/api\/users\/me\?access_token=\[REDACTED\] 401 \d+ ms$/);
    expect(me).toMatch(/^\d\d:\d\d:\d\d GET \/api\/users\/me 200 \d+ ms$/);
    expect(log.text()).not.toContain(SECRET);
    expect(log.text()).not.toContain(log.token);
  });

  it('should show warnings and errors on a terminal with their level and the error message', async () => {
    const log = await appLogging(t, 'pretty');
    log.clear();
    log.app.log.warn({ err: new Error('connect ECONNREFUSED 127.0.0.1:6379') }, 'Redis unavailable');
    log.app.log.error({ err: new Error('boom\n\u001b[2Jcleared') }, 'unhandled error');
    const [warning, error, ...stack] = log.lines();
    expect(warning).toMatch(/^\d\d:\d\d:\d\d WARN Redis unavailable: connect ECONNREFUSED 127\.0\.0\.1:6379$/);
    // A message cannot break the line or send the terminal escape codes; an error's stack follows, indented.
    expect(error).toMatch(/^\d\d:\d\d:\d\d ERROR unhandled error: boom\?\?\[2Jcleared$/);
    expect(stack.length).toBeGreaterThan(0);
    expect(stack[0]).toMatch(/^ {4}at .*log-format\.test\.ts/);
  });
});
