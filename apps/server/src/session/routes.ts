import type {} from '@fastify/rate-limit';
import type {} from '@fastify/cookie';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '@mise/contracts/common/session-calls';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config';
import { staffForCredentials } from './credentials';
import { clientKey } from './client-key';
import { colleagueTwoFactorRoutes } from './colleague-two-factor-routes';
import { trashEmptyRoutes } from '../changes/trash-empty-routes';
import { createSessionGuards } from './guards';
import { loginKey } from './login-guard';
import { ownAccountRoutes } from './own-account-routes';
import { sessionProbeRoute } from './probe-route';
import { startSession } from './start-session';
import { checkSecondFactor } from './two-factor';
import { twoFactorRoutes } from './two-factor-routes';
import { serve } from '../crud/serve';
import { accessTokens } from '../db/schema/user';
import { HttpError, unauthorized } from '../lib/http-error';
import { normalizeEmail } from '../lib/secrets';
import { clearTokenCookie } from '../plugins/auth';
import { refuseForeignOrigin } from '../plugins/same-origin';
import { bumped } from '../crud/owner-version';

export const INVALID_CREDENTIALS = 'Invalid Credentials';

/**
 * Sign-in, sign-out and "who am I" (part 1 §4, §7 Session), and beside them, sharing their counters, the routes that
 * check a signed-in staff member's password or code: two-factor sign-in, their own password and e-mail, a colleague's
 * second factor, emptying the trash.
 */
export async function sessionRoutes(app: FastifyInstance, opts: { config: TConfig; redis?: Redis }) {
  const { config } = opts;
  const guards = createSessionGuards({ config, redis: opts.redis });
  const guard = guards.attempts;
  await app.register(twoFactorRoutes, { config, guards });
  await app.register(ownAccountRoutes, { guards });
  await app.register(colleagueTwoFactorRoutes, { guards });
  await app.register(trashEmptyRoutes, { guards, config });
  await app.register(sessionProbeRoute, { config });

  serve(app, sessionCalls.login, {
    route: {
      // Sign-in sets the session cookie, so it is a cookie write: another site's page may not post it (login CSRF).
      // Without Origin and Referer (API clients, scripts) it passes, as other writes do.
      onRequest: async (request) => refuseForeignOrigin(request),
      config: {
        public: true,
        // A coarse ceiling per client address (request.ip: the socket's, or the forwarded one TRUST_PROXY believes) on
        // every attempt, so one address guessing many e-mails is bounded without touching anyone else's sign-in; an IPv6
        // client by its /64 (clientKey).
        rateLimit: { max: 60, timeWindow: 60_000, keyGenerator: (request) => clientKey(request.ip) },
      },
    },
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      // One lock per address and e-mail, whatever the path's case or the e-mail's spelling. The attempt is counted
      // before the password is checked, so parallel guesses get exactly the allowance and no more.
      const key = loginKey(request.ip, email);
      await guard.consume(key);
      // A guide user's right password is answered, timed and counted exactly like a wrong one.
      const staff = await staffForCredentials(app.db, email, request.body.password);
      if (!staff) throw new HttpError(401, INVALID_CREDENTIALS);
      // No session without the second factor of a staff member who has one; a wrong code stays counted above.
      await checkSecondFactor(app.db, { userId: staff.id, given: request.body, codes: guards.codes });
      await guard.forgive(key);
      return startSession(app.db, config, { request, reply, userId: staff.id });
    },
  });

  serve(app, sessionCalls.logout, {
    route: { config: { twoFactorSetup: true } },
    handler: async (request, reply) => {
      if (!request.staff) throw unauthorized();
      await app.db
        .update(accessTokens)
        .set({ revokedAt: sql`now()`, ...bumped(accessTokens) })
        .where(and(eq(accessTokens.id, request.staff.tokenId), isNull(accessTokens.revokedAt)));
      app.sessions.forget(request.staff.tokenId);
      clearTokenCookie(request, reply);
      reply.status(204);
      return null;
    },
  });

  serve(app, sessionCalls.me, {
    route: { config: { twoFactorSetup: true } },
    handler: async (request) => {
      if (!request.staff) throw unauthorized();
      const { id, email, name } = request.staff;
      return { id, email, name, roles: ['ADMIN'] };
    },
  });
}
