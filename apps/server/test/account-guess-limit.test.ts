import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Secret, TOTP } from 'otpauth';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { upsertStaff } from '../src/bootstrap';
import { clientKey } from '../src/session/client-key';
import { ACCOUNT_CODE_LIMIT } from '../src/session/code-guard';
import { loginKey } from '../src/session/login-guard';
import { type TTestApp, setupApp } from './helper';

/**
 * Issue 27 §4: second-factor guesses are limited per account, whatever the source address. A real listening server, and
 * requests sent from 127.0.0.2, 127.0.0.3, … (Linux routes all of 127/8 to the loopback), each address with an allowance
 * of its own (LOGIN_MAX_ATTEMPTS per address and e-mail), as the attack used six addresses.
 */

const PASSWORD = 'guess-limit-staff-password';
const STEP_MS = 30_000;
const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
/** A 6-digit code that is none of the codes accepted now (this step or one either side). */
function wrongCode(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const accepted = new Set([-1, 0, 1].map((offset) => totp.generate({ timestamp: Date.now() + offset * STEP_MS })));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

/** POST /api/users/login over a real socket bound to `from`. */
function loginFrom(
  port: number,
  from: string,
  body: object,
): Promise<{ status: number; body: { error?: { message: string } } }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/users/login',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** This file's own keys in the shared Redis: the PGlite and PostgreSQL runs of it make staff members with the same ids. */
const REDIS_PREFIX = `test-${randomUUID()}:`;

async function listening(t: TTestApp, redisUrl?: string) {
  const app = redisUrl
    ? await buildApp({ config: { ...t.config, redisUrl, redisPrefix: REDIS_PREFIX }, database: t.database })
    : t.app;
  if (redisUrl) await app.ready();
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A staff member with two-factor sign-in on: their e-mail, secret and recovery codes. */
async function staffWithSecondFactor(t: TTestApp, email: string) {
  const id = await upsertStaff(t.database.db, { email, password: PASSWORD });
  const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: PASSWORD } });
  const headers = { authorization: login.json().id as string };
  const start = await t.app.inject({ method: 'POST', url: '/api/users/me/two-factor/start', headers });
  const { secret } = start.json() as { secret: string };
  // This confirms with the current step's code, which is then spent: a right code at sign-in must come from a later step.
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/two-factor/confirm',
    headers,
    payload: { code: codeNow(secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { id, email, secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

/**
 * Wrong codes from one address after another, each under its address's own allowance: the account locks after
 * ACCOUNT_CODE_LIMIT of them in all, then refuses even the right code from a new address; a recovery code lifts it.
 */
async function provesTheAccountLimit(port: number, staff: Awaited<ReturnType<typeof staffWithSecondFactor>>) {
  const perAddress = 7; // under LOGIN_MAX_ATTEMPTS (10) per address and e-mail
  const addresses = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
  const statuses: number[] = [];
  for (const from of addresses) {
    for (let i = 0; i < perAddress; i++)
      statuses.push(
        (await loginFrom(port, from, { email: staff.email, password: PASSWORD, code: wrongCode(staff.secret) })).status,
      );
  }
  expect(statuses.slice(0, ACCOUNT_CODE_LIMIT)).toEqual(Array(ACCOUNT_CODE_LIMIT).fill(401));
  expect(statuses.slice(ACCOUNT_CODE_LIMIT)).toEqual([429]);

  // A new address, the right password and the right code: the code step is locked for the account.
  const locked = await loginFrom(port, '127.0.0.5', {
    email: staff.email,
    password: PASSWORD,
    code: codeNow(staff.secret),
  });
  expect(locked.status).toBe(429);
  expect(locked.body.error?.message).toMatch(
    /Too many wrong codes for this account: sign in with one of your recovery codes/,
  );

  // A recovery code still signs in, and opens the code step again.
  expect(
    (
      await loginFrom(port, '127.0.0.6', {
        email: staff.email,
        password: PASSWORD,
        recoveryCode: staff.recoveryCodes[0],
      })
    ).status,
  ).toBe(200);
  const wrongAgain = await loginFrom(port, '127.0.0.7', {
    email: staff.email,
    password: PASSWORD,
    code: wrongCode(staff.secret),
  });
  expect(wrongAgain.status).toBe(401);
}

describe('guessing is limited per account', async () => {
  const t = await setupApp({ loginMaxAttempts: 10 });
  const { port } = await listening(t);

  it('should see each 127.0.0.x bind as its own client address', async () => {
    // Proof that the binds reach the server as different addresses: one address locked, another not.
    const email = 'binds@mise.test';
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(port, '127.0.0.20', { email, password: 'wrong-password' })).status).toBe(401);
    expect((await loginFrom(port, '127.0.0.20', { email, password: 'wrong-password' })).status).toBe(429);
    expect((await loginFrom(port, '127.0.0.21', { email, password: 'wrong-password' })).status).toBe(401);
  });

  it(`should lock the code step after ${ACCOUNT_CODE_LIMIT} wrong codes from several addresses, until a recovery code is used`, async () => {
    await provesTheAccountLimit(port, await staffWithSecondFactor(t, 'many-addresses@mise.test'));
  });

  it('should not count right codes toward the account lock', async () => {
    const staff = await staffWithSecondFactor(t, 'right-codes@mise.test');
    // 19 wrong, then the right code (next step: the enrolment spent this one), then wrong again: not locked yet.
    for (let i = 0; i < ACCOUNT_CODE_LIMIT - 1; i++) {
      const from = `127.0.1.${1 + Math.floor(i / 7)}`;
      expect(
        (await loginFrom(port, from, { email: staff.email, password: PASSWORD, code: wrongCode(staff.secret) })).status,
      ).toBe(401);
    }
    const next = new TOTP({ secret: Secret.fromBase32(staff.secret) }).generate({ timestamp: Date.now() + STEP_MS });
    expect((await loginFrom(port, '127.0.1.9', { email: staff.email, password: PASSWORD, code: next })).status).toBe(
      200,
    );
    expect(
      (await loginFrom(port, '127.0.1.10', { email: staff.email, password: PASSWORD, code: wrongCode(staff.secret) }))
        .status,
    ).toBe(401);
    expect(
      (await loginFrom(port, '127.0.1.10', { email: staff.email, password: PASSWORD, code: wrongCode(staff.secret) }))
        .status,
    ).toBe(429);
  });

  describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis (TEST_REDIS_URL)', () => {
    it('should hold the account limit in the Redis every server shares', async () => {
      const server = await listening(t, process.env.TEST_REDIS_URL);
      const reader = new Redis(process.env.TEST_REDIS_URL!, { keyPrefix: REDIS_PREFIX });
      try {
        const staff = await staffWithSecondFactor(t, 'redis-addresses@mise.test');
        // This run's prefix is its own, so no other file's staff member with this id counts here.
        expect(await reader.exists(`mise-account-codes:${staff.id}`)).toBe(0);
        await provesTheAccountLimit(server.port, staff);
        expect(await reader.exists(`mise-account-codes:${staff.id}`), 'the count is kept in Redis').toBe(1);
      } finally {
        reader.disconnect();
        await server.app.close();
      }
    });
  });
});

describe('client address keys', () => {
  it('should count an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    // The sign-in lock: every address of one /64 shares one count for an e-mail.
    expect(loginKey('2001:db8:1:2::a', 'ann@mise.test')).toBe(loginKey('2001:db8:1:2:ffff::b', 'ann@mise.test'));
    expect(loginKey('2001:db8:1:2::a', 'ann@mise.test')).not.toBe(loginKey('2001:db8:1:3::a', 'ann@mise.test'));
  });
});
