import { describe, expect, it } from 'vitest';
import { allModels } from '../src/resources/registry';
import { multipartBody } from './fixtures/media';
import { GUIDE_USER, setupApp } from './helper';

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
  // JavaScript dates reach year 275760; PostgreSQL cannot read an ISO year past 9999.
  '+275760-09-13T00:00:00Z',
  '10000-01-01',
  '-000001-01-01T00:00:00Z',
  1e20,
];

describe('no client input yields a 500', async () => {
  const t = await setupApp();
  const rand = prng(20261122);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const statuses = new Map<number, number>();
  const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: t.auth(), ...(payload === undefined ? {} : { payload: payload as object }) });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const what = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${res.body.slice(0, 300)}`;
    expect(res.statusCode, what).toBeLessThan(500);
    // A sweep whose session ended would go on testing only the sign-in check.
    expect(res.statusCode, what).not.toBe(401);
    return res;
  };
  // The sweep's own session must survive it: users' hostile PATCH and DELETE go to the guide user, not to the signed-in staff member.
  const staffId = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.auth() })).json().id as number;
  const { rows } = await t.database.raw('select id from users where email = $1', [GUIDE_USER.email]);
  const itemId = (model: (typeof allModels)[number], id: string | number) =>
    model.resource.path === 'users' && String(id) === String(staffId) ? String(rows[0].id) : String(id);

  it('should answer hostile bodies to create and patch of every model with 4xx or success', async () => {
    for (const model of allModels) {
      const path = `/api/${model.resource.path}`;
      const keys = Object.keys(model.resource.create.shape);
      for (let i = 0; i < 25; i++) {
        const body: Record<string, unknown> = {};
        for (const key of keys) if (rand() < 0.6) body[key] = pick(HOSTILE);
        await send('POST', path, body);
        await send('PATCH', `${path}/${itemId(model, 1)}`, body);
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
      for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '%00', itemId(model, 1)]) {
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

  it('should refuse dates past year 9999, a numeric updated and an include nested thousands deep with 400', async () => {
    const made = await send('POST', '/api/cuisines', { name: 'Hostile dates' });
    const id = made.json().id as number;
    const farDates = ['+275760-09-13T00:00:00Z', '10000-01-01', '-271821-04-20T00:00:00Z', '0000-01-01T00:00:00Z'];
    const deepInclude = `{"include":${'{"destination":'.repeat(1200)}true${'}'.repeat(1200)}}`;
    const deepScope = `{"include":${'{"relation":"destination","scope":{"include":'.repeat(400)}"x"${'}}'.repeat(400)}}`;
    for (const model of allModels) {
      const path = `/api/${model.resource.path}`;
      for (const date of farDates) {
        for (const op of ['gt', 'lt', 'eq', 'between']) {
          const where = { created: op === 'between' ? { between: [date, date] } : { [op]: date } };
          expect((await send('GET', `${path}?filter=${encodeURIComponent(JSON.stringify({ where }))}`)).statusCode).toBe(400);
          expect((await send('GET', `${path}/count?where=${encodeURIComponent(JSON.stringify(where))}`)).statusCode).toBe(400);
        }
      }
      for (const filter of [deepInclude, deepScope]) expect((await send('GET', `${path}?filter=${encodeURIComponent(filter)}`)).statusCode).toBe(400);
    }
    for (const updated of [...farDates, 1e20, 5, -1, true, {}, [], 'yesterday']) {
      const res = await send('PATCH', `/api/cuisines/${id}`, { name: 'Changed', updated });
      expect(res.statusCode, JSON.stringify(updated)).toBe(400);
      expect(res.json().error.message).toMatch(/^updated: expected the ISO date-time/);
    }
    for (const ifMatch of farDates.map((d) => `"${d}"`).concat(['W/"10000-01-01"', '"1e20"', '5'])) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/cuisines/${id}`,
        headers: { ...t.auth(), 'if-match': ifMatch },
        payload: { name: 'Changed' },
      });
      expect(res.statusCode, ifMatch).toBe(400);
    }
  });

  it('should refuse malformed multipart uploads with 4xx', async () => {
    const { payload, headers } = multipartBody('file', 'photo.jpg', 'image/jpeg', Buffer.from('not really a photo'));
    const boundary = headers['content-type'].split('boundary=')[1];
    const fieldOnly = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nassets\r\n--${boundary}--\r\n`);
    const cases: [string, Record<string, string>, string | Buffer, number][] = [
      ['no boundary', { 'content-type': 'multipart/form-data' }, payload, 400],
      ['empty boundary', { 'content-type': 'multipart/form-data; boundary=' }, payload, 400],
      ['other boundary', { 'content-type': 'multipart/form-data; boundary=elsewhere' }, payload, 400],
      ['truncated in the file', headers, payload.subarray(0, payload.length - 30), 400],
      ['truncated in the part headers', headers, payload.subarray(0, 60), 400],
      ['no closing delimiter', headers, payload.subarray(0, payload.length - boundary.length - 6), 400],
      ['a part with no file', headers, fieldOnly, 400],
      ['empty body', headers, '', 400],
      ['not multipart', { 'content-type': 'text/plain' }, 'hello', 415],
      ['json', { 'content-type': 'application/json' }, '{"file":"x"}', 415],
      ['binary', { 'content-type': 'application/octet-stream' }, payload, 415],
      ['mixed', { 'content-type': `multipart/mixed; boundary=${boundary}` }, payload, 415],
    ];
    for (const [name, extra, body, status] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/assets/upload', headers: { ...t.auth(), ...extra }, payload: body });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().error.message, name).toBeTruthy();
    }
  });
});
