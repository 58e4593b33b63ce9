import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../src/db/schema/user';
import { cities } from '../src/db/schema/city';
import { setupApp } from './helper';

describe('generic REST layer (on cities)', async () => {
  const t = await setupApp();
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: t.auth(), ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = (filter: unknown) =>
    call('GET', `/api/destinations?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/destinations', { continent: 'europe', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const paris = await create({ name: 'Paris', country: 'France', continent: 'europe', inGuide: true });
  const lyon = await create({ name: 'Lyon', country: 'France', continent: 'europe' });
  const osaka = await create({ name: 'Osaka', country: 'Japan', continent: 'asia', totalVotes: undefined });
  await call('POST', `/api/destinations/${osaka.id}/publish`, { publish: true });

  it('should create, answer the stored row, and log the write', async () => {
    expect(paris).toMatchObject({ name: 'Paris', inGuide: true, isPublished: false, deleted: false });
    const [log] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.itemId, String(paris.id)));
    expect(log).toMatchObject({ model: 'Destination', action: 'create' });
    expect(log.changedFields).toContain('name');
  });

  it('should list with where, order, limit, skip and fields, matching paths case-insensitively', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/API/Destinations/?filter=${encodeURIComponent(JSON.stringify({ where: { country: 'France' }, order: 'name DESC', limit: 1, skip: 1, fields: ['name'] }))}`,
      headers: t.auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: lyon.id, name: 'Lyon' }]);
  });

  it('should list every model with no order given (its name when sortable, else its id)', async () => {
    const { allModels } = await import('../src/resources/registry');
    const refused: string[] = [];
    for (const model of allModels) {
      const res = await call(
        'GET',
        `/api/${model.resource.path}?filter=${encodeURIComponent(JSON.stringify({ limit: 5 }))}`,
      );
      if (res.statusCode !== 200) refused.push(`${model.resource.path}: ${res.statusCode} ${res.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('should support and/or and the listed operators', async () => {
    const names = async (where: unknown) =>
      (await list({ where, order: 'name ASC' })).json().map((c: { name: string }) => c.name);
    expect(await names({ or: [{ name: 'Paris' }, { name: { ilike: 'os%' } }] })).toEqual(['Osaka', 'Paris']);
    expect(await names({ and: [{ country: 'France' }, { name: { neq: 'Paris' } }] })).toEqual(['Lyon']);
    expect(await names({ name: { inq: ['Lyon', 'Osaka'] } })).toEqual(['Lyon', 'Osaka']);
    expect(await names({ name: { nin: ['Lyon', 'Osaka'] } })).toEqual(['Paris']);
    expect(await names({ isPublished: true })).toEqual(['Osaka']);
    expect(await names({ id: { between: [paris.id, lyon.id] } })).toEqual(['Lyon', 'Paris']);
    expect(await names({ id: { gt: lyon.id } })).toEqual(['Osaka']);
    expect(await names({ state: { exists: false }, name: { like: 'P%' } })).toEqual(['Paris']);
  });

  it('should count with a where', async () => {
    const res = await call(
      'GET',
      `/api/destinations/count?where=${encodeURIComponent(JSON.stringify({ country: 'France' }))}`,
    );
    expect(res.json()).toEqual({ count: 2 });
  });

  it('should refuse unknown fields, operators and bad values with 400 naming them', async () => {
    const cases: [unknown, RegExp][] = [
      [{ where: { passwordHash: 'x' } }, /passwordHash/],
      [{ where: { name: { regexp: '.*' } } }, /regexp/],
      [{ where: { isPublished: 'maybe' } }, /isPublished.*true or false/],
      [{ where: { id: 'abc' } }, /where\.id.*number/],
      [{ order: 'description ASC' }, /description/],
      [{ order: 'name SIDEWAYS' }, /name SIDEWAYS/],
      [{ fields: ['nope'] }, /nope/],
      [{ include: 'nothing' }, /nothing/],
      [{ limit: -1 }, /limit/],
      [{ where: { and: 'x' } }, /and/],
    ];
    for (const [filter, message] of cases) {
      const res = await list(filter);
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json().error.message, JSON.stringify(filter)).toMatch(message);
    }
    const notJson = await call('GET', '/api/destinations?filter={oops');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toMatch(/not valid JSON/);
  });

  it('should cap the limit', async () => {
    const res = await list({ limit: 1_000_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBe(3);
  });

  it('should treat hostile text as a value, never as SQL', async () => {
    const res = await list({ where: { name: "x'; drop table destinations; --" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await call('GET', '/api/destinations/count')).json().count).toBe(3);
  });

  it('should refuse bad create and patch bodies with 400, and store nothing', async () => {
    const unknown = await call('POST', '/api/destinations', { name: 'X', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/colour/);
    const wrongType = await call('POST', '/api/destinations', { name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toMatch(/name/);
    const missing = await call('POST', '/api/destinations', { country: 'Spain' });
    expect(missing.statusCode).toBe(400);
    const badPatch = await call('PATCH', `/api/destinations/${paris.id}`, { isPublished: 'yes' });
    expect(badPatch.statusCode).toBe(400);
    const badId = await call('PATCH', '/api/destinations/abc', { name: 'Y' });
    expect(badId.statusCode).toBe(400);
    const huge = await call('GET', '/api/destinations/99999999999');
    expect(huge.statusCode).toBe(400);
    expect((await call('GET', '/api/destinations/count')).json().count).toBe(3);
  });

  it('should answer 413 for an oversized body and 400 for malformed JSON', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/destinations',
      headers: { ...t.auth(), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(t.config.bodyLimit + 10) }),
    });
    expect(big.statusCode).toBe(413);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/destinations',
      headers: { ...t.auth(), 'content-type': 'application/json' },
      payload: '{"name": "Lisbon",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/JSON/);
  });

  it('should answer 404 for an unknown item', async () => {
    const res = await call('GET', '/api/destinations/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ statusCode: 404, name: 'NotFoundError' });
  });

  it('should refuse a PATCH based on a stale `updated` with 409 and keep the newer change', async () => {
    const city = await create({ name: 'Porto' });
    const first = await call('PATCH', `/api/destinations/${city.id}`, { byline: 'first', updated: city.updated });
    expect(first.statusCode).toBe(200);
    const stale = await call('PATCH', `/api/destinations/${city.id}`, { byline: 'second', updated: city.updated });
    expect(stale.statusCode).toBe(409);
    const viaHeader = await t.app.inject({
      method: 'PATCH',
      url: `/api/destinations/${city.id}`,
      headers: { ...t.auth(), 'if-match': city.updated },
      payload: { byline: 'third' },
    });
    expect(viaHeader.statusCode).toBe(409);
    const fresh = await call('PATCH', `/api/destinations/${city.id}`, {
      byline: 'fourth',
      updated: first.json().updated,
    });
    expect(fresh.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(cities).where(eq(cities.id, city.id));
    expect(row.byline).toBe('fourth');
  });

  it('should publish and unpublish through body or query', async () => {
    const on = await call('POST', `/api/destinations/${lyon.id}/publish`, { publish: true });
    expect(on.json().isPublished).toBe(true);
    const off = await call('POST', `/api/destinations/${lyon.id}/publish?publish=false`);
    expect(off.json().isPublished).toBe(false);
    const neither = await call('POST', `/api/destinations/${lyon.id}/publish`);
    expect(neither.statusCode).toBe(400);
  });

  it('should publish explore lists, quotes and tags the same way, counted and logged, and 404 for a missing one', async () => {
    const made = async (path: string, body: object) => {
      const res = await call('POST', `/api/${path}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: number; isPublished: boolean };
    };
    const rows: [string, string, { id: number; isPublished: boolean }][] = [
      ['lists', 'List', await made('lists', { name: 'Lyon after dark', destinationId: lyon.id })],
      ['quotes', 'Quote', await made('quotes', { title: 'Eat where the locals eat' })],
      ['tags', 'Tag', await made('tags', { name: 'Bouchon' })],
    ];
    for (const [path, model, row] of rows) {
      expect(row.isPublished, path).toBe(false);
      const published = async () =>
        (await call('GET', `/api/${path}/count?where=${encodeURIComponent('{"isPublished":true}')}`)).json().count;
      const before = await published();
      const on = await call('POST', `/api/${path}/${row.id}/publish`, { publish: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ id: row.id, isPublished: true });
      expect((await call('GET', `/api/${path}/${row.id}`)).json().isPublished, path).toBe(true);
      expect(await published(), path).toBe(before + 1);
      const off = await call('POST', `/api/${path}/${row.id}/publish?publish=false`);
      expect(off.json().isPublished, path).toBe(false);
      expect(await published(), path).toBe(before);
      const actions = await t.database.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(and(eq(activityLog.model, model), eq(activityLog.itemId, String(row.id))))
        .orderBy(activityLog.id);
      expect(
        actions.map((a) => a.action).filter((a) => a !== 'create'),
        path,
      ).toEqual(['publish', 'unpublish']);
      expect((await call('POST', `/api/${path}/987654/publish`, { publish: true })).statusCode, path).toBe(404);
    }
  });

  it('should soft-delete cities: hidden from lists, counts and summary, but kept and recoverable', async () => {
    const city = await create({ name: 'Ghent' });
    const before = (await call('GET', '/api/appmodels/summary')).json().Destination.total;
    const del = await call('DELETE', `/api/destinations/${city.id}`);
    expect(del.json()).toEqual({ count: 1 });
    expect((await call('GET', `/api/destinations/${city.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/appmodels/summary')).json().Destination.total).toBe(before - 1);
    const trashed = await list({ where: { deleted: true } });
    expect(trashed.json().map((c: { id: number }) => c.id)).toContain(city.id);
    const restored = await call('PATCH', `/api/destinations/${city.id}`, { deleted: false });
    expect(restored.json().deleted).toBe(false);
  });
});
