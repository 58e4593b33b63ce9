import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

/** Explore lists (issue 14 point 5): the places in the order sent, the tab's calls, the form's rules and bad input. */
describe('explore lists', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const city = await make('destinations', { name: 'Porto', continent: 'Europe' });
  const place = (name: string) =>
    make('establishments', { name, address: '1 Rua', city: 'Porto', destinationId: city.id });
  const [a, b, c] = [await place('Majestic'), await place('Taberna'), await place('Cafe Santiago')];
  const list = await make('lists', { name: 'Porto at night', destinationId: city.id });
  const placeIds = async () =>
    ((await call('GET', `/api/lists/${list.id}/establishments`)).body as { id: number }[]).map((r) => r.id);
  const patch = (body: object) => call('PATCH', `/api/lists/${list.id}`, body);

  it('should keep exactly the order sent, also when it only reorders places already in the list', async () => {
    expect((await patch({ establishmentIds: [a.id, b.id, c.id] })).status).toBe(200);
    expect(await placeIds()).toEqual([a.id, b.id, c.id]);
    expect((await patch({ establishmentIds: [c.id, a.id, b.id] })).status).toBe(200);
    expect(await placeIds()).toEqual([c.id, a.id, b.id]);
    // Dropping one and reordering the rest in one PATCH.
    expect((await patch({ establishmentIds: [b.id, c.id] })).status).toBe(200);
    expect(await placeIds()).toEqual([b.id, c.id]);
  });

  it('should load the detail with its city and places count, and list with the city name', async () => {
    const detail = await call(
      'GET',
      `/api/lists/${list.id}?filter=${q({ include: [{ relation: 'destination', scope: { fields: ['id', 'name'] } }], includeCount: true })}`,
    );
    expect(detail.body.destination.name).toBe('Porto');
    expect(detail.body.counts.establishments).toBe(2);
    const rows = await call(
      'GET',
      `/api/lists?filter=${q({ where: { destinationId: city.id }, include: { relation: 'destination', scope: { fields: ['id', 'name'] } } })}`,
    );
    expect(rows.body.map((r: { destination: { name: string } }) => r.destination.name)).toEqual(['Porto']);
  });

  it('should move a place with change-order and remove one with rel delete', async () => {
    expect(
      (await call('PATCH', `/api/lists/${list.id}/establishments/${c.id}/change-order`, { order: 1 })).status,
    ).toBe(200);
    expect(await placeIds()).toEqual([c.id, b.id]);
    expect((await call('DELETE', `/api/lists/${list.id}/establishments/rel/${b.id}`)).status).toBe(200);
    expect(await placeIds()).toEqual([c.id]);
  });

  it('should refuse a list without city or name, and bad place ids, saying what is wrong', async () => {
    const cases: [string, string, object, RegExp][] = [
      ['POST', '/api/lists', { name: 'No city' }, /destinationId: This is required/],
      ['POST', '/api/lists', { destinationId: city.id, name: '' }, /name: This is required/],
      [
        'PATCH',
        `/api/lists/${list.id}`,
        { establishmentIds: [a.id, 99999999] },
        /establishmentIds: Establishment 99999999 not found/,
      ],
      ['PATCH', `/api/lists/${list.id}`, { establishmentIds: 'a,b' }, /establishmentIds/],
      ['PATCH', `/api/lists/${list.id}/establishments/${c.id}/change-order`, { order: 0 }, /order/],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await call(method as 'POST' | 'PATCH', path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    // Nothing of a refused PATCH was written.
    expect(await placeIds()).toEqual([c.id]);
  });
});
