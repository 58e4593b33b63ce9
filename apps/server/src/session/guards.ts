import type { Redis } from 'ioredis';
import type { TConfig } from '../config';
import { type TCodeGuard, createCodeGuard } from './code-guard';
import { type TLoginGuard, createLoginGuard } from './login-guard';

/** The counters every route that checks a password or a code shares, so a guess counts the same wherever it is made. */
export type TSessionGuards = {
  /** Per address and e-mail at sign-in; per account for proofs asked of a signed-in staff member (`proofKey`). */
  attempts: TLoginGuard;
  /** Second-factor codes per account, from any address. */
  codes: TCodeGuard;
};

/** The key a signed-in staff member's own proofs (current password, code) are counted under: their account. */
export const proofKey = (userId: number) => `proof|${userId}`;

/**
 * Made once per server by the session routes and handed to the routes beside them: counted in memory, the two-factor
 * and own-account routes must share the sign-in's counters, not keep their own.
 * @example
 * const guards = createSessionGuards({ config, redis });
 */
export function createSessionGuards(opts: { config: TConfig; redis?: Redis }): TSessionGuards {
  const { config, redis } = opts;
  return {
    attempts: createLoginGuard({ maxFailures: config.loginMaxAttempts, windowMs: config.loginWindowMs, redis }),
    codes: createCodeGuard({ redis }),
  };
}
