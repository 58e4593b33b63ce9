import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@mise/contracts/resources/setting';
import { activityLog } from '../src/db/schema/user';
import { setupApp, staffCalls } from './helper';

type TRow = { id: number; key: string; value: unknown; updated: string };
type TNamed = { name: string; value: string };

const SECTION = { title: 'T', subtitle: 'S', isVisible: true };
const CITY_PAGE = Object.fromEntries(
  ['dishes', 'cuisines', 'explore', 'bookWeeksAhead', 'landmarks', 'eatinerary', 'allPlaces'].map((k) => [k, SECTION]),
);
const PICTURE = { id: 'p1', url: '/img/settings/a.jpg' };

/** Per key: values the server stores, and values it refuses with a 400 naming the key. */
const CASES: Record<string, { good: unknown[]; bad: unknown[] }> = {
  establishmentPlaceType: {
    good: [[{ name: 'Wine Bar' }], [], [{ name: 'Cafe', value: 'cafe' }]],
    bad: [
      'Bar',
      [{ name: '' }],
      [{ name: 'Bar' }, { name: 'Cafe' }, { value: 'x' }],
      [{ name: 'x'.repeat(101) }],
      null,
    ],
  },
  continentName: {
    // The seeded list, so the tests below find Europe and Antarctica.
    good: [DEFAULT_SETTINGS.continentName],
    bad: [
      'Europe',
      [
        { name: 'Europe', value: 'europe' },
        { name: 'Europa', value: 'europe' },
      ],
      [{ name: ' ' }],
      [{ name: 'A', value: 3 }],
    ],
  },
  cityPageConfig: {
    good: [CITY_PAGE, { ...CITY_PAGE, dishes: { title: 'Eat', subtitle: '', isVisible: false } }],
    bad: [
      { ...CITY_PAGE, allPlaces: undefined },
      { ...CITY_PAGE, dishes: { title: 'Eat', subtitle: '' } },
      { ...CITY_PAGE, explore: { ...SECTION, isVisible: 'yes' } },
      [],
    ],
  },
  authScreenConfig: {
    good: [
      { lgPicture: PICTURE, smPicture: null },
      { lgPicture: null, smPicture: null },
    ],
    bad: [{ lgPicture: null }, { lgPicture: { url: 5 }, smPicture: null }, 'picture'],
  },
};

describe('settings', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const rows = async () => (await call('GET', '/api/settings')).body as TRow[];
  const row = async (key: string) => (await rows()).find((s) => s.key === key) as TRow;
  const patch = (id: number, body: unknown) => call('PATCH', `/api/settings/${id}`, body);
  const logged = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.itemId, String(id)))
    ).length;

  it('should list the four seeded keys', async () => {
    expect((await rows()).map((s) => s.key).sort()).toEqual([
      'authScreenConfig',
      'cityPageConfig',
      'continentName',
      'establishmentPlaceType',
    ]);
    expect(((await row('continentName')).value as TNamed[]).map((c) => c.value)).toContain('europe');
  });

  for (const [key, { good, bad }] of Object.entries(CASES)) {
    it(`should store good ${key} values and refuse bad ones with a 400 naming the key, writing nothing`, async () => {
      for (const value of good) {
        const before = await row(key);
        const res = await patch(before.id, { value });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect((await row(key)).updated).not.toBe(before.updated);
      }
      for (const value of bad) {
        const before = await row(key);
        const logs = await logged(before.id);
        const res = await patch(before.id, { value });
        expect(res.status, JSON.stringify(value)).toBe(400);
        expect(res.body.error.message).toMatch(new RegExp(`^${key}: value`));
        expect(res.body.error.details.length).toBeGreaterThan(0);
        expect(await row(key)).toEqual(before);
        expect(await logged(before.id)).toBe(logs);
      }
    });
  }

  it('should name the entry and field of a malformed value', async () => {
    const types = await row('establishmentPlaceType');
    const res = await patch(types.id, { value: [{ name: 'Bar' }, { name: 'Cafe' }, { name: '' }] });
    expect(res.body.error.message).toBe('establishmentPlaceType: value[2].name: This field is required');
  });

  it('should derive each place type value from its name, whatever was sent, keeping the first of two alike', async () => {
    const types = await row('establishmentPlaceType');
    const res = await patch(types.id, {
      value: [{ name: ' Rooftop  Bar ', value: 'anything' }, { name: 'Wine bar' }, { name: 'rooftop bar' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual([
      { name: 'Rooftop  Bar', value: 'rooftop_bar' },
      { name: 'Wine bar', value: 'wine_bar' },
    ]);
    expect(await logged(types.id)).toBeGreaterThan(0);
  });

  it('should keep a continent value on rename, give a new one its derived value, and refuse duplicates', async () => {
    const continents = await row('continentName');
    const list = continents.value as TNamed[];
    const renamed = list.map((c) => (c.value === 'europe' ? { ...c, name: 'Europa' } : c));
    const res = await patch(continents.id, { value: [...renamed, { name: 'Middle  East' }] });
    expect(res.status).toBe(200);
    expect(res.body.value).toContainEqual({ name: 'Europa', value: 'europe' });
    expect(res.body.value.at(-1)).toEqual({ name: 'Middle  East', value: 'middle_east' });
    const dup = await patch(continents.id, { value: [...res.body.value, { name: 'Middle East' }] });
    expect(dup.status).toBe(400);
    expect(dup.body.error.message).toMatch(/^continentName: value\[\d+\]\.value: 'middle_east' is listed twice$/);
  });

  it('should refuse removing a continent that cities use with a 409 naming it and the count', async () => {
    await make('destinations', { name: 'Reykjavik', continent: 'antarctica' });
    await make('destinations', { name: 'Nuuk', continent: 'antarctica' });
    const continents = await row('continentName');
    const without = (continents.value as TNamed[]).filter((c) => c.value !== 'antarctica');
    const res = await patch(continents.id, { value: without });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/Antarctica is used by 2 cities/);
    expect(await row('continentName')).toEqual(continents);
    // A continent no city uses goes.
    const free = (continents.value as TNamed[]).filter((c) => c.value !== 'oceania');
    expect((await patch(continents.id, { value: free })).status).toBe(200);
  });

  it('should refuse a change based on an older version with a 409, by body or If-Match, and write nothing', async () => {
    const types = await row('establishmentPlaceType');
    const first = await patch(types.id, { value: [{ name: 'Bar' }], updated: types.updated });
    expect(first.status).toBe(200);
    const stale = await patch(types.id, { value: [{ name: 'Cafe' }], updated: types.updated });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      '"Place types" was changed by someone else since you opened it; reload to see their changes',
    );
    const header = await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${types.id}`,
      headers: { ...t.auth(), 'if-match': `"${types.updated}"` },
      payload: { value: [{ name: 'Cafe' }] },
    });
    expect(header.statusCode).toBe(409);
    expect((await row('establishmentPlaceType')).value).toEqual([{ name: 'Bar', value: 'bar' }]);
    expect((await patch(types.id, { value: [{ name: 'Cafe' }], updated: first.body.updated })).status).toBe(200);
    expect((await patch(types.id, { value: [], updated: 'yesterday' })).status).toBe(400);
  });

  it('should answer 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await patch(99999, { value: [] })).status).toBe(404);
    expect((await call('GET', '/api/settings/99999')).status).toBe(404);
    expect((await patch('abc' as never, { value: [] })).status).toBe(400);
    expect((await call('GET', '/api/settings/abc')).status).toBe(400);
    expect((await patch((await row('continentName')).id, { value: [], extra: 1 })).status).toBe(400);
  });
});
