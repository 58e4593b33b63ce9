import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { TConfig } from '../config';
import { users } from '../db/schema/user';
import { badRequest, unauthorized } from '../lib/http-error';
import { verifyPassword } from '../lib/secrets';
import { createLoginGuard } from './login-guard';
import { confirmEnrolment, removeSecondFactor, spendSecondFactor, startEnrolment, twoFactorStatus } from './two-factor';

const ZStatus = z.object({ enabled: z.boolean(), required: z.boolean(), recoveryCodesLeft: z.number() });
const ZStart = z.object({ otpauthUrl: z.string(), qrCode: z.string(), secret: z.string() });
const ZConfirmBody = z.strictObject({ code: z.string().max(32) });
const ZConfirmAnswer = z.object({ recoveryCodes: z.array(z.string()) });
const ZDisableBody = z.strictObject({ code: z.string().max(32).optional(), password: z.string().max(1024).optional() });

const signedIn = (request: FastifyRequest) => {
  if (!request.staff) throw unauthorized();
  return request.staff;
};

/**
 * The signed-in staff member's own two-factor sign-in (issue 10 §9): status, enrolment with a QR code and recovery
 * codes, and turning it off. Reachable before enrolment when REQUIRE_2FA is on (`twoFactorSetup`).
 */
export async function twoFactorRoutes(app: FastifyInstance, opts: { config: TConfig; redis?: Redis }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = opts;
  // Turning the second factor off with a password must not become a way round the sign-in throttle.
  const guard = createLoginGuard({ maxFailures: config.loginMaxAttempts, windowMs: config.loginWindowMs, redis: opts.redis });
  const route = { twoFactorSetup: true };
  const tags = ['session'];

  r.get('/users/me/two-factor', { schema: { tags, response: { 200: ZStatus } }, config: route }, async (request) => {
    const status = await twoFactorStatus(app.db, signedIn(request).id);
    return { ...status, required: config.require2fa };
  });

  r.post('/users/me/two-factor/start', { schema: { tags, response: { 200: ZStart } }, config: route }, async (request) => {
    return startEnrolment(app.db, signedIn(request), config.productName);
  });

  r.post('/users/me/two-factor/confirm', { schema: { tags, body: ZConfirmBody, response: { 200: ZConfirmAnswer } }, config: route }, async (request) => {
    return { recoveryCodes: await confirmEnrolment(app.db, signedIn(request).id, request.body.code) };
  });

  r.post('/users/me/two-factor/disable', { schema: { tags, body: ZDisableBody }, config: route }, async (request, reply) => {
    const staff = signedIn(request);
    const { code, password } = request.body;
    if (!code && !password) throw badRequest('Enter a current code from your authenticator app, or your password, to turn two-factor sign-in off');
    // Nothing to protect yet: a pending enrolment is simply dropped.
    if (!(await twoFactorStatus(app.db, staff.id)).enabled) {
      await removeSecondFactor(app.db, staff.id);
      return reply.status(204).send();
    }
    // Counted before the check, like sign-in, so parallel guesses get no more than the allowance.
    const key = `two-factor-off|${staff.id}`;
    await guard.consume(key);
    const ok = code ? await spendSecondFactor(app.db, staff.id, { code }) : await passwordMatches(staff.id, password!);
    if (!ok) throw badRequest(code ? 'That code is not right: enter the current 6-digit code from your authenticator app' : 'That password is not right');
    await guard.forgive(key);
    await removeSecondFactor(app.db, staff.id);
    return reply.status(204).send();
  });

  async function passwordMatches(userId: number, password: string) {
    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
    return verifyPassword(row?.hash, password);
  }
}
