import { describe, expect, it } from 'vitest';
import { upsertStaff } from '../src/bootstrap';
import { views } from '../src/db/schema/view';
import { setupApp, staffCalls } from './helper';

const OTHER = { email: 'ana@mise.test', password: 'another-staff-password' };

/** Issue 34 point 1: saved list views are records on the server, private or shared, guarded like every record. */
describe('saved list views', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  await upsertStaff(t.database.db, OTHER);
  const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: OTHER });
  const otherToken = login.json().id as string;
  const asOther = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { authorization: otherToken }, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const city = await make('destinations', { name: 'Viewton' });
  for (const name of ['Viewa', 'Viewb', 'Viewc'])
    await make('establishments', { name, address: '1 Rua', city: 'Lisbon', destinationId: city.id });
  const where = { and: [{ rule: 'withoutTags' }, { destinationId: { inq: [city.id] } }] };
  const body = (name: string, extra: object = {}) => ({
    type: 'place',
    name,
    query: { cities: String(city.id), rule: 'withoutTags' },
    where,
    shared: false,
    pinned: true,
    ...extra,
  });

  it('keeps a private view to its owner and shows a shared one to all staff', async () => {
    const mine = await call('POST', '/api/views', body('Viewton · no tags'));
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({
      name: 'Viewton · no tags',
      mine: true,
      dropped: [],
      owner: { id: expect.any(Number) },
    });
    const shared = await call('POST', '/api/views', body('Everyone’s queue', { shared: true }));
    expect(shared.status).toBe(200);

    const seenByOther = await asOther('GET', '/api/views?type=place');
    expect(seenByOther.body.items.map((v: { name: string }) => v.name)).toEqual(['Everyone’s queue']);
    expect(seenByOther.body.items[0].mine).toBe(false);
    expect(
      (await asOther('PATCH', `/api/views/${mine.body.id}`, { name: 'Mine now', updated: mine.body.updated })).status,
    ).toBe(404);
    expect((await asOther('DELETE', `/api/views/${mine.body.id}`)).status).toBe(404);
    const seenByOwner = await call('GET', '/api/views?type=place');
    expect(seenByOwner.body.items.map((v: { name: string }) => v.name)).toEqual([
      'Everyone’s queue',
      'Viewton · no tags',
    ]);
  });

  it('counts each pinned view as its list counts it, live', async () => {
    const counts = async () => (await call('GET', '/api/views/counts')).body.items as { id: number; count: number }[];
    const listed = (await call('GET', `/api/establishments/count?where=${q(where)}`)).body.count;
    expect(listed).toBe(3);
    expect((await counts()).map((c) => c.count)).toEqual([3, 3]);
    const [place] = (await call('GET', `/api/establishments?filter=${q({ where, limit: 1 })}`)).body;
    const tag =
      (await call('GET', `/api/tags?filter=${q({ limit: 1 })}`)).body[0] ?? (await make('tags', { name: 'Viewtag' }));
    expect((await call('PATCH', `/api/establishments/${place.id}`, { tagIds: [tag.id] })).status).toBe(200);
    expect((await counts()).map((c) => c.count)).toEqual([2, 2]);
    // The other staff member sees only the shared one.
    expect((await asOther('GET', '/api/views/counts')).body.items).toHaveLength(1);
  });

  it('refuses a view naming a field its list does not have, naming it', async () => {
    const bad = await call('POST', '/api/views', body('Broken', { where: { soul: true } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('where.soul: "soul" is not a field you can filter on');
    const badRule = await call('POST', '/api/views', body('Broken', { where: { rule: 'withoutSoul' } }));
    expect(badRule.status).toBe(400);
    expect(badRule.body.error.message).toContain('"withoutSoul" is not a rule of places');
    const blank = await call('POST', '/api/views', body('  '));
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('Name is required');
  });

  it('opens a view whose rule or field is gone without that clause, saying so', async () => {
    const [owner] = (await call('GET', '/api/views?type=place')).body.items;
    const [row] = await t.database.db
      .insert(views)
      .values({
        type: 'place',
        name: 'Old queue',
        query: { rule: 'withoutSoul', q: 'Vie' },
        where: { and: [{ rule: 'withoutSoul' }, { name: { ilike: '%Vie%' } }, { retired: true }] },
        shared: true,
        pinned: true,
        ownerId: owner.owner.id,
      })
      .returning();
    const old = (await call('GET', '/api/views?type=place')).body.items.find((v: { id: number }) => v.id === row!.id);
    expect(old.where).toEqual({ and: [{ name: { ilike: '%Vie%' } }] });
    expect(old.query).toEqual({ q: 'Vie' });
    expect(old.dropped).toEqual([
      expect.stringContaining('"withoutSoul" is not a rule of places'),
      expect.stringContaining('"retired" is not a field you can filter on'),
      '"withoutSoul" is no longer a rule of this list',
    ]);
    const counts = (await call('GET', '/api/views/counts')).body.items as { id: number; count: number }[];
    expect(counts.find((c) => c.id === row!.id)?.count).toBe(3);
  });

  it('refuses a change based on an older version of the view (409), and deletes', async () => {
    const created = (await call('POST', '/api/views', body('Versioned'))).body;
    const first = await call('PATCH', `/api/views/${created.id}`, {
      name: 'Versioned twice',
      updated: created.updated,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await call('PATCH', `/api/views/${created.id}`, { pinned: false, updated: created.updated });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      '"Versioned twice" was changed by someone else since you opened it; reload to see their changes',
    );
    expect((await call('DELETE', `/api/views/${created.id}`)).body).toEqual({ count: 1 });
    expect((await call('DELETE', `/api/views/${created.id}`)).status).toBe(404);
  });
});
