import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls, testDriver } from './helper';

describe('a repeated list answers 304 while its tables stand', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const city = await make('destinations', { name: 'Évora' });
  const place = await make('establishments', {
    name: 'Fialho',
    address: '16 Travessa',
    city: 'Évora',
    destinationId: city.id,
  });
  const get = (url: string, etag?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...t.auth(), ...(etag ? { 'if-none-match': etag } : {}) } });
  const placesUrl = `/api/establishments?filter=${q({
    where: { destinationId: city.id },
    fields: ['id', 'name'],
    include: { relation: 'destination', scope: { fields: ['id', 'name'] } },
  })}`;

  it('should tag a list, answer its tag with 304 and no body, and a changed row or included row with a new answer', async () => {
    const first = await get(placesUrl);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(placesUrl, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The included city renamed: the places list's tag changes with it.
    expect((await call('PATCH', `/api/destinations/${city.id}`, { name: 'Évora (Alentejo)' })).status).toBe(200);
    const renamed = await get(placesUrl, etag);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()[0].destination.name).toBe('Évora (Alentejo)');
    expect(renamed.headers.etag).not.toBe(etag);
    // A row of the list itself changed.
    const current = String(renamed.headers.etag);
    expect((await call('PATCH', `/api/establishments/${place.id}`, { name: 'Fialho 1945' })).status).toBe(200);
    const edited = await get(placesUrl, current);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()[0].name).toBe('Fialho 1945');
  });

  it('should tag a count the same way', async () => {
    const countUrl = `/api/establishments/count?where=${q({ destinationId: city.id })}`;
    const first = await get(countUrl);
    expect(first.json()).toEqual({ count: 1 });
    const again = await get(countUrl, String(first.headers.etag));
    expect(again.statusCode).toBe(304);
    await make('establishments', { name: 'Botequim', address: '1 Rua', city: 'Évora', destinationId: city.id });
    const more = await get(countUrl, String(first.headers.etag));
    expect(more.statusCode).toBe(200);
    expect(more.json()).toEqual({ count: 2 });
  });

  it('should keep the versions between lists only on PostgreSQL, where another process may raise them', () => {
    expect(t.database.versionWatch !== undefined).toBe(testDriver === 'postgres');
  });

  it('should not tag what is worked out from elsewhere: a model with its own answer shape, a derived include', async () => {
    const users = await get(`/api/users?filter=${q({ limit: 1 })}`);
    expect(users.statusCode).toBe(200);
    expect(users.headers.etag).toBeUndefined();
    const withSuggesters = await get(`/api/establishments?filter=${q({ limit: 1, include: ['primarySuggesters'] })}`);
    expect(withSuggesters.statusCode).toBe(200);
    expect(withSuggesters.headers.etag).toBeUndefined();
  });

  it('should still refuse a bad filter with 400, and a list without a session with 401, whatever the tag', async () => {
    const bad = await get(`/api/establishments?filter=${q({ include: ['nope'] })}`, '*');
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: placesUrl, headers: { 'if-none-match': '*' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** Polls `check` every 10 ms until it holds or `ms` pass; answers whether it held. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((done) => setTimeout(done, 10));
  }
  return check();
}

describe.runIf(testDriver === 'postgres')('the table versions a PostgreSQL server keeps between lists', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const watch = t.database.versionWatch;
  const listUrl = `/api/cuisines?filter=${q({ fields: ['id', 'name'] })}`;
  const tagOf = async (check?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: listUrl,
      headers: { ...t.auth(), ...(check ? { 'if-none-match': check } : {}) },
    });
    return { status: res.statusCode, etag: String(res.headers.etag) };
  };
  const bump = () => t.database.raw(`update table_versions set version = version + 1 where table_name = 'cuisines'`);

  it('should tag a list from the kept versions, decide a 304 on versions read now, and forget them on any change', async () => {
    expect(watch, 'a PostgreSQL database has a version watch').toBeDefined();
    await make('cuisines', { name: 'Alentejana' });
    // Listening starts with the first list; a reading is kept once it listens.
    expect(await eventually(async () => (await tagOf(), watch?.current() !== undefined))).toBe(true);
    const kept = (await tagOf()).etag;
    // A version raised without telling anyone: the kept versions still tag a list with no tag to check…
    await t.database.raw('alter table table_versions disable trigger table_versions_notify');
    await bump();
    expect((await tagOf()).etag).toBe(kept);
    // …but a tag to check is checked against the versions read now: no 304 from the kept ones.
    const checked = await tagOf(kept);
    expect(checked.status).toBe(200);
    expect(checked.etag).not.toBe(kept);
    // Told by the database: another server's write (here, SQL) is seen without this server's part in it.
    await t.database.raw('alter table table_versions enable trigger table_versions_notify');
    await bump();
    expect(
      await eventually(async () => {
        const { etag } = await tagOf();
        return etag !== kept && etag !== checked.etag;
      }),
    ).toBe(true);
    // A write this server answers forgets them before its answer leaves, whatever the notification's pace.
    expect(watch?.current()).toBeDefined();
    expect((await call('POST', '/api/cuisines', { name: 'Minhota' })).status).toBe(200);
    expect(watch?.current()).toBeUndefined();
  });

  it('should read the versions every time while its listening connection is lost, and listen again', async () => {
    await tagOf();
    expect(await eventually(async () => (await tagOf(), watch?.current() !== undefined))).toBe(true);
    const ended = await t.database.raw(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and query = 'LISTEN mise_table_versions'`,
    );
    expect(ended.rows).toHaveLength(1);
    expect(await eventually(() => watch?.current() === undefined)).toBe(true);
    expect(await eventually(async () => (await tagOf(), watch?.current() !== undefined))).toBe(true);
  });
});
