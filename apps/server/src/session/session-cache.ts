import { LRUCache } from 'lru-cache';

/** What the token check found: the signed-in user (null: no live token), whether they are staff, and when the token ends. */
export type TSessionCheck = {
  user: { id: number; email: string; name: string | null; isAdmin: boolean } | null;
  expiresAt: Date | null;
};

/** Most tokens remembered at once (a staff of hundreds, each with a few devices). */
const MAX_TOKENS = 10_000;

/**
 * Remembers token checks for a moment, so the burst of calls a console screen makes (a list, its count, a detail)
 * checks the token once, not per call. A token's own end is always honoured to the millisecond; a revocation or a
 * role change made by another server is seen within `recheckMs` (this server's sign-outs are seen at once).
 * `recheckMs` 0 checks every call.
 * @example
 * const sessions = createSessionCache(2000);
 * const found = await sessions.check(digest, () => findSession(digest));
 */
export function createSessionCache(recheckMs: number) {
  const cache = recheckMs > 0 ? new LRUCache<string, TSessionCheck>({ max: MAX_TOKENS, ttl: recheckMs }) : undefined;
  return {
    async check(digest: string, load: () => Promise<TSessionCheck>): Promise<TSessionCheck> {
      const known = cache?.get(digest);
      if (known && (known.expiresAt === null || known.expiresAt.getTime() > Date.now())) return known;
      const found = await load();
      // Only live staff tokens are kept: a refused token costs a look-up each time, so nothing is learnt from guessing.
      if (found.user?.isAdmin) cache?.set(digest, found);
      return found;
    },
    forget(digest: string) {
      cache?.delete(digest);
    },
  };
}

export type TSessionCache = ReturnType<typeof createSessionCache>;
