import { describe, expect, it } from 'vitest';
import { destinationSubscriptions } from '../src/db/schema/destination-subscription';
import { image, tempDir } from './fixtures/media';
import { setupApp, staffCalls } from './helper';

const DAY = 86_400_000;

/**
 * Calls written as part 2 §7 writes them (issue 28 point 3), where the console's own spelling was the only one taken:
 * the users list's `isRecommender` and `subscribedDestinationIds`, editorial reviews by 'name ASC', and the upload's
 * `category`. (`Establishments/filter` with `isPublished: true` is in place.test.ts.)
 */
describe('part 2 §7 call shapes', async () => {
  const t = await setupApp({ dataDir: tempDir('mise-spec-shapes-') });
  const { call, make, q } = staffCalls(t);
  const db = t.database.db;

  describe('users list: isRecommender and subscribedDestinationIds in where', async () => {
    const porto = await make('destinations', { name: 'Shapes Porto' });
    const braga = await make('destinations', { name: 'Shapes Braga' });
    const user = (name: string, isRecommender = false) =>
      make('users', { name, email: `${name.toLowerCase().replaceAll(' ', '.')}@shapes.test`, isRecommender });
    const running = await user('Rui Running', true);
    const ended = await user('Eva Ended');
    const open = await user('Olga Open', true);
    const never = await user('Nuno Never');
    const subscribe = (userId: number, destinationId: number, endDate: Date | null) =>
      db.insert(destinationSubscriptions).values({ userId, destinationId, endDate });
    await subscribe(running.id, porto.id, new Date(Date.now() + 30 * DAY));
    await subscribe(ended.id, porto.id, new Date(Date.now() - 2 * DAY));
    await subscribe(open.id, braga.id, null);
    const mine = [running.id, ended.id, open.id, never.id];
    const listIds = async (where: object) => {
      const res = await call(
        'GET',
        `/api/users?filter=${q({ where: { and: [{ id: { inq: mine } }, where] }, order: 'name ASC', limit: 20, skip: 0 })}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { id: number }[]).map((r) => r.id);
    };
    const countOf = async (where: object) => {
      const res = await call('GET', `/api/users/count?where=${q({ and: [{ id: { inq: mine } }, where] })}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.count as number;
    };

    it('should take the City filter choices under subscribedDestinationIds, as under subscription', async () => {
      // Neither bought a pack: a running subscription is Trial, an ended one Used to be insider.
      expect(await listIds({ subscribedDestinationIds: 'trial' })).toEqual([open.id, running.id]);
      expect(await listIds({ subscribedDestinationIds: { eq: 'formerInsider' } })).toEqual([ended.id]);
      expect(await listIds({ subscribedDestinationIds: 'basic' })).toEqual([never.id]);
      for (const state of ['insider', 'trial', 'basic', 'formerInsider']) {
        expect(await countOf({ subscribedDestinationIds: state }), state).toBe(await countOf({ subscription: state }));
      }
    });

    it('should take city ids (inq) for users whose subscription to one of them has not ended, beside isRecommender', async () => {
      expect(await listIds({ subscribedDestinationIds: { inq: [porto.id] } })).toEqual([running.id]);
      expect(await listIds({ subscribedDestinationIds: { inq: [porto.id, braga.id] } })).toEqual([open.id, running.id]);
      expect(await listIds({ isRecommender: false, subscribedDestinationIds: { inq: [porto.id, braga.id] } })).toEqual(
        [],
      );
      expect(await listIds({ isRecommender: true, subscribedDestinationIds: { inq: [braga.id] } })).toEqual([open.id]);
      expect(await listIds({ isRecommender: false })).toEqual([ended.id, never.id]);
      expect(await countOf({ subscribedDestinationIds: { inq: [porto.id, braga.id] } })).toBe(2);
    });

    it('should refuse a malformed subscribedDestinationIds with a 400 naming it and what it takes', async () => {
      for (const bad of ['gold', 3, null, { inq: [] }, { inq: ['x'] }, { nin: [1] }, [porto.id]]) {
        const res = await call('GET', `/api/users?filter=${q({ where: { subscribedDestinationIds: bad } })}`);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.error.message, JSON.stringify(bad)).toMatch(
          /^where\.subscribedDestinationIds: expected one of insider, trial, basic, formerInsider, or \{"inq": \[city ids\]\}/,
        );
      }
      const count = await call('GET', `/api/users/count?where=${q({ subscribedDestinationIds: { inq: [0] } })}`);
      expect(count.status).toBe(400);
    });
  });

  describe('editorial reviews ordered by name', async () => {
    const author = await make('users', { name: 'Shape Author', email: 'shape.author@shapes.test' });
    const ids: number[] = [];
    for (const title of ['Shape Zebra', 'Shape Apple', 'Shape Mango'])
      ids.push((await make('userReviews', { title, userId: author.id })).id);
    const titles = async (order: string) => {
      const res = await call(
        'GET',
        `/api/userReviews?filter=${q({ where: { id: { inq: ids } }, order, limit: 20, skip: 0, includeCount: true, include: { relation: 'user', scope: { fields: ['name'] } } })}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { title: string }[]).map((r) => r.title);
    };

    it("should accept order 'name ASC' (and DESC) as the title's order", async () => {
      expect(await titles('name ASC')).toEqual(['Shape Apple', 'Shape Mango', 'Shape Zebra']);
      expect(await titles('name DESC')).toEqual(['Shape Zebra', 'Shape Mango', 'Shape Apple']);
      expect(await titles('name ASC')).toEqual(await titles('title ASC'));
      const bad = await call('GET', `/api/userReviews?filter=${q({ order: 'subtitle ASC' })}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/"subtitle" is not a field you can sort on/);
    });
  });

  describe('pictures/upload with category', async () => {
    const upload = async (body: object) => {
      const png = (await image('png')).toString('base64');
      return t.app.inject({
        method: 'POST',
        url: '/api/pictures/upload',
        headers: t.auth(),
        payload: { base64img: png, filename: 'a.png', ...body },
      });
    };

    it('should file user_profileImage under users and reviews under reviews, as folder does', async () => {
      for (const [category, folder] of [
        ['user_profileImage', 'users'],
        ['reviews', 'reviews'],
      ]) {
        const res = await upload({ category });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().filePath).toMatch(new RegExp(`^${folder}/`));
        expect((await upload({ category, folder })).statusCode).toBe(200);
      }
      expect((await upload({ folder: 'users' })).statusCode).toBe(200);
    });

    it('should refuse an unknown category, a category that disagrees with the folder, or neither', async () => {
      const cases: [object, RegExp][] = [
        [{ category: 'avatars' }, /category/],
        [{ category: 'reviews', folder: 'users' }, /category reviews files into reviews, not users/],
        [{}, /Say where the file goes: folder, or category \(user_profileImage, reviews\)/],
      ];
      for (const [body, message] of cases) {
        const res = await upload(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.body, JSON.stringify(body)).toMatch(message);
      }
    });
  });
});
