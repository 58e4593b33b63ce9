import { describe, expect, it } from 'vitest';
import { MAX_INCLUDES, MAX_INCLUDE_DEPTH, parseFilter } from '../src/crud/filter';
import { joinedIncludes } from '../src/crud/relation-query';
import { eatineraryModel } from '../src/resources/eatinerary/model';
import { setupApp, staffCalls } from './helper';

describe('include lists are de-duplicated and capped', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const pack = await make('destinationPacks', {
    name: 'Europe',
    currencyValue: 12,
    durationValue: 2,
    durationType: 'month',
  });
  const lisbon = await make('destinations', { name: 'Lisbon', destinationPackId: pack.id });
  const porto = await make('destinations', { name: 'Porto' });
  for (let i = 0; i < 12; i++) {
    await make('establishments', {
      name: `Place ${i}`,
      address: '1 Rua Augusta',
      city: 'Lisbon',
      destinationId: i % 3 === 0 ? porto.id : lisbon.id,
    });
  }
  const raw = (filter: string) =>
    t.app.inject({ method: 'GET', url: `/api/establishments?filter=${encodeURIComponent(filter)}`, headers: t.auth() });

  // What the copies cost beside one is bounded by the bench (scripts/bench/include-copies.ts), on a quiet machine.
  it('should answer 400 copies of one include as one, with the same rows as one copy', async () => {
    const once = await call('GET', `/api/establishments?filter=${q({ include: 'destination', order: 'id ASC' })}`);
    expect(once.status).toBe(200);
    const copies = await raw(
      JSON.stringify({ include: Array.from({ length: 400 }, () => 'destination'), order: 'id ASC' }),
    );
    expect(copies.statusCode).toBe(200);
    expect(copies.json()).toEqual(once.body);
    expect(copies.json()[0].destination.name).toMatch(/Lisbon|Porto/);
    // Copies with the same scope (and names differing only in case) are one relation too.
    const scoped = { relation: 'destination', scope: { fields: ['name'] } };
    const same = await call(
      'GET',
      `/api/establishments?filter=${q({ include: [scoped, { ...scoped }, 'cuisines', 'Cuisines'], order: 'id ASC' })}`,
    );
    expect(same.status).toBe(200);
    expect(Object.keys(same.body[0].destination).sort()).toEqual(['id', 'name']);
    expect(same.body[0].cuisines).toEqual([]);
    expect(Object.keys(same.body[0]).filter((k) => k.toLowerCase() === 'cuisines')).toHaveLength(1);
  });

  it('should refuse one relation included twice with different scopes', async () => {
    const res = await call(
      'GET',
      `/api/establishments?filter=${q({ include: ['destination', { relation: 'destination', scope: { fields: ['name'] } }] })}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/"destination" is included twice with different scopes/);
  });

  it(`should include at most ${MAX_INCLUDES} relations in one request, nested ones counted`, async () => {
    const nine = [
      'destination',
      'cuisines',
      'foodDrinks',
      'tags',
      'similarEstablishments',
      'reviews',
      'favouriters',
      'wishers',
      'lists',
    ];
    const ten = [...nine.slice(1), { relation: 'destination', scope: { include: 'destinationPack' } }];
    const ok = await call('GET', `/api/establishments?filter=${q({ include: ten, limit: 2 })}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const eleven = [
      ...nine.slice(1),
      {
        relation: 'destination',
        scope: { include: { relation: 'destinationPack', scope: { include: 'destinations' } } },
      },
    ];
    const over = await call('GET', `/api/establishments?filter=${q({ include: eleven, limit: 2 })}`);
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(
      `filter.include: at most ${MAX_INCLUDES} relations may be included in one request, nested ones counted`,
    );
  });

  it(`should follow nested includes ${MAX_INCLUDE_DEPTH} levels deep and refuse a fourth`, async () => {
    const three = {
      where: { destinationId: lisbon.id },
      include: {
        relation: 'destination',
        scope: { fields: ['name'], include: { relation: 'destinationPack', scope: { include: 'destinations' } } },
      },
    };
    const ok = await call('GET', `/api/establishments?filter=${q(three)}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toHaveLength(8);
    // fields: ['name'] still brings the key the nested include needs.
    expect(ok.body[0].destination.destinationPack.name).toBe('Europe');
    expect(ok.body[0].destination.destinationPack.destinations.map((d: { name: string }) => d.name)).toEqual([
      'Lisbon',
    ]);
    // LoopBack's shorthand nests the same way.
    const short = await call(
      'GET',
      `/api/establishments?filter=${q({ where: { destinationId: lisbon.id }, include: { destination: 'destinationPack' } })}`,
    );
    expect(short.body[0].destination.destinationPack.name).toBe('Europe');
    const four = { include: { destination: { destinationPack: { destinations: 'establishments' } } } };
    const deep = await call('GET', `/api/establishments?filter=${q(four)}`);
    expect(deep.status).toBe(400);
    expect(deep.body.error.message).toMatch(new RegExp(`includes nest at most ${MAX_INCLUDE_DEPTH} levels deep`));
  });

  it('should answer an include nested thousands deep, as JSON text in filter=, with 400', async () => {
    const forms = [
      `{"include":${'{"destination":'.repeat(1200)}true${'}'.repeat(1200)}}`,
      `{"include":${'{"relation":"destination","scope":{"include":'.repeat(400)}"x"${'}}'.repeat(400)}}`,
      `{"include":${'['.repeat(9000)}"destination"${']'.repeat(9000)}}`,
      `{"where":${'{"and":['.repeat(1900)}{}${']}'.repeat(1900)}}`,
    ];
    for (const filter of forms) {
      expect(filter.length).toBeLessThanOrEqual(20_000);
      const res = await raw(filter);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toMatch(/nests more than \d+ levels deep/);
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/destinations/${lisbon.id}?filter=${encodeURIComponent(filter)}`,
        headers: t.auth(),
      });
      expect(one.statusCode).toBe(400);
    }
  });
});

