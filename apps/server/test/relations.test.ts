import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

describe('relations', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);

  const city = await make('destinations', { name: 'Lisbon' });
  const [c1, c2, c3] = [
    await make('cuisines', { name: 'Portuguese' }),
    await make('cuisines', { name: 'Seafood' }),
    await make('cuisines', { name: 'Bakery' }),
  ];
  const place = (name: string) =>
    make('establishments', { name, address: '1 Rua Augusta', city: 'Lisbon', destinationId: city.id });
  const [p1, p2] = [await place('Cervejaria Ramiro'), await place('Time Out Market')];
  const [t1, t2] = [await make('tags', { name: 'Romantic' }), await make('tags', { name: 'Late night' })];
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);

  it('should replace a relation through PUT appmodels/relations, in the given order', async () => {
    const res = await call('PUT', '/api/appmodels/relations', {
      firstModel: 'Destination',
      secondModel: 'Cuisine',
      id: city.id,
      newIds: [c2.id, c1.id, c3.id],
    });
    expect(res.status).toBe(200);
    expect(names((await call('GET', `/api/destinations/${city.id}/cuisines`)).body)).toEqual([
      'Seafood',
      'Portuguese',
      'Bakery',
    ]);
  });

  it('should move an item with change-order (1-based) and keep the rest in order', async () => {
    const res = await call('PATCH', `/api/destinations/${city.id}/cuisines/${c3.id}/change-order`, { order: 1 });
    expect(res.status).toBe(200);
    expect(names((await call('GET', `/api/destinations/${city.id}/cuisines`)).body)).toEqual([
      'Bakery',
      'Seafood',
      'Portuguese',
    ]);
    const bad = await call('PATCH', `/api/destinations/${city.id}/cuisines/${c3.id}/change-order`, { order: 0 });
    expect(bad.status).toBe(400);
  });

  it('should answer 404 for an unknown item read with includes and counts, leaving no rejection unhandled', async () => {
    // The includes are read beside the row: a missing row must not leave their wait for it unhandled (the server
    // would stop on an unhandled rejection).
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const filter = q({ include: ['cuisines', 'tags'], includeCount: true });
      const res = await call('GET', `/api/establishments/999999?filter=${filter}`);
      expect(res.status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });

  it('should move to the top, the end and between spaced positions, and number afresh only when no gap is left', async () => {
    const braga = await make('destinations', { name: 'Braga' });
    // Positions as an older console left them, with no room between: 1, 2, 3, 4.
    const made = [];
    for (const [i, name] of ['Anjo', 'Bira', 'Cuca', 'Dona'].entries())
      made.push(
        await make('establishments', {
          name,
          address: '1 Rua',
          city: 'Braga',
          destinationId: braga.id,
          destinationOrder: i + 1,
        }),
      );
    const [a, b, c, d] = made;
    const move = (id: number, order: number) =>
      call('PATCH', `/api/destinations/${braga.id}/establishments/${id}/change-order`, { order });
    const positions = async () =>
      (
        await t.database.raw(
          `select name, destination_order as position from establishments where destination_id = $1 order by destination_order, id`,
          [braga.id],
        )
      ).rows.map((r) => [r.name, r.position]);

    expect((await move(d.id, 1)).status).toBe(200);
    expect(await positions()).toEqual([
      ['Dona', 1 - 1024],
      ['Anjo', 1],
      ['Bira', 2],
      ['Cuca', 3],
    ]);
    expect((await move(a.id, 9)).status).toBe(200);
    expect(await positions()).toEqual([
      ['Dona', -1023],
      ['Bira', 2],
      ['Cuca', 3],
      ['Anjo', 1027],
    ]);
    // Between 2 and 3 there is no integer: the list is numbered afresh, spaced, in its new order.
    expect((await move(a.id, 3)).status).toBe(200);
    expect(await positions()).toEqual([
      ['Dona', 1024],
      ['Bira', 2048],
      ['Anjo', 3072],
      ['Cuca', 4096],
    ]);
    expect((await move(c.id, 2)).status).toBe(200);
    expect(await positions()).toEqual([
      ['Dona', 1024],
      ['Cuca', 1536],
      ['Bira', 2048],
      ['Anjo', 3072],
    ]);
    expect(names((await call('GET', `/api/destinations/${braga.id}/establishments`)).body)).toEqual([
      'Dona',
      'Cuca',
      'Bira',
      'Anjo',
    ]);
    expect((await move(b.id, 0)).status).toBe(400);
    for (const place of made) expect((await call('DELETE', `/api/establishments/${place.id}`)).status).toBe(200);
  });

  it('should move a place within its city with change-order (positions kept on the place rows), writing only the moved row', async () => {
    // A city of its own: the other tests count Lisbon's places.
    const porto = await make('destinations', { name: 'Porto' });
    const inPorto = (name: string) =>
      make('establishments', { name, address: '1 Rua das Flores', city: 'Porto', destinationId: porto.id });
    const [a, b, c] = [await inPorto('Cafe Santiago'), await inPorto('Majestic'), await inPorto('Taberna')];
    const ids = [a.id, b.id, c.id];
    expect(
      (await call('PUT', `/api/destinations/${porto.id}/update-establishments`, { establishmentIds: ids })).status,
    ).toBe(200);
    const read = () =>
      t.database.raw(
        `select id, destination_order as position, xmin::text as version from establishments where id = any($1::int[]) order by id`,
        [ids],
      );
    const before = await read();
    const res = await call('PATCH', `/api/destinations/${porto.id}/establishments/${c.id}/change-order`, { order: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(names((await call('GET', `/api/destinations/${porto.id}/establishments`)).body)).toEqual([
      'Cafe Santiago',
      'Taberna',
      'Majestic',
    ]);
    const { rows } = await read();
    // Spaced positions (crud/positions.ts): the moved place took a free one between its new neighbours.
    expect(rows.map((r) => [r.id, r.position])).toEqual([
      [a.id, 1024],
      [b.id, 2048],
      [c.id, 1536],
    ]);
    // Only the moved place's row was written (the others keep their row versions).
    expect(rows[0].version).toBe(before.rows[0].version);
    expect(rows[1].version).toBe(before.rows[1].version);
    expect(rows[2].version).not.toBe(before.rows[2].version);
    expect(res.body).toMatchObject({ id: c.id });
    // Gone again, so that the place lists of the tests below see only their own places.
    for (const id of ids) expect((await call('DELETE', `/api/establishments/${id}`)).status).toBe(200);
  });

  it('should detach with rel delete, and 404 for an item that is not attached', async () => {
    expect((await call('DELETE', `/api/destinations/${city.id}/cuisines/rel/${c2.id}`)).status).toBe(200);
    expect(names((await call('GET', `/api/destinations/${city.id}/cuisines`)).body)).toEqual(['Bakery', 'Portuguese']);
    expect((await call('DELETE', `/api/destinations/${city.id}/cuisines/rel/${c2.id}`)).status).toBe(404);
  });

  it("should clear a place's destinationId when it is removed from its city", async () => {
    expect((await call('DELETE', `/api/Destinations/${city.id}/establishments/rel/${p2.id}`)).status).toBe(200);
    expect((await call('GET', `/api/establishments/${p2.id}`)).body.destinationId).toBeNull();
    expect(names((await call('GET', `/api/destinations/${city.id}/establishments`)).body)).toEqual([
      'Cervejaria Ramiro',
    ]);
    await call('PATCH', `/api/establishments/${p2.id}`, { destinationId: city.id });
  });

  it('should include relations with a scope, and counts with includeCount', async () => {
    const res = await call(
      'GET',
      `/api/destinations?filter=${q({ where: { id: city.id }, include: [{ relation: 'cuisines', scope: { fields: ['name'], order: 'name ASC' } }], includeCount: true })}`,
    );
    expect(res.status).toBe(200);
    const [row] = res.body;
    expect(row.cuisines).toEqual([
      { id: c3.id, name: 'Bakery' },
      { id: c1.id, name: 'Portuguese' },
    ]);
    expect(row.counts).toMatchObject({ cuisines: 2, establishments: 2, foodDrinks: 0, landmarks: 0, lists: 0 });
    const places = await call(
      'GET',
      `/api/establishments?filter=${q({ where: { destinationId: city.id }, include: 'destination', fields: ['name'] })}`,
    );
    expect(places.body[0].destination).toMatchObject({ id: city.id, name: 'Lisbon' });
  });

  it('should count a relation and list it with a filter', async () => {
    expect((await call('GET', `/api/destinations/${city.id}/establishments/count`)).body).toEqual({ count: 2 });
    const only = await call(
      'GET',
      `/api/destinations/${city.id}/establishments?filter=${q({ where: { name: { like: 'Time%' } } })}`,
    );
    expect(names(only.body)).toEqual(['Time Out Market']);
  });

  it('should match list fields such as types by containment and overlap', async () => {
    await call('PATCH', `/api/establishments/${p1.id}`, { types: ['Bar', 'Cafe'] });
    const contains = await call(
      'GET',
      `/api/establishments?filter=${q({ where: { types: 'Bar' }, fields: ['name'] })}`,
    );
    expect(names(contains.body)).toEqual(['Cervejaria Ramiro']);
    const overlaps = await call(
      'GET',
      `/api/establishments?filter=${q({ where: { types: { inq: ['Market', 'Cafe'] } }, fields: ['name'] })}`,
    );
    expect(names(overlaps.body)).toEqual(['Cervejaria Ramiro']);
    const none = await call(
      'GET',
      `/api/establishments?filter=${q({ where: { types: { nin: ['Bar'] } }, fields: ['name'] })}`,
    );
    expect(names(none.body)).toEqual(['Time Out Market']);
  });

  it('should store id lists such as tagIds in their join table', async () => {
    const res = await call('PATCH', `/api/establishments/${p1.id}`, { tagIds: [t2.id, t1.id] });
    expect(res.status).toBe(200);
    expect(
      names((await call('GET', `/api/establishments/${p1.id}/tags?filter=${q({ order: 'name ASC' })}`)).body),
    ).toEqual(['Late night', 'Romantic']);
  });

  it('should refuse unknown relations and models, and missing ids, changing nothing', async () => {
    const unknown = await call('GET', `/api/destinations/${city.id}/nothing`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/nothing/);
    const model = await call('PUT', '/api/appmodels/relations', {
      firstModel: 'Planet',
      secondModel: 'Cuisine',
      id: city.id,
      newIds: [],
    });
    expect(model.status).toBe(400);
    expect(model.body.error.message).toMatch(/Planet/);
    const missing = await call('PUT', '/api/appmodels/relations', {
      firstModel: 'Destination',
      secondModel: 'Cuisine',
      id: city.id,
      newIds: [c1.id, 987654],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/987654/);
    expect(names((await call('GET', `/api/destinations/${city.id}/cuisines`)).body)).toEqual(['Bakery', 'Portuguese']);
    const noParent = await call('GET', '/api/destinations/987654/cuisines');
    expect(noParent.status).toBe(404);
  });

  it('should answer a single-object relation as one object (or null) with its includes, and 400 where it cannot', async () => {
    const one = await call(
      'GET',
      `/api/establishments/${p1.id}/destination?filter=${q({ include: { relation: 'cuisines', scope: { order: 'name ASC' } } })}`,
    );
    expect(one.status).toBe(200);
    expect(Array.isArray(one.body)).toBe(false);
    expect(one.body).toMatchObject({ id: city.id, name: 'Lisbon' });
    expect(names(one.body.cuisines)).toEqual(['Bakery', 'Portuguese']);
    // A place taken out of its city points at nothing: null, not an empty list or a 404.
    const loose = await place('Pastelaria Versailles');
    expect((await call('DELETE', `/api/destinations/${city.id}/establishments/rel/${loose.id}`)).status).toBe(200);
    const none = await call('GET', `/api/establishments/${loose.id}/destination`);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    expect((await call('DELETE', `/api/establishments/${loose.id}`)).status).toBe(200);

    const count = await call('GET', `/api/establishments/${p1.id}/destination/count`);
    expect(count.status).toBe(400);
    expect(count.body.error.message).toBe('destination links to one item; there is nothing to count');
    const misspelt = await call('GET', `/api/establishments/${p1.id}/destinatoin`);
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.error.message).toMatch(
      /^relation: Establishment has no relation "destinatoin"; known relations: destination, /,
    );
    const badId = await call('GET', '/api/establishments/first/destination');
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toMatch(/^params.id: /);
    const badFilter = await call('GET', `/api/establishments/${p1.id}/destination?filter=${q({ include: 'planet' })}`);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error.message).toMatch(/Destination has no relation "planet"/);
  });
});
