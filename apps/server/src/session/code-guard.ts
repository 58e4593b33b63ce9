import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error';

/** Wrong second-factor codes one account may get, from any number of addresses, before its code step locks. */
export const ACCOUNT_CODE_LIMIT = 20;
/** How long the lock lasts unless a recovery code lifts it. */
export const ACCOUNT_CODE_WINDOW_MS = 60 * 60_000;

export const CODES_LOCKED =
  'Too many wrong codes for this account: sign in with one of your recovery codes, or try again in {minutes} minute(s)';

export type TCodeGuard = {
  /**
   * Spends one of the account's code attempts BEFORE the code is checked (atomically, so parallel guesses get no more
   * than the allowance); 429 once they are used up, whatever the code and wherever it comes from.
   */
  consume: (userId: number) => Promise<void>;
  /** The code was right: the attempt it spent is given back, so only wrong codes count. */
  refund: (userId: number) => Promise<void>;
  /** A recovery code was used: the account's code step opens again. */
  clear: (userId: number) => Promise<void>;
};

/**
 * Counts one account's second-factor attempts across every client address (issue 27 §4): the sign-in throttle counts per
 * address and e-mail, so six addresses got six allowances. Only the code step is counted per account: a password step
 * counted per account would let anyone who knows a staff e-mail lock that person out, while the code step is reached
 * only with the right password. Memory, or Redis shared by every server (this process's memory while Redis is away).
 * @example
 * const codes = createCodeGuard({ redis });
 * await codes.consume(staff.id); // 429 when locked
 * if (await rightCode()) await codes.refund(staff.id);
 */
export function createCodeGuard(opts: { redis?: Redis; limit?: number; windowMs?: number }): TCodeGuard {
  const settings = {
    keyPrefix: 'mise-account-codes',
    points: opts.limit ?? ACCOUNT_CODE_LIMIT,
    duration: Math.ceil((opts.windowMs ?? ACCOUNT_CODE_WINDOW_MS) / 1000),
  };
  const limiter = opts.redis
    ? new RateLimiterRedis({ storeClient: opts.redis, insuranceLimiter: new RateLimiterMemory(settings), ...settings })
    : new RateLimiterMemory(settings);
  const key = (userId: number) => String(userId);
  return {
    async consume(userId) {
      try {
        await limiter.consume(key(userId), 1);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const minutes = Math.max(1, Math.ceil(refusal.msBeforeNext / 60_000));
        throw new HttpError(429, CODES_LOCKED.replace('{minutes}', String(minutes)));
      }
    },
    async refund(userId) {
      await limiter.reward(key(userId), 1);
    },
    async clear(userId) {
      await limiter.delete(key(userId));
    },
  };
}
