import { describe, expect, it } from 'vitest';
import type { TEatinerarySection } from '@mise/contracts/resources/eatinerary';
import { setupApp, staffCalls } from './helper';

type TEatineraryAnswer = {
  id: number;
  name: string;
  destinationId: number;
  _sections: TEatinerarySection[];
  destination?: { id: number; name: string } | null;
};

describe('eateries (eatineraries)', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const get = async (id: number) => {
    const res = await call('GET', `/api/eateries/${id}`);
    expect(res.status).toBe(200);
    return res.body as TEatineraryAnswer;
  };
  const placeNames = (section: TEatinerarySection) => section._places.map((p) => p.name);

  const lisbon = await make('destinations', { name: 'Lisbon' });
  const porto = await make('destinations', { name: 'Porto' });
  const faro = await make('destinations', { name: 'Faro' });
  const place = (name: string) =>
    make('establishments', { name, address: '1 Rua Augusta', city: 'Lisbon', destinationId: lisbon.id });
  const [ramiro, tasca, manteigaria, pasteis] = [
    await place('Cervejaria Ramiro'),
    await place('Tasca do Chico'),
    await place('Manteigaria'),
    await place('Pastéis de Belém'),
  ];

  const created = (await make('eateries', {
    name: 'A day of custard',
    destinationId: lisbon.id,
    _sections: [
      { title: 'Morning', description: 'Start sweet', placeIds: [pasteis.id, manteigaria.id, pasteis.id] },
      { title: 'Lunch', placeIds: [ramiro.id] },
      { title: 'Night', description: null, placeIds: [tasca.id, ramiro.id] },
    ],
  })) as unknown as TEatineraryAnswer;

  it('should answer sections with their index as id and their places by name, in the order chosen', async () => {
    expect(created._sections).toEqual([
      {
        id: 0,
        title: 'Morning',
        description: 'Start sweet',
        placeIds: [pasteis.id, manteigaria.id],
        _places: [
          { id: pasteis.id, name: 'Pastéis de Belém' },
          { id: manteigaria.id, name: 'Manteigaria' },
        ],
      },
      {
        id: 1,
        title: 'Lunch',
        description: null,
        placeIds: [ramiro.id],
        _places: [{ id: ramiro.id, name: 'Cervejaria Ramiro' }],
      },
      {
        id: 2,
        title: 'Night',
        description: null,
        placeIds: [tasca.id, ramiro.id],
        _places: [
          { id: tasca.id, name: 'Tasca do Chico' },
          { id: ramiro.id, name: 'Cervejaria Ramiro' },
        ],
      },
    ]);
    expect((await get(created.id))._sections).toEqual(created._sections);
  });

  it('should answer sections the same way in lists, with one shape for every row', async () => {
    const second = await make('eateries', { name: 'Bare list', destinationId: lisbon.id });
    const res = await call('GET', `/api/eateries?filter=${q({ order: 'name ASC' })}`);
    expect(res.status).toBe(200);
    const rows = res.body as TEatineraryAnswer[];
    expect(rows.find((r) => r.id === created.id)?._sections.map(placeNames)).toEqual([
      ['Pastéis de Belém', 'Manteigaria'],
      ['Cervejaria Ramiro'],
      ['Tasca do Chico', 'Cervejaria Ramiro'],
    ]);
    expect(rows.find((r) => r.id === second.id)?._sections).toEqual([]);
  });

  it('should reorder sections through PATCH, the ids following the new order', async () => {
    const [morning, lunch, night] = (await get(created.id))._sections;
    const toInput = (s: TEatinerarySection) => ({
      title: s.title,
      description: s.description,
      placeIds: s._places.map((p) => p.id),
    });
    const res = await call('PATCH', `/api/eateries/${created.id}`, { _sections: [night, morning, lunch].map(toInput) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as TEatineraryAnswer)._sections.map((s) => [s.id, s.title])).toEqual([
      [0, 'Night'],
      [1, 'Morning'],
      [2, 'Lunch'],
    ]);
    expect((await get(created.id))._sections.map((s) => s.title)).toEqual(['Night', 'Morning', 'Lunch']);
  });

  it('should remove a section through PATCH', async () => {
    const sections = (await get(created.id))._sections.filter((s) => s.title !== 'Morning');
    const res = await call('PATCH', `/api/eateries/${created.id}`, {
      _sections: sections.map((s) => ({ title: s.title, description: s.description, placeIds: s.placeIds })),
    });
    expect(res.status).toBe(200);
    expect((await get(created.id))._sections.map((s) => [s.id, s.title])).toEqual([
      [0, 'Night'],
      [1, 'Lunch'],
    ]);
  });

  it('should leave a soft-deleted place out of _places, and still accept its id from this eatinerary', async () => {
    expect((await call('DELETE', `/api/establishments/${tasca.id}`)).status).toBe(200);
    const [night] = (await get(created.id))._sections;
    expect(night.placeIds).toEqual([tasca.id, ramiro.id]);
    expect(night._places).toEqual([{ id: ramiro.id, name: 'Cervejaria Ramiro' }]);
    // The console may send back the ids it was given; a place deleted since must not make the save fail.
    const res = await call('PATCH', `/api/eateries/${created.id}`, {
      _sections: [{ title: 'Night', placeIds: night.placeIds }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('should refuse unknown place ids with a 400 naming them, and change nothing', async () => {
    const before = await get(created.id);
    const res = await call('PATCH', `/api/eateries/${created.id}`, {
      name: 'Renamed',
      _sections: [{ title: 'X', placeIds: [ramiro.id, 999_999, 888_888] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('999999, 888888');
    const after = await get(created.id);
    expect(after.name).toBe(before.name);
    expect(after._sections).toEqual(before._sections);
    const createRes = await call('POST', '/api/eateries', {
      name: 'Ghosts',
      destinationId: lisbon.id,
      _sections: [{ title: 'A', placeIds: [tasca.id] }],
    });
    expect(createRes.status).toBe(400);
    expect(createRes.body.error.message).toContain(String(tasca.id));
  });

  it('should refuse places of another city, on create, on a sections change and on a city change, and change nothing', async () => {
    const clerigos = await make('establishments', {
      name: 'Café Majestic',
      address: 'Rua Santa Catarina',
      city: 'Porto',
      destinationId: porto.id,
    });
    const created2 = await call('POST', '/api/eateries', {
      name: 'Mixed',
      destinationId: lisbon.id,
      _sections: [{ title: 'A', placeIds: [ramiro.id, clerigos.id] }],
    });
    expect(created2.status).toBe(400);
    expect(created2.body.error.message).toBe(
      `_sections: the place with the id ${clerigos.id} is not in the eatinerary's city`,
    );

    const before = await get(created.id);
    const added = await call('PATCH', `/api/eateries/${created.id}`, {
      _sections: [{ title: 'Night', placeIds: [ramiro.id, clerigos.id] }],
    });
    expect(added.status).toBe(400);
    // Moving the eatinerary to Porto with its Lisbon places still in it.
    const moved = await call('PATCH', `/api/eateries/${created.id}`, { destinationId: porto.id });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toContain(String(ramiro.id));
    expect(await get(created.id)).toEqual(before);

    // A place that moved city since it was chosen does not block saving the eatinerary as it is.
    expect((await call('PATCH', `/api/establishments/${ramiro.id}`, { destinationId: faro.id })).status).toBe(200);
    const kept = await call('PATCH', `/api/eateries/${created.id}`, {
      name: 'Still Lisbon',
      _sections: before._sections.map(({ title, placeIds }) => ({ title, placeIds })),
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await call('PATCH', `/api/establishments/${ramiro.id}`, { destinationId: lisbon.id })).status).toBe(200);
    // Moving city with sections of the new city's places is fine.
    const porto2 = await call('POST', '/api/eateries', { name: 'Porto day', destinationId: lisbon.id });
    expect(porto2.status).toBe(200);
    const switched = await call('PATCH', `/api/eateries/${porto2.body.id}`, {
      destinationId: porto.id,
      _sections: [{ title: 'A', placeIds: [clerigos.id] }],
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    // Leave the shared rows as the other tests expect them.
    expect((await call('DELETE', `/api/eateries/${porto2.body.id}`)).status).toBe(200);
    expect((await call('PATCH', `/api/eateries/${created.id}`, { name: before.name })).status).toBe(200);
  });

  it('should answer shaped sections after publish', async () => {
    const res = await call('POST', `/api/eateries/${created.id}/publish?publish=true`);
    expect(res.status).toBe(200);
    expect(res.body.isPublished).toBe(true);
    expect((res.body as TEatineraryAnswer)._sections[0]._places).toEqual([
      { id: ramiro.id, name: 'Cervejaria Ramiro' },
    ]);
  });

  it('should list the eatineraries of the chosen cities with their city name', async () => {
    await make('eateries', { name: 'Port wine walk', destinationId: porto.id });
    await make('eateries', { name: 'Algarve fish', destinationId: faro.id });
    const filter = {
      where: { destinationId: { inq: [lisbon.id, porto.id] } },
      order: 'name ASC',
      limit: 20,
      fields: ['id', 'name', 'isPublished'],
      include: { relation: 'destination', scope: { fields: ['name'] } },
    };
    const res = await call('GET', `/api/eateries?filter=${q(filter)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body as TEatineraryAnswer[];
    expect(rows.map((r) => [r.name, r.destination?.name])).toEqual([
      ['A day of custard', 'Lisbon'],
      ['Bare list', 'Lisbon'],
      ['Port wine walk', 'Porto'],
    ]);
    const count = await call('GET', `/api/eateries/count?where=${q(filter.where)}`);
    expect(count.body).toEqual({ count: 3 });
  });
});
