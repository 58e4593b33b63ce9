import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

/**
 * A dish's and a cuisine's Places count is kept by triggers (migration 0023): it must equal the live places linked,
 * whatever changed the links or the places.
 */
describe('the kept count of a dish’s and a cuisine’s live places', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const city = await make('destinations', { name: 'Countville', continent: 'Europe' });
  const place = (name: string) =>
    make('establishments', { name, address: '1 Rua', city: 'Lisbon', destinationId: city.id });
  const [a, b, c] = [await place('Alpha'), await place('Beta'), await place('Gamma')];
  const dish = await make('foodDrinks', { name: 'Bifana' });
  const other = await make('foodDrinks', { name: 'Prego' });
  const cuisine = await make('cuisines', { name: 'Portuguese' });
  // Sets the places of a dish (FoodDrink) or cuisine (Cuisine), as the console's relation picker does.
  const relate = (firstModel: string, id: number, newIds: number[]) =>
    call('PUT', '/api/appmodels/relations', { firstModel, secondModel: 'Establishment', id, newIds });

  const truth = async (table: string, key: string, id: number) =>
    (
      await t.database.raw(
        `select count(*)::int as n from ${table} l join establishments e on e.id = l.establishment_id and not e.deleted where l.${key} = $1`,
        [id],
      )
    ).rows[0].n as number;
  const expectCounts = async (step: string) => {
    for (const [path, id, table, key] of [
      ['foodDrinks', dish.id, 'establishment_food_drinks', 'food_drink_id'],
      ['foodDrinks', other.id, 'establishment_food_drinks', 'food_drink_id'],
      ['cuisines', cuisine.id, 'establishment_cuisines', 'cuisine_id'],
    ] as const) {
      const read = await call('GET', `/api/${path}/${id}?filter=${q({ includeCount: true })}`);
      expect(read.status).toBe(200);
      expect(read.body.counts.establishments, `${step}: ${path}/${id}`).toBe(await truth(table, key, id));
    }
  };

  it('should follow links added, removed and moved, and places deleted, restored and removed outright', async () => {
    expect((await relate('FoodDrink', dish.id, [a.id, b.id, c.id])).status).toBe(200);
    expect((await relate('Cuisine', cuisine.id, [a.id, b.id])).status).toBe(200);
    await expectCounts('linked');
    expect(
      (await call('GET', `/api/foodDrinks/${dish.id}?filter=${q({ includeCount: true })}`)).body.counts,
    ).toMatchObject({ establishments: 3 });

    expect((await call('DELETE', `/api/establishments/${b.id}`)).status).toBe(200);
    await expectCounts('a place trashed');
    expect(
      (await call('GET', `/api/cuisines/${cuisine.id}?filter=${q({ includeCount: true })}`)).body.counts.establishments,
    ).toBe(1);
    // A link to a trashed place, added and removed, counts for nothing.
    await t.database.raw('insert into establishment_food_drinks (establishment_id, food_drink_id) values ($1, $2)', [
      b.id,
      other.id,
    ]);
    await expectCounts('a link to a trashed place');
    expect((await call('PATCH', `/api/establishments/${b.id}`, { deleted: false })).status).toBe(200);
    await expectCounts('the place restored');

    // A link moved to another dish, in one UPDATE.
    await t.database.raw(
      'update establishment_food_drinks set food_drink_id = $1 where establishment_id = $2 and food_drink_id = $3',
      [other.id, c.id, dish.id],
    );
    await expectCounts('a link moved');
    expect((await relate('FoodDrink', dish.id, [a.id])).status).toBe(200);
    await expectCounts('links replaced');

    // Removed outright, live and trashed: the links go with the place.
    await t.database.raw('delete from establishments where id = $1', [a.id]);
    await expectCounts('a live place removed');
    expect((await call('DELETE', `/api/establishments/${c.id}`)).status).toBe(200);
    await t.database.raw('delete from establishments where id = $1', [c.id]);
    await expectCounts('a trashed place removed');
    expect(
      (await call('GET', `/api/cuisines/${cuisine.id}?filter=${q({ includeCount: true })}`)).body.counts.establishments,
    ).toBe(1);
  });
});
