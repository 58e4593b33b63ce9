import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { upsertStaff } from '../src/bootstrap';
import { roleMappings } from '../src/db/schema/user';
import { setupApp } from './helper';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RECHECK_MS = 300;
const COLLEAGUE = { email: 'colleague@mise.test', password: 'a colleague password' };

describe('sessions end when access ends, on every server', async () => {
  const t = await setupApp({ sessionRecheckMs: RECHECK_MS });
  // A second server on the same database: what one decides, the other must honour within the recheck time.
  const other = await buildApp({ config: t.config, database: t.database });
  await other.ready();
  afterAll(() => other.close());
  const signInOnOther = (email: string, password = COLLEAGUE.password) =>
    other.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  const meOnOther = (token: string) =>
    other.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: token } });
  /** A new staff member, signed in on the other server, whose session works there. */
  const colleagueSignedInOnOther = async (email: string) => {
    const userId = await upsertStaff(t.database.db, { email, password: COLLEAGUE.password, name: 'Colleague' });
    const res = await signInOnOther(email);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().id as string;
    expect((await meOnOther(token)).statusCode).toBe(200);
    return { userId, token };
  };

  it('should end a deleted staff member’s sessions on another server within the recheck time', async () => {
    const { userId, token } = await colleagueSignedInOnOther(COLLEAGUE.email);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/users/${userId}`, headers: t.auth() });
    expect(removed.statusCode, removed.body).toBe(200);
    await pause(RECHECK_MS + 50);
    const after = await meOnOther(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toMatch(/sign in again/);
    // Deleted users can't sign back in either.
    expect((await signInOnOther(COLLEAGUE.email)).statusCode).toBe(401);
  });

  it('should end the sessions of a staff member whose ADMIN role is taken away, for good', async () => {
    const { userId, token } = await colleagueSignedInOnOther('demoted@mise.test');
    const mappings = await t.database.db.delete(roleMappings).where(eq(roleMappings.userId, userId)).returning();
    await pause(RECHECK_MS + 50);
    const refused = await meOnOther(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toMatch(/no longer has staff access/);
    await t.database.db.insert(roleMappings).values(mappings);
    expect((await meOnOther(token)).statusCode).toBe(401);
  });

  it('should end a staff member’s other sessions on another server when they change their password', async () => {
    const email = 'changed@mise.test';
    const { token } = await colleagueSignedInOnOther(email);
    // A second session of theirs, on this server, changes the password (the only way a staff password changes).
    const here = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: COLLEAGUE.password },
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: { authorization: here.json().id as string },
      payload: { currentPassword: COLLEAGUE.password, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    await pause(RECHECK_MS + 50);
    expect((await meOnOther(token)).statusCode).toBe(401);
    expect((await signInOnOther(email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('should clear the session cookie with a 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', cookies: { access_token: 'made-up-token' } });
    expect(res.statusCode).toBe(401);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^access_token=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    // A 401 to a caller without the cookie sets none.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).headers['set-cookie']).toBeUndefined();
  });

  it('should refuse a change authenticated by cookie that another site sent, and write nothing', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        cookies: { access_token: t.token },
        headers: { host: 'mise.example:3000', ...headers },
        payload: { title: 'From afar' },
      });
    const before = (await t.app.inject({ method: 'GET', url: '/api/quotes/count', headers: t.auth() })).json()
      .count as number;
    for (const headers of <Array<Record<string, string>>>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: 'http://mise.example:3001' },
      { origin: 'http://mise.example.evil.example:3000' },
    ]) {
      const res = await send(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.message).toMatch(/came from another site/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes/count', headers: t.auth() })).json().count).toBe(
      before,
    );
    // Our own pages, a client that names no origin, and a token in the header (not sent by browsers on their own) pass.
    for (const headers of <Array<Record<string, string>>>[
      { origin: 'http://mise.example:3000' },
      { referer: 'https://MISE.example:3000/dashboard/quotes' },
      {},
    ]) {
      const res = await send(headers);
      expect(res.statusCode, `${JSON.stringify(headers)} ${res.body}`).toBe(200);
    }
    const byHeader = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { ...t.auth(), origin: 'https://evil.example' },
      payload: { title: 'Scripted' },
    });
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    // Reads are not changes.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/quotes/count',
          cookies: { access_token: t.token },
          headers: { origin: 'https://evil.example' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
