import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

type TFeed = {
  changes: { id: number; kind: string; type: string | null; recordId: number; name: string | null; fields?: object }[];
  next: number | null;
};

/** The dashboard's recent changes (issue 32 point 7): the latest ledger entries across the guide, by whom, of what. */
describe('recent changes', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const feed = async (query: string) => {
    const res = await call('GET', `/api/changes?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TFeed;
  };
  const city = await make('destinations', { name: 'Feedville' });
  const tag = await make('tags', { name: 'Feed tag' });
  const place = await make('establishments', {
    name: 'Feed Bar',
    address: '1 Rua',
    city: 'Porto',
    destinationId: city.id,
  });
  expect((await call('PATCH', `/api/establishments/${place.id}`, { tagIds: [tag.id], phone: '+351 9' })).status).toBe(
    200,
  );
  const staff = (await call('GET', '/api/changes/staff')).body as { id: number; name: string }[];

  it('should answer the newest changes first, each with its record named as it is now, a link once', async () => {
    const { changes } = await feed('limit=2');
    expect(changes.map((c) => [c.kind, c.type, c.recordId, c.name])).toEqual([
      ['link', 'place', place.id, 'Feed Bar'],
      ['update', 'place', place.id, 'Feed Bar'],
    ]);
    // The same link on the tag's side is not shown again.
    const tagSide = (await feed('type=tag&limit=50')).changes.filter((c) => c.kind === 'link');
    expect(tagSide).toEqual([]);
  });

  it('should narrow to a staff member or a type, and page on', async () => {
    const me = staff.find((s) => s.name === 'Staff');
    expect(me).toBeDefined();
    expect((await feed(`actor=${me?.id}&limit=1`)).changes).toHaveLength(1);
    expect((await feed('actor=999999')).changes).toEqual([]);
    const cities = await feed('type=city&limit=1');
    expect(cities.changes.map((c) => c.type)).toEqual(['city']);
    const first = await feed('limit=1');
    const second = await feed(`limit=1&before=${first.next}`);
    expect(second.changes[0]?.id).toBeLessThan(first.changes[0]?.id ?? 0);
    expect((await call('GET', '/api/changes?type=nope')).status).toBe(400);
  });
});
