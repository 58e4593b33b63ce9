import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';
import { parseCsv } from './parse-csv';

/** `GET appmodels/generate-csv` with the list's where and order (issue 28 point 6): the file is the list, every page of it. */
describe('CSV export of what the list shows', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const city = await make('destinations', { name: 'Exportville' });
  const place = async (name: string, published: boolean) => {
    const made = await make('establishments', { name, address: '1 Rua', city: 'Lisbon', destinationId: city.id });
    if (published)
      expect((await call('POST', `/api/establishments/${made.id}/publish`, { publish: true })).status).toBe(200);
    return made;
  };
  const ramiro = await place('Cervejaria Ramiro', true);
  const trindade = await place('Cervejaria Trindade', true);
  const shut = await place('Cervejaria Fechada', false);
  const quoted = await place(`O'Brien's "Bar" \\ $1, back`, true);
  await place('Padaria Bakery', true);

  const exported = async (params: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/appmodels/generate-csv?${new URLSearchParams(params)}`,
      headers: t.auth(),
    });
    return {
      status: res.statusCode,
      total: Number(res.headers['x-total-count']),
      records: parseCsv(res.body),
      body: res.body,
    };
  };
  /** The export's rows as objects by header, and the list's ids for the same where and order (all of it in one page). */
  const both = async (where: object, order: string) => {
    const file = await exported({ modelName: 'Establishment', where: JSON.stringify(where), order });
    expect(file.status, file.body).toBe(200);
    const [head, ...rows] = file.records;
    const list = await call('GET', `/api/establishments?filter=${q({ where, order, limit: 1000 })}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const objects = rows.map((r) => Object.fromEntries(head.map((name, i) => [name, r[i]])));
    return { rows: objects, total: file.total, listIds: (list.body as { id: number }[]).map((r) => r.id) };
  };
  const inCity = (where: object) => ({ and: [{ destinationId: city.id }, where] });

  it("should export exactly the list's rows under its search, filter and sort, in its order, and count them in x-total-count", async () => {
    const { rows, total, listIds } = await both(
      inCity({ isPublished: true, name: { search: 'cervejaria' } }),
      'name DESC, id ASC',
    );
    expect(rows.map((r) => Number(r.id))).toEqual([trindade.id, ramiro.id]);
    expect(listIds).toEqual([trindade.id, ramiro.id]);
    expect(total).toBe(2);
    const all = await both(inCity({}), 'name ASC');
    expect(all.rows.map((r) => Number(r.id))).toEqual(all.listIds);
    expect(all.rows.map((r) => r.name)).toEqual([...all.rows.map((r) => r.name)].sort());
    expect(all.total).toBe(5);
  });

  it("should put a misspelt search's near matches closest first, as the list does", async () => {
    const short = await place('Ramiro', true);
    const { rows, listIds } = await both(inCity({ name: { search: 'Ramiso' } }), 'name DESC');
    expect(listIds).toEqual([short.id, ramiro.id]);
    expect(rows.map((r) => Number(r.id))).toEqual(listIds);
    await call('DELETE', `/api/establishments/${short.id}`);
  });

  it('should write booleans as true and false', async () => {
    const { rows } = await both(inCity({ id: { inq: [ramiro.id, shut.id] } }), 'id ASC');
    expect(rows.map((r) => r.isPublished)).toEqual(['true', 'false']);
    expect(rows.every((r) => r.deleted === 'false')).toBe(true);
  });

  it('should match quotes, backslashes and dollar signs in a search as the list does, never as SQL', async () => {
    const { rows, listIds } = await both(inCity({ name: { search: `O'Brien's "Bar" \\ $1` } }), 'name ASC');
    expect(listIds).toEqual([quoted.id]);
    expect(rows.map((r) => [Number(r.id), r.name])).toEqual([[quoted.id, `O'Brien's "Bar" \\ $1, back`]]);
    const injected = await both(inCity({ name: { eq: "x' or true or name = '" } }), 'name ASC');
    expect(injected.rows).toEqual([]);
    // The six characters \u0000 are text like any other; only the character itself is refused (below).
    expect((await both(inCity({ name: { search: '\\u0000' } }), 'name ASC')).rows).toEqual([]);
  });

  it('should keep every live row and the id order without a where or order', async () => {
    const file = await exported({ modelName: 'Establishment' });
    const ids = file.records.slice(1).map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([ramiro.id, shut.id, quoted.id]));
    expect(file.total).toBe(ids.length);
  });

  it('should refuse a bad where or order with 400 naming what is wrong, before any file starts', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ where: '{not json' }, /where is not valid JSON/],
      [
        { where: JSON.stringify({ passwordHash: 'x' }) },
        /where\.passwordHash: "passwordHash" is not a field you can filter on/,
      ],
      [{ where: JSON.stringify({ isPublished: 'maybe' }) }, /where\.isPublished: expected true or false/],
      [
        { where: JSON.stringify({ or: ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => ({ name: { search: `${s}x` } })) }) },
        /where: at most 5 different search texts/,
      ],
      [{ where: JSON.stringify({ name: { search: 'a\u0000b' } }) }, /^where: text cannot hold the character U\+0000/],
      [{ order: 'nope ASC' }, /order: "nope" is not a field you can sort on/],
      [{ order: 'name SIDEWAYS' }, /order: "name SIDEWAYS" should read/],
    ];
    for (const [params, message] of cases) {
      const res = await exported({ modelName: 'Establishment', ...params });
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect((JSON.parse(res.body) as { error: { message: string } }).error.message).toMatch(message);
    }
  });

  it('should keep the order across the batches an embedded database copies in', async () => {
    await t.database.raw(
      `insert into cuisines (name, is_published) select 'Batch cuisine ' || lpad(g::text, 5, '0'), g % 3 = 0 from generate_series(1, 11000) g`,
    );
    const file = await exported({
      modelName: 'Cuisine',
      where: JSON.stringify({ isPublished: true, name: { like: 'Batch cuisine %' } }),
      order: 'name DESC',
    });
    const [head, ...rows] = file.records;
    const name = head.indexOf('name');
    const names = rows.map((r) => r[name]);
    expect(names.length).toBe(3666);
    expect(file.total).toBe(3666);
    expect(names[0]).toBe('Batch cuisine 10998');
    expect(names).toEqual([...names].sort().reverse());
    const wide = await exported({
      modelName: 'Cuisine',
      where: JSON.stringify({ name: { like: 'Batch cuisine %' } }),
      order: 'name DESC',
    });
    const wideNames = wide.records.slice(1).map((r) => r[name]);
    expect(wideNames.length).toBe(11000);
    expect(wideNames).toEqual([...wideNames].sort().reverse());
  });
});
