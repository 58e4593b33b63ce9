import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { destinationSubscriptions } from '../src/db/schema/destination-subscription';
import { destinationTransactions } from '../src/db/schema/destination-transaction';
import { users } from '../src/db/schema/user';
import { setupApp, staffCalls } from './helper';

const DAY = 86_400_000;

describe('Users API (part 2 §7 "Users")', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const db = t.database.db;
  const user = (name: string, more: Record<string, unknown> = {}) =>
    make('users', { name, email: `${name.toLowerCase().replaceAll(' ', '.')}@users.test`, ...more });

  const lyon = await make('destinations', { name: 'Lyon' });
  const athens = await make('destinations', { name: 'Athens' });
  const zagreb = await make('destinations', { name: 'Zagreb' });

  // The city filter's four states, built by hand (subscriptions and transactions written as the apps write them).
  const insider = await user('Uma Insider', { isRecommender: true });
  const trial = await user('Tom Trial');
  const basic = await user('Bea Basic', { isRecommender: true });
  const former = await user('Fay Former');
  const subscribe = (userId: number, destinationId: number, endDate: Date | null) =>
    db.insert(destinationSubscriptions).values({ userId, destinationId, endDate });
  const now = Date.now();
  await subscribe(insider.id, lyon.id, new Date(now + 30 * DAY));
  await subscribe(insider.id, athens.id, new Date(now - 30 * DAY));
  await subscribe(trial.id, zagreb.id, null);
  await subscribe(former.id, lyon.id, new Date(now - 2 * DAY));
  await db.insert(destinationTransactions).values([
    { userId: insider.id, destinationIds: [lyon.id], amount: 10 },
    { userId: former.id, destinationIds: [lyon.id], amount: 10 },
  ]);
  const mine = [insider.id, trial.id, basic.id, former.id];

  const listIds = async (where: Record<string, unknown>, order = 'name ASC') => {
    const res = await call(
      'GET',
      `/api/users?filter=${q({ where: { and: [{ id: { inq: mine } }, where] }, order, limit: 20, fields: ['id', 'name', 'email', 'emailVerified'] })}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { id: number }[]).map((r) => r.id);
  };
  const countOf = async (where: Record<string, unknown>) => {
    const res = await call('GET', `/api/users/count?where=${q({ and: [{ id: { inq: mine } }, where] })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.count as number;
  };

  describe('the list', () => {
    it('should filter by city state: Insider, Trial, Basic, Used to be insider', async () => {
      expect(await listIds({ subscription: 'insider' })).toEqual([insider.id]);
      expect(await listIds({ subscription: 'trial' })).toEqual([trial.id]);
      expect(await listIds({ subscription: 'basic' })).toEqual([basic.id]);
      expect(await listIds({ subscription: 'formerInsider' })).toEqual([former.id]);
      for (const state of ['insider', 'trial', 'basic', 'formerInsider'])
        expect(await countOf({ subscription: state }), state).toBe(1);
    });

    it('should combine the type, the city state and the search, and sort as asked', async () => {
      expect(await listIds({ isRecommender: true })).toEqual([basic.id, insider.id]);
      expect(await listIds({ isRecommender: false })).toEqual([former.id, trial.id]);
      expect(await listIds({ isRecommender: true, subscription: 'insider' })).toEqual([insider.id]);
      expect(await listIds({ isRecommender: false, subscription: 'insider' })).toEqual([]);
      expect(await listIds({ subscription: 'trial', name: { search: 'tom' } })).toEqual([trial.id]);
      expect(await listIds({}, 'created DESC')).toEqual([...mine].reverse());
      expect(await listIds({}, 'created ASC')).toEqual(mine);
      expect((await listIds({}, 'updated DESC')).length).toBe(4);
      expect(await countOf({ isRecommender: true })).toBe(2);
    });

    it('should answer rows with id, name, email and emailVerified only when asked for those fields', async () => {
      const res = await call(
        'GET',
        `/api/users?filter=${q({ where: { id: insider.id }, fields: ['id', 'name', 'email', 'emailVerified'] })}`,
      );
      expect(res.body[0]).toEqual(
        expect.objectContaining({
          id: insider.id,
          name: 'Uma Insider',
          email: 'uma.insider@users.test',
          emailVerified: false,
        }),
      );
    });

    it('should refuse a malformed city filter with a 400 naming it', async () => {
      for (const bad of ['gold', 3, null, ['insider']]) {
        const res = await call('GET', `/api/users?filter=${q({ where: { subscription: bad } })}`);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.error.message).toBe('where.subscription: expected one of insider, trial, basic, formerInsider');
      }
      const count = await call('GET', `/api/users/count?where=${q({ subscription: 'nope' })}`);
      expect(count.status).toBe(400);
      expect(count.body.error.message).toMatch(/^where\.subscription: expected one of/);
      const type = await call('GET', `/api/users?filter=${q({ where: { isRecommender: 'maybe' } })}`);
      expect(type.status).toBe(400);
      expect(type.body.error.message).toMatch(/where\.isRecommender: expected true or false/);
    });

    it('should keep the kept state true through inserts, updates and deletes of subscriptions and transactions', async () => {
      const moving = await user('Mo Moving');
      const state = async () =>
        (
          await db
            .select({ ends: users.subscriptionEnds, paid: users.subscriptionPaid })
            .from(users)
            .where(eq(users.id, moving.id))
        )[0];
      const filterOf = async () => {
        for (const s of ['insider', 'trial', 'basic', 'formerInsider']) {
          const res = await call('GET', `/api/users/count?where=${q({ id: moving.id, subscription: s })}`);
          if (res.body.count === 1) return s;
        }
        return 'none';
      };
      expect(await state()).toEqual({ ends: null, paid: false });
      expect(await filterOf()).toBe('basic');
      const [sub] = await db
        .insert(destinationSubscriptions)
        .values({ userId: moving.id, destinationId: athens.id, endDate: new Date(now + DAY) })
        .returning();
      expect(await filterOf()).toBe('trial');
      const [tx] = await db
        .insert(destinationTransactions)
        .values({ userId: moving.id, destinationIds: [athens.id], amount: 5 })
        .returning();
      expect((await state()).paid).toBe(true);
      expect(await filterOf()).toBe('insider');
      await db
        .update(destinationSubscriptions)
        .set({ endDate: new Date(now - DAY) })
        .where(eq(destinationSubscriptions.id, sub.id));
      expect(await filterOf()).toBe('formerInsider');
      await db.insert(destinationSubscriptions).values({ userId: moving.id, destinationId: zagreb.id, endDate: null });
      expect((await state()).ends?.toISOString()).toBe('9999-12-31T00:00:00.000Z');
      expect(await filterOf()).toBe('insider');
      await db.delete(destinationTransactions).where(eq(destinationTransactions.id, tx.id));
      expect(await filterOf()).toBe('trial');
      // A transaction that moves to another user takes its purchase along.
      const [moved] = await db
        .insert(destinationTransactions)
        .values({ userId: moving.id, destinationIds: [], amount: 1 })
        .returning();
      await db
        .update(destinationTransactions)
        .set({ userId: basic.id })
        .where(eq(destinationTransactions.id, moved.id));
      expect((await state()).paid).toBe(false);
      expect(
        (await db.select({ paid: users.subscriptionPaid }).from(users).where(eq(users.id, basic.id)))[0].paid,
      ).toBe(true);
      await db.delete(destinationTransactions).where(eq(destinationTransactions.id, moved.id));
      await db.delete(destinationSubscriptions).where(eq(destinationSubscriptions.userId, moving.id));
      expect(await state()).toEqual({ ends: null, paid: false });
      expect(await filterOf()).toBe('basic');
      // A coupon claim is no purchase.
      const coupon = await make('coupons', {
        name: 'Try',
        code: 'TRYUSERS',
        discountType: 'flat',
        discountValue: 5,
        startDate: '2026-12-01T05:00:00.000Z',
        claimLimit: 10,
      });
      await db
        .insert(destinationTransactions)
        .values({ userId: moving.id, destinationIds: [], couponId: coupon.id, amount: 0 });
      expect((await state()).paid).toBe(false);
      await db.delete(destinationTransactions).where(eq(destinationTransactions.userId, moving.id));
    });
  });

  it('should keep the Basic count (read from facet_counts) equal to a real count through subscriptions, deletes and restores', async () => {
    const real = async () =>
      (await db.select({ id: users.id, ends: users.subscriptionEnds, deleted: users.deleted }).from(users)).filter(
        (u) => !u.deleted && u.ends === null,
      ).length;
    const kept = async () => {
      const res = await call('GET', `/api/users/count?where=${q({ subscription: 'basic' })}`);
      expect(res.status).toBe(200);
      return res.body.count as number;
    };
    expect(await kept()).toBe(await real());
    const newcomer = await user('Nina Newcomer');
    expect(await kept()).toBe(await real());
    const [sub] = await db
      .insert(destinationSubscriptions)
      .values({ userId: newcomer.id, destinationId: lyon.id, endDate: null })
      .returning();
    expect(await kept()).toBe(await real());
    await db.delete(destinationSubscriptions).where(eq(destinationSubscriptions.id, sub.id));
    expect(await kept()).toBe(await real());
    expect((await call('DELETE', `/api/users/${newcomer.id}`)).status).toBe(200);
    expect(await kept()).toBe(await real());
    expect((await call('PATCH', `/api/users/${newcomer.id}`, { deleted: false })).status).toBe(200);
    expect(await kept()).toBe(await real());
    // The Type filter's kept counts too.
    const recommenders = async () =>
      (await call('GET', `/api/users/count?where=${q({ isRecommender: true })}`)).body.count as number;
    const before = await recommenders();
    expect((await call('PATCH', `/api/users/${newcomer.id}`, { isRecommender: true })).status).toBe(200);
    expect(await recommenders()).toBe(before + 1);
  });

  describe('the detail', () => {
    it('should answer the counts of the tabs and the preference tags', async () => {
      const tag = await make('tags', { name: 'Spicy' });
      expect((await call('PATCH', `/api/users/${insider.id}`, { tagIds: [tag.id] })).status).toBe(200);
      const place = await make('establishments', {
        name: 'Chez Uma',
        address: '1 Rue',
        city: 'Lyon',
        destinationId: lyon.id,
      });
      const put = await call('PUT', `/api/establishments/${place.id}/update-suggestions`, {
        suggestions: [{ userId: insider.id, isPrimary: true }],
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const res = await call(
        'GET',
        `/api/users/${insider.id}?filter=${q({ includeCount: ['reviews', 'tags', 'subscriptions', 'suggested'] })}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.counts).toEqual(expect.objectContaining({ reviews: 0, tags: 1, subscriptions: 2, suggested: 1 }));
      expect(res.body.tagIds).toEqual([tag.id]);
      expect((await call('GET', `/api/users/999999?filter=${q({ includeCount: true })}`)).status).toBe(404);
      const bad = await call('GET', `/api/users/${insider.id}?filter=${q({ includeCount: 'all' })}`);
      expect(bad.status).toBe(400);
    });

    it('should list the suggested places by name with the total, and 404 an unknown user', async () => {
      const other = await make('establishments', {
        name: 'Bistro Uma',
        address: '2 Rue',
        city: 'Lyon',
        destinationId: lyon.id,
      });
      await call('PUT', `/api/establishments/${other.id}/update-suggestions`, {
        suggestions: [{ userId: trial.id, isPrimary: true }, { userId: insider.id }],
      });
      const gone = await make('establishments', {
        name: 'Aaa Gone',
        address: '3 Rue',
        city: 'Lyon',
        destinationId: lyon.id,
      });
      await call('PUT', `/api/establishments/${gone.id}/update-suggestions`, { suggestions: [{ userId: insider.id }] });
      await call('DELETE', `/api/establishments/${gone.id}`);
      const res = await call('GET', `/api/users/${insider.id}/suggestions?filter=${q({ limit: 20, skip: 0 })}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.total).toBe(2);
      expect(res.body.results.map((r: { name: string; isPrimary: boolean }) => [r.name, r.isPrimary])).toEqual([
        ['Bistro Uma', false],
        ['Chez Uma', true],
      ]);
      expect(res.body.results[0]).toEqual({
        id: other.id,
        name: 'Bistro Uma',
        city: 'Lyon',
        destinationId: lyon.id,
        isPublished: false,
        status: expect.any(String),
        isPrimary: false,
      });
      const page = await call('GET', `/api/users/${insider.id}/suggestions?filter=${q({ limit: 1, skip: 1 })}`);
      expect(page.body).toEqual({ total: 2, results: [expect.objectContaining({ name: 'Chez Uma' })] });
      expect((await call('GET', `/api/users/999999/suggestions`)).status).toBe(404);
      const bad = await call('GET', `/api/users/${insider.id}/suggestions?filter=${q({ limit: 500 })}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/^filter\.limit: /);
      expect((await call('GET', `/api/users/${insider.id}/suggestions?filter={oops`)).body.error.message).toBe(
        'filter: not valid JSON',
      );
    });

    it('should list the subscribed cities by city name (it answered 400 before)', async () => {
      const res = await call('GET', `/api/users/${insider.id}/subscribed-destinations`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.map((s: { destination: { name: string } }) => s.destination.name)).toEqual(['Athens', 'Lyon']);
      expect(res.body[0]).toEqual({
        id: expect.any(Number),
        destinationId: athens.id,
        destination: { id: athens.id, name: 'Athens', state: null, country: null },
        endDate: expect.stringMatching(/^\d{4}-/),
      });
      expect((await call('GET', `/api/users/${trial.id}/subscribed-destinations`)).body[0].endDate).toBeNull();
      expect((await call('GET', '/api/users/999999/subscribed-destinations')).status).toBe(404);
      expect((await call('GET', '/api/users/abc/subscribed-destinations')).status).toBe(400);
    });
  });

  describe('edits', () => {
    it('should validate PATCH users/{id} and update-user with the spec’s words', async () => {
      for (const path of [`/api/users/${basic.id}`, `/api/users/${basic.id}/update-user`]) {
        const noName = await call('PATCH', path, { name: '' });
        expect(noName.status, path).toBe(400);
        expect(JSON.stringify(noName.body.error)).toContain('This is required');
        const badEmail = await call('PATCH', path, { email: 'not-an-email' });
        expect(badEmail.status, path).toBe(400);
        expect(JSON.stringify(badEmail.body.error)).toContain('Invalid Format');
        const taken = await call('PATCH', path, { email: 'UMA.INSIDER@users.test' });
        expect(taken.status, path).toBe(409);
        expect(taken.body.error.message).toBe('A record with the same email already exists');
        expect(taken.body.error.details).toEqual([
          { path: '/email', message: 'A record with the same email already exists' },
        ]);
        const unknownKey = await call('PATCH', path, { favouriteColour: 'red' });
        expect(unknownKey.status, path).toBe(400);
        expect(JSON.stringify(unknownKey.body.error)).toContain('favouriteColour');
      }
      expect((await call('PATCH', '/api/users/999999/update-user', { name: 'Nobody' })).status).toBe(404);
      // A change based on an older read is refused, as through PATCH users/{id}.
      const stale = await call('PATCH', `/api/users/${basic.id}/update-user`, {
        name: 'Stale',
        updated: '2020-01-01T00:00:00.000Z',
      });
      expect(stale.status).toBe(409);
      expect(
        (await call('PATCH', `/api/users/${basic.id}/update-user`, { name: 'Stale', updated: 'yesterday' })).status,
      ).toBe(400);
      expect((await call('PATCH', `/api/users/${basic.id}/update-user`, {})).body.error.message).toBe(
        'Nothing to change: the body names no field',
      );
      const [before] = await db.select().from(users).where(eq(users.id, basic.id));
      expect(before.name).toBe('Bea Basic');
    });

    it('should save the profile, knows-about, preferences and image through update-user and answer the user', async () => {
      const res = await call('PATCH', `/api/users/${basic.id}/update-user`, {
        name: 'Bea B.',
        bio: 'Eats out',
        website: 'https://bea.example.com',
        inSearch: true,
        foodPreference: 2,
        drink: 5,
        _knowsAbouts: [{ destinationId: lyon.id, how: 'pastResident', startDate: '2010-01-01', endDate: '2015-01-01' }],
        _profile_image: { url: 'https://cdn.example.com/bea.jpg' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual(
        expect.objectContaining({ name: 'Bea B.', foodPreference: 2, drink: 5, inSearch: true, tagIds: [] }),
      );
      expect(res.body._profile_image).toEqual({ url: 'https://cdn.example.com/bea.jpg' });
      const cleared = await call('PATCH', `/api/users/${basic.id}`, { _profile_image: null });
      expect(cleared.body._profile_image).toBeNull();
      const wrongYears = await call('PATCH', `/api/users/${basic.id}`, {
        _knowsAbouts: [{ destinationId: lyon.id, how: 'pastResident', startDate: '2015-01-01', endDate: '2010-01-01' }],
      });
      expect(wrongYears.status).toBe(400);
      expect(JSON.stringify(wrongYears.body.error)).toContain('To cannot be before From');
      const badScale = await call('PATCH', `/api/users/${basic.id}`, { drink: 9 });
      expect(badScale.status).toBe(400);
    });

    it('should verify and unverify an e-mail, and 404 an unknown one', async () => {
      const on = await call('PATCH', '/api/users/admin-verify-email', {
        email: ' Tom.Trial@users.test ',
        verify: true,
      });
      expect(on.status, JSON.stringify(on.body)).toBe(200);
      expect(on.body).toEqual(expect.objectContaining({ id: trial.id, emailVerified: true }));
      expect(
        (await call('PATCH', '/api/users/admin-verify-email', { email: 'tom.trial@users.test', verify: false })).body
          .emailVerified,
      ).toBe(false);
      const unknown = await call('PATCH', '/api/users/admin-verify-email', {
        email: 'nobody@users.test',
        verify: true,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('No user has the email nobody@users.test');
      expect((await call('PATCH', '/api/users/admin-verify-email', { email: 'nope', verify: true })).status).toBe(400);
      expect((await call('PATCH', '/api/users/admin-verify-email', { email: 'tom.trial@users.test' })).status).toBe(
        400,
      );
    });
  });

  describe('saved lists', () => {
    it('should page a user’s lists, answer one of them, and 404 a list that is not theirs', async () => {
      const a = await make('userLists', { userId: insider.id, name: 'Brunch' });
      const b = await make('userLists', { userId: insider.id, name: 'Dinner' });
      const theirs = await make('userLists', { userId: trial.id, name: 'Not yours' });
      const lists = await call(
        'GET',
        `/api/users/${insider.id}/userLists?filter=${q({ order: 'created DESC', limit: 20, skip: 0 })}`,
      );
      expect(lists.body.map((l: { id: number }) => l.id)).toEqual([b.id, a.id]);
      expect((await call('GET', `/api/users/${insider.id}/userLists/count`)).body).toEqual({ count: 2 });
      const one = await call('GET', `/api/users/${insider.id}/userLists/${a.id}`);
      expect(one.body).toEqual({ id: a.id, name: 'Brunch', created: expect.any(String), userId: insider.id });
      expect((await call('GET', `/api/users/${insider.id}/userLists/${theirs.id}`)).status).toBe(404);
      expect((await call('GET', `/api/users/999999/userLists/${a.id}`)).status).toBe(404);
      expect((await call('GET', `/api/users/999999/userLists/count`)).status).toBe(404);
    });

    it('should answer each item with its subject, null when the subject is gone', async () => {
      const list = await make('userLists', { userId: trial.id, name: 'Saved' });
      const place = await make('establishments', {
        name: 'Saved Place',
        address: '4 Rue',
        city: 'Lyon',
        destinationId: lyon.id,
      });
      const gone = await make('establishments', {
        name: 'Gone Place',
        address: '5 Rue',
        city: 'Lyon',
        destinationId: lyon.id,
      });
      const items = [
        await make('userListItems', { userListId: list.id, subjectType: 'Establishment', subjectId: place.id }),
        await make('userListItems', { userListId: list.id, subjectType: 'Destination', subjectId: athens.id }),
        await make('userListItems', { userListId: list.id, subjectType: 'Establishment', subjectId: gone.id }),
      ];
      await call('DELETE', `/api/establishments/${gone.id}`);
      const res = await call('GET', `/api/UserLists/${list.id}/userListItems?filter=${q({ include: 'subject' })}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const byId = new Map(res.body.map((i: { id: number }) => [i.id, i]));
      expect(byId.get(items[0].id)).toEqual(
        expect.objectContaining({
          subjectType: 'Establishment',
          subjectId: place.id,
          subject: {
            id: place.id,
            name: 'Saved Place',
            destinationId: lyon.id,
            destination: { id: lyon.id, name: 'Lyon' },
            _pictures: [],
          },
        }),
      );
      expect(byId.get(items[1].id)).toEqual(
        expect.objectContaining({
          subject: expect.objectContaining({ id: athens.id, name: 'Athens', destination: null }),
        }),
      );
      expect(byId.get(items[2].id)).toEqual(expect.objectContaining({ subject: null }));
    });
  });

  it('should answer the option lists of the users screens in appmodels/constants', async () => {
    const res = await call('GET', '/api/appmodels/constants');
    expect(res.body.KnowsAbout.how.map((o: { value: string }) => o.value)).toEqual([
      'currentResident',
      'pastResident',
      'frequentlyVisits',
    ]);
    expect(res.body.user.foodPreference.map((o: { value: number }) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.user.drink).toEqual([
      { value: 1, name: "Doesn't drink" },
      { value: 2, name: 'Rarely' },
      { value: 3, name: 'Socially' },
      { value: 4, name: 'Regularly' },
      { value: 5, name: 'Connoisseur' },
    ]);
    expect(res.body.Establishment.status.length).toBeGreaterThan(0);
  });

  it('should leave no user half-written when a write fails', async () => {
    const before = await db
      .select()
      .from(users)
      .where(inArray(users.id, [basic.id]));
    const half = await call('PATCH', `/api/users/${basic.id}`, { name: 'Half', tagIds: [999999] });
    expect(half).toMatchObject({ status: 400, body: { error: { message: 'tagIds: Tag 999999 not found' } } });
    const after = await db
      .select()
      .from(users)
      .where(inArray(users.id, [basic.id]));
    expect(after[0].name).toBe(before[0].name);
  });
});
