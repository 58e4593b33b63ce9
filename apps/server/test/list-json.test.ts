import { describe, expect, it } from 'vitest';
import { parseFilter } from '../src/crud/filter';
import { listJson, listRows } from '../src/crud/list';
import { allModels } from '../src/resources/registry';
import { seedDemo } from '../src/seed/generate';
import { setupApp, staffCalls } from './helper';

/**
 * Plain list pages are answered as JSON that PostgreSQL builds (crud/row-json.ts). They must be exactly what the row
 * path (driver → Drizzle → JSON.stringify) answers, for every model and every kind of column, or clients would see
 * dates, numbers or jsonb change shape depending on how a page was asked for.
 */
describe('list pages built as JSON by the database', async () => {
  const t = await setupApp();
  const { call, q } = staffCalls(t);
  await seedDemo(t.database, { scale: 0.2, seed: 11 });
  // Values the demo may leave empty or round: a place's manual update date and location, a coupon's fractional discount.
  const [place] = (await t.database.raw(`select id from establishments order by id limit 1`)).rows;
  await t.database.raw(
    `update establishments set manual_updated = '2026-03-04T05:06:07.891234Z', location = '{"lat": 38.7223, "lng": -9.1393}' where id = $1`,
    [place.id],
  );
  const modelAt = (path: string) => {
    const model = allModels.find((m) => m.resource.path.toLowerCase() === path.toLowerCase());
    if (!model) throw new Error(`no model at ${path}`);
    return model;
  };
  const viaRows = async (modelFilter: unknown, model: (typeof allModels)[number]) =>
    JSON.parse(JSON.stringify(await listRows(t.database.db, model, parseFilter(JSON.stringify(modelFilter)))));
  const viaJson = async (modelFilter: unknown, model: (typeof allModels)[number]) => {
    const text = await listJson(t.database.db, model, parseFilter(JSON.stringify(modelFilter)));
    expect(text, `${model.resource.path} is too wide to be built as JSON`).toBeDefined();
    return JSON.parse(text as string);
  };

  it('should answer every model exactly as the row path does: every column, first and later pages, chosen fields', async () => {
    let compared = 0;
    for (const model of allModels) {
      for (const filter of [{ limit: 100 }, { order: 'updated DESC', skip: 3, limit: 7 }, { fields: ['id', 'created'], limit: 5 }]) {
        const expected = await viaRows(filter, model);
        expect(await viaJson(filter, model), `${model.resource.path} ${JSON.stringify(filter)}`).toEqual(expected);
        compared += expected.length;
      }
    }
    // Enough rows that every kind of column was compared with real values.
    expect(compared).toBeGreaterThan(500);
  });

  it('should write dates as JSON.stringify does (UTC, milliseconds, Z) and keep doubles and jsonb as they are', async () => {
    const coupons = modelAt('coupons');
    const [coupon] = (await t.database.raw(`update coupons set discount_value = 12.345678901234567 where id = (select min(id) from coupons) returning id`))
      .rows;
    expect(await viaJson({ where: { id: coupon.id }, fields: ['id', 'discountValue'] }, coupons)).toEqual([
      { id: coupon.id, discountValue: 12.345678901234567 },
    ]);
    const [row] = await viaJson({ where: { id: place.id }, fields: ['id', 'manualUpdated', 'location'] }, modelAt('establishments'));
    expect(row).toEqual({ id: place.id, manualUpdated: '2026-03-04T05:06:07.891Z', location: { lat: 38.7223, lng: -9.1393 } });
  });

  it('should answer deep pages (found through their ids first) in the same order', async () => {
    await t.database.raw(`insert into cuisines (name) select 'Deep ' || lpad((g % 401)::text, 4, '0') from generate_series(1, 2600) g`);
    const cuisines = modelAt('cuisines');
    for (const filter of [
      { order: 'name ASC', skip: 1500, limit: 30 },
      { order: 'name DESC', skip: 2100, limit: 30 },
    ]) {
      const expected = await viaRows(filter, cuisines);
      expect(expected).toHaveLength(30);
      expect(await viaJson(filter, cuisines)).toEqual(expected);
    }
  });

  it('should send the built JSON through the list route, and the row path when something is included or counted', async () => {
    const filter = { order: 'name ASC', limit: 20 };
    const res = await t.app.inject({ method: 'GET', url: `/api/establishments?filter=${q(filter)}`, headers: t.auth() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(await viaRows(filter, modelAt('establishments')));
    // Byte for byte the database's text (its separators differ from JSON.stringify's), so the route did not go through rows.
    expect(res.body).toBe(await listJson(t.database.db, modelAt('establishments'), parseFilter(JSON.stringify(filter))));
    const counted = await call('GET', `/api/destinations?filter=${q({ limit: 3, includeCount: true })}`);
    expect(counted.status).toBe(200);
    expect(counted.body[0].counts).toBeDefined();
  });
});
