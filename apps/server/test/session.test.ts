import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema/user';
import { GUIDE_USER, STAFF, setupApp } from './helper';

describe('session', async () => {
  const t = await setupApp({ loginMaxAttempts: 5 });
  const login = (payload: unknown, url = '/api/users/login') =>
    t.app.inject({ method: 'POST', url, payload: payload as object });

  it('should answer a token, its user and ttl, and set an HttpOnly SameSite cookie', async () => {
    const res = await login({ email: `  ${STAFF.email.toUpperCase()} `, password: STAFF.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(typeof body.userId).toBe('number');
    expect(body.ttl).toBe(t.config.sessionTtlSeconds);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`access_token=${body.id}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('should store only a hash of the token, with an expiry', async () => {
    const res = await login(STAFF);
    const token = res.json().id as string;
    const rows = await t.database.db.select().from(accessTokens);
    expect(rows.some((r) => r.id === token)).toBe(false);
    const row = rows.find((r) => r.userId === res.json().userId && r.expiresAt > new Date());
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('should accept the token as a bare or Bearer header or a cookie, never as ?access_token=', async () => {
    const me = (opts: object) => t.app.inject({ method: 'GET', url: '/api/users/me', ...opts });
    expect((await me({ headers: { authorization: t.token } })).statusCode).toBe(200);
    expect((await me({ headers: { authorization: `Bearer ${t.token}` } })).statusCode).toBe(200);
    expect((await me({ cookies: { access_token: t.token } })).statusCode).toBe(200);
    expect((await me({ url: `/api/users/me?access_token=${t.token}` })).statusCode).toBe(401);
    const body = (await me({ headers: { authorization: t.token } })).json();
    expect(body).toMatchObject({ email: STAFF.email, roles: ['ADMIN'] });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('should refuse a wrong password with 401 Invalid Credentials', async () => {
    const res = await login({ email: 'nobody@mise.test', password: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Invalid Credentials');
  });

  it("should answer a guide user's right password exactly as a wrong one: 401 Invalid Credentials, no token", async () => {
    const right = await login(GUIDE_USER);
    const wrong = await login({ ...GUIDE_USER, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody-at-all@mise.test', password: GUIDE_USER.password });
    for (const res of [right, wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { statusCode: 401, name: 'UnauthorizedError', message: 'Invalid Credentials' },
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('should answer 401 without a token and for a made-up token on every route but login, and on unknown API paths', async () => {
    for (const url of [
      '/api/users/me',
      '/api/appmodels/summary',
      '/api/destinations',
      '/api/settings',
      '/api/docs/json',
      '/api/no-such-route',
      '//api//no-such-route',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: { authorization: 'made-up' } })).statusCode, url).toBe(
        401,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: t.auth() })).statusCode).toBe(404);
  });

  it('should answer the session probe 200 {signedIn: false} without a live token, clearing a dead cookie, and the staff member with one', async () => {
    const probe = (opts: object = {}) => t.app.inject({ method: 'GET', url: '/api/session', ...opts });
    const none = await probe();
    expect([none.statusCode, none.json()]).toEqual([200, { signedIn: false }]);
    expect(none.headers['set-cookie']).toBeUndefined();
    const dead = await probe({ cookies: { access_token: 'made-up' } });
    expect([dead.statusCode, dead.json()]).toEqual([200, { signedIn: false }]);
    expect(String(dead.headers['set-cookie'])).toMatch(/access_token=;.*Expires=Thu, 01 Jan 1970/);
    expect((await probe({ headers: { authorization: 'made-up' } })).json()).toEqual({ signedIn: false });
    const twoFactor = { enabled: false, required: false, recoveryCodesLeft: 0 };
    for (const opts of [{ headers: { authorization: t.token } }, { cookies: { access_token: t.token } }]) {
      const live = await probe(opts);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({
        signedIn: true,
        user: { id: expect.any(Number), email: STAFF.email, name: expect.anything(), roles: ['ADMIN'] },
        twoFactor,
      });
    }
    // A signed-out token is dead at once.
    const token = (await login(STAFF)).json().id as string;
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { authorization: token } });
    expect((await probe({ headers: { authorization: token } })).json()).toEqual({ signedIn: false });
  });

  it('should refuse bad login bodies with 400 naming the problem', async () => {
    const missing = await login({ email: STAFF.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('password');
    const extra = await login({ ...STAFF, admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toMatch(/admin/);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/JSON/);
  });

  it('should revoke the token at logout', async () => {
    const token = (await login(STAFF)).json().id as string;
    const headers = { authorization: token };
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
  });

  it('should refuse an expired token', async () => {
    const token = (await login(STAFF)).json().id as string;
    const { tokenDigest } = await import('../src/lib/secrets');
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, tokenDigest(token)));
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: token } });
    expect(res.statusCode).toBe(401);
  });

  it('should not count successful sign-ins against the limit', async () => {
    for (let i = 0; i < 8; i++) expect((await login(STAFF)).statusCode).toBe(200);
  });

  it('should answer 429 after repeated failures, whatever the case of the path or e-mail or a trailing slash', async () => {
    const email = 'target@mise.test';
    const variants = [
      '/api/users/login',
      '/API/Users/Login',
      '/api/users/login/',
      '/api/USERS/login/',
      '/Api/users/LOGIN',
    ];
    const emails = [email, email.toUpperCase(), ` ${email} `, 'Target@Mise.Test', email];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login({ email: emails[i], password: 'wrong' }, variants[i])).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await login({ email: 'TARGET@mise.test', password: 'wrong' }, '/api/Users/Login/');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Too many sign-in attempts/);
    // Even the right password is refused while blocked, so guessing cannot go on.
    expect((await login({ email, password: 'anything' })).statusCode).toBe(429);
    // Another account from the same address is not locked out.
    expect((await login(STAFF)).statusCode).toBe(200);
  });
});
