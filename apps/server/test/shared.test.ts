import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accessTokens, users } from '../src/db/schema/user';
import { eq } from 'drizzle-orm';
import { newToken, tokenDigest } from '../src/lib/secrets';
import { GUIDE_USER, setupApp } from './helper';

describe('shared endpoints', async () => {
  const t = await setupApp({ productName: 'Tastebook' });
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    { payload, headers = t.auth() }: { payload?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: res.statusCode,
      body: String(res.headers['content-type']).includes('json') ? res.json() : res.body,
      headers: res.headers,
    };
  };

  it('should answer the eight summary keys, counting published and leaving soft-deleted rows out', async () => {
    const before = (await call('GET', '/api/appmodels/summary')).body;
    expect(Object.keys(before).sort()).toEqual([
      'Coupon',
      'Cuisine',
      'Destination',
      'Establishment',
      'FoodDrink',
      'Landmark',
      'List',
      'User',
    ]);
    for (const v of Object.values(before))
      expect(v).toEqual({ total: expect.any(Number), published: expect.any(Number) });
    const a = (await call('POST', '/api/cuisines', { payload: { name: 'Thai' } })).body;
    const b = (await call('POST', '/api/cuisines', { payload: { name: 'Lao' } })).body;
    await call('POST', `/api/cuisines/${a.id}/publish`, { payload: { publish: true } });
    await call('DELETE', `/api/cuisines/${b.id}`);
    const after = (await call('GET', '/api/appmodels/summary')).body;
    expect(after.Cuisine).toEqual({ total: before.Cuisine.total + 1, published: before.Cuisine.published + 1 });
    expect(after.User.total).toBeGreaterThanOrEqual(2);
  });

  it('should answer constants with the product name and option lists', async () => {
    const res = await call('GET', '/api/appmodels/constants');
    expect(res.status).toBe(200);
    expect(res.body.productName).toBe('Tastebook');
    expect(res.body.pictureOrientations).toEqual(['Portrait', 'Landscape', 'Animated', 'Website', 'Marketing']);
  });

  it('should stream a CSV of a model', async () => {
    await call('POST', '/api/destinations', {
      payload: { name: 'Hanoi, "old quarter"', country: 'Vietnam', continent: 'asia' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/appmodels/generate-csv?modelName=Destination',
      headers: t.auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Destination-/);
    const lines = res.body.trim().split('\n');
    expect(lines[0].split(',')).toContain('name');
    expect(res.body).toContain('"Hanoi, ""old quarter"""');
    const unknown = await call('GET', '/api/appmodels/generate-csv?modelName=Secrets');
    expect(unknown.status).toBe(400);
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/appmodels/generate-csv?modelName=User',
      headers: t.auth(),
    });
    expect(users.statusCode).toBe(200);
    expect(users.body).not.toMatch(/password/i);
    expect(users.body).not.toMatch(/\$argon2id\$/);
  });

  it('should export every live row once, across many batches, leaving soft-deleted rows out', async () => {
    await t.database.raw(
      `insert into cuisines (name, deleted) select 'Bulk cuisine ' || g, g % 10 = 0 from generate_series(1, 12000) g`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/appmodels/generate-csv?modelName=cuisines',
      headers: t.auth(),
    });
    const { rows } = await t.database.raw('select count(*)::int as n from cuisines where deleted = false');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toMatch(/^id,/);
    expect(lines.length - 1).toBe(rows[0].n);
    // The console's progress bar counts against this.
    expect(Number(res.headers['x-total-count'])).toBe(rows[0].n);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(rows[0].n);
  });

  it('should never answer, filter, sort or select on password hashes', async () => {
    const created = await call('POST', '/api/users', {
      payload: {
        name: 'New Editor',
        email: ' New.Editor@Mise.Test ',
        password: 'long-enough-pass',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.email).toBe('new.editor@mise.test');
    expect(JSON.stringify(created.body)).not.toMatch(/password|argon2/i);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, created.body.id));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const listed = await call('GET', '/api/users');
    expect(JSON.stringify(listed.body)).not.toMatch(/password|argon2/i);
    for (const filter of [
      { where: { passwordHash: { like: '$%' } } },
      { order: 'passwordHash ASC' },
      { fields: ['passwordHash'] },
    ]) {
      const res = await call('GET', `/api/users?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(res.status, JSON.stringify(filter)).toBe(400);
    }
    const one = await call('GET', `/api/users/${created.body.id}`);
    expect(JSON.stringify(one.body)).not.toMatch(/password|argon2/i);
  });

  it('should answer 401 and no data to a valid token of a user without the ADMIN role (the token is revoked)', async () => {
    const [guide] = await t.database.db.select().from(users).where(eq(users.email, GUIDE_USER.email));
    const token = newToken();
    await t.database.db
      .insert(accessTokens)
      .values({ id: tokenDigest(token), userId: guide.id, ttl: 60, expiresAt: new Date(Date.now() + 60_000) });
    for (const url of [
      '/api/destinations',
      '/api/appmodels/summary',
      '/api/users/me',
      '/api/settings',
      '/api/docs/json',
    ]) {
      const res = await call('GET', url, { headers: { authorization: token } });
      expect(res.status, url).toBe(401);
      expect(Object.keys(res.body)).toEqual(['error']);
    }
  });

  it('should describe the API as OpenAPI at /api/docs for staff only', async () => {
    const res = await call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3/);
    expect(Object.keys(res.body.paths)).toContain('/api/destinations/{id}');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
  });

  it('should let two servers share one database: a token from one works on the other, and stale writes still conflict', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const me = await second.inject({ method: 'GET', url: '/api/users/me', headers: t.auth() });
      expect(me.statusCode).toBe(200);
      const city = (await call('POST', '/api/destinations', { payload: { name: 'Bruges', continent: 'europe' } })).body;
      const first = await call('PATCH', `/api/destinations/${city.id}`, {
        payload: { byline: 'one', updated: city.updated },
      });
      expect(first.status).toBe(200);
      const other = await second.inject({
        method: 'PATCH',
        url: `/api/destinations/${city.id}`,
        headers: t.auth(),
        payload: { byline: 'two', updated: city.updated },
      });
      expect(other.statusCode).toBe(409);
    } finally {
      await second.close();
    }
  });
});
