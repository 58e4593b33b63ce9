import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

/** Dishes and cuisines (issue 14 points 1–3): their relations both ways, the dish's cities, publish and the bad inputs. */
describe('dishes and cuisines', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const city = await make('destinations', { name: 'Napoli', continent: 'Europe' });
  const place = await make('establishments', {
    name: 'Da Michele',
    address: 'Via Cesare Sersale 1',
    city: 'Napoli',
    destinationId: city.id,
  });
  const pizza = await make('foodDrinks', { name: 'Pizza Margherita' });
  const spritz = await make('foodDrinks', { name: 'Spritz', type: 'drink' });
  const italian = await make('cuisines', { name: 'Italian' });
  const neapolitan = await make('cuisines', { name: 'Neapolitan' });
  const ids = async (path: string) =>
    ((await call('GET', `/api/${path}`)).body as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
  const relate = (firstModel: string, secondModel: string, { id, newIds }: { id: number; newIds: number[] }) =>
    call('PUT', '/api/appmodels/relations', { firstModel, secondModel, id, newIds });
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

  it('should default a dish to food, keep the type given, and store the cities picked', async () => {
    expect((await call('GET', `/api/foodDrinks/${pizza.id}`)).body.type).toBe('food');
    expect((await call('GET', `/api/foodDrinks/${spritz.id}`)).body.type).toBe('drink');
    const res = await call('PATCH', `/api/foodDrinks/${pizza.id}`, { destinationIds: [city.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await ids(`foodDrinks/${pizza.id}/destinations`)).toEqual([city.id]);
    const detail = await call(
      'GET',
      `/api/foodDrinks/${pizza.id}?filter=${q({ include: [{ relation: 'destinations', scope: { fields: ['id', 'name'] } }], includeCount: true })}`,
    );
    expect(detail.body.destinations.map((c: { name: string }) => c.name)).toEqual(['Napoli']);
    expect(detail.body.counts).toMatchObject({ cuisines: 0, establishments: 0, destinations: 1 });
  });

  it('should show on one side what the other side added: cuisine ↔ dish, cuisine ↔ place, dish ↔ place', async () => {
    expect((await relate('Cuisine', 'FoodDrink', { id: italian.id, newIds: [pizza.id, spritz.id] })).status).toBe(200);
    expect(await ids(`foodDrinks/${pizza.id}/cuisines`)).toEqual([italian.id]);
    expect((await relate('FoodDrink', 'Cuisine', { id: spritz.id, newIds: [italian.id, neapolitan.id] })).status).toBe(
      200,
    );
    expect(await ids(`cuisines/${neapolitan.id}/foodDrinks`)).toEqual([spritz.id]);
    expect(await ids(`cuisines/${italian.id}/foodDrinks`)).toEqual(sorted(pizza.id, spritz.id));

    expect((await relate('Cuisine', 'Establishment', { id: neapolitan.id, newIds: [place.id] })).status).toBe(200);
    expect(await ids(`establishments/${place.id}/cuisines`)).toEqual([neapolitan.id]);
    expect((await relate('FoodDrink', 'Establishment', { id: pizza.id, newIds: [place.id] })).status).toBe(200);
    expect(await ids(`establishments/${place.id}/foodDrinks`)).toEqual([pizza.id]);
    const counted = await call('GET', `/api/cuisines/${neapolitan.id}?filter=${q({ includeCount: true })}`);
    expect(counted.body.counts).toMatchObject({ foodDrinks: 1, establishments: 1 });
  });

  it('should detach from either side with rel delete, and say 404 when nothing is attached', async () => {
    expect((await call('DELETE', `/api/cuisines/${italian.id}/foodDrinks/rel/${spritz.id}`)).status).toBe(200);
    expect(await ids(`foodDrinks/${spritz.id}/cuisines`)).toEqual([neapolitan.id]);
    expect((await call('DELETE', `/api/foodDrinks/${spritz.id}/cuisines/rel/${neapolitan.id}`)).status).toBe(200);
    expect(await ids(`cuisines/${neapolitan.id}/foodDrinks`)).toEqual([]);
    expect((await call('DELETE', `/api/foodDrinks/${pizza.id}/establishments/rel/${place.id}`)).status).toBe(200);
    expect(await ids(`establishments/${place.id}/foodDrinks`)).toEqual([]);
    expect((await call('DELETE', `/api/cuisines/${neapolitan.id}/establishments/rel/${place.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/cuisines/${neapolitan.id}/establishments/rel/${place.id}`)).status).toBe(404);
  });

  it('should publish and unpublish both, and soft-delete them out of the lists', async () => {
    for (const path of [`foodDrinks/${spritz.id}`, `cuisines/${neapolitan.id}`]) {
      expect((await call('POST', `/api/${path}/publish`, { publish: true })).body.isPublished).toBe(true);
      expect((await call('POST', `/api/${path}/publish`, { publish: false })).body.isPublished).toBe(false);
    }
    const gone = await make('cuisines', { name: 'Gone soon' });
    expect((await call('DELETE', `/api/cuisines/${gone.id}`)).status).toBe(200);
    expect((await call('GET', `/api/cuisines?filter=${q({ where: { name: 'Gone soon' } })}`)).body).toEqual([]);
    const kept = await t.database.raw('select deleted from cuisines where id = $1', [gone.id]);
    expect(kept.rows[0].deleted).toBe(true);
  });

  it('should refuse bad input with a message naming the problem', async () => {
    const cases: ['POST' | 'PATCH' | 'PUT' | 'DELETE', string, unknown, RegExp][] = [
      ['POST', '/api/foodDrinks', { name: '' }, /name: this field is required/],
      ['POST', '/api/foodDrinks', { name: 'Ragù', type: 'snack' }, /type/],
      ['POST', '/api/cuisines', {}, /name: this field is required/],
      ['PATCH', `/api/foodDrinks/${pizza.id}`, { destinationIds: ['x'] }, /destinationIds/],
      [
        'PUT',
        '/api/appmodels/relations',
        { firstModel: 'Cuisine', secondModel: 'Tag', id: italian.id, newIds: [1] },
        /secondModel|Tag/,
      ],
      [
        'PUT',
        '/api/appmodels/relations',
        { firstModel: 'Cuisine', secondModel: 'FoodDrink', id: italian.id, newIds: 'all' },
        /newIds/,
      ],
      ['DELETE', `/api/cuisines/${italian.id}/nothing/rel/1`, undefined, /nothing/],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await call(method, path, body);
      expect([400, 404], `${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toContain(
        res.status,
      );
      expect(res.body.error.message, `${method} ${path}`).toMatch(message);
    }
  });
});
