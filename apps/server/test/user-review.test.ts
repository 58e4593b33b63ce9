import { MSG } from '@mise/contracts/common/messages';
import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

type TUserReview = {
  id: number;
  title: string;
  subtitle: string | null;
  lgPicture: { id: string; url: string } | null;
  smPicture: { id: string; url: string } | null;
  userId: number | null;
  isPublished: boolean;
  user?: { id: number; name: string } | null;
};

const picture = (name: string) => ({ id: `pic-${name}`, url: `/img/reviews/${name}.jpg`, width: 900, height: 600 });

/** Reviews (issue 15 point 5): editorial reviews at userReviews, their publish by query, place reviews' publish, CSV. */
describe('reviews', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const ana = await make('users', { name: 'Ana Reviewer', email: 'ana.reviewer@mise.test' });
  const bo = await make('users', { name: 'Bo Critic', email: 'bo.critic@mise.test' });
  const city = await make('destinations', { name: 'Lisbon' });
  const place = await make('establishments', {
    name: 'Taberna',
    address: 'Rua 1',
    city: 'Lisbon',
    destinationId: city.id,
  });
  const review = async (body: Record<string, unknown>) => (await make('userReviews', body)) as unknown as TUserReview;
  const stored = async (id: number) => (await call('GET', `/api/userReviews/${id}`)).body as TUserReview;

  it('should list a page by title with each author’s name, and count the filtered rows', async () => {
    const zeta = await review({ title: 'Zeta tasting', userId: ana.id });
    const alpha = await review({ title: 'Alpha brunch', subtitle: 'Sundays', userId: bo.id });
    const mid = await review({ title: 'Midnight ramen', userId: null });
    await call('POST', `/api/userReviews/${alpha.id}/publish?publish=true`);
    const filter = {
      limit: 20,
      skip: 0,
      order: 'title ASC',
      include: [{ relation: 'user', scope: { fields: ['id', 'name'] } }],
    };
    const res = await call(
      'GET',
      `/api/userReviews?filter=${q({ ...filter, where: { id: { inq: [zeta.id, alpha.id, mid.id] } } })}`,
    );
    expect(res.status).toBe(200);
    const rows = res.body as TUserReview[];
    expect(rows.map((r) => [r.title, r.user?.name ?? null])).toEqual([
      ['Alpha brunch', 'Bo Critic'],
      ['Midnight ramen', null],
      ['Zeta tasting', 'Ana Reviewer'],
    ]);
    // The include's scope answers the name only (and the id that links it), never the user's e-mail.
    expect(Object.keys(rows[0].user ?? {}).sort()).toEqual(['id', 'name']);
    const where = { isPublished: false, id: { inq: [zeta.id, alpha.id, mid.id] } };
    expect((await call('GET', `/api/userReviews/count?where=${q(where)}`)).body).toEqual({ count: 2 });
    const searched = await call(
      'GET',
      `/api/userReviews?filter=${q({ where: { title: { search: 'brunch' } }, fields: ['id', 'title'] })}`,
    );
    expect((searched.body as TUserReview[]).map((r) => r.id)).toEqual([alpha.id]);
    // The spec's 'name ASC' (§7) sorts by the title, as the other lists sort by name (issue 28 point 3).
    const byName = await call(
      'GET',
      `/api/userReviews?filter=${q({ ...filter, order: 'name ASC', where: { id: { inq: [zeta.id, alpha.id, mid.id] } } })}`,
    );
    expect(byName.status).toBe(200);
    expect((byName.body as TUserReview[]).map((r) => r.title)).toEqual([
      'Alpha brunch',
      'Midnight ramen',
      'Zeta tasting',
    ]);
  });

  it('should create, edit and delete a review with its pictures, storing exactly what was sent', async () => {
    const created = await review({
      title: '  Best bakeries  ',
      subtitle: 'Pastel de nata',
      lgPicture: picture('lg'),
      smPicture: picture('sm'),
      userId: ana.id,
    });
    expect(created).toMatchObject({
      title: 'Best bakeries',
      subtitle: 'Pastel de nata',
      userId: ana.id,
      isPublished: false,
    });
    expect(created.lgPicture).toMatchObject(picture('lg'));
    const patched = await call('PATCH', `/api/userReviews/${created.id}`, {
      title: 'Best bakeries, revisited',
      smPicture: null,
      userId: bo.id,
    });
    expect(patched.status).toBe(200);
    expect(await stored(created.id)).toMatchObject({
      title: 'Best bakeries, revisited',
      smPicture: null,
      lgPicture: picture('lg'),
      userId: bo.id,
    });
    expect((await call('DELETE', `/api/userReviews/${created.id}`)).body).toEqual({ count: 1 });
    expect((await call('GET', `/api/userReviews/${created.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/userReviews/${created.id}`)).status).toBe(404);
  });

  it('should refuse bad reviews with a 400 naming the problem, writing nothing', async () => {
    const count = async () => ((await call('GET', '/api/userReviews/count')).body as { count: number }).count;
    const before = await count();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ subtitle: 'No title' }, new RegExp(`title: ${MSG.isRequired}`)],
      [{ title: '   ' }, new RegExp(`title: ${MSG.isRequired}`)],
      [{ title: 'Ghost author', userId: 999999 }, /userId: User 999999 does not exist/],
      [{ title: 'Bad picture', lgPicture: 'https://example.com/a.jpg' }, /lgPicture/],
      [{ title: 'Bad picture', smPicture: { url: '/img/reviews/x.jpg' } }, /smPicture\.id/],
      [{ title: 'Script picture', lgPicture: { id: 'x', url: 'javascript:alert(1)' } }, /lgPicture\.url/],
      [{ title: 'Extra', rating: 3 }, /rating/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/userReviews', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    const kept = await review({ title: 'Kept as it was', userId: ana.id });
    const badPatches: [Record<string, unknown>, RegExp][] = [
      [{ title: '' }, new RegExp(`title: ${MSG.isRequired}`)],
      [{ userId: 999999 }, /userId: User 999999 does not exist/],
      [{ lgPicture: { id: 'x' } }, /lgPicture\.url/],
    ];
    for (const [body, message] of badPatches) {
      const res = await call('PATCH', `/api/userReviews/${kept.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    // A deleted user is no author either.
    const gone = await make('users', { name: 'Gone user', email: 'gone.user@mise.test' });
    expect((await call('DELETE', `/api/users/${gone.id}`)).status).toBe(200);
    const toGone = await call('PATCH', `/api/userReviews/${kept.id}`, { userId: gone.id });
    expect(toGone.status).toBe(400);
    expect(toGone.body.error.message).toBe(`userId: User ${gone.id} does not exist`);
    expect(await stored(kept.id)).toMatchObject({ title: 'Kept as it was', userId: ana.id });
    expect(await count()).toBe(before + 1);
    expect((await call('PATCH', '/api/userReviews/999999', { title: 'Nobody' })).status).toBe(404);
  });

  it('should publish and unpublish by the query flag (POST userReviews/{id}/publish?publish=)', async () => {
    const item = await review({ title: 'Publish me', userId: ana.id });
    const on = await call('POST', `/api/userReviews/${item.id}/publish?publish=true`);
    expect(on.status).toBe(200);
    expect(on.body.isPublished).toBe(true);
    expect((await stored(item.id)).isPublished).toBe(true);
    const off = await call('POST', `/api/userReviews/${item.id}/publish?publish=false`);
    expect(off.body.isPublished).toBe(false);
    expect((await stored(item.id)).isPublished).toBe(false);
    for (const query of ['', '?publish=', '?publish=maybe', '?publish=1']) {
      const res = await call('POST', `/api/userReviews/${item.id}/publish${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toMatch(/publish/);
    }
    expect((await stored(item.id)).isPublished).toBe(false);
    const unknown = await call('POST', '/api/userReviews/999999/publish?publish=true');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/UserReview 999999/);
  });

  it('should publish and unpublish a place review, and refuse a review of an unknown user or place', async () => {
    const placeReview = (await make('reviews', {
      userId: ana.id,
      establishmentId: place.id,
      rating: 4,
      text: 'Lovely',
    })) as unknown as TUserReview;
    expect(placeReview.isPublished).toBe(false);
    const on = await call('POST', `/api/reviews/${placeReview.id}/publish`, { publish: true });
    expect(on.status).toBe(200);
    const read = async () => (await call('GET', `/api/reviews/${placeReview.id}`)).body as TUserReview;
    expect((await read()).isPublished).toBe(true);
    expect((await call('POST', `/api/reviews/${placeReview.id}/publish?publish=false`)).status).toBe(200);
    expect((await read()).isPublished).toBe(false);
    const tab = await call(
      'GET',
      `/api/establishments/${place.id}/reviews?filter=${q({ include: ['user', 'subject'] })}`,
    );
    expect(
      (tab.body as { id: number; user: { name: string }; subject: { name: string } }[]).map((r) => [
        r.id,
        r.user.name,
        r.subject.name,
      ]),
    ).toEqual([[placeReview.id, 'Ana Reviewer', 'Taberna']]);
    const noUser = await call('POST', '/api/reviews', { userId: 999999, establishmentId: place.id, rating: 3 });
    expect(noUser.status).toBe(400);
    expect(noUser.body.error.message).toBe('userId: User 999999 does not exist');
    const noPlace = await call('POST', '/api/reviews', { userId: ana.id, establishmentId: 999999, rating: 3 });
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.error.message).toBe('establishmentId: Establishment 999999 does not exist');
    expect((await call('POST', `/api/reviews/${placeReview.id}/publish`, { publish: 'yes' })).status).toBe(400);
  });

  it('should export the editorial reviews as CSV (generate-csv?modelName=UserReview)', async () => {
    const item = await review({
      title: 'Exported, "quoted" review',
      subtitle: '=cmd',
      userId: bo.id,
      lgPicture: picture('csv'),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/appmodels/generate-csv?modelName=UserReview',
      headers: t.auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="UserReview-\d{4}-\d{2}-\d{2}\.csv"/);
    const [head, ...lines] = res.body.trim().split('\n');
    expect(head.split(',')).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'subtitle',
        'lgPicture',
        'smPicture',
        'userId',
        'isPublished',
        'created',
        'updated',
      ]),
    );
    const line = lines.find((l) => l.startsWith(`${item.id},`));
    expect(line).toContain('"Exported, ""quoted"" review"');
    // A cell a spreadsheet would run as a formula is neutralised.
    expect(line).toContain("'=cmd");
    expect(Number(res.headers['x-total-count'])).toBe(lines.length);
  });
});
