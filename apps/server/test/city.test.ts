import { describe, expect, it } from 'vitest';
import { endDateFor } from '../src/resources/destination-transaction/purchase';
import { setupApp, staffCalls } from './helper';

describe('cities and destination packs calls', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const picture = (id: string) => ({ id, url: `https://img.example/${id}.jpg` });
  const sqlRows = async (text: string, params?: unknown[]) => (await t.database.raw(text, params)).rows;

  const pack = await make('destinationPacks', {
    name: 'Europe',
    currencyValue: 12,
    durationValue: 2,
    durationType: 'month',
  });
  const city = await make('destinations', {
    name: 'Lisbon',
    destinationPackId: pack.id,
    _pictures: [picture('p1'), picture('p2')],
    _landscapePictures: [picture('l1')],
  });
  const other = await make('destinations', { name: 'Porto' });
  const place = (name: string, destinationId = city.id) =>
    make('establishments', { name, address: '1 Rua Augusta', city: 'Lisbon', destinationId });

  describe('iconic dishes', () => {
    it('should stop a dish being iconic when it leaves the city, by rel delete or by a replaced list', async () => {
      const [d1, d2, d3] = [
        await make('foodDrinks', { name: 'Bifana' }),
        await make('foodDrinks', { name: 'Caldo verde' }),
        await make('foodDrinks', { name: 'Ginjinha' }),
      ];
      const c = await make('destinations', { name: 'Sintra' });
      await call('PUT', '/api/appmodels/relations', {
        firstModel: 'Destination',
        secondModel: 'FoodDrink',
        id: c.id,
        newIds: [d1.id, d2.id, d3.id],
      });
      expect(
        (await call('PATCH', `/api/destinations/${c.id}`, { iconicFoodDrinkIds: [d3.id, d1.id, d2.id] })).status,
      ).toBe(200);
      const iconic = async () => (await call('GET', `/api/destinations/${c.id}`)).body.iconicFoodDrinkIds;

      expect((await call('DELETE', `/api/destinations/${c.id}/foodDrinks/rel/${d1.id}`)).status).toBe(200);
      expect(await iconic()).toEqual([d3.id, d2.id]);
      await call('PUT', '/api/appmodels/relations', {
        firstModel: 'Destination',
        secondModel: 'FoodDrink',
        id: c.id,
        newIds: [d2.id],
      });
      expect(await iconic()).toEqual([d2.id]);
    });
  });

  describe('GET destinations/{id}/details', () => {
    it('should answer the city with its tab counts, pack and eatineraries in city order, leaving soft-deleted rows out', async () => {
      const [p1, , p3] = [await place('Cervejaria Ramiro'), await place('Time Out Market'), await place('Gone Tasca')];
      await call('DELETE', `/api/establishments/${p3.id}`);
      const elsewhere = await place('Elsewhere', other.id);
      const cuisine = await make('cuisines', { name: 'Portuguese' });
      const dish = await make('foodDrinks', { name: 'Pastel de nata' });
      await call('PUT', '/api/appmodels/relations', {
        firstModel: 'Destination',
        secondModel: 'Cuisine',
        id: city.id,
        newIds: [cuisine.id],
      });
      await call('PUT', '/api/appmodels/relations', {
        firstModel: 'Destination',
        secondModel: 'FoodDrink',
        id: city.id,
        newIds: [dish.id],
      });
      await make('landmarks', { name: 'Belém Tower', destinationId: city.id });
      await make('lists', { name: 'Best bakeries', destinationId: city.id });
      const e1 = await make('eateries', {
        name: 'A day in Alfama',
        destinationId: city.id,
        destinationOrder: 2,
        _pictures: [picture('e1')],
      });
      const e2 = await make('eateries', { name: 'Belém by bike', destinationId: city.id, destinationOrder: 1 });
      const e3 = await make('eateries', { name: 'Deleted walk', destinationId: city.id, destinationOrder: 3 });
      await call('DELETE', `/api/eateries/${e3.id}`);
      const [guide] = await sqlRows(`select id from users where email = 'guide@mise.test'`);
      await sqlRows('insert into destination_subscriptions (destination_id, user_id) values ($1, $2)', [
        city.id,
        guide.id,
      ]);

      const res = await call('GET', `/api/Destinations/${city.id}/Details`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const generic = (await call('GET', `/api/destinations/${city.id}`)).body;
      expect(res.body).toMatchObject(generic);
      expect(res.body.counts).toEqual({
        cuisines: 1,
        foodDrinks: 1,
        establishments: 2,
        landmarks: 1,
        lists: 1,
        eateries: 2,
        subscribers: 1,
        pictures: 3,
      });
      expect(res.body.destinationPack).toMatchObject({
        id: pack.id,
        name: 'Europe',
        currencyValue: 12,
        durationValue: 2,
        durationType: 'month',
      });
      // The Eatineraries tab reads its list when it opens, in the city's order; the detail carries only the count.
      expect(res.body.eateries).toBeUndefined();
      const tab = await call(
        'GET',
        `/api/destinations/${city.id}/eateries?filter=${q({ fields: { id: true, name: true, isPublished: true, _pictures: true } })}`,
      );
      expect(tab.body).toEqual([
        { id: e2.id, name: 'Belém by bike', isPublished: false, _pictures: [] },
        { id: e1.id, name: 'A day in Alfama', isPublished: false, _pictures: [picture('e1')] },
      ]);
      expect(p1.id).not.toBe(elsewhere.id);
    });

    it('should answer a null pack and zero counts for a bare city', async () => {
      const bare = await make('destinations', { name: 'Évora' });
      const res = await call('GET', `/api/destinations/${bare.id}/details`);
      expect(res.status).toBe(200);
      expect(res.body.destinationPack).toBeNull();
      expect(res.body.counts).toEqual({
        cuisines: 0,
        foodDrinks: 0,
        establishments: 0,
        landmarks: 0,
        lists: 0,
        eateries: 0,
        subscribers: 0,
        pictures: 0,
      });
    });

    it('should answer 404 for an unknown or soft-deleted city and 400 for a bad id', async () => {
      const gone = await make('destinations', { name: 'Atlantis' });
      await call('DELETE', `/api/destinations/${gone.id}`);
      const deleted = await call('GET', `/api/destinations/${gone.id}/details`);
      expect(deleted.status).toBe(404);
      expect(deleted.body.error.message).toBe(`Destination ${gone.id} was not found`);
      expect((await call('GET', '/api/destinations/999999/details')).status).toBe(404);
      expect((await call('GET', '/api/destinations/abc/details')).status).toBe(400);
    });
  });

  /** Guide users made straight in the database (their own sign-up is not part of this console). */
  const makeUsers = async (prefix: string, n: number) =>
    (
      await sqlRows(
        `insert into users (email, name) select '${prefix}' || g || '@mise.test', 'User ${prefix} ' || lpad(g::text, 2, '0') from generate_series(1, ${n}) g returning id`,
      )
    ).map((r) => r.id as number);
  const placeRow = async (id: number) =>
    (await sqlRows('select destination_id, destination_order from establishments where id = $1', [id]))[0];

  describe('PUT destinations/{id}/update-establishments', async () => {
    const madrid = await make('destinations', { name: 'Madrid' });
    const [m1, m2, m3] = [
      await place('Botín', madrid.id),
      await place('Casa Lucio', madrid.id),
      await place('Sobrino', madrid.id),
    ];
    const gone = await place('Closed bar', madrid.id);
    await call('DELETE', `/api/establishments/${gone.id}`);
    const visitor = await place('Visitor', other.id);

    it('should set the city and order of the listed places and clear the city of the live places left out', async () => {
      const res = await call('PUT', `/api/destinations/${madrid.id}/update-establishments`, {
        establishmentIds: [m3.id, visitor.id, m1.id, m3.id],
      });
      expect(res).toMatchObject({ status: 200, body: { count: 3 } });
      expect(await placeRow(m3.id)).toEqual({ destination_id: madrid.id, destination_order: 1024 });
      expect(await placeRow(visitor.id)).toEqual({ destination_id: madrid.id, destination_order: 2048 });
      expect(await placeRow(m1.id)).toEqual({ destination_id: madrid.id, destination_order: 3072 });
      expect(await placeRow(m2.id)).toEqual({ destination_id: null, destination_order: 0 });
      // A soft-deleted place keeps its city, so restoring it brings it back where it was.
      expect((await placeRow(gone.id)).destination_id).toBe(madrid.id);
      const listed = (await call('GET', `/api/destinations/${madrid.id}/establishments`)).body.map(
        (p: { name: string }) => p.name,
      );
      expect(listed).toEqual(['Sobrino', 'Visitor', 'Botín']);
      expect((await call('GET', `/api/destinations/${madrid.id}/details`)).body.counts.establishments).toBe(3);
    });

    it('should refuse unknown or deleted places with a 400 naming them, and change nothing', async () => {
      const res = await call('PUT', `/api/destinations/${madrid.id}/update-establishments`, {
        establishmentIds: [m2.id, 999999, gone.id],
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(`establishmentIds: no place with id 999999, ${gone.id} (unknown or deleted)`);
      expect(await placeRow(m2.id)).toEqual({ destination_id: null, destination_order: 0 });
      expect(await placeRow(m3.id)).toEqual({ destination_id: madrid.id, destination_order: 1024 });
    });

    it('should empty the city for an empty list, and answer 404 for an unknown city and 400 for a bad body', async () => {
      expect(
        await call('PUT', `/api/destinations/${madrid.id}/update-establishments`, { establishmentIds: [] }),
      ).toMatchObject({
        status: 200,
        body: { count: 0 },
      });
      expect((await placeRow(m3.id)).destination_id).toBeNull();
      expect(
        (await call('PUT', '/api/destinations/999999/update-establishments', { establishmentIds: [m1.id] })).status,
      ).toBe(404);
      const bad = await call('PUT', `/api/destinations/${madrid.id}/update-establishments`, {
        establishmentIds: ['x'],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain('establishmentIds');
      expect((await call('PUT', `/api/destinations/${madrid.id}/update-establishments`, {})).status).toBe(400);
    });
  });

  describe('PATCH establishments/{id} with an empty city', () => {
    it('should remove a place from its city for destinationId null or an empty string', async () => {
      const [a, b] = [await place('Leaves by null'), await place('Leaves by empty')];
      const byNull = await call('PATCH', `/api/establishments/${a.id}`, { destinationId: null });
      expect(byNull.status, JSON.stringify(byNull.body)).toBe(200);
      expect(byNull.body.destinationId).toBeNull();
      const byEmpty = await call('PATCH', `/api/establishments/${b.id}`, { destinationId: '' });
      expect(byEmpty.status, JSON.stringify(byEmpty.body)).toBe(200);
      expect((await placeRow(b.id)).destination_id).toBeNull();
      expect((await call('PATCH', `/api/establishments/${b.id}`, { destinationId: 'Lisbon' })).status).toBe(400);
    });
  });

  describe('GET DestinationSubscriptions/subscriptions-aggs', async () => {
    const rome = await make('destinations', { name: 'Rome' });
    const userIds = await makeUsers('rome', 25);
    // Distinct creation times, two sharing one (ties go by id, newest id first).
    for (const [i, userId] of userIds.entries()) {
      const created = new Date(Date.UTC(2026, 0, 1 + Math.min(i, 23))).toISOString();
      await sqlRows(
        'insert into destination_subscriptions (destination_id, user_id, end_date, created) values ($1, $2, $3, $4)',
        [rome.id, userId, i === 0 ? null : '2027-01-01T00:00:00.000Z', created],
      );
    }
    await sqlRows('insert into destination_subscriptions (destination_id, user_id) values ($1, $2)', [
      other.id,
      userIds[0],
    ]);
    const aggs = (filter: unknown) =>
      call('GET', `/api/DestinationSubscriptions/subscriptions-aggs?filter=${q(filter)}`);

    it("should page a city's subscribers newest first with their users and the total count", async () => {
      const first = await aggs({ limit: 21, skip: 0, where: { destinationId: rome.id }, include: 'user' });
      expect(first.status).toBe(200);
      expect(first.body.count).toBe(25);
      expect(first.body.items).toHaveLength(21);
      const ids = (
        await sqlRows(
          'select id from destination_subscriptions where destination_id = $1 order by created desc, id desc',
          [rome.id],
        )
      ).map((r) => r.id);
      expect(first.body.items.map((i: { id: number }) => i.id)).toEqual(ids.slice(0, 21));
      // The last two users share a creation time: the later id comes first.
      expect(first.body.items[0].userId).toBe(userIds[24]);
      expect(first.body.items[1].userId).toBe(userIds[23]);
      expect(first.body.items[0]).toEqual({
        id: ids[0],
        destinationId: rome.id,
        userId: userIds[24],
        endDate: '2027-01-01T00:00:00.000Z',
        created: '2026-01-24T00:00:00.000Z',
        user: { id: userIds[24], name: 'User rome 25', email: 'rome25@mise.test' },
      });
      const second = await aggs({ limit: 21, skip: 21, where: { destinationId: rome.id }, include: 'user' });
      expect(second.body.count).toBe(25);
      expect(second.body.items.map((i: { id: number }) => i.id)).toEqual(ids.slice(21));
      expect(second.body.items.at(-1)).toMatchObject({ userId: userIds[0], endDate: null });
    });

    it('should answer 400 when the filter does not name the city, pages too far, or is not JSON', async () => {
      const noWhere = await aggs({ limit: 21 });
      expect(noWhere.status).toBe(400);
      expect(noWhere.body.error.message).toBe(
        'filter.where: name the city whose subscribers to list, as {destinationId}',
      );
      const noCity = await aggs({ where: { userId: 3 } });
      expect(noCity.status).toBe(400);
      expect(noCity.body.error.message).toContain(
        'filter.where.destinationId: name the city whose subscribers to list',
      );
      const tooMany = await aggs({ limit: 101, where: { destinationId: rome.id } });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.message).toContain('filter.limit');
      const notJson = await call('GET', '/api/destinationSubscriptions/subscriptions-aggs?filter=%7Bnope');
      expect(notJson.status).toBe(400);
      expect(notJson.body.error.message).toBe('filter: not valid JSON');
      expect((await call('GET', '/api/destinationSubscriptions/subscriptions-aggs')).status).toBe(400);
    });
  });

  describe('POST DestinationTransactions/multi-user-multi-destination-purchase', async () => {
    const twoMonths = await make('destinationPacks', {
      name: 'Two months',
      currencyValue: 5,
      durationValue: 2,
      durationType: 'month',
    });
    await make('destinationPacks', { name: 'DEFAULT', currencyValue: 1, durationValue: 1, durationType: 'week' });
    const forever = await make('destinationPacks', {
      name: 'Forever',
      currencyValue: 99,
      durationValue: 0,
      durationType: 'year',
    });
    const [a, b, c] = [
      await make('destinations', { name: 'Kyoto', destinationPackId: twoMonths.id }),
      await make('destinations', { name: 'Osaka' }),
      await make('destinations', { name: 'Nara', destinationPackId: forever.id }),
    ];
    const [u1, u2] = await makeUsers('buyer', 2);
    await sqlRows(
      "insert into destination_subscriptions (destination_id, user_id, end_date) values ($1, $2, '2030-05-05T00:00:00Z')",
      [a.id, u1],
    );
    const purchase = (body: unknown) =>
      call('POST', '/api/DestinationTransactions/multi-user-multi-destination-purchase', body);
    const subs = async () =>
      sqlRows(
        'select destination_id as city, user_id as "user", end_date as "end", created from destination_subscriptions where user_id = any($1::int[]) order by user_id, destination_id',
        [[u1, u2]],
      );
    const ledger = async () =>
      (
        await sqlRows(
          'select user_id, destination_ids, destination_pack_id from destination_transactions where user_id = any($1::int[]) order by user_id',
          [[u1, u2]],
        )
      ).map((r) => ({ ...r, destination_ids: [...(r.destination_ids as number[])].sort((x, y) => x - y) }));

    it("should create only the missing subscriptions, each ending after its city's pack duration, and one transaction per user", async () => {
      const res = await purchase({ destinationIds: [a.id, b.id, c.id], userIds: [u1, u2] });
      expect(res).toEqual({ status: 200, body: { created: 5, skipped: 1 } });
      const rows = await subs();
      expect(rows).toHaveLength(6);
      const at = (city: number, user: number) =>
        rows.find((r) => r.city === city && r.user === user) as { end: Date | null; created: Date };
      expect(new Date(at(a.id, u1).end as Date).toISOString()).toBe('2030-05-05T00:00:00.000Z');
      const granted = new Date(at(a.id, u2).created);
      expect(at(a.id, u2).end).toEqual(endDateFor(granted, { packId: twoMonths.id, value: 2, type: 'month' }));
      expect(new Date(at(b.id, u2).end as Date).getTime() - granted.getTime()).toBe(7 * 24 * 3600 * 1000);
      expect(at(c.id, u1).end).toBeNull();
      expect(at(c.id, u2).end).toBeNull();
      expect(await ledger()).toEqual([
        { user_id: u1, destination_ids: [b.id, c.id].sort((x, y) => x - y), destination_pack_id: null },
        { user_id: u2, destination_ids: [a.id, b.id, c.id].sort((x, y) => x - y), destination_pack_id: null },
      ]);
    });

    it('should create nothing on a second identical call', async () => {
      expect(await purchase({ destinationIds: [a.id, b.id, c.id], userIds: [u1, u2] })).toEqual({
        status: 200,
        body: { created: 0, skipped: 6 },
      });
      expect(await subs()).toHaveLength(6);
      expect(await ledger()).toHaveLength(2);
    });

    it('should answer 400 naming unknown or deleted ids, and write nothing', async () => {
      const gone = await make('destinations', { name: 'Sunk' });
      await call('DELETE', `/api/destinations/${gone.id}`);
      const [u3] = await makeUsers('late', 1);
      const city = await purchase({ destinationIds: [a.id, gone.id], userIds: [u3] });
      expect(city.status).toBe(400);
      expect(city.body.error.message).toBe(`destinationIds: no city with id ${gone.id} (unknown or deleted)`);
      const user = await purchase({ destinationIds: [a.id], userIds: [u3, 999999] });
      expect(user.status).toBe(400);
      expect(user.body.error.message).toBe('userIds: no user with id 999999 (unknown or deleted)');
      expect(await sqlRows('select id from destination_subscriptions where user_id = $1', [u3])).toEqual([]);
      expect((await purchase({ destinationIds: [], userIds: [u3] })).status).toBe(400);
      expect((await purchase({ destinationIds: [a.id] })).status).toBe(400);
    });

    it("should record the pack when all of a user's new cities share it", async () => {
      const [u4] = await makeUsers('single', 1);
      expect((await purchase({ destinationIds: [a.id], userIds: [u4] })).body).toEqual({ created: 1, skipped: 0 });
      const [row] = await sqlRows('select destination_pack_id from destination_transactions where user_id = $1', [u4]);
      expect(row.destination_pack_id).toBe(twoMonths.id);
    });

    it("should end month-long subscriptions on the month's last day when the day does not exist", () => {
      const jan31 = new Date('2026-01-31T10:00:00.000Z');
      expect(endDateFor(jan31, { packId: 1, value: 1, type: 'month' })?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
      expect(endDateFor(jan31, { packId: 1, value: 1, type: 'year' })?.toISOString()).toBe('2027-01-31T10:00:00.000Z');
      expect(endDateFor(jan31, { packId: 1, value: 2, type: 'week' })?.toISOString()).toBe('2026-02-14T10:00:00.000Z');
      expect(endDateFor(jan31, { packId: 1, value: 0, type: 'year' })).toBeNull();
    });
  });

  describe('GET packs/get-packs', () => {
    it('should answer every pack by name with its live city count', async () => {
      const asia = await make('destinationPacks', {
        name: 'Asia',
        currencyValue: 7,
        durationValue: 1,
        durationType: 'year',
      });
      await make('destinations', { name: 'Hanoi', destinationPackId: asia.id });
      const sunk = await make('destinations', { name: 'Saigon', destinationPackId: asia.id });
      await call('DELETE', `/api/destinations/${sunk.id}`);
      const res = await call('GET', '/api/Packs/get-packs');
      expect(res.status).toBe(200);
      const names = res.body.map((p: { name: string }) => p.name);
      expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
      expect(names).toEqual(['Asia', 'DEFAULT', 'Europe', 'Forever', 'Two months']);
      expect(res.body[0]).toEqual({
        id: asia.id,
        name: 'Asia',
        currencySymbol: '$',
        currencyValue: 7,
        durationValue: 1,
        durationType: 'year',
        roleName: null,
        citiesCount: 1,
      });
      expect(res.body.find((p: { name: string }) => p.name === 'Europe').citiesCount).toBe(1);
    });
  });

  describe("a pack's cities through the generic list", () => {
    it('should list and count the cities of a pack matching a name search', async () => {
      const pack2 = await make('destinationPacks', {
        name: 'France',
        currencyValue: 3,
        durationValue: 1,
        durationType: 'year',
      });
      for (const name of ['Paris', 'Parma', 'Lyon', 'Deleted Paris'])
        await make('destinations', { name, destinationPackId: pack2.id });
      await make('destinations', { name: 'Paraty' });
      const deleted = (await call('GET', `/api/destinations?filter=${q({ where: { name: 'Deleted Paris' } })}`))
        .body[0];
      await call('DELETE', `/api/destinations/${deleted.id}`);
      const where = { destinationPackId: pack2.id, name: { ilike: '%par%' } };
      const list = await call('GET', `/api/destinations?filter=${q({ where, limit: 21, skip: 0, order: 'name ASC' })}`);
      expect(list.status).toBe(200);
      expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Paris', 'Parma']);
      expect(
        (await call('GET', `/api/destinations?filter=${q({ where, limit: 21, skip: 1, order: 'name ASC' })}`)).body.map(
          (c: { name: string }) => c.name,
        ),
      ).toEqual(['Parma']);
      expect((await call('GET', `/api/destinations/count?where=${q(where)}`)).body).toEqual({ count: 2 });
      expect((await call('GET', `/api/destinations/count?where=${q({ destinationPackId: pack2.id })}`)).body).toEqual({
        count: 3,
      });
    });
  });

  describe('hostile input', () => {
    it('should answer a 4xx, never a 500, for odd bodies and filters', async () => {
      const hostile: unknown[] = [
        null,
        -1,
        0,
        1.5,
        2 ** 31,
        1e308,
        '',
        '\u0000',
        'x'.repeat(3000),
        [],
        {},
        [null],
        [2 ** 31],
        { destinationId: '\u0000' },
      ];
      for (const value of hostile) {
        const results = [
          await call('PUT', `/api/destinations/${city.id}/update-establishments`, { establishmentIds: value }),
          await call('POST', '/api/destinationTransactions/multi-user-multi-destination-purchase', {
            destinationIds: value,
            userIds: value,
          }),
          await call(
            'GET',
            `/api/destinationSubscriptions/subscriptions-aggs?filter=${q({ where: { destinationId: value }, limit: value, skip: value })}`,
          ),
          await call('GET', `/api/destinationSubscriptions/subscriptions-aggs?filter=${q(value)}`),
          await call('GET', `/api/geo/cities?q=${q(value)}&limit=${q(value)}`),
        ];
        for (const res of results)
          expect(res.status, `${JSON.stringify(value)} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }
      const tooMany = await call('PUT', `/api/destinations/${city.id}/update-establishments`, {
        establishmentIds: Array.from({ length: 50_001 }, (_, i) => i + 1),
      });
      expect(tooMany.status).toBe(400);
    });
  });
});
