import type { TCall } from '@mise/contracts/common/call';
import type {} from '@fastify/cookie';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens, roleMappings, roles, users } from '../db/schema/user';
import { unauthorized } from '../lib/http-error';
import { tokenDigest } from '../lib/secrets';
import { createSessionCache, type TSessionCache } from '../session/session-cache';
import { provideSessionCache } from '../session/end-sessions';
import { refuseAmbiguousHost, refuseForeignOrigin } from './same-origin';
import { liveIn } from '../crud/soft-delete';

export type TStaff = { id: number; email: string; name: string | null; tokenId: string };

/** One registered route, whether anyone may call it, and its request schema (the route walk and the no-500 sweep read this). */
export type TRouteAccess = {
  method: string;
  url: string;
  isPublic: () => boolean;
  schema?: RouteOptions['schema'];
  /** The contracts' call the route was registered from (crud/serve.ts). */
  call?: TCall;
};

declare module 'fastify' {
  interface FastifyRequest {
    staff: TStaff | null;
  }
  interface FastifyInstance {
    /** Recent token checks (sign-out forgets its token here). */
    sessions: TSessionCache;
    /** Every route registered after the auth plugin, with its access decision. */
    routeAccess: TRouteAccess[];
    /** Sets `request.staff` from a live staff token, or throws 401 (the hook runs it for every non-public route). */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** Routes that anyone may call: sign-in, health, pictures, the web app's files. Everything else needs staff. */
    public?: boolean;
  }
}

export const ADMIN_ROLE = 'ADMIN';
export const TOKEN_COOKIE = 'access_token';

export type TTokenSource = 'header' | 'cookie';

/**
 * The token from the Authorization header (bare or Bearer) or the HttpOnly cookie. Never from the URL: a URL ends up
 * in histories, proxy logs and Referer headers, and the console's downloads (CSV export) send the cookie.
 */
export function readToken(request: FastifyRequest): { token: string; source: TTokenSource } | null {
  const header = request.headers.authorization;
  if (header) {
    const token = header.replace(/^Bearer\s+/i, '').trim();
    return token ? { token, source: 'header' } : null;
  }
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/** SQL that is true when the user holds the ADMIN role. */
// Qualified by hand: inside a subquery drizzle may print a bare "id", which would bind to roles.id.
export const isAdminSql = () =>
  sql<boolean>`exists (select 1 from ${roleMappings} join ${roles} on ${roles.id} = ${roleMappings.roleId} where ${roleMappings.userId} = "users"."id" and ${roles.name} = ${ADMIN_ROLE})`;

/** Marks every route registered in this scope as public (for plugins such as @fastify/static that take no route config). */
export function markRoutesPublic(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
}

/**
 * Access is decided per route, from the route the router matched — never from the URL text, which reaches the same
 * route in many spellings (percent-encoded, absolute-form, another case, a trailing slash). Every route needs a live
 * token of a staff member unless it is declared `config: { public: true }`; a request that matches no route gets the
 * 404 (or the web app's page) and touches nothing.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { recheckMs: number }) => {
    app.decorateRequest('staff', null);
    const sessions = createSessionCache(opts.recheckMs);
    app.decorate('sessions', sessions);
    // Writes that end a user's sessions (session/end-sessions.ts) forget the user's remembered tokens here at once.
    provideSessionCache(app, sessions);
    const routeAccess: TRouteAccess[] = [];
    app.decorate('routeAccess', routeAccess);
    app.addHook('onRoute', (route: RouteOptions) => {
      // Read lazily: a scope's own onRoute hook (markRoutesPublic) may set the flag after this one ran.
      for (const method of [route.method].flat())
        routeAccess.push({
          method,
          url: route.url,
          isPublic: () => route.config?.public === true,
          schema: route.schema,
          call: route.config?.call,
        });
    });

    // Built once: every request runs this, so it is a prepared query with a placeholder rather than rebuilt SQL.
    // The user is found by primary key from the token's row; written as a join, the planner chose a merge join that
    // walked the users index up to the staff member's id (180 ms with a million users).
    const session = app.db
      .select({ userId: accessTokens.userId })
      .from(accessTokens)
      .where(
        and(
          eq(accessTokens.id, sql.placeholder('digest')),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, sql`now()`),
        ),
      );
    const tokenEnd = app.db
      .select({ expiresAt: accessTokens.expiresAt })
      .from(accessTokens)
      .where(eq(accessTokens.id, sql.placeholder('digest')));
    const findSession = app.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        isAdmin: isAdminSql(),
        expiresAt: sql<Date>`(${tokenEnd})`.mapWith(accessTokens.expiresAt),
      })
      .from(users)
      .where(and(eq(users.id, sql`(${session})`), liveIn(users)))
      .limit(1)
      .prepare('mise_find_session');
    const revoke = app.db
      .update(accessTokens)
      .set({ revokedAt: sql`now()`, updated: sql`now()` })
      .where(and(eq(accessTokens.id, sql.placeholder('digest')), isNull(accessTokens.revokedAt)))
      .prepare('mise_revoke_session');

    async function authenticate(request: FastifyRequest) {
      const found = readToken(request);
      if (!found) throw unauthorized();
      const digest = tokenDigest(found.token);
      const { user } = await sessions.check(digest, async () => {
        const [row] = await findSession.execute({ digest });
        return row ? { user: row, expiresAt: row.expiresAt } : { user: null, expiresAt: null };
      });
      if (!user) throw unauthorized('Your session has expired; please sign in again');
      if (!user.isAdmin) {
        // Access ended (the ADMIN role was taken away): so does the session, for good, even if the role comes back.
        await revoke.execute({ digest });
        throw unauthorized('Your session has ended: this account no longer has staff access');
      }
      if (found.source === 'cookie') refuseForeignOrigin(request);
      request.staff = { id: user.id, email: user.email, name: user.name, tokenId: digest };
    }

    app.decorate('authenticate', authenticate);
    app.addHook('onRequest', async (request) => {
      // Before anything reads request.host (the same-origin check, absolute links), public routes and 404s included.
      refuseAmbiguousHost(request);
      if (request.is404 || request.routeOptions.config?.public === true) return;
      await authenticate(request);
    });

    // A refused session should not linger in the browser: the cookie goes with the 401.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode === 401 && request.cookies?.[TOKEN_COOKIE]) clearTokenCookie(request, reply);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(TOKEN_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}
