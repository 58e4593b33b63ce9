import { describe, expect, it } from 'vitest';
import { allModels } from '../src/resources/registry';
import { setupApp } from './helper';

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  1e308,
  '',
  ' ',
  'x'.repeat(5000),
  "'; drop table users; --",
  '\u0000',
  '%',
  '2026-13-45',
  [],
  [null],
  [1, 'a'],
  {},
  { $gt: 1 },
  { lat: 'x' },
  { lat: 999, lng: 0 },
  [{ id: 'x' }],
  '💥',
  'NaN',
  '1e999',
];

describe('no client input yields a 500', async () => {
  const t = await setupApp();
  const rand = prng(20261122);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const statuses = new Map<number, number>();
  const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: t.auth(), ...(payload === undefined ? {} : { payload: payload as object }) });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    return res;
  };

  it('should answer hostile bodies to create and patch of every model with 4xx or success', async () => {
    for (const model of allModels) {
      const path = `/api/${model.resource.path}`;
      const keys = Object.keys(model.resource.create.shape);
      for (let i = 0; i < 25; i++) {
        const body: Record<string, unknown> = {};
        for (const key of keys) if (rand() < 0.6) body[key] = pick(HOSTILE);
        await send('POST', path, body);
        await send('PATCH', `${path}/1`, body);
      }
      await send('POST', path, pick(HOSTILE));
    }
  }, 180_000);

  it('should answer hostile filters, ids and relation calls of every model with 4xx or success', async () => {
    const filters = [
      { where: { or: [{ id: { gt: 'a' } }] } },
      { where: { id: { between: [1] } } },
      { where: { id: { inq: 'x' } } },
      { where: { name: { like: 5 } } },
      { where: { and: [] } },
      { where: { id: { gt: 1, lt: 'z' } } },
      { order: ['id ASC', 5] },
      { order: '' },
      { skip: -5 },
      { skip: 1e12 },
      { limit: 'many' },
      { include: { relation: 5 } },
      { include: [{ relation: 'x', scope: { where: { nope: 1 } } }] },
      { fields: { id: 'yes' } },
      { where: { created: { gt: 'yesterday' } } },
      { where: { updated: { lt: '2026-01-01' } }, order: 'updated DESC' },
      { where: { isPublished: null } },
      { where: { deleted: 'x' } },
      'not an object',
      [1, 2],
    ];
    for (const model of allModels) {
      const path = `/api/${model.resource.path}`;
      for (const filter of filters) {
        await send('GET', `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
        await send('GET', `${path}/count?where=${encodeURIComponent(JSON.stringify((filter as { where?: unknown }).where ?? filter))}`);
      }
      for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '%00', '1']) {
        await send('GET', `${path}/${id}`);
        await send('DELETE', `${path}/${id}`);
        await send('POST', `${path}/${id}/publish`, { publish: pick(HOSTILE) });
        for (const relation of [...Object.keys(model.relations ?? {}), 'nothing']) {
          await send('GET', `${path}/${id}/${relation}?filter=${encodeURIComponent(JSON.stringify(pick(filters)))}`);
          await send('DELETE', `${path}/${id}/${relation}/rel/${pick(['1', 'x', '-3'])}`);
          await send('PATCH', `${path}/${id}/${relation}/1/change-order`, { order: pick(HOSTILE) });
        }
      }
    }
    for (let i = 0; i < 30; i++) {
      await send('PUT', '/api/appmodels/relations', {
        firstModel: pick(['Destination', 'Establishment', 'x', 5]),
        secondModel: pick(['Cuisine', 'Tag', 'FoodDrink', null]),
        id: pick([1, -1, 'x']),
        newIds: pick([[1, 2], ['a'], null, [2 ** 40]]),
      });
    }
    expect(statuses.get(500)).toBeUndefined();
    // The run must have exercised refusals, not only happy paths.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  }, 180_000);
});
