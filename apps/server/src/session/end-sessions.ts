import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { accessTokens } from '../db/schema/user';
import type { TSessionCache } from './session-cache';

// The session cache of the server handling the request. A user's sessions end inside writes that the generic REST
// layer runs (a model's `prepare`, deep under routes that know nothing of sessions); this lets them forget the user's
// remembered tokens on this server at once without threading the server through every write call.
const requestSessions = new AsyncLocalStorage<TSessionCache>();

/**
 * Runs every request of `app` with its session cache at hand for `endSessions`. Registered once, by the auth plugin.
 * @example
 * provideSessionCache(app, sessions);
 */
export function provideSessionCache(app: FastifyInstance, sessions: TSessionCache) {
  app.addHook('onRequest', (_request, _reply, done) => requestSessions.run(sessions, done));
}

/**
 * Ends a user's sessions: revokes their live tokens (in `db`, the caller's transaction when it has one, so the change
 * and the revocation land together) but `keep` (the digest of the session that made the change), and makes this
 * server forget the ones it remembered at once; other servers see it within SESSION_RECHECK_MS. A revoked token stays
 * revoked: restoring a deleted user or giving a role back revives none.
 * @example
 * await endSessions(tx, userId);                           // a colleague deleted, a password set by a colleague
 * await endSessions(tx, staff.id, { keep: staff.tokenId }); // my own password changed: my other devices sign out
 */
export async function endSessions(db: Db, userId: number, opts: { keep?: string; sessions?: TSessionCache } = {}) {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()`, updated: sql`now()` })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        opts.keep ? ne(accessTokens.id, opts.keep) : undefined,
      ),
    );
  (opts.sessions ?? requestSessions.getStore())?.forgetUser(userId, { keep: opts.keep });
}