describe('a belongsTo include read in the page’s own statement', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const lisbon = await make('destinations', { name: 'Lisbon', country: 'Portugal' });
  const porto = await make('destinations', { name: 'Porto', country: 'Portugal' });
  for (let i = 0; i < 6; i++) await make('eateries', { name: `Day ${i}`, destinationId: i % 2 ? porto.id : lisbon.id });
  await call('DELETE', `/api/destinations/${porto.id}`);
  // A scope with a where is added after the page (decorateRows); fields alone are joined (joinedIncludes): same answer.
  const list = async (scope: object) =>
    (
      await call(
        'GET',
        `/api/eateries?filter=${q({ order: 'name ASC', fields: ['id', 'name'], include: [{ relation: 'destination', scope }] })}`,
      )
    ).body;

  it('should answer what the include after the page answers: the fields asked, id, and null for a deleted city', async () => {
    for (const fields of [['name'], ['id', 'name', 'country'], undefined]) {
      const joined = await list(fields ? { fields } : {});
      const after = await list({ ...(fields ? { fields } : {}), where: { id: { gt: 0 } } });
      expect(joined, JSON.stringify(fields)).toEqual(after);
      expect(joined).toHaveLength(6);
      expect(joined.filter((r: { destination: unknown }) => r.destination === null)).toHaveLength(3);
    }
    // The parsed scope of a fields-only include is joined (it carries an empty include list of its own).
    const parsed = (scope: object) => parseFilter(JSON.stringify({ include: [{ relation: 'destination', scope }] }));
    expect(joinedIncludes(eatineraryModel, parsed({ fields: ['name'] })).joins).toHaveLength(1);
    expect(joinedIncludes(eatineraryModel, parsed({ fields: ['name'], where: { id: 1 } })).joins).toHaveLength(0);
    const [first] = await list({ fields: ['name'] });
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Day 0',
      destinationId: lisbon.id,
      destination: { id: lisbon.id, name: 'Lisbon' },
    });
  });
});
