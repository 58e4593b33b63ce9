import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCalls } from '@mise/contracts/common/session-calls';
import type { TConfig } from '../config';
import { serve } from '../crud/serve';
import type { Db } from '../db/client';
import { unauthorized } from '../lib/http-error';
import { proveItIsYou } from './account-proof';
import { endSessions } from './end-sessions';
import type { TSessionGuards } from './guards';
import { confirmEnrolment, removeSecondFactor, startEnrolment, twoFactorStatus } from './two-factor';
import { inWrite } from '../crud/write-service';

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
  const { config, guards } = opts;
  const route = { config: { twoFactorSetup: true } };
  const endOtherSessions = (db: Db, staff: { id: number; tokenId: string }) =>
    endSessions(db, staff.id, { keep: staff.tokenId, sessions: app.sessions });

  serve(app, sessionCalls.twoFactor, {
    route,
    handler: async (request) => {
      const status = await twoFactorStatus(app.db, signedIn(request).id);
      return { ...status, required: config.require2fa };
    },
  });

  serve(app, sessionCalls.twoFactorStart, {
    route,
    handler: async (request) => startEnrolment(app.db, signedIn(request), config.productName),
  });

  serve(app, sessionCalls.twoFactorConfirm, {
    route,
    handler: async (request) => {
      const staff = signedIn(request);
      const recoveryCodes = await confirmEnrolment(app.db, staff.id, request.body.code);
      // A session opened with the password alone (perhaps by whoever made the owner want a second factor) ends now.
      await endOtherSessions(app.db, staff);
      return { recoveryCodes };
    },
  });

  serve(app, sessionCalls.twoFactorDisable, {
    route,
    handler: async (request, reply) => {
      const staff = signedIn(request);
      await proveItIsYou(app.db, guards, { userId: staff.id, proof: request.body });
      await inWrite(app.db, {
        actor: staff,
        run: async ({ tx }) => {
          await removeSecondFactor(tx, staff.id);
          await endOtherSessions(tx, staff);
        },
      });
      reply.status(204);
      return null;
    },
  });
}
