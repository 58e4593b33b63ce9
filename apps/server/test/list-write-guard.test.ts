import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

// The owner is named as staff know it (its name), never by model and id ('Destination 12', issue 28 point 4).
const CONFLICT = /^"Guarded \d+" was changed by someone else since you opened it; reload to see their changes$/;

/**
 * Whole-list writes are guarded like PATCH (issue 12): each list write raises its owner's `updated`, answers it, and is
 * refused (409, nothing written) when the client based it on an older `updated`.
 */
describe('list writes guarded by the owner row', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const [c1, c2, c3] = [
    await make('cuisines', { name: 'Portuguese' }),
    await make('cuisines', { name: 'Seafood' }),
    await make('cuisines', { name: 'Bakery' }),
  ];
  const [d1, d2] = [await make('foodDrinks', { name: 'Bifana' }), await make('foodDrinks', { name: 'Ginjinha' })];
  let cities = 0;
  const newCity = () => make('destinations', { name: `Guarded ${++cities}`, continent: 'Europe' });

  const cityUpdated = async (id: number) => (await call('GET', `/api/destinations/${id}`)).body.updated as string;
  const names = async (id: number, relation: string) =>
    ((await call('GET', `/api/destinations/${id}/${relation}`)).body as { name: string }[]).map((r) => r.name);
  const withPlaces = async () => {
    const city = await newCity();
    const ids: number[] = [];
    for (const name of ['Ramiro', 'Majestic', 'Taberna'])
      ids.push((await make('establishments', { name, address: '1 Rua', city: 'Lisbon', destinationId: city.id })).id);
    // Positions 1…3 in this order: new places have none, and the list would then order them by name.
    expect(
      (await call('PUT', `/api/destinations/${city.id}/update-establishments`, { establishmentIds: ids })).status,
    ).toBe(200);
    return city.id;
  };
  const withCuisines = async () => {
    const city = await newCity();
    const ids = [c1.id, c2.id, c3.id];
    expect(
      (
        await call('PUT', '/api/appmodels/relations', {
          firstModel: 'Destination',
          secondModel: 'Cuisine',
          id: city.id,
          newIds: ids,
        })
      ).status,
    ).toBe(200);
    return city.id;
  };
  const placeIds = async (id: number) =>
    ((await call('GET', `/api/destinations/${id}/establishments`)).body as { id: number }[]).map((r) => r.id);

  type TCase = {
    name: string;
    /** A fresh owner with a list of three. */
    owner: () => Promise<number>;
    /** The list as the API answers it. */
    read: (id: number) => Promise<unknown>;
    /** The write under test, with the `updated` it is based on (none: unchecked). */
    send: (id: number, updated?: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;
    /** What `read` answers after the write. */
    expected: (id: number) => Promise<unknown>;
  };
  const guarded = (body: Record<string, unknown>, updated: unknown) =>
    updated === undefined ? body : { ...body, updated };
  const cases: TCase[] = [
    {
      name: 'PUT appmodels/relations',
      owner: withCuisines,
      read: (id) => names(id, 'cuisines'),
      send: (id, updated) =>
        call(
          'PUT',
          '/api/appmodels/relations',
          guarded({ firstModel: 'Destination', secondModel: 'Cuisine', id, newIds: [c3.id, c1.id] }, updated),
        ),
      // Kept ones keep their place, as PUT appmodels/relations does.
      expected: async () => ['Portuguese', 'Bakery'],
    },
    {
      name: 'PUT destinations/{id}/update-establishments',
      owner: withPlaces,
      read: placeIds,
      send: async (id, updated) => {
        const [a, b, c] = await placeIds(id);
        return call(
          'PUT',
          `/api/destinations/${id}/update-establishments`,
          guarded({ establishmentIds: [c, a, b] }, updated),
        );
      },
      expected: async (id) => {
        const [a, b, c] = (
          await call(
            'GET',
            `/api/establishments?filter=${encodeURIComponent(JSON.stringify({ where: { destinationId: id }, order: 'id ASC' }))}`,
          )
        ).body.map((r: { id: number }) => r.id);
        return [c, a, b];
      },
    },
    {
      name: 'PATCH change-order of a join-table list (cuisines)',
      owner: withCuisines,
      read: (id) => names(id, 'cuisines'),
      send: (id, updated) =>
        call('PATCH', `/api/destinations/${id}/cuisines/${c3.id}/change-order`, guarded({ order: 1 }, updated)),
      expected: async () => ['Bakery', 'Portuguese', 'Seafood'],
    },
    {
      name: 'PATCH change-order of a foreign-key list (places)',
      owner: withPlaces,
      read: (id) => names(id, 'establishments'),
      send: async (id, updated) => {
        const last = (await placeIds(id))[2];
        return call(
          'PATCH',
          `/api/destinations/${id}/establishments/${last}/change-order`,
          guarded({ order: 1 }, updated),
        );
      },
      expected: async () => ['Taberna', 'Ramiro', 'Majestic'],
    },
    {
      name: 'DELETE rel of a join-table list (cuisines)',
      owner: withCuisines,
      read: (id) => names(id, 'cuisines'),
      send: (id, updated) =>
        call(
          'DELETE',
          `/api/destinations/${id}/cuisines/rel/${c2.id}`,
          updated === undefined ? undefined : { updated },
        ),
      expected: async () => ['Portuguese', 'Bakery'],
    },
    {
      name: 'DELETE rel of a foreign-key list (places)',
      owner: withPlaces,
      read: (id) => names(id, 'establishments'),
      send: async (id, updated) => {
        const first = (await placeIds(id))[0];
        return call(
          'DELETE',
          `/api/destinations/${id}/establishments/rel/${first}`,
          updated === undefined ? undefined : { updated },
        );
      },
      expected: async () => ['Majestic', 'Taberna'],
    },
    {
      name: 'PATCH iconicFoodDrinkIds (the iconic dishes, through the generic PATCH)',
      owner: async () => {
        const city = await newCity();
        await call('PUT', '/api/appmodels/relations', {
          firstModel: 'Destination',
          secondModel: 'FoodDrink',
          id: city.id,
          newIds: [d1.id, d2.id],
        });
        expect((await call('PATCH', `/api/destinations/${city.id}`, { iconicFoodDrinkIds: [d1.id] })).status).toBe(200);
        return city.id;
      },
      read: async (id) => (await call('GET', `/api/destinations/${id}`)).body.iconicFoodDrinkIds,
      send: (id, updated) =>
        call('PATCH', `/api/destinations/${id}`, guarded({ iconicFoodDrinkIds: [d1.id, d2.id] }, updated)),
      expected: async () => [d1.id, d2.id],
    },
  ];

  describe.each(cases)('$name', (c) => {
    it("should write with the owner's current updated, and answer a newer one", async () => {
      const id = await c.owner();
      const before = await cityUpdated(id);
      const res = await c.send(id, before);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await c.read(id)).toEqual(await c.expected(id));
      expect(typeof res.body.updated).toBe('string');
      expect(new Date(res.body.updated as string).getTime()).toBeGreaterThan(new Date(before).getTime());
      // What the answer says is what the owner now holds, so the editor's next change passes.
      expect(await cityUpdated(id)).toBe(res.body.updated);
    });

    it('should refuse with 409 and write nothing when the owner changed since', async () => {
      const id = await c.owner();
      const seen = await cityUpdated(id);
      // A colleague's change in between.
      expect((await call('PATCH', `/api/destinations/${id}`, { description: 'Changed by a colleague' })).status).toBe(
        200,
      );
      const [list, now] = [await c.read(id), await cityUpdated(id)];
      expect(now).not.toBe(seen);
      const res = await c.send(id, seen);
      expect(res.status).toBe(409);
      expect((res.body.error as { message: string }).message).toMatch(CONFLICT);
      expect(await c.read(id)).toEqual(list);
      expect(await cityUpdated(id)).toBe(now);
    });

    it('should write unchecked without updated (older API clients), still raising the owner', async () => {
      const id = await c.owner();
      const before = await cityUpdated(id);
      const res = await c.send(id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await c.read(id)).toEqual(await c.expected(id));
      expect(await cityUpdated(id)).not.toBe(before);
    });

    it('should refuse a number as updated (400), writing nothing', async () => {
      const id = await c.owner();
      const [list, before] = [await c.read(id), await cityUpdated(id)];
      const res = await c.send(id, 5);
      expect(res.status).toBe(400);
      expect((res.body.error as { message: string }).message).toMatch(/^updated: expected the ISO date-time/);
      expect(await c.read(id)).toEqual(list);
      expect(await cityUpdated(id)).toBe(before);
    });
  });

  it('should read the expected updated from If-Match too, and 404 for an unknown owner', async () => {
    const id = await withCuisines();
    const stale = await cityUpdated(id);
    await call('PATCH', `/api/destinations/${id}/cuisines/${c3.id}/change-order`, { order: 1 });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/destinations/${id}/cuisines/rel/${c1.id}`,
      headers: { ...t.auth(), 'if-match': `"${stale}"` },
    });
    expect(res.statusCode).toBe(409);
    expect(await names(id, 'cuisines')).toEqual(['Bakery', 'Portuguese', 'Seafood']);
    const missing = await call('PATCH', `/api/destinations/999999/cuisines/${c3.id}/change-order`, {
      order: 1,
      updated: stale,
    });
    expect(missing.status).toBe(404);
  });

  it('should let exactly one of two parallel writes based on the same updated through', async () => {
    const id = await withPlaces();
    const [a, b, c] = await placeIds(id);
    const seen = await cityUpdated(id);
    const lists = [
      [c, b, a],
      [b, c, a],
    ];
    const results = await Promise.all(
      lists.map((establishmentIds) =>
        call('PUT', `/api/destinations/${id}/update-establishments`, { establishmentIds, updated: seen }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.findIndex((r) => r.status === 200);
    expect(await placeIds(id)).toEqual(lists[winner]);
    expect(await cityUpdated(id)).toBe(results[winner].body.updated);
  });

  it('should let exactly one of two parallel reorders based on the same updated through', async () => {
    const id = await withCuisines();
    const seen = await cityUpdated(id);
    const moves = [c3.id, c2.id].map((item) =>
      call('PATCH', `/api/destinations/${id}/cuisines/${item}/change-order`, { order: 1, updated: seen }),
    );
    const results = await Promise.all(moves);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200);
    const order = ((await call('GET', `/api/destinations/${id}/cuisines`)).body as { id: number }[]).map((r) => r.id);
    expect(order).toHaveLength(3);
    expect(order[0]).toBe(winner?.body.id);
  });
});
