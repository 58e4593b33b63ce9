import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '@mise/contracts/common/session-calls';
import type { TConfig } from '../config';
import { serve } from '../crud/serve';
import { HttpError } from '../lib/http-error';
import { clearTokenCookie, readToken, TOKEN_COOKIE } from '../plugins/auth';
import { twoFactorStatus } from './two-factor';

/**
 * GET session: the console's start-up question "is there a session?". Public, so a browser that has none gets
 * `{signedIn: false}` with a 200 rather than a 401 its console would log on the sign-in page (issue 28 §7). The token is
 * checked exactly as every guarded route checks it (`app.authenticate`); a dead one is answered like none and its
 * cookie cleared, as a 401 would. It tells nothing to anyone but the holder of a live staff token.
 */
export async function sessionProbeRoute(app: FastifyInstance, opts: { config: TConfig }) {
  serve(app, sessionCalls.probe, {
    // twoFactorSetup: a staff member who must still enrol (REQUIRE_2FA) learns so from here, as from users/me.
    route: { config: { public: true, twoFactorSetup: true } },
    handler: async (request, reply) => {
      if (!readToken(request)) return { signedIn: false as const };
      try {
        await app.authenticate(request);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 401)) throw error;
        if (request.cookies?.[TOKEN_COOKIE]) clearTokenCookie(request, reply);
        return { signedIn: false as const };
      }
      const staff = request.staff as NonNullable<typeof request.staff>;
      const twoFactor = { ...(await twoFactorStatus(app.db, staff.id)), required: opts.config.require2fa };
      return {
        signedIn: true as const,
        user: { id: staff.id, email: staff.email, name: staff.name, roles: ['ADMIN'] },
        twoFactor,
      };
    },
  });
}
