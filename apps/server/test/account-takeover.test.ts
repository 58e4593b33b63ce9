import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { upsertStaff } from '../src/bootstrap';
import { accessTokens, activityLog, staffTwoFactor, users } from '../src/db/schema/user';
import { OWN_EMAIL_ELSEWHERE, OWN_PASSWORD_ELSEWHERE, STAFF_PASSWORD_THEIRS } from '../src/resources/user/prepare';
import { PROOF_CODE_NEEDED, WRONG_PASSWORD } from '../src/session/account-proof';
import { RESET_YOUR_OWN } from '../src/session/colleague-two-factor-routes';
import { fakeTotpClock } from './fake-totp-clock';
import { type TTestApp, setupApp } from './helper';

/**
 * Issue 27 §2 and §3: a stolen token alone never becomes a takeover. The chain the attack used (PATCH one's own
 * password, then turn two-factor off with it, then sign in) fails at every step; what changes how an account signs in
 * ends its other sessions at once on this server and within SESSION_RECHECK_MS on another; deletion revokes for good.
 */

const PASSWORD = 'takeover-staff-password';
const NEW_PASSWORD = 'a fresh kettle lighthouse';
// This server remembers a token check for a minute: only `forgetUser` can make its revocations seen at once.
const LONG_RECHECK_MS = 60_000;
const SHORT_RECHECK_MS = 300;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A fake Date (timers stay real) moves the server's TOTP steps, so each code is of a step not used yet.
const { nextStep, codeAt } = fakeTotpClock();

