import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error';

export type TLoginGuard = {
  /** Refuses with 429 while the key has used up its failures. */
  check: (key: string) => Promise<void>;
  recordFailure: (key: string) => Promise<void>;
  recordSuccess: (key: string) => Promise<void>;
};

/**
 * Counts failed sign-ins per key (address + normalised e-mail) in memory, or in Redis when several servers share the load.
 * @example
 * const guard = createLoginGuard({ maxFailures: 10, windowMs: 900_000 }); await guard.check(key);
 */
export function createLoginGuard(opts: { maxFailures: number; windowMs: number; redis?: Redis }): TLoginGuard {
  const seconds = Math.max(1, Math.ceil(opts.windowMs / 1000));
  const settings = { keyPrefix: 'mise-login-fail', points: opts.maxFailures, duration: seconds };
  const limiter = opts.redis ? new RateLimiterRedis({ storeClient: opts.redis, ...settings }) : new RateLimiterMemory(settings);
  return {
    async check(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= opts.maxFailures) {
        const minutes = Math.max(1, Math.ceil(state.msBeforeNext / 60_000));
        throw new HttpError(429, `Too many sign-in attempts; try again in ${minutes} minute(s)`);
      }
    },
    async recordFailure(key) {
      await limiter.penalty(key, 1);
    },
    async recordSuccess(key) {
      await limiter.delete(key);
    },
  };
}
