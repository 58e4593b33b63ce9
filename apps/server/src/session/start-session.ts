import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import type { Db } from '../db/client';
import { accessTokens } from '../db/schema/user';
import { newToken, tokenDigest } from '../lib/secrets';
import { TOKEN_COOKIE } from '../plugins/auth';

/**
 * Opens a session for a staff member who has proved who they are: stores the token's digest, sets the HttpOnly cookie
 * (`Secure` when the request came over https, directly or through a proxy TRUST_PROXY believes) and answers the token.
 */
export async function startSession(
  db: Db,
  config: TConfig,
  { request, reply, userId }: { request: FastifyRequest; reply: FastifyReply; userId: number },
) {
  const token = newToken();
  const now = new Date();
  await db.insert(accessTokens).values({
    id: tokenDigest(token),
    userId,
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
  return { id: token, userId, ttl: config.sessionTtlSeconds, created: now };
}
