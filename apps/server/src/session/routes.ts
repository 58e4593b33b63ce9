import type {} from '@fastify/rate-limit';
import type {} from '@fastify/cookie';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config';
import { createLoginGuard } from './login-guard';
import { accessTokens, users } from '../db/schema/users';
import { forbidden, HttpError, unauthorized } from '../lib/http-error';
import { newToken, normalizeEmail, tokenDigest, verifyPassword } from '../lib/secrets';
import { isAdminSql, TOKEN_COOKIE } from '../plugins/auth';

const ZLoginBody = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(1024),
});

const ZLoginAnswer = z.object({ id: z.string(), userId: z.number(), ttl: z.number(), created: z.date() });
const ZMe = z.object({ id: z.number(), email: z.string(), name: z.string().nullable(), roles: z.array(z.string()) });

export const INVALID_CREDENTIALS = 'Invalid Credentials';

/** Sign-in, sign-out and "who am I" (part 1 §4, §7 Session). */
export async function sessionRoutes(app: FastifyInstance, opts: { config: TConfig; redis?: Redis }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = opts;
  const guard = createLoginGuard({ maxFailures: config.loginMaxAttempts, windowMs: config.loginWindowMs, redis: opts.redis });

  r.post(
    '/users/login',
    {
      schema: { tags: ['session'], body: ZLoginBody, response: { 200: ZLoginAnswer } },
      config: {
        public: true,
        // A coarse ceiling per address on every attempt; failed attempts are counted per e-mail below.
        rateLimit: { max: 60, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      // One counter per address and e-mail, whatever the path's case or the e-mail's spelling.
      const key = `${request.ip}|${email}`;
      await guard.check(key);
      const [user] = await app.db
        .select({ id: users.id, passwordHash: users.passwordHash, isAdmin: isAdminSql() })
        .from(users)
        .where(and(eq(users.email, email), eq(users.deleted, false)))
        .limit(1);
      const ok = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !ok) {
        await guard.recordFailure(key);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      await guard.recordSuccess(key);
      if (!user.isAdmin) throw forbidden();
      const token = newToken();
      const now = new Date();
      await app.db.insert(accessTokens).values({
        id: tokenDigest(token),
        userId: user.id,
        ttl: config.sessionTtlSeconds,
        expiresAt: new Date(now.getTime() + config.sessionTtlSeconds * 1000),
        created: now,
        updated: now,
      });
      reply.setCookie(TOKEN_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure: request.protocol === 'https',
        maxAge: config.sessionTtlSeconds,
      });
      return { id: token, userId: user.id, ttl: config.sessionTtlSeconds, created: now };
    },
  );

  r.post('/users/logout', { schema: { tags: ['session'] } }, async (request, reply) => {
    if (!request.staff) throw unauthorized();
    await app.db
      .update(accessTokens)
      .set({ revokedAt: sql`now()`, updated: new Date() })
      .where(and(eq(accessTokens.id, request.staff.tokenId), isNull(accessTokens.revokedAt)));
    app.sessions.forget(request.staff.tokenId);
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  r.get('/users/me', { schema: { tags: ['session'], response: { 200: ZMe } } }, async (request) => {
    if (!request.staff) throw unauthorized();
    const { id, email, name } = request.staff;
    return { id, email, name, roles: ['ADMIN'] };
  });
}
