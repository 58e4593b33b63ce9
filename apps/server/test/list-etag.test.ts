import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

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
