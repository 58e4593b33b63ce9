import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upsertStaff } from '../src/bootstrap';
import { cities } from '../src/db/schema/city';
import { idempotencyKeys } from '../src/db/schema/idempotency-key';
import { setupApp } from './helper';

describe('writes with an Idempotency-Key', async () => {
  const t = await setupApp();
  await upsertStaff(t.database.db, {
    email: 'colleague@mise.test',
    password: 'colleague-horse-battery',
    name: 'Colleague',
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: 'colleague@mise.test', password: 'colleague-horse-battery' },
  });
  const colleague = { authorization: login.json().id as string };

  let n = 0;
  const newKey = () => `test-key-${++n}-${Date.now()}`;
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    { payload, key, auth = t.auth() }: { payload?: object; key?: string; auth?: Record<string, string> },
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const citiesNamed = async (name: string) =>
    t.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name));
  const city = (name: string) => ({ name, country: 'France', continent: 'europe' });

  it('should create once when the same create arrives twice at once, answering both alike', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([
      send('POST', '/api/destinations', { payload: city('Twice at once'), key }),
      send('POST', '/api/destinations', { payload: city('Twice at once'), key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await citiesNamed('Twice at once')).toHaveLength(1);
  });

  it('should replay a repeat sent after the first answered, without writing again', async () => {
    const key = newKey();
    const first = await send('POST', '/api/destinations', { payload: city('One after another'), key });
    const again = await send('POST', '/api/destinations', { payload: city('One after another'), key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/json/);
    expect(again.json()).toEqual(first.json());
    expect(await citiesNamed('One after another')).toHaveLength(1);
  });

  it('should refuse the same key with another body with 422 naming the reuse', async () => {
    const key = newKey();
    expect((await send('POST', '/api/destinations', { payload: city('Body one'), key })).statusCode).toBe(200);
    const other = await send('POST', '/api/destinations', { payload: city('Body two'), key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toMatch(
      /Idempotency-Key was already used for another request \(POST \/api\/destinations with another body\)/,
    );
    expect(await citiesNamed('Body two')).toHaveLength(0);
  });

  it('should write twice without the header, as before', async () => {
    await send('POST', '/api/destinations', { payload: city('No key') });
    await send('POST', '/api/destinations', { payload: city('No key') });
    expect(await citiesNamed('No key')).toHaveLength(2);
  });

  it('should replay a repeated PATCH carrying the old `updated` instead of answering 409', async () => {
    const made = (await send('POST', '/api/destinations', { payload: city('Patched') })).json();
    const key = newKey();
    const body = { name: 'Patched again', updated: made.updated };
    const first = await send('PATCH', `/api/destinations/${made.id}`, { payload: body, key });
    const again = await send('PATCH', `/api/destinations/${made.id}`, { payload: body, key });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    // Without the key the same repeat is the conflict it always was.
    expect((await send('PATCH', `/api/destinations/${made.id}`, { payload: body })).statusCode).toBe(409);
  });

  it('should keep each staff member’s keys apart', async () => {
    const key = newKey();
    const mine = await send('POST', '/api/destinations', { payload: city('Same key, two people'), key });
    const theirs = await send('POST', '/api/destinations', {
      payload: city('Same key, two people'),
      key,
      auth: colleague,
    });
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await citiesNamed('Same key, two people')).toHaveLength(2);
  });

  it('should not record a 4xx: the corrected retry with the same key runs', async () => {
    const key = newKey();
    const refused = await send('POST', '/api/destinations', { payload: { name: 'Corrected', country: 'France' }, key });
    expect(refused.statusCode).toBe(400);
    const staffId = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.auth() })).json()
      .id as number;
    const held = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, staffId), eq(idempotencyKeys.key, key)));
    expect(held).toEqual([]);
    // A 4xx the handler itself answers (a missing row) frees the key as well.
    const missing = await send('PATCH', '/api/destinations/999999', { payload: { name: 'Nobody' }, key });
    expect(missing.statusCode).toBe(404);
    const corrected = await send('POST', '/api/destinations', { payload: city('Corrected'), key });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await citiesNamed('Corrected')).toHaveLength(1);
  });

  it('should refuse a malformed key with 400 naming the header, and leave sign-in alone', async () => {
    for (const bad of ['short', 'x'.repeat(201), 'caf\u00e9-key-1234']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/destinations',
        headers: { ...t.auth(), 'idempotency-key': bad },
        payload: city('Bad key'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/Idempotency-Key/);
    }
    const key = newKey();
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'idempotency-key': key },
        payload: { email: 'colleague@mise.test', password: 'colleague-horse-battery' },
      });
    const [one, two] = [await signIn(), await signIn()];
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.headers['idempotent-replayed']).toBeUndefined();
    expect(two.json().id).not.toBe(one.json().id);
  });
});
