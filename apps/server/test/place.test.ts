import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

/** Places (issue 13): what the database keeps for them, and the calls special to them. */
describe('places', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const city = await make('destinations', { name: 'Liked City', continent: 'Europe' });
  const newPlace = (name: string) => make('establishments', { name, address: '1 Rua', city: 'Lisbon', destinationId: city.id });
  const users: number[] = [];
  for (const n of [1, 2, 3]) users.push((await make('users', { name: `Liker ${n}`, email: `liker${n}@mise.test`, password: 'long-enough-pass' })).id);
  const counts = async (id: number) => {
    const { body } = await call('GET', `/api/establishments/${id}`);
    return { liked: body.favouriteCount as number, saved: body.wishCount as number };
  };

  it('should keep favouriteCount and wishCount true as users like, save, unlike and unsave', async () => {
    const a = await newPlace('Cervejaria');
    const b = await newPlace('Tasca');
    expect(await counts(a.id)).toEqual({ liked: 0, saved: 0 });
    // One statement of several likes, over two places.
    await t.database.raw('insert into favourites (establishment_id, user_id) values ($1, $2), ($1, $3), ($4, $2)', [a.id, users[0], users[1], b.id]);
    await t.database.raw('insert into wishes (establishment_id, user_id) values ($1, $2)', [a.id, users[2]]);
    expect(await counts(a.id)).toEqual({ liked: 2, saved: 1 });
    expect(await counts(b.id)).toEqual({ liked: 1, saved: 0 });
    await t.database.raw('delete from favourites where establishment_id = $1 and user_id = $2', [a.id, users[0]]);
    expect(await counts(a.id)).toEqual({ liked: 1, saved: 1 });
    // A like moved to another place leaves one and reaches the other.
    await t.database.raw('update favourites set establishment_id = $1 where establishment_id = $2 and user_id = $3', [b.id, a.id, users[1]]);
    expect(await counts(a.id)).toEqual({ liked: 0, saved: 1 });
    expect(await counts(b.id)).toEqual({ liked: 2, saved: 0 });
    // A user deleted with their likes and saves (the join rows go with them).
    await t.database.raw('delete from wishes where user_id = $1', [users[2]]);
    expect(await counts(a.id)).toEqual({ liked: 0, saved: 0 });
    await t.database.raw('truncate favourites');
    expect(await counts(b.id)).toEqual({ liked: 0, saved: 0 });
  });

  it('should not let a client write the kept counts, nor move a place\u2019s updated when it is liked', async () => {
    const place = await newPlace('Pastelaria');
    const refused = await call('PATCH', `/api/establishments/${place.id}`, { favouriteCount: 99 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/favouriteCount/);
    const before = (await call('GET', `/api/establishments/${place.id}`)).body.updated;
    await t.database.raw('insert into favourites (establishment_id, user_id) values ($1, $2)', [place.id, users[0]]);
    const after = (await call('GET', `/api/establishments/${place.id}`)).body;
    expect(after.favouriteCount).toBe(1);
    expect(after.updated).toBe(before);
  });

  it('should give a place its lists\u2019 sizes with includeCount, for the tab labels', async () => {
    const place = await newPlace('Counted');
    const cuisine = await make('cuisines', { name: 'Counted cuisine' });
    await call('PUT', '/api/appmodels/relations', { firstModel: 'Establishment', secondModel: 'Cuisine', id: place.id, newIds: [cuisine.id] });
    const { body } = await call('GET', `/api/establishments/${place.id}?filter=${encodeURIComponent(JSON.stringify({ includeCount: true }))}`);
    expect(body.counts).toMatchObject({ cuisines: 1, foodDrinks: 0, similarEstablishments: 0, reviews: 0, tags: 0 });
  });
});
