import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, roleMappings, roles, users } from '../src/db/schema/user';
import { STAFF, setupApp, staffCalls } from './helper';

/** Staff accounts stay safe while users are edited (issue 15 point 2): no hash, token or role in or out, no staff deleted. */
describe('Users API: staff accounts stay safe', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const db = t.database.db;
  const SECRETS = /password|argon2|passwordHash|token|role/i;

  const [me] = await db
    .select({ id: users.id, hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, STAFF.email));
  const guide = await make('users', { name: 'Gus Guide', email: 'gus@safety.test' });
  const isStaff = async (userId: number) =>
    (
      await db
        .select()
        .from(roleMappings)
        .innerJoin(roles, eq(roles.id, roleMappings.roleId))
        .where(eq(roleMappings.userId, userId))
    ).some((r) => r.roles.name === 'ADMIN');

  it('should refuse every body key that would set a hash, a token or a role, on every write path', async () => {
    const forbidden = [
      { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc' },
      { password_hash: 'x' },
      { roles: ['ADMIN'] },
      { role: 'ADMIN' },
      { roleMappings: [{ roleId: 1 }] },
      { accessTokens: [] },
      { emailVerified: true },
      { subscriptionPaid: true },
      { subscriptionEnds: '2030-01-01T00:00:00Z' },
    ];
    for (const body of forbidden) {
      for (const [method, url] of [
        ['PATCH', `/api/users/${me.id}`],
        ['PATCH', `/api/users/${me.id}/update-user`],
        ['PATCH', `/api/users/${guide.id}`],
        ['POST', '/api/users'],
      ] as const) {
        const payload = method === 'POST' ? { name: 'Sneaky', email: 'sneaky@safety.test', ...body } : body;
        const res = await call(method, url, payload);
        expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.error.message, JSON.stringify(body)).toMatch(new RegExp(Object.keys(body)[0]));
      }
      const put = await call('PUT', `/api/users/${me.id}`, body);
      // There is no PUT of a user at all.
      expect(put.status).toBe(404);
    }
    const [after] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    expect(after.hash).toBe(me.hash);
    expect(await isStaff(me.id)).toBe(true);
    expect(await isStaff(guide.id)).toBe(false);
  });

  it('should never answer or filter on hashes, tokens or roles, whatever the filter asks', async () => {
    for (const filter of [
      { fields: ['passwordHash'] },
      { fields: { passwordHash: true } },
      { where: { passwordHash: { neq: null } } },
      { order: 'passwordHash ASC' },
      { include: ['accessTokens'] },
      { include: [{ relation: 'roles' }] },
      { include: 'roleMappings' },
      { where: { subscriptionPaid: true } },
    ]) {
      const list = await call('GET', `/api/users?filter=${q(filter)}`);
      expect(list.status, JSON.stringify(filter)).toBe(400);
      const one = await call('GET', `/api/users/${me.id}?filter=${q(filter)}`);
      // One record by id takes only `include` (a secret relation is refused); fields, where and order are not read there.
      expect(one.status, JSON.stringify(filter)).toBe('include' in filter ? 400 : 200);
      if (one.status === 200) expect(JSON.stringify(one.body)).not.toMatch(SECRETS);
    }
    for (const relation of ['accessTokens', 'roles', 'roleMappings', 'staffTwoFactor']) {
      expect((await call('GET', `/api/users/${me.id}/${relation}`)).status, relation).toBe(400);
    }
    const answers = [
      await call('GET', `/api/users?filter=${q({ where: { id: me.id } })}`),
      await call(
        'GET',
        `/api/users/${me.id}?filter=${q({ includeCount: ['reviews', 'tags', 'subscriptions', 'suggested'] })}`,
      ),
      await call('PATCH', `/api/users/${me.id}/update-user`, { bio: 'Staff' }),
      await call('PATCH', '/api/users/admin-verify-email', { email: STAFF.email, verify: true }),
      await call('GET', `/api/users/admin-autocomplete?term=staff&filter=${q({ doc_type: 'User' })}`),
    ];
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon2|token|subscription_?(ends|paid)|roleMappings/i);
    }
    // The autocomplete hit keys are exactly the hit's.
    const hit = (answers[4].body as Record<string, unknown>[]).find((h) => h.id === me.id);
    expect(hit && Object.keys(hit).sort()).toEqual([
      'destinationId',
      'destinationName',
      'doc_type',
      'email',
      'id',
      'name',
      'slug',
    ]);
  });

  it('should leave hashes, tokens and roles out of the users CSV export', async () => {
    await db
      .insert(accessTokens)
      .values({ id: 'sekret-token-value-1234', userId: guide.id, ttl: 60, expiresAt: new Date(Date.now() + 60_000) });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/appmodels/generate-csv?modelName=User',
      headers: t.auth(),
    });
    expect(res.statusCode).toBe(200);
    const header = res.body.split('\n')[0];
    expect(header).toMatch(/email/);
    expect(res.body).not.toMatch(/argon2|sekret-token|password|subscription_?(ends|paid)/i);
  });

  it('should refuse to delete or soft-delete your own staff account, with a message, and change nothing', async () => {
    const del = await call('DELETE', `/api/users/${me.id}`);
    expect(del.status).toBe(403);
    expect(del.body.error.message).toBe('You cannot delete your own staff account');
    for (const path of [`/api/users/${me.id}`, `/api/users/${me.id}/update-user`]) {
      const soft = await call('PATCH', path, { deleted: true, name: 'Gone' });
      expect(soft.status, path).toBe(403);
      expect(soft.body.error.message).toBe('You cannot delete your own staff account');
    }
    const [row] = await db.select({ deleted: users.deleted, name: users.name }).from(users).where(eq(users.id, me.id));
    expect(row.deleted).toBe(false);
    expect(row.name).not.toBe('Gone');
    expect(await isStaff(me.id)).toBe(true);
  });

  it("should keep a colleague's role through any edit, and let a colleague's account be deleted (how staff access ends)", async () => {
    const colleague = await make('users', { name: 'Cole League', email: 'cole@safety.test' });
    const [admin] = await db.select().from(roles).where(eq(roles.name, 'ADMIN'));
    await db.insert(roleMappings).values({ userId: colleague.id, roleId: admin.id });
    // Staff can still edit a colleague's profile fields; the role stays.
    expect((await call('PATCH', `/api/users/${colleague.id}`, { name: 'Cole L.', isRecommender: true })).status).toBe(
      200,
    );
    expect(await isStaff(colleague.id)).toBe(true);
    expect((await call('DELETE', `/api/users/${colleague.id}`)).status).toBe(200);
    // The role mapping is not touched by the users API: only the account is gone.
    expect(await isStaff(colleague.id)).toBe(true);
    // A guide user is deleted as usual.
    expect((await call('DELETE', `/api/users/${guide.id}`)).status).toBe(200);
    expect((await call('GET', `/api/users/${guide.id}`)).status).toBe(404);
    // Still signed in: the staff session was not touched by any of the above.
    expect((await call('GET', '/api/users/me')).status).toBe(200);
  });
});
