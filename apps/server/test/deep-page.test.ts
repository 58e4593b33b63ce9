import { describe, expect, it } from 'vitest';
import { setupApp } from './helper';

describe('deep pages', async () => {
  const t = await setupApp();
  // Names repeat, so the id tie-breaker matters; about a third are published.
  await t.database.raw(
    `insert into cuisines (name, is_published) select 'C' || lpad((g % 997)::text, 4, '0'), g % 3 = 0 from generate_series(1, 23000) g`,
  );
  const page = async (filter: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cuisines?filter=${encodeURIComponent(JSON.stringify({ ...filter, fields: ['name'] }))}`,
      headers: t.auth(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((r: { id: number }) => r.id);
  };
  const direct = async (order: string, skip: number, where = '') => {
    const { rows } = await t.database.raw(
      `select id from cuisines where deleted = false${where} order by ${order} limit 20 offset ${skip}`,
    );
    return rows.map((r) => r.id);
  };

  it('should answer the same rows as a plain offset, ascending and descending, with a filter', async () => {
    for (const skip of [1000, 5000, 5001, 12345, 22990, 19999]) {
      expect(await page({ order: 'name ASC', skip, limit: 20 }), `asc ${skip}`).toEqual(
        await direct('name asc, id asc', skip),
      );
      expect(await page({ order: 'name DESC', skip, limit: 20 }), `desc ${skip}`).toEqual(
        await direct('name desc, id desc', skip),
      );
    }
    for (const skip of [5000, 7000]) {
      expect(await page({ where: { isPublished: true }, order: 'name ASC', skip, limit: 20 })).toEqual(
        await direct('name asc, id asc', skip, ' and is_published'),
      );
    }
  });

  it('should follow writes made after the anchors were taken', async () => {
    const before = await page({ order: 'name ASC', skip: 15000, limit: 20 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/cuisines/${before[0]}`,
      headers: t.auth(),
      payload: { name: 'A first' },
    });
    expect(res.statusCode).toBe(200);
    await t.database.raw(`delete from cuisines where id in (select id from cuisines order by name, id limit 7)`);
    const after = await page({ order: 'name ASC', skip: 15000, limit: 20 });
    expect(after).toEqual(await direct('name asc, id asc', 15000));
    expect(after).not.toEqual(before);
  });
});
