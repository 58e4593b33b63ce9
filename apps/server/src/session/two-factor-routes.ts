import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNoContent } from '@mise/contracts/common/no-content';
import { ZTwoFactorState } from '@mise/contracts/common/session';
import type { TConfig } from '../config';
import type { Db } from '../db/client';
import { unauthorized } from '../lib/http-error';
import { ZProofFields, proveItIsYou } from './account-proof';
import { endSessions } from './end-sessions';
import type { TSessionGuards } from './guards';
import { confirmEnrolment, removeSecondFactor, startEnrolment, twoFactorStatus } from './two-factor';

const ZStart = z.object({ otpauthUrl: z.string(), qrCode: z.string(), secret: z.string() });
const ZConfirmBody = z.strictObject({ code: z.string().max(32) });
const ZConfirmAnswer = z.object({ recoveryCodes: z.array(z.string()) });
/** Turning it off needs the current password and, while it is on, a current code or a recovery code (issue 27 §2). */
const ZDisableBody = z.strictObject(ZProofFields.shape);

const signedIn = (request: FastifyRequest) => {
  if (!request.staff) throw unauthorized();
  return request.staff;
};

/**
 * The signed-in staff member's own two-factor sign-in (issue 10 §9): status, enrolment with a QR code and recovery
 * codes, and turning it off. Reachable before enrolment when REQUIRE_2FA is on (`twoFactorSetup`). Turning it on or
 * off ends the staff member's other sessions; the one that made the change stays signed in.
 */
export async function twoFactorRoutes(app: FastifyInstance, opts: { config: TConfig; guards: TSessionGuards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, guards } = opts;
  const route = { twoFactorSetup: true };
  const tags = ['session'];
  const endOtherSessions = (db: Db, staff: { id: number; tokenId: string }) =>
    endSessions(db, staff.id, { keep: staff.tokenId, sessions: app.sessions });

  r.get(
    '/users/me/two-factor',
    { schema: { tags, response: { 200: ZTwoFactorState } }, config: route },
    async (request) => {
      const status = await twoFactorStatus(app.db, signedIn(request).id);
      return { ...status, required: config.require2fa };
    },
  );

  r.post(
    '/users/me/two-factor/start',
    { schema: { tags, response: { 200: ZStart } }, config: route },
    async (request) => {
      return startEnrolment(app.db, signedIn(request), config.productName);
    },
  );

  r.post(
    '/users/me/two-factor/confirm',
    { schema: { tags, body: ZConfirmBody, response: { 200: ZConfirmAnswer } }, config: route },
    async (request) => {
      const staff = signedIn(request);
      const recoveryCodes = await confirmEnrolment(app.db, staff.id, request.body.code);
      // A session opened with the password alone (perhaps by whoever made the owner want a second factor) ends now.
      await endOtherSessions(app.db, staff);
      return { recoveryCodes };
    },
  );

  r.post(
    '/users/me/two-factor/disable',
    { schema: { tags, body: ZDisableBody, response: { 204: ZNoContent } }, config: route },
    async (request, reply) => {
      const staff = signedIn(request);
      await proveItIsYou(app.db, guards, { userId: staff.id, proof: request.body });
      await app.db.transaction(async (tx) => {
        await removeSecondFactor(tx as Db, staff.id);
        await endOtherSessions(tx as Db, staff);
      });
      return reply.status(204).send(null);
    },
  );
}
