import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { upsertStaff } from '../src/bootstrap';
import { accessTokens, staffTwoFactor } from '../src/db/schema/user';
import { PROOF_CODE_NEEDED, PROOF_WRONG_CODE } from '../src/session/account-proof';
import { CODE_NEEDED, SETUP_NEEDED, WRONG_CODE, codeStep } from '../src/session/two-factor';
import { fakeTotpClock } from './fake-totp-clock';
import { STAFF, type TTestApp, setupApp } from './helper';

const STEP_MS = 30_000;
const PASSWORD = 'two-factor-staff-password';

const { nextStep, codeAt, now } = fakeTotpClock();

function calls(t: TTestApp) {
  let made = 0;
  const login = (body: object) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: body });
  const as = (token: string) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: token }, ...(payload ? { payload } : {}) }),
  });
  /** A staff member of their own, signed in (so each test starts from a clean second factor and sign-in count). */
  const newStaff = async () => {
    const email = `two-factor-${++made}@mise.test`;
    const id = await upsertStaff(t.database.db, { email, password: PASSWORD });
    const res = await login({ email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return { id, email, token: res.json().id as string, api: as(res.json().id as string) };
  };
  /** Start and confirm with the current code; answers the secret and the recovery codes. */
  const enrol = async (api: ReturnType<typeof as>) => {
    const start = await api.post('/api/users/me/two-factor/start');
    expect(start.statusCode, start.body).toBe(200);
    const { secret } = start.json() as { secret: string };
    const confirm = await api.post('/api/users/me/two-factor/confirm', { code: codeAt(secret) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
  };
  return { login, as, newStaff, enrol };
}

describe('two-factor sign-in', async () => {
  const t = await setupApp({ loginMaxAttempts: 5, productName: 'Mise' });
  const { login, newStaff, enrol } = calls(t);

  it('should accept a code of the current step or one either side, and no other', () => {
    const secret = new Secret().base32;
    const step = Math.floor(now() / STEP_MS);
    expect(codeStep(secret, codeAt(secret, 0), now())).toBe(step);
    expect(codeStep(secret, codeAt(secret, -1), now())).toBe(step - 1);
    expect(codeStep(secret, codeAt(secret, 1), now())).toBe(step + 1);
    expect(codeStep(secret, codeAt(secret, -2), now())).toBeNull();
    expect(codeStep(secret, codeAt(secret, 2), now())).toBeNull();
    expect(codeStep(secret, ` ${codeAt(secret).slice(0, 3)} ${codeAt(secret).slice(3)} `, now())).toBe(step);
    expect(codeStep(secret, 'abcdef', now())).toBeNull();
  });

  it('should start an enrolment with an otpauth URI, a QR code and the secret, pending until confirmed', async () => {
    const staff = await newStaff();
    const start = await staff.api.post('/api/users/me/two-factor/start');
    expect(start.statusCode).toBe(200);
    const { otpauthUrl, qrCode, secret } = start.json() as { otpauthUrl: string; qrCode: string; secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits of base32
    const uri = new URL(otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Mise:${staff.email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Mise',
      digits: '6',
      period: '30',
      algorithm: 'SHA1',
    });
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg[^>]*>.*<path/s);
    const [row] = await t.database.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id));
    expect(row).toMatchObject({ secret, enabledAt: null, recoveryCodes: [] });
    expect((await staff.api.get('/api/users/me/two-factor')).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    // Pending is not on: the password alone still signs in.
    expect((await login({ email: staff.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('should enable only with a code from the pending secret, answer 10 recovery codes once and store only their hashes', async () => {
    const staff = await newStaff();
    const first = (await staff.api.post('/api/users/me/two-factor/start')).json().secret as string;
    const { secret } = (await staff.api.post('/api/users/me/two-factor/start')).json() as { secret: string };
    expect(secret).not.toBe(first);
    const stale = await staff.api.post('/api/users/me/two-factor/confirm', { code: codeAt(first) });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toMatch(/code is not right/);
    const wrong = await staff.api.post('/api/users/me/two-factor/confirm', {
      code: '000000' === codeAt(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await staff.api.get('/api/users/me/two-factor')).json().enabled).toBe(false);

    const confirm = await staff.api.post('/api/users/me/two-factor/confirm', { code: codeAt(secret) });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const [row] = await t.database.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id));
    expect(row.enabledAt).toBeInstanceOf(Date);
    expect(row.recoveryCodes).toHaveLength(10);
    for (const stored of row.recoveryCodes) expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(codes[0].replaceAll('-', ''));
    expect((await staff.api.get('/api/users/me/two-factor')).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });

    const again = await staff.api.post('/api/users/me/two-factor/start');
    expect(again.statusCode).toBe(409);
    const [unchanged] = await t.database.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id));
    expect(unchanged.secret).toBe(secret);
    expect((await staff.api.post('/api/users/me/two-factor/confirm', { code: codeAt(secret, 1) })).statusCode).toBe(
      409,
    );
  });

  it('should answer a right password without a code with 401 asking for the code, and create no session', async () => {
    const staff = await newStaff();
    await enrol(staff.api);
    const before = (await t.database.db.select().from(accessTokens).where(eq(accessTokens.userId, staff.id))).length;
    const res = await login({ email: staff.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ statusCode: 401, message: CODE_NEEDED, details: { twoFactor: true } });
    expect(res.json().id).toBeUndefined();
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/access_token=[^;]/);
    expect((await t.database.db.select().from(accessTokens).where(eq(accessTokens.userId, staff.id))).length).toBe(
      before,
    );
    // A wrong password says nothing about a second factor, with or without a code.
    for (const body of [{ password: 'wrong-password-here' }, { password: 'wrong-password-here', code: '123456' }]) {
      const wrong = await login({ email: staff.email, ...body });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe('Invalid Credentials');
      expect(wrong.json().error.details).toBeUndefined();
    }
  });

  it('should sign in with password and code, and refuse the same code twice (and an older step after a newer one)', async () => {
    const staff = await newStaff();
    const { secret } = await enrol(staff.api);
    nextStep();
    const code = codeAt(secret);
    const res = await login({ email: staff.email, password: PASSWORD, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['created', 'id', 'ttl', 'userId']);
    expect(res.json().userId).toBe(staff.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: res.json().id } }))
        .statusCode,
    ).toBe(200);

    const replay = await login({ email: staff.email, password: PASSWORD, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatchObject({ message: WRONG_CODE, details: { twoFactor: true } });
    expect((await login({ email: staff.email, password: PASSWORD, code: codeAt(secret, -1) })).statusCode).toBe(401);
    // The next step's code (a phone clock a little ahead) is fine.
    expect((await login({ email: staff.email, password: PASSWORD, code: codeAt(secret, 1) })).statusCode).toBe(200);
    // A code is only a second factor: with a wrong password it is never looked at.
    nextStep(2);
    expect(
      (await login({ email: staff.email, password: 'wrong-password-here', code: codeAt(secret) })).statusCode,
    ).toBe(401);
    expect((await login({ email: staff.email, password: PASSWORD, code: codeAt(secret) })).statusCode).toBe(200);
  });

  it('should refuse the same code, or recovery code, in sign-ins at once: exactly one of them gets a session', async () => {
    const parallel = async (body: (enrolled: { secret: string; recoveryCodes: string[] }) => object) => {
      const staff = await newStaff();
      const enrolled = await enrol(staff.api);
      nextStep();
      const sent = body(enrolled);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => login({ email: staff.email, password: PASSWORD, ...sent })),
      );
      return answers.map((a) => a.statusCode).sort();
    };
    expect(await parallel(({ secret }) => ({ code: codeAt(secret) }))).toEqual([200, 401, 401, 401]);
    expect(await parallel(({ recoveryCodes }) => ({ recoveryCode: recoveryCodes[0] }))).toEqual([200, 401, 401, 401]);
  });

  it('should sign in with a recovery code only once, in any case and with or without dashes', async () => {
    const staff = await newStaff();
    const { recoveryCodes } = await enrol(staff.api);
    const [first, second] = recoveryCodes;
    expect((await login({ email: staff.email, password: PASSWORD, recoveryCode: first })).statusCode).toBe(200);
    const spent = await login({ email: staff.email, password: PASSWORD, recoveryCode: first });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().error).toMatchObject({ message: WRONG_CODE, details: { twoFactor: true } });
    const retyped = ` ${second.replaceAll('-', ' ').toUpperCase()} `;
    expect((await login({ email: staff.email, password: PASSWORD, recoveryCode: retyped })).statusCode).toBe(200);
    expect((await staff.api.get('/api/users/me/two-factor')).json().recoveryCodesLeft).toBe(8);
    // Another staff member's codes are no use here.
    const other = await newStaff();
    const theirs = (await enrol(other.api)).recoveryCodes[0];
    expect((await login({ email: staff.email, password: PASSWORD, recoveryCode: theirs })).statusCode).toBe(401);
  });

  it('should count wrong codes like wrong passwords: at the limit even the right code gets 429', async () => {
    const staff = await newStaff();
    const { secret } = await enrol(staff.api);
    nextStep();
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login({ email: staff.email, password: PASSWORD, code: wrong })).statusCode);
    // The password step (right password, no code) gives no attempts back: only a finished sign-in does.
    statuses.push((await login({ email: staff.email, password: PASSWORD })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await login({ email: staff.email, password: PASSWORD, code: codeAt(secret) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Too many sign-in attempts/);
  });

  it('should give the attempts back once a sign-in with a code is finished', async () => {
    const staff = await newStaff();
    const { secret } = await enrol(staff.api);
    nextStep();
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++)
      expect((await login({ email: staff.email, password: PASSWORD, code: wrong })).statusCode).toBe(401);
    expect((await login({ email: staff.email, password: PASSWORD, code: codeAt(secret) })).statusCode).toBe(200);
    nextStep();
    for (let i = 0; i < 4; i++)
      expect((await login({ email: staff.email, password: PASSWORD, code: wrong })).statusCode).toBe(401);
    expect((await login({ email: staff.email, password: PASSWORD, code: codeAt(secret) })).statusCode).toBe(200);
  });

  it('should turn two-factor sign-in off only with the current password and a current code (or a recovery code)', async () => {
    const staff = await newStaff();
    const { secret, recoveryCodes } = await enrol(staff.api);
    const off = (body: object) => staff.api.post('/api/users/me/two-factor/disable', body);
    expect((await off({})).statusCode).toBe(400);
    // The old way, a code or the password alone, is refused.
    nextStep();
    const codeAlone = await off({ code: codeAt(secret) });
    expect(codeAlone.statusCode).toBe(400);
    expect(codeAlone.json().error.message).toMatch(/currentPassword: Enter your current password/);
    const passwordAlone = await off({ currentPassword: PASSWORD });
    expect(passwordAlone.statusCode).toBe(400);
    expect(passwordAlone.json().error.details).toEqual([{ path: '/code', message: PROOF_CODE_NEEDED }]);
    const wrongPassword = await off({ currentPassword: 'not-my-password', code: codeAt(secret) });
    expect(wrongPassword.json().error).toMatchObject({ statusCode: 400, message: 'That password is not right' });
    const usedCode = await off({ currentPassword: PASSWORD, code: codeAt(secret, -1) }); // the step the enrolment used
    expect(usedCode.json().error).toMatchObject({ statusCode: 400, message: PROOF_WRONG_CODE });
    expect((await staff.api.get('/api/users/me/two-factor')).json().enabled).toBe(true);

    expect((await off({ currentPassword: PASSWORD, code: codeAt(secret) })).statusCode).toBe(204);
    expect((await staff.api.get('/api/users/me/two-factor')).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect(await t.database.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id))).toEqual([]);
    expect((await login({ email: staff.email, password: PASSWORD })).statusCode).toBe(200);

    // A recovery code stands in for the app's code (the phone is lost).
    expect(recoveryCodes).toHaveLength(10);
    const again = await enrol(staff.api);
    expect((await off({ currentPassword: PASSWORD, code: again.recoveryCodes[0] })).statusCode).toBe(204);
    expect((await login({ email: staff.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('should stop guessing passwords through turning it off after the sign-in limit', async () => {
    const staff = await newStaff();
    const { secret } = await enrol(staff.api);
    nextStep();
    const off = (currentPassword: string) =>
      staff.api.post('/api/users/me/two-factor/disable', { currentPassword, code: codeAt(secret) });
    for (let i = 0; i < 5; i++) expect((await off(`guess-number-${i}`)).statusCode).toBe(400);
    const blocked = await off(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect((await staff.api.get('/api/users/me/two-factor')).json().enabled).toBe(true);
  });

  it('should refuse bad bodies with 400 and need a session for every two-factor route', async () => {
    const staff = await newStaff();
    expect((await staff.api.post('/api/users/me/two-factor/confirm', { code: 123456 })).statusCode).toBe(400);
    expect((await staff.api.post('/api/users/me/two-factor/confirm', { code: '123456', extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await staff.api.post('/api/users/me/two-factor/confirm', { code: '123456' })).json().error.message).toMatch(
      /Start setting up/,
    );
    expect((await login({ email: staff.email, password: PASSWORD, code: 'x'.repeat(40) })).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/api/users/me/two-factor'],
      ['POST', '/api/users/me/two-factor/start'],
      ['POST', '/api/users/me/two-factor/confirm'],
      ['POST', '/api/users/me/two-factor/disable'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(
        401,
      );
    }
  });
});

describe('REQUIRE_2FA=true', async () => {
  const t = await setupApp({ require2fa: true });
  const { login, as } = calls(t);

  it('should let staff without two-factor sign in but reach only enrolment, me and logout (403 saying to set it up)', async () => {
    const api = as(t.token);
    for (const url of [
      '/api/destinations',
      '/api/appmodels/summary',
      '/api/settings',
      '/%61pi/destinations',
      '/API/Destinations/',
    ]) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toMatchObject({ message: SETUP_NEEDED, details: { twoFactorSetup: true } });
    }
    expect((await api.post('/api/destinations', { name: 'Nowhere' })).statusCode).toBe(403);
    expect((await api.get('/api/users/me')).statusCode).toBe(200);
    expect((await api.get('/api/users/me/two-factor')).json()).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });
  });

  it('should open the console once enrolled, and still ask for the code at sign-in', async () => {
    const api = as(t.token);
    const { secret } = (await api.post('/api/users/me/two-factor/start')).json() as { secret: string };
    expect((await api.post('/api/users/me/two-factor/confirm', { code: codeAt(secret) })).statusCode).toBe(200);
    expect((await api.get('/api/destinations')).statusCode).toBe(200);
    expect((await login(STAFF)).statusCode).toBe(401);
    const again = await login({ ...STAFF, code: codeAt(secret, 1) });
    expect(again.statusCode, again.body).toBe(200);
    expect((await as(again.json().id).get('/api/appmodels/summary')).statusCode).toBe(200);
  });

  it('should let staff without two-factor sign out', async () => {
    const staff = await upsertStaff(t.database.db, { email: 'not-enrolled@mise.test', password: PASSWORD });
    const res = await login({ email: 'not-enrolled@mise.test', password: PASSWORD });
    expect(res.json().userId).toBe(staff);
    const api = as(res.json().id);
    expect((await api.get('/api/destinations')).statusCode).toBe(403);
    expect((await api.post('/api/users/logout')).statusCode).toBe(204);
    expect((await api.get('/api/users/me')).statusCode).toBe(401);
  });
});
