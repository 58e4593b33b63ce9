import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

/** The places list's filter counts, read from the trigger-kept facet_counts (migration 0014), always equal a real count. */
describe('kept facet counts', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const city = await make('destinations', { name: 'Faceted City', continent: 'Europe' });
  const suggester = await make('users', {
    name: 'Suggester',
    email: 'suggester@mise.test',
    password: 'long-enough-pass',
  });
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const WHERES: object[] = [
    { hasSuggestions: true },
    { guideRating: { gte: 1 } },
    { or: [{ guideRating: null }, { guideRating: 0 }] },
    { guideRating: { inq: [3] } },
    { guideRating: 2 },
    { status: { inq: ['WIP', 'complete'] } },
    { newlyAdded: true },
    { recentlyUpdated: 'true' },
  ];
  const count = async (where: object) => {
    const res = await call('GET', `/api/establishments/count?where=${q(where)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.count as number;
  };
  /** Every filter's kept count against the same filter counted row by row (an `and` the kept counts do not read). */
  const expectTrue = async () => {
    for (const where of WHERES)
      expect(await count(where), JSON.stringify(where)).toBe(await count({ and: [where, { id: { gt: 0 } }] }));
  };

  it('should equal a real count as places are added, edited, soft-deleted, restored and removed', async () => {
    const made = [];
    for (const [i, rating] of [0, 1, 2, 3, null, 3].entries()) {
      made.push(
        await make('establishments', {
          name: `Facet ${i}`,
          address: '1 Rua',
          city: 'Lisbon',
          destinationId: city.id,
          guideRating: rating,
          newlyAdded: i % 2 === 0,
        }),
      );
    }
    await expectTrue();
    expect(await count({ guideRating: { inq: [3] } })).toBeGreaterThanOrEqual(2);
    await call('PATCH', `/api/establishments/${made[0].id}`, {
      guideRating: 3,
      status: 'complete',
      recentlyUpdated: true,
    });
    await call('PUT', `/api/establishments/${made[1].id}/update-suggestions`, {
      suggestions: [{ userId: suggester.id }],
    });
    await expectTrue();
    await call('DELETE', `/api/establishments/${made[2].id}`);
    await expectTrue();
    await t.database.raw('update establishments set deleted = false where id = $1', [made[2].id]);
    await t.database.raw('update establishments set guide_rating = 1 where id = any($1::int[])', [
      made.map((m) => m.id),
    ]);
    await expectTrue();
    await t.database.raw('delete from establishments where id = $1', [made[5].id]);
    await expectTrue();
  });

  it('should answer from the kept counts (a wrong kept row shows), and count anything else row by row', async () => {
    const before = await count({ guideRating: { inq: [1] } });
    await t.database.raw(
      "update facet_counts set n = n + 1000 where table_name = 'establishments' and facet = 'guide_rating' and value = '1'",
    );
    expect(await count({ guideRating: { inq: [1] } })).toBe(before + 1000);
    expect(await count({ and: [{ guideRating: { inq: [1] } }, { id: { gt: 0 } }] })).toBe(before);
    await t.database.raw(
      "update facet_counts set n = n - 1000 where table_name = 'establishments' and facet = 'guide_rating' and value = '1'",
    );
  });

  it('should refuse a bad value of a counted field as any count does', async () => {
    const res = await call('GET', `/api/establishments/count?where=${q({ guideRating: { gte: 'many' } })}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/guideRating/);
  });
});
