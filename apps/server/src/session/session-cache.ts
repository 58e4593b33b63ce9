import { LRUCache } from 'lru-cache';

/** What the token check found: the signed-in user (null: no live token), whether they are staff, and when the token ends. */
export type TSessionCheck = {
  user: { id: number; email: string; name: string | null; isAdmin: boolean } | null;
  expiresAt: Date | null;
};

/** Most tokens remembered at once (a staff of hundreds, each with a few devices). */
const MAX_TOKENS = 10_000;

/**
 * How long after a user's sessions were ended this server does not remember their token checks. The revocation is
 * written inside a transaction that commits a moment after `forgetUser` runs: a check made meanwhile still finds the
 * token live, and must not be remembered as such.
 */
const ENDED_HOLD_MS = 60_000;

/**
 * Remembers token checks for a moment, so the burst of calls a console screen makes (a list, its count, a detail)
 * checks the token once, not per call. A token's own end is always honoured to the millisecond; a revocation or a
 * role change made by another server is seen within `recheckMs` (this server's sign-outs, and the sessions it ends
 * with `forgetUser`, are seen at once). `recheckMs` 0 checks every call.
 * @example
 * const sessions = createSessionCache(2000);
 * const found = await sessions.check(digest, () => findSession(digest));
 * sessions.forgetUser(7, { keep: digest }); // a password change: every other token of user 7 is looked up again
 */
export function createSessionCache(recheckMs: number) {
  // The digests remembered per user, so all of a user's can be forgotten at once (the cache is keyed by digest). An
  // entry leaves this index when it leaves the cache (deleted, pushed out, or found stale), so both stay as small.
  const digestsOf = new Map<number, Set<string>>();
  const untrack = (digest: string, userId: number) => {
    const digests = digestsOf.get(userId);
    digests?.delete(digest);
    if (digests?.size === 0) digestsOf.delete(userId);
  };
  const cache =
    recheckMs > 0
      ? new LRUCache<string, TSessionCheck>({
          max: MAX_TOKENS,
          ttl: recheckMs,
          dispose: (found, digest) => found.user && untrack(digest, found.user.id),
        })
      : undefined;
  const ended = new LRUCache<number, true>({ max: MAX_TOKENS, ttl: ENDED_HOLD_MS });
  return {
    async check(digest: string, load: () => Promise<TSessionCheck>): Promise<TSessionCheck> {
      const known = cache?.get(digest);
      if (known && (known.expiresAt === null || known.expiresAt.getTime() > Date.now())) return known;
      const found = await load();
      // Only live staff tokens are kept: a refused token costs a look-up each time, so nothing is learnt from guessing.
      if (cache && found.user?.isAdmin && !ended.has(found.user.id)) {
        cache.set(digest, found);
        digestsOf.set(found.user.id, (digestsOf.get(found.user.id) ?? new Set()).add(digest));
      }
      return found;
    },
    forget(digest: string) {
      cache?.delete(digest);
    },
    /**
     * Forgets every remembered token of the user (but `keep`, the session that made the change), and keeps their
     * checks from being remembered for a minute, so tokens ended by a write not yet committed are looked up again.
     */
    forgetUser(userId: number, opts: { keep?: string } = {}) {
      const kept = opts.keep ? cache?.get(opts.keep) : undefined;
      for (const digest of [...(digestsOf.get(userId) ?? [])]) cache?.delete(digest);
      ended.set(userId, true);
      if (kept && opts.keep) {
        cache?.set(opts.keep, kept);
        digestsOf.set(userId, new Set([opts.keep]));
      }
    },
  };
}

export type TSessionCache = ReturnType<typeof createSessionCache>;
