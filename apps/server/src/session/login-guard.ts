import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error';
import { clientKey } from './client-key';

export type TLoginGuard = {
  /**
   * Spends one of the key's attempts BEFORE the secret is checked, in one atomic step (a Lua script in Redis), so
   * parallel guesses cannot all pass a check made before any of them is counted. 429 once the attempts are used up:
   * a locked key stays locked for the rest of its window, whatever is sent, the right password included.
   */
  consume: (key: string) => Promise<void>;
  /** The key's owner proved who they are (a staff member's right sign-in): the attempts they spent are given back. */
  forgive: (key: string) => Promise<void>;
};

/**
 * The sign-in lock's key: one client address (an IPv6 one by its /64, `clientKey`) and one normalised e-mail, so
 * failures from one address never lock the account for staff elsewhere, and guessing many e-mails from one address is
 * bounded by the route's per-address ceiling.
 */
export const loginKey = (address: string, email: string) => `${clientKey(address)}|${email}`;

const tooMany = (msBeforeNext: number) => {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new HttpError(429, `Too many sign-in attempts; try again in ${minutes} minute(s)`);
};

/**
 * Counts sign-in attempts per key in memory, or in Redis when several servers share the load (falling back to this
 * process's memory while Redis does not answer, rather than failing sign-in).
 * @example
 * const guard = createLoginGuard({ maxFailures: 10, windowMs: 900_000 });
 * await guard.consume(key); // 429 when used up
 * if (await rightPassword()) await guard.forgive(key);
 */
export function createLoginGuard(opts: { maxFailures: number; windowMs: number; redis?: Redis }): TLoginGuard {
  const seconds = Math.max(1, Math.ceil(opts.windowMs / 1000));
  const settings = { keyPrefix: 'mise-login-fail', points: opts.maxFailures, duration: seconds };
  const limiter = opts.redis
    ? new RateLimiterRedis({ storeClient: opts.redis, insuranceLimiter: new RateLimiterMemory(settings), ...settings })
    : new RateLimiterMemory(settings);
  return {
    async consume(key) {
      try {
        await limiter.consume(key, 1);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw tooMany(refusal.msBeforeNext);
        throw refusal;
      }
    },
    async forgive(key) {
      await limiter.delete(key);
    },
  };
}
