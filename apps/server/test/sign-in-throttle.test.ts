import { randomBytes, randomInt } from 'node:crypto';
import type * as Argon2 from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { loginKey } from '../src/session/login-guard';
import { GUIDE_USER, STAFF, setupApp } from './helper';

// Counts argon2 verifications while still running the real ones: the proof that every sign-in outcome pays the same.
const argon = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.verifications++;
      return real.verify(...args);
    },
  };
});

const MAX = 10;
/** An address of its own for each test, so counters (in memory or in a Redis shared by other runs) start empty. */
const freshAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const freshEmail = () => `target-${randomBytes(4).toString('hex')}@mise.test`;

describe('sign-in throttle', async () => {
  const t = await setupApp({ loginMaxAttempts: MAX });
  const login = (app: FastifyInstance, remoteAddress: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload });
  beforeEach(() => {
    argon.verifications = 0;
  });

  /** 40 wrong passwords for one e-mail from one address at once: exactly MAX are checked (401), the rest refused (429). */
  async function parallelGuesses(app: FastifyInstance) {
    const address = freshAddress();
    const email = freshEmail();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(app, address, { email, password: `guess-number-${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode);
    return {
      unauthorized: statuses.filter((s) => s === 401).length,
      tooMany: statuses.filter((s) => s === 429).length,
      address,
    };
  }

  it('should check exactly LOGIN_MAX_ATTEMPTS of 40 parallel wrong passwords and refuse the rest with 429 (memory)', async () => {
    const { unauthorized, tooMany, address } = await parallelGuesses(t.app);
    expect({ unauthorized, tooMany }).toEqual({ unauthorized: MAX, tooMany: 40 - MAX });
    expect(argon.verifications).toBe(MAX);
    // The staff member's own sign-in from elsewhere is untouched; from the guessing address it is another key.
    expect((await login(t.app, freshAddress(), STAFF)).statusCode).toBe(200);
    expect((await login(t.app, address, STAFF)).statusCode).toBe(200);
  });

  describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis (TEST_REDIS_URL)', () => {
    it('should be connected once ready, so even the first attempt is counted in the Redis every server shares', async () => {
      const app = await buildApp({
        config: { ...t.config, redisUrl: process.env.TEST_REDIS_URL },
        database: t.database,
      });
      await app.ready();
      const reader = new Redis(process.env.TEST_REDIS_URL!);
      try {
        const address = freshAddress();
        const email = freshEmail();
        expect((await login(app, address, { email, password: 'wrong-password' })).statusCode).toBe(401);
        expect(await reader.get(`mise-login-fail:${loginKey(address, email)}`)).toBe('1');
      } finally {
        reader.disconnect();
        await app.close();
      }
    });

    it('should check exactly LOGIN_MAX_ATTEMPTS of 40 parallel wrong passwords and refuse the rest with 429 (Redis)', async () => {
      const app = await buildApp({
        config: { ...t.config, redisUrl: process.env.TEST_REDIS_URL },
        database: t.database,
      });
      await app.ready();
      try {
        const { unauthorized, tooMany } = await parallelGuesses(app);
        expect({ unauthorized, tooMany }).toEqual({ unauthorized: MAX, tooMany: 40 - MAX });
        expect(argon.verifications).toBe(MAX);
        // Two servers share the count: a second app on the same Redis sees the same lock.
        const email = freshEmail();
        const address = freshAddress();
        const other = await buildApp({
          config: { ...t.config, redisUrl: process.env.TEST_REDIS_URL },
          database: t.database,
        });
        await other.ready();
        try {
          for (let i = 0; i < MAX; i++)
            expect((await login(i % 2 ? app : other, address, { email, password: 'wrong-password' })).statusCode).toBe(
              401,
            );
          expect((await login(other, address, { email, password: 'wrong-password' })).statusCode).toBe(429);
          expect((await login(app, address, { email, password: 'wrong-password' })).statusCode).toBe(429);
        } finally {
          await other.close();
        }
      } finally {
        await app.close();
      }
    });
  });

  it('should keep signing staff in, and counting failures, while Redis is out of reach', async () => {
    // Nothing listens on port 1: every Redis command fails, as when the Redis server is down.
    const app = await buildApp({ config: { ...t.config, redisUrl: 'redis://127.0.0.1:1' }, database: t.database });
    await app.ready();
    try {
      const address = freshAddress();
      expect((await login(app, address, STAFF)).statusCode).toBe(200);
      for (let i = 0; i < MAX; i++)
        expect((await login(app, address, { ...STAFF, password: 'wrong-password' })).statusCode).toBe(401);
      expect((await login(app, address, STAFF)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('should pay one argon2 verification for every outcome: unknown e-mail, no password, guide user, wrong and right staff password', async () => {
    const address = freshAddress();
    const cases = [
      { email: 'nobody-here@mise.test', password: 'whatever-it-is' },
      { ...GUIDE_USER },
      { ...GUIDE_USER, password: 'not-the-guide-password' },
      { ...STAFF, password: 'not-the-staff-password' },
    ];
    for (const payload of cases) {
      const before = argon.verifications;
      const res = await login(t.app, address, payload);
      expect(res.statusCode, payload.email).toBe(401);
      expect(res.json().error.message).toBe('Invalid Credentials');
      expect(argon.verifications - before, payload.email).toBe(1);
    }
    const before = argon.verifications;
    expect((await login(t.app, address, STAFF)).statusCode).toBe(200);
    expect(argon.verifications - before).toBe(1);
  });

  it("should count a guide user's right password as a failure, never forgive it", async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX - 1; i++)
      expect((await login(t.app, address, { ...GUIDE_USER, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await login(t.app, address, GUIDE_USER)).statusCode).toBe(401);
    // The right password neither cleared the count nor was free: the allowance is spent.
    expect((await login(t.app, address, GUIDE_USER)).statusCode).toBe(429);
  });

  it('should keep a locked address-and-e-mail locked, even for the right password, without checking it', async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX; i++)
      expect((await login(t.app, address, { ...STAFF, password: 'wrong-password' })).statusCode).toBe(401);
    const before = argon.verifications;
    const locked = await login(t.app, address, STAFF);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Too many sign-in attempts; try again in \d+ minute/);
    expect(argon.verifications).toBe(before);
    // Staff elsewhere sign in as usual.
    expect((await login(t.app, freshAddress(), STAFF)).statusCode).toBe(200);
  });

  it("should clear only the staff member's own address-and-e-mail count on their right password", async () => {
    const address = freshAddress();
    const other = freshEmail();
    for (let i = 0; i < MAX - 1; i++) {
      expect((await login(t.app, address, { ...STAFF, password: 'wrong-password' })).statusCode).toBe(401);
      expect((await login(t.app, address, { email: other, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expect((await login(t.app, address, STAFF)).statusCode).toBe(200);
    // Their own count starts again: MAX - 1 more typos are still answered 401…
    for (let i = 0; i < MAX - 1; i++)
      expect((await login(t.app, address, { ...STAFF, password: 'wrong-password' })).statusCode).toBe(401);
    // …but the other e-mail's count from the same address was not theirs to clear.
    expect((await login(t.app, address, { email: other, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await login(t.app, address, { email: other, password: 'wrong-password' })).statusCode).toBe(429);
  });

  it("should not let a right password reset the address's coarse ceiling (60 a minute)", async () => {
    const address = freshAddress();
    // Malformed bodies are refused before any password work, but they count against the address like any attempt.
    for (let i = 0; i < 58; i++) expect((await login(t.app, address, { email: STAFF.email })).statusCode).toBe(400);
    expect((await login(t.app, address, STAFF)).statusCode).toBe(200);
    expect((await login(t.app, address, STAFF)).statusCode).toBe(200);
    const over = await login(t.app, address, STAFF);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(/Too many requests/);
  });

  it("should not let many e-mails failed from one address block another address's sign-in", async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 60; i++) await login(t.app, attacker, { email: freshEmail(), password: 'wrong-password' });
    expect((await login(t.app, attacker, STAFF)).statusCode).toBe(429);
    expect((await login(t.app, freshAddress(), STAFF)).statusCode).toBe(200);
  });
});