function calls(t: TTestApp) {
  let made = 0;
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    { token, payload }: { token: string; payload?: object },
  ) => t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const login = (body: object, app = t.app) => app.inject({ method: 'POST', url: '/api/users/login', payload: body });
  const signIn = async (body: { email: string; password: string; code?: string }, app = t.app) => {
    const res = await login(body, app);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const meStatus = async (token: string, app = t.app) =>
    (await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: token } })).statusCode;
  /** A staff member of their own, signed in. */
  const newStaff = async () => {
    const email = `takeover-${++made}@mise.test`;
    const id = await upsertStaff(t.database.db, { email, password: PASSWORD, name: `Staff ${made}` });
    return { id, email, token: await signIn({ email, password: PASSWORD }) };
  };
  const enrol = async (token: string) => {
    const start = await send('POST', '/api/users/me/two-factor/start', { token });
    const { secret } = start.json() as { secret: string };
    const confirm = await send('POST', '/api/users/me/two-factor/confirm', {
      token,
      payload: { code: codeAt(secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    nextStep();
    return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
  };
  const liveTokens = async (userId: number) =>
    (
      await t.database.db
        .select()
        .from(accessTokens)
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    ).length;
  return { send, login, signIn, meStatus, newStaff, enrol, liveTokens };
}

describe('a stolen token never becomes a takeover', async () => {
  const t = await setupApp({ sessionRecheckMs: LONG_RECHECK_MS, loginMaxAttempts: 50 });
  // A second server on the same database, which learns of revocations only from it, within its recheck time.
  const other = await buildApp({ config: { ...t.config, sessionRecheckMs: SHORT_RECHECK_MS }, database: t.database });
  await other.ready();
  afterAll(() => other.close());
  const { send, login, signIn, meStatus, newStaff, enrol, liveTokens } = calls(t);

  it("should refuse one's own password and e-mail through PATCH users/{id} and update-user, and change nothing", async () => {
    const staff = await newStaff();
    for (const url of [`/api/users/${staff.id}`, `/api/users/${staff.id}/update-user`]) {
      const password = await send('PATCH', url, { token: staff.token, payload: { password: NEW_PASSWORD } });
      expect(password.statusCode, url).toBe(403);
      expect(password.json().error).toMatchObject({
        message: OWN_PASSWORD_ELSEWHERE,
        details: [{ path: '/password' }],
      });
      const email = await send('PATCH', url, { token: staff.token, payload: { email: 'thief@evil.test' } });
      expect(email.statusCode, url).toBe(403);
      expect(email.json().error.message).toBe(OWN_EMAIL_ELSEWHERE);
    }
    // The form sends the e-mail unchanged with every save: that still works.
    const same = await send('PATCH', `/api/users/${staff.id}`, {
      token: staff.token,
      payload: {
        email: staff.email.toUpperCase(),
        name: 'Renamed',
      },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await login({ email: staff.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await login({ email: staff.email, password: NEW_PASSWORD })).statusCode).toBe(401);
    expect(await meStatus(staff.token)).toBe(200);
  });

  it('should fail the whole chain of the issue: PATCH password, two-factor off with it, then sign in', async () => {
    const staff = await newStaff();
    const { secret } = await enrol(staff.token);
    const thief = staff.token;
    expect(
      (await send('PATCH', `/api/users/${staff.id}`, { token: thief, payload: { password: NEW_PASSWORD } })).statusCode,
    ).toBe(403);
    // Turning it off with a password alone (what the thief would set), or with a code alone, is refused.
    for (const body of [
      { password: NEW_PASSWORD },
      { currentPassword: NEW_PASSWORD },
      { currentPassword: PASSWORD },
      { code: codeAt(secret) },
    ]) {
      const off = await send('POST', '/api/users/me/two-factor/disable', { token: thief, payload: body });
      expect(off.statusCode, JSON.stringify(body)).toBe(400);
    }
    // The dedicated call wants the current password too.
    for (const body of [
      { newPassword: NEW_PASSWORD },
      { currentPassword: 'a guessed password', newPassword: NEW_PASSWORD, code: codeAt(secret) },
    ]) {
      expect(
        (await send('POST', '/api/users/me/password', { token: thief, payload: body })).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const noCode = await send('POST', '/api/users/me/password', {
      token: thief,
      payload: {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      },
    });
    expect(noCode.json().error).toMatchObject({
      statusCode: 400,
      details: [{ path: '/code', message: PROOF_CODE_NEEDED }],
    });
    expect((await t.database.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id))).length).toBe(
      1,
    );
    expect((await login({ email: staff.email, password: NEW_PASSWORD })).statusCode).toBe(401);
    const owner = await login({ email: staff.email, password: PASSWORD });
    expect(owner.statusCode).toBe(401);
    expect(owner.json().error.details).toEqual({ twoFactor: true });
  });

  it('should change the password with the current one and a code, ending the other sessions at once here and soon on another server', async () => {
    const staff = await newStaff();
    const { secret } = await enrol(staff.token);
    const signInWithCode = async (app = t.app) => {
      nextStep();
      return signIn({ email: staff.email, password: PASSWORD, code: codeAt(secret) }, app);
    };
    const current = await signInWithCode();
    const elsewhere = await signInWithCode();
    const onOther = await signInWithCode(other);
    // Each check is remembered now: this server would trust `elsewhere` for a minute.
    for (const token of [current, elsewhere]) expect(await meStatus(token)).toBe(200);
    expect(await meStatus(onOther, other)).toBe(200);

    const wrong = await send('POST', '/api/users/me/password', {
      token: current,
      payload: {
        currentPassword: 'not my password',
        newPassword: NEW_PASSWORD,
        code: codeAt(secret),
      },
    });
    expect(wrong.json().error).toMatchObject({
      statusCode: 400,
      message: WRONG_PASSWORD,
      details: [{ path: '/currentPassword', message: WRONG_PASSWORD }],
    });
    const weak = await send('POST', '/api/users/me/password', {
      token: current,
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'short',
        code: codeAt(secret),
      },
    });
    expect(weak.json().error).toMatchObject({ statusCode: 400, details: [{ path: '/newPassword' }] });
    nextStep();
    const changed = await send('POST', '/api/users/me/password', {
      token: current,
      payload: {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        code: codeAt(secret),
      },
    });
    expect(changed.statusCode, changed.body).toBe(204);

    expect(await meStatus(elsewhere)).toBe(401);
    expect(await meStatus(staff.token)).toBe(401);
    expect(await meStatus(current)).toBe(200);
    expect(await liveTokens(staff.id)).toBe(1);
    await pause(SHORT_RECHECK_MS + 50);
    expect(await meStatus(onOther, other)).toBe(401);
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.itemId, String(staff.id)), eq(activityLog.userId, staff.id)));
    expect(logged).toMatchObject({ model: 'User', action: 'update', changedFields: ['password'] });
    nextStep();
    expect((await login({ email: staff.email, password: PASSWORD, code: codeAt(secret) })).statusCode).toBe(401);
    expect((await login({ email: staff.email, password: NEW_PASSWORD, code: codeAt(secret) })).statusCode).toBe(200);
  });

  it('should change the password of a staff member without two-factor with the current password alone', async () => {
    const staff = await newStaff();
    const second = await signIn({ email: staff.email, password: PASSWORD });
    expect(await meStatus(second)).toBe(200);
    const changed = await send('POST', '/api/users/me/password', {
      token: staff.token,
      payload: {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await meStatus(second)).toBe(401);
    expect(await meStatus(staff.token)).toBe(200);
    expect((await login({ email: staff.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("should change one's own e-mail only with the current password (and a code when two-factor is on)", async () => {
    const staff = await newStaff();
    const { secret } = await enrol(staff.token);
    const to = `moved-${staff.id}@mise.test`;
    expect((await send('POST', '/api/users/me/email', { token: staff.token, payload: { email: to } })).statusCode).toBe(
      400,
    );
    expect(
      (
        await send('POST', '/api/users/me/email', {
          token: staff.token,
          payload: { email: to, currentPassword: PASSWORD },
        })
      ).statusCode,
    ).toBe(400);
    const taken = await send('POST', '/api/users/me/email', {
      token: staff.token,
      payload: {
        email: 'staff@mise.test',
        currentPassword: PASSWORD,
        code: codeAt(secret),
      },
    });
    expect(taken.statusCode).toBe(409);
    const moved = await send('POST', '/api/users/me/email', {
      token: staff.token,
      payload: {
        email: ` ${to.toUpperCase()} `,
        currentPassword: PASSWORD,
        code: codeAt(secret),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ email: to });
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, staff.id));
    expect(row.email).toBe(to);
  });

  it('should end the other sessions when two-factor sign-in is turned on or off, keeping the one that did it', async () => {
    const staff = await newStaff();
    const elsewhere = await signIn({ email: staff.email, password: PASSWORD });
    expect(await meStatus(elsewhere)).toBe(200);
    const { secret } = await enrol(staff.token);
    expect(await meStatus(elsewhere)).toBe(401);
    expect(await meStatus(staff.token)).toBe(200);

    const later = await signIn({ email: staff.email, password: PASSWORD, code: codeAt(secret) });
    expect(await meStatus(later)).toBe(200);
    nextStep();
    const off = await send('POST', '/api/users/me/two-factor/disable', {
      token: staff.token,
      payload: {
        currentPassword: PASSWORD,
        code: codeAt(secret),
      },
    });
    expect(off.statusCode, off.body).toBe(204);
    expect(await meStatus(later)).toBe(401);
    expect(await meStatus(staff.token)).toBe(200);
  });

  it('should let a colleague reset a lost second factor with their own proof, logged, ending every session of its owner', async () => {
    const owner = await newStaff();
    const colleague = await newStaff();
    await enrol(owner.token);
    const status = async (id: number) =>
      (await send('GET', `/api/users/${id}/two-factor`, { token: colleague.token })).json();
    expect(await status(owner.id)).toEqual({ enabled: true });
    expect(await status(colleague.id)).toEqual({ enabled: false });
    expect(await meStatus(owner.token)).toBe(200);

    const reset = (body: object, id = owner.id, token = colleague.token) =>
      send('DELETE', `/api/users/${id}/two-factor`, { token, payload: body });
    expect((await reset({})).statusCode).toBe(400);
    expect((await reset({ currentPassword: 'not my password' })).json().error).toMatchObject({
      statusCode: 400,
      message: WRONG_PASSWORD,
    });
    const own = await reset({ currentPassword: PASSWORD }, owner.id, owner.token);
    expect(own.json().error).toMatchObject({ statusCode: 403, message: RESET_YOUR_OWN });
    expect((await reset({ currentPassword: PASSWORD }, colleague.id, owner.token)).statusCode).toBe(409);
    expect((await reset({ currentPassword: PASSWORD }, 999_999)).statusCode).toBe(404);
    expect(await meStatus(owner.token)).toBe(200);

    const done = await reset({ currentPassword: PASSWORD });
    expect(done.statusCode, done.body).toBe(204);
    expect(await meStatus(owner.token)).toBe(401);
    expect(await liveTokens(owner.id)).toBe(0);
    expect(await status(owner.id)).toEqual({ enabled: false });
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.itemId, String(owner.id)), eq(activityLog.userId, colleague.id)));
    expect(logged).toMatchObject({ model: 'User', action: 'update', changedFields: ['twoFactor'] });
    expect((await reset({ currentPassword: PASSWORD })).statusCode).toBe(409);
    // The owner signs in with the password alone and can set up the new phone.
    expect((await login({ email: owner.email, password: PASSWORD })).statusCode).toBe(200);
  });

  for (const how of ['DELETE', 'PATCH {deleted: true}'] as const) {
    it(`should revoke a deleted staff member's tokens (${how}) at once, and not revive them on restore`, async () => {
      const colleague = await newStaff();
      const onOther = await signIn({ email: colleague.email, password: PASSWORD }, other);
      expect(await meStatus(colleague.token)).toBe(200);
      expect(await meStatus(onOther, other)).toBe(200);
      const removed =
        how === 'DELETE'
          ? await t.app.inject({ method: 'DELETE', url: `/api/users/${colleague.id}`, headers: t.auth() })
          : await t.app.inject({
              method: 'PATCH',
              url: `/api/users/${colleague.id}`,
              headers: t.auth(),
              payload: { deleted: true },
            });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await liveTokens(colleague.id)).toBe(0);
      expect(await meStatus(colleague.token)).toBe(401);
      await pause(SHORT_RECHECK_MS + 50);
      expect(await meStatus(onOther, other)).toBe(401);

      const restored = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${colleague.id}`,
        headers: t.auth(),
        payload: { deleted: false },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(await meStatus(colleague.token)).toBe(401);
      expect(await meStatus(onOther, other)).toBe(401);
      expect(await liveTokens(colleague.id)).toBe(0);
      // A restored colleague signs in afresh.
      expect(await meStatus(await signIn({ email: colleague.email, password: PASSWORD }))).toBe(200);
    });
  }

  it("should refuse to set a colleague's password through PATCH or update-user, changing nothing", async () => {
    const colleague = await newStaff();
    for (const url of [`/api/users/${colleague.id}`, `/api/users/${colleague.id}/update-user`]) {
      const patched = await t.app.inject({
        method: 'PATCH',
        url,
        headers: t.auth(),
        payload: { password: NEW_PASSWORD },
      });
      expect(patched.statusCode, patched.body).toBe(403);
      expect(patched.json().error.message).toBe(STAFF_PASSWORD_THEIRS);
    }
    expect(await meStatus(colleague.token)).toBe(200);
    expect((await login({ email: colleague.email, password: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it("should end a guide user's sessions at once when staff set their password through PATCH", async () => {
    const [guide] = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, 'guide@mise.test'));
    await t.database.db
      .insert(accessTokens)
      .values({ id: 'guide-token-digest', userId: guide.id, ttl: 3600, expiresAt: new Date(Date.now() + 3_600_000) });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${guide.id}`,
      headers: t.auth(),
      payload: { password: NEW_PASSWORD },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [token] = await t.database.db
      .select({ revokedAt: accessTokens.revokedAt })
      .from(accessTokens)
      .where(eq(accessTokens.id, 'guide-token-digest'));
    expect(token.revokedAt).not.toBeNull();
  });
});
