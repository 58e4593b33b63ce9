import { describe, expect, it } from 'vitest';
import { setupApp } from './helper';

describe('kept row counts', async () => {
  const t = await setupApp();
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    (
      await t.app.inject({
        method,
        url,
        headers: t.auth(),
        ...(payload === undefined ? {} : { payload: payload as object }),
      })
    ).json();
  const scan = async (table: string, published?: boolean) => {
    const { rows } = await t.database.raw(
      `select count(*)::int as n from ${table} where deleted = false${published === undefined ? '' : ` and is_published = ${published}`}`,
    );
    return rows[0].n as number;
  };
  const kept = async (path: string, where?: unknown) =>
    (await call('GET', `/api/${path}/count${where ? `?where=${encodeURIComponent(JSON.stringify(where))}` : ''}`))
      .count as number;

  it('should match a real count through create, publish, soft delete, restore and bulk changes', async () => {
    const ids: number[] = [];
    for (const name of ['Rome', 'Milan', 'Turin', 'Naples'])
      ids.push((await call('POST', '/api/destinations', { name, continent: 'europe' })).id);
    await call('POST', `/api/destinations/${ids[0]}/publish`, { publish: true });
    await call('POST', `/api/destinations/${ids[1]}/publish`, { publish: true });
    await call('DELETE', `/api/destinations/${ids[1]}`);
    await call('DELETE', `/api/destinations/${ids[2]}`);
    await call('PATCH', `/api/destinations/${ids[2]}`, { deleted: false });
    await t.database.raw(`update destinations set is_published = true where name in ('Turin', 'Naples')`);
    await t.database.raw(
      `insert into destinations (name, is_published) select 'Bulk ' || g, g % 2 = 0 from generate_series(1, 50) g`,
    );
    await t.database.raw(`delete from destinations where name like 'Bulk 1%'`);
    expect(await kept('destinations')).toBe(await scan('destinations'));
    expect(await kept('destinations', { isPublished: true })).toBe(await scan('destinations', true));
    expect(await kept('destinations', { isPublished: false })).toBe(await scan('destinations', false));
    const summary = await call('GET', '/api/appmodels/summary');
    expect(summary.Destination).toEqual({
      total: await scan('destinations'),
      published: await scan('destinations', true),
    });
  });

  it('should start again from zero after a truncate', async () => {
    await t.database.raw('truncate quotes');
    await call('POST', '/api/quotes', { title: 'Eat the world' });
    expect(await kept('quotes')).toBe(1);
  });

  it('should still scan for any other filter', async () => {
    expect(await kept('destinations', { name: 'Rome' })).toBe(1);
  });

  it("should keep each city's tab counts equal to a real count through adds, moves, soft and hard deletes and bulk changes", async () => {
    const rome = (await call('POST', '/api/destinations', { name: 'Roma', continent: 'europe' })).id as number;
    const milan = (await call('POST', '/api/destinations', { name: 'Milano', continent: 'europe' })).id as number;
    const place = async (name: string, destinationId: number) =>
      (await call('POST', '/api/establishments', { name, address: 'Via 1', city: 'Roma', destinationId })).id as number;
    const [a, b, c] = [await place('Armando', rome), await place('Bonci', rome), await place('Checchino', rome)];
    await place('Luini', milan);
    await call('DELETE', `/api/establishments/${a}`);
    await call('PATCH', `/api/establishments/${b}`, { destinationId: milan });
    await call('PATCH', `/api/establishments/${c}`, { destinationId: null });
    await call('PATCH', `/api/establishments/${c}`, { destinationId: rome, notes: 'back' });
    await call('POST', '/api/landmarks', { name: 'Colosseo', destinationId: rome });
    await call('POST', '/api/lists', { name: 'Best pizza', destinationId: rome });
    await call('POST', '/api/eateries', { name: 'Trastevere walk', destinationId: rome });
    await t.database.raw(
      `insert into establishments (name, address, city, destination_id) select 'Bulk ' || g, 'Via 2', 'Roma', $1 from generate_series(1, 40) g`,
      [rome],
    );
    await t.database.raw(`update establishments set deleted = true where name like 'Bulk 1%'`);
    await t.database.raw(`delete from establishments where name like 'Bulk 2%'`);
    await t.database.raw(`insert into destination_subscriptions (destination_id, user_id) select $1, id from users`, [
      rome,
    ]);

    for (const city of [rome, milan]) {
      const live = async (table: string, soft = true) =>
        (
          await t.database.raw(
            `select count(*)::int as n from ${table} where destination_id = $1${soft ? ' and deleted = false' : ''}`,
            [city],
          )
        ).rows[0].n as number;
      const { counts } = await call('GET', `/api/destinations/${city}/details`);
      expect(counts).toMatchObject({
        establishments: await live('establishments'),
        landmarks: await live('landmarks'),
        lists: await live('lists'),
        eateries: await live('eateries'),
        subscribers: await live('destination_subscriptions', false),
      });
      const [listed] = await call(
        'GET',
        `/api/destinations?filter=${encodeURIComponent(JSON.stringify({ where: { id: city }, includeCount: true }))}`,
      );
      expect(listed.counts.establishments).toBe(await live('establishments'));
    }
    expect((await call('GET', `/api/destinations/${rome}/details`)).counts.establishments).toBe(1 + 40 - 11 - 11);
  });
});
