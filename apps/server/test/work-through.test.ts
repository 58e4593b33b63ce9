import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upsertStaff } from '../src/bootstrap';
import { recordClaims } from '../src/db/schema/record-claim';
import { setupApp, staffCalls } from './helper';

const ANA = { email: 'ana.work@mise.test', password: 'another-staff-password', name: 'Ana' };

/** Issue 34 point 4: working through a list, one record at a time, two editors never on the same record. */
describe('working through a list', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const anaId = await upsertStaff(t.database.db, ANA);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: ANA.email, password: ANA.password },
  });
  const anaToken = login.json().id as string;
  const asAna = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { authorization: anaToken }, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const city = await make('destinations', { name: 'Worktown' });
  const places: { id: number; name: string }[] = [];
  for (const name of ['Work Alpha', 'Work Beta', 'Work Gamma'])
    places.push(await make('establishments', { name, address: '1 Rua', city: 'Lisbon', destinationId: city.id }));
  const [alpha, beta, gamma] = places as [(typeof places)[0], (typeof places)[0], (typeof places)[0]];
  const queue = { type: 'place', where: { and: [{ rule: 'withoutTags' }, { destinationId: { inq: [city.id] } }] } };
  const next = (body: object = {}) => call('POST', '/api/work/next', { ...queue, order: ['name ASC'], ...body });
  const tag =
    (await call('GET', `/api/tags?filter=${q({ limit: 1 })}`)).body[0] ?? (await make('tags', { name: 'Worktag' }));

  it('gives each editor the first record no one else is on, and says who is on which', async () => {
    const mine = await next();
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toEqual({ id: alpha.id, left: 3 });
    const anas = await asAna('POST', '/api/work/next', { ...queue, order: ['name ASC'] });
    expect(anas.body).toEqual({ id: beta.id, left: 2 });

    const claims = await asAna('GET', `/api/work/claims?type=place&ids=${alpha.id},${beta.id},${gamma.id}`);
    expect(claims.status).toBe(200);
    expect(claims.body.items).toHaveLength(2);
    expect(claims.body.items.find((x: { id: number }) => x.id === alpha.id)).toMatchObject({ mine: false });
    expect(claims.body.items.find((x: { id: number }) => x.id === beta.id)).toMatchObject({
      mine: true,
      user: { id: anaId, name: 'Ana' },
    });
    const until = Date.parse(claims.body.items[0].until) - Date.now();
    expect(until, 'a claim lasts 15 minutes').toBeGreaterThan(14 * 60_000);
    expect(until).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  });

  it('moves on past a fixed record (it no longer matches) and a skipped one, and ends when none is free', async () => {
    expect((await call('PATCH', `/api/establishments/${alpha.id}`, { tagIds: [tag.id] })).status).toBe(200);
    // Alpha was fixed: it left the list by itself; Beta is Ana's; Gamma is next.
    const afterSave = await next({ visited: [alpha.id], release: alpha.id });
    expect(afterSave.body).toEqual({ id: gamma.id, left: 1 });
    const mine = await call('GET', `/api/work/claims?type=place&ids=${alpha.id},${gamma.id}`);
    expect(mine.body.items.map((x: { id: number }) => x.id)).toEqual([gamma.id]);

    const afterSkip = await next({ visited: [alpha.id, gamma.id], release: gamma.id });
    expect(afterSkip.body).toEqual({ id: null, left: 0 });

    // Ana lets Beta go: it is free for the next editor.
    expect((await asAna('POST', '/api/work/release', { type: 'place', id: beta.id })).body).toEqual({ count: 1 });
    expect((await next({ visited: [alpha.id, gamma.id] })).body).toEqual({ id: beta.id, left: 1 });
  });

  it("takes over a claim that lapsed, and cannot end another editor's claim", async () => {
    // Beta is the first staff member's now; it lapses.
    expect((await asAna('POST', '/api/work/release', { type: 'place', id: beta.id })).body).toEqual({ count: 0 });
    await t.database.db
      .update(recordClaims)
      .set({ until: sql`now() - interval '1 minute'` })
      .where(and(eq(recordClaims.tableName, 'establishments'), eq(recordClaims.recordId, beta.id)));
    const anas = await asAna('POST', '/api/work/next', { ...queue, order: ['name ASC'] });
    expect(anas.body.id).toBe(beta.id);
    const claims = await call('GET', `/api/work/claims?type=place&ids=${beta.id}`);
    expect(claims.body.items).toEqual([
      expect.objectContaining({ id: beta.id, mine: false, user: { id: anaId, name: 'Ana' } }),
    ]);
  });

  it('refuses bad input with a message naming it', async () => {
    const unknown = await next({ where: { soul: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('where.soul: "soul" is not a field you can filter on');
    const badOrder = await next({ order: ['soul ASC'] });
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.error.message).toContain('soul');
    const tooMany = await next({ visited: Array.from({ length: 5001 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toContain('visited: at most 5000 records');
    const badType = await next({ type: 'soul' });
    expect(badType.status).toBe(400);
    const badIds = await call('GET', '/api/work/claims?type=place&ids=1,x');
    expect(badIds.status).toBe(400);
    expect(badIds.body.error.message).toContain('ids: up to 100 record ids, separated by commas');
    const noSession = await t.app.inject({ method: 'POST', url: '/api/work/next', payload: queue });
    expect(noSession.statusCode).toBe(401);
  });
});
