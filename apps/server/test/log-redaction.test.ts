import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { redactUrl } from '../src/lib/log-redaction';
import { STAFF, setupApp } from './helper';

describe('log redaction', async () => {
  const t = await setupApp();
  let logText = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logText += String(chunk);
      done();
    },
  });
  // The app as main.ts runs it (logger on, level info), writing its log where the test can read it.
  const app = await buildApp({ config: { ...t.config, logLevel: 'info' }, database: t.database, logger: { stream } });
  await app.ready();
  const token = (await app.inject({ method: 'POST', url: '/api/users/login', payload: STAFF })).json().id as string;

  // ?access_token= no longer signs anyone in (request-headers.test.ts), but a client may still put a token there.
  it('should keep ?access_token= of a CSV export out of the log, while logging the request', async () => {
    logText = '';
    const res = await app.inject({
      method: 'GET',
      url: `/api/appmodels/generate-csv?modelName=Quote&access_token=${token}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(logText).toContain('/api/appmodels/generate-csv?modelName=Quote&access_token=[REDACTED]');
    expect(logText).toMatch(/"statusCode":200/);
    expect(logText).not.toContain(token);
  });

  it('should keep the token out of the log however the parameter is spelt, and on refused requests', async () => {
    logText = '';
    const spellings: [string, number][] = [
      [`acc%65ss_token=${token}`, 401],
      [`x=1&access_token=${token}&y=2`, 401],
      [`access_token=${token}&access_token=${token}`, 401],
      [`access_token=${token}x`, 401],
    ];
    for (const [query, status] of spellings) {
      expect((await app.inject({ method: 'GET', url: `/api/users/me?${query}` })).statusCode, query).toBe(status);
    }
    expect(logText.match(/request completed/g)?.length).toBe(spellings.length);
    expect(logText).not.toContain(token);
  });

  it('should keep Authorization and Cookie headers out of the log', async () => {
    logText = '';
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me', cookies: { access_token: token } })).statusCode,
    ).toBe(200);
    // Whoever logs a request's headers (a plugin, a debugging line) gets them blanked too.
    app.log.info(
      {
        req: { headers: { authorization: token, cookie: `access_token=${token}` } },
        headers: { authorization: token },
      },
      'headers',
    );
    expect(logText).toContain('[REDACTED]');
    expect(logText).not.toContain(token);
  });

  it('should leave URLs without credentials as they are', () => {
    expect(redactUrl('/api/quotes?filter=%7B%7D')).toBe('/api/quotes?filter=%7B%7D');
    expect(redactUrl('/api/quotes')).toBe('/api/quotes');
    expect(redactUrl('/x?access_token')).toBe('/x?access_token=[REDACTED]');
    expect(redactUrl('/x?a=%ZZ&ACCESS_TOKEN=s')).toBe('/x?a=%ZZ&ACCESS_TOKEN=[REDACTED]');
  });
});
