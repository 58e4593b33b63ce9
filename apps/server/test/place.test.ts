import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

/** Places (issue 13): what the database keeps for them, and the calls special to them. */
describe('places', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const city = await make('destinations', { name: 'Liked City', continent: 'Europe' });
  const newPlace = (name: string) =>
    make('establishments', { name, address: '1 Rua', city: 'Lisbon', destinationId: city.id });
  const users: number[] = [];
  for (const n of [1, 2, 3])
    users.push(
      (await make('users', { name: `Liker ${n}`, email: `liker${n}@mise.test`, password: 'long-enough-pass' })).id,
    );
  const counts = async (id: number) => {
    const { body } = await call('GET', `/api/establishments/${id}`);
    return { liked: body.favouriteCount as number, saved: body.wishCount as number };
  };

  it('should keep favouriteCount and wishCount true as users like, save, unlike and unsave', async () => {
    const a = await newPlace('Cervejaria');
    const b = await newPlace('Tasca');
    expect(await counts(a.id)).toEqual({ liked: 0, saved: 0 });
    // One statement of several likes, over two places.
    await t.database.raw('insert into favourites (establishment_id, user_id) values ($1, $2), ($1, $3), ($4, $2)', [
      a.id,
      users[0],
      users[1],
      b.id,
    ]);
    await t.database.raw('insert into wishes (establishment_id, user_id) values ($1, $2)', [a.id, users[2]]);
    expect(await counts(a.id)).toEqual({ liked: 2, saved: 1 });
    expect(await counts(b.id)).toEqual({ liked: 1, saved: 0 });
    await t.database.raw('delete from favourites where establishment_id = $1 and user_id = $2', [a.id, users[0]]);
    expect(await counts(a.id)).toEqual({ liked: 1, saved: 1 });
    // A like moved to another place leaves one and reaches the other.
    await t.database.raw('update favourites set establishment_id = $1 where establishment_id = $2 and user_id = $3', [
      b.id,
      a.id,
      users[1],
    ]);
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
    await call('PUT', '/api/appmodels/relations', {
      firstModel: 'Establishment',
      secondModel: 'Cuisine',
      id: place.id,
      newIds: [cuisine.id],
    });
    const { body } = await call(
      'GET',
      `/api/establishments/${place.id}?filter=${encodeURIComponent(JSON.stringify({ includeCount: true }))}`,
    );
    expect(body.counts).toMatchObject({ cuisines: 1, foodDrinks: 0, similarEstablishments: 0, reviews: 0, tags: 0 });
  });

  it('should set the suggesters as §4 says and answer _suggestions; the suggesters call lists the active ones, primary first', async () => {
    const place = await newPlace('Suggested');
    const put = (body: object) => call('PUT', `/api/establishments/${place.id}/update-suggestions`, body);
    const first = await put({ suggestions: [{ userId: users[0] }, { userId: users[1] }] });
    expect(first.status).toBe(200);
    expect(first.body._suggestions).toEqual([
      { userId: users[0], isPrimary: true, deleted: false, tags: [], tips: null },
      { userId: users[1], isPrimary: false, deleted: false, tags: [], tips: null },
    ]);
    expect(typeof first.body.updated).toBe('string');
    // Choosing the second as primary; leaving out the first marks it deleted.
    const second = await put({ suggestions: [{ userId: users[1], isPrimary: true }], updated: first.body.updated });
    expect(second.status).toBe(200);
    expect(
      second.body._suggestions.map((s: { userId: number; isPrimary: boolean; deleted: boolean }) => [
        s.userId,
        s.isPrimary,
        s.deleted,
      ]),
    ).toEqual([
      [users[0], false, true],
      [users[1], true, false],
    ]);
    const listed = await call('GET', `/api/establishments/${place.id}/suggesters`);
    expect(listed.body.map((s: { userId: number; user: { name: string } }) => [s.userId, s.user.name])).toEqual([
      [users[1], 'Liker 2'],
    ]);
    // The list filter 'User Submitted' and the row's icon read the same fact.
    const { body: row } = await call(
      'GET',
      `/api/establishments/${place.id}?filter=${encodeURIComponent(JSON.stringify({ fields: ['id', 'hasSuggestions'] }))}`,
    );
    expect(row.hasSuggestions).toBe(true);
    expect((await put({ suggestions: [] })).body._suggestions.every((s: { deleted: boolean }) => s.deleted)).toBe(true);
    expect((await call('GET', `/api/establishments/${place.id}`)).body.hasSuggestions).toBe(false);
  });

  it('should answer the details with similarEstablishments, suggestions and primarySuggesters (§7), and name a bad include', async () => {
    const place = await newPlace('Detailed');
    const similar = await newPlace('Alike');
    await call('PATCH', `/api/establishments/${place.id}`, { similarEstablishmentIds: [similar.id] });
    await call('PUT', `/api/establishments/${place.id}/update-suggestions`, {
      suggestions: [{ userId: users[1] }, { userId: users[2], isPrimary: true }],
    });
    const include = [
      { relation: 'similarEstablishments', scope: { fields: ['id', 'name'] } },
      { relation: 'suggestions' },
      { relation: 'primarySuggesters' },
    ];
    const detail = (filter: object, id = place.id) =>
      call('GET', `/api/establishments/${id}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const { status, body } = await detail({ include });
    expect(status).toBe(200);
    expect(body.similarEstablishments).toEqual([{ id: similar.id, name: 'Alike' }]);
    expect(body.primarySuggesters).toEqual([{ id: users[2], name: 'Liker 3', email: 'liker3@mise.test' }]);
    expect(body.suggestions.map((s: { userId: number; isPrimary: boolean }) => [s.userId, s.isPrimary])).toEqual([
      [users[2], true],
      [users[1], false],
    ]);
    // A place nobody suggested, in a list page: empty lists, not missing keys.
    const page = await call(
      'GET',
      `/api/establishments?filter=${encodeURIComponent(JSON.stringify({ where: { id: similar.id }, include }))}`,
    );
    expect(page.body[0]).toMatchObject({ suggestions: [], primarySuggesters: [] });
    const bad: [object, RegExp][] = [
      [{ include: [{ relation: 'suggesterz' }] }, /no relation .*suggesterz.*known relations.*primarySuggesters/],
      [{ include: [{ relation: 'primarySuggesters', scope: { limit: 1 } }] }, /primarySuggesters.*takes no scope/],
    ];
    for (const [filter, message] of bad) {
      const res = await detail(filter);
      expect(res.status, JSON.stringify(filter)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
  });

  it('should refuse bad suggester changes with a 4xx naming the problem, writing nothing', async () => {
    const place = await newPlace('Refused');
    const put = (body: unknown, id = place.id) => call('PUT', `/api/establishments/${id}/update-suggestions`, body);
    const ok = await put({ suggestions: [{ userId: users[0] }] });
    const cases: [unknown, number, RegExp][] = [
      [{ suggestions: [{ userId: 999999 }] }, 400, /no user with id 999999/],
      [
        {
          suggestions: [
            { userId: users[0], isPrimary: true },
            { userId: users[1], isPrimary: true },
          ],
        },
        400,
        /Only one suggester can be primary/,
      ],
      [{ suggestions: [{ userId: users[0] }, { userId: users[0] }] }, 400, /only once/],
      [{ suggestions: [{ userId: 'x' }] }, 400, /userId/],
      [{ suggestions: [], extra: 1 }, 400, /extra/],
      [{}, 400, /suggestions/],
      [{ suggestions: [{ userId: users[1] }], updated: '2000-01-01T00:00:00.000Z' }, 409, /changed by someone else/],
    ];
    for (const [body, status, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toMatch(message);
    }
    expect((await put({ suggestions: [] }, 999999)).status).toBe(404);
    expect((await call('GET', '/api/establishments/999999/suggesters')).status).toBe(404);
    // Nothing of the refused calls was written.
    expect((await call('GET', `/api/establishments/${place.id}`)).body._suggestions).toEqual(ok.body._suggestions);
  });

  it('should offer published places for a picker through Establishments/filter, by every criterion, 30 at most', async () => {
    const other = await make('destinations', { name: 'Filter City', continent: 'Europe' });
    const mk = async (name: string, extra: object) => {
      const row = await make('establishments', {
        name,
        address: `${name} street`,
        city: 'Faro',
        destinationId: other.id,
        ...extra,
      });
      await call('POST', `/api/establishments/${row.id}/publish`, { publish: true });
      return row;
    };
    const cuisine = await make('cuisines', { name: 'Filter cuisine' });
    const tag = await make('tags', { name: 'Filter tag' });
    const a = await mk('Alpha Grill', { types: ['restaurant'], range: 2, status: 'complete', addressLine1: '1 Alpha' });
    const b = await mk('Beta Bar', { types: ['bar'], range: 4, status: 'WIP' });
    const c = await mk('Gamma Cafe', { types: ['cafe', 'bar'], range: 1, status: 'complete' });
    await make('establishments', { name: 'Delta Unpublished', address: 'x', city: 'Faro', destinationId: other.id });
    await call('PUT', '/api/appmodels/relations', {
      firstModel: 'Establishment',
      secondModel: 'Cuisine',
      id: c.id,
      newIds: [cuisine.id],
    });
    await call('PATCH', `/api/establishments/${b.id}`, { tagIds: [tag.id] });
    const find = async (filter: unknown) => {
      const res = await call('GET', `/api/Establishments/filter?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { total: number; results: { id: number; name: string }[] };
    };
    const names = async (where: object) =>
      (await find({ where: { destinationId: other.id, ...where } })).results.map((r) => r.name);
    const all = await find({ where: { destinationId: other.id } });
    expect(all.total).toBe(3);
    expect(all.results[0]).toEqual({
      id: a.id,
      name: 'Alpha Grill',
      city: 'Faro',
      status: 'complete',
      range: 2,
      addressLine1: '1 Alpha',
      full_address: 'Alpha Grill street',
    });
    expect(await names({ excludeIds: [a.id] })).toEqual(['Beta Bar', 'Gamma Cafe']);
    expect(await names({ types: ['bar'] })).toEqual(['Beta Bar', 'Gamma Cafe']);
    expect(await names({ range: [1, 2] })).toEqual(['Alpha Grill', 'Gamma Cafe']);
    expect(await names({ status: ['WIP'] })).toEqual(['Beta Bar']);
    expect(await names({ tagIds: [tag.id] })).toEqual(['Beta Bar']);
    expect(await names({ cuisines: [cuisine.id] })).toEqual(['Gamma Cafe']);
    expect(await names({ name: 'gam', status: ['complete'] })).toEqual(['Gamma Cafe']);
    // The call as §7 writes it: isPublished true beside every optional criterion (issue 28 point 3).
    expect(await names({ isPublished: true })).toEqual(['Alpha Grill', 'Beta Bar', 'Gamma Cafe']);
    expect(
      await names({
        isPublished: true,
        excludeIds: [a.id],
        types: ['bar'],
        range: [1, 4],
        status: ['complete'],
        cuisines: [cuisine.id],
        tagIds: [],
      }),
    ).toEqual(['Gamma Cafe']);
    expect((await find({ where: { isPublished: true } })).results.some((r) => r.name === 'Delta Unpublished')).toBe(
      false,
    );
    const paged = await find({ where: { destinationId: other.id }, limit: 1, skip: 1 });
    expect([paged.total, paged.results.map((r) => r.name)]).toEqual([3, ['Beta Bar']]);

    for (const [filter, message] of [
      [{ limit: 31 }, /filter\.limit/],
      [{ where: { status: ['open'] } }, /filter\.where\.status/],
      [{ where: { range: [5] } }, /filter\.where\.range/],
      [{ where: { destinationId: 'x' } }, /filter\.where\.destinationId/],
      [{ where: { isPublished: false } }, /filter\.where\.isPublished: the place picker offers published places only/],
      ['{not json', /not valid JSON/],
    ] as const) {
      const raw = typeof filter === 'string' ? filter : JSON.stringify(filter);
      const res = await call('GET', `/api/Establishments/filter?filter=${encodeURIComponent(raw)}`);
      expect(res.status, raw).toBe(400);
      expect(JSON.stringify(res.body), raw).toMatch(message);
    }
  });
});
