import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCalls } from '@mise/contracts/common/session-calls';
import { logActivity } from '../crud/activity';
import { serve } from '../crud/serve';
import type { Db } from '../db/client';
import { users } from '../db/schema/user';
import { HttpError, conflict, notFound, unauthorized } from '../lib/http-error';
import { isAdminSql } from '../plugins/auth';
import { proveItIsYou } from './account-proof';
import { endSessions } from './end-sessions';
import type { TSessionGuards } from './guards';
import { removeSecondFactor, twoFactorStatus } from './two-factor';
import { liveIn } from '../crud/soft-delete';
import { inWrite } from '../crud/write-service';

export const RESET_YOUR_OWN = 'To turn off your own two-factor sign-in, use Two-factor sign-in in your user menu';

const signedIn = (request: FastifyRequest) => {
  if (!request.staff) throw unauthorized();
  return request.staff;
};

/** The live user with this id, whether they are staff, and their name for messages; 404 when there is none. */
async function liveUser(db: Db, id: number) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, isStaff: isAdminSql() })
    .from(users)
    .where(and(eq(users.id, id), liveIn(users)))
    .limit(1);
  if (!user) throw notFound(`User ${id} was not found`);
  return user;
}

/**
 * A colleague's second factor (issue 27 §2): whether it is on (the Users area shows the reset button only then), and
 * its reset when they lost their phone. The reset is logged in the activity log, ends all their sessions at once on
 * this server (others within SESSION_RECHECK_MS) and lifts their code lock; they sign in with the password alone and
 * can set up the new phone. Not for oneself: one's own is turned off with a code on the two-factor page.
 */
export async function colleagueTwoFactorRoutes(app: FastifyInstance, opts: { guards: TSessionGuards }) {
  const { guards } = opts;

  serve(app, sessionCalls.colleagueTwoFactor, async (request) => {
    const user = await liveUser(app.db, request.params.id);
    return { enabled: user.isStaff && (await twoFactorStatus(app.db, user.id)).enabled };
  });

  serve(app, sessionCalls.colleagueTwoFactorReset, async (request, reply) => {
    const staff = signedIn(request);
    const { id } = request.params;
    if (id === staff.id) throw new HttpError(403, RESET_YOUR_OWN);
    const user = await liveUser(app.db, id);
    if (!user.isStaff || !(await twoFactorStatus(app.db, id)).enabled)
      throw conflict(`${user.name || user.email} has no two-factor sign-in to reset`);
    await proveItIsYou(app.db, guards, { userId: staff.id, proof: request.body });
    await inWrite(app.db, {
      actor: staff,
      run: async ({ tx }) => {
        await removeSecondFactor(tx, id);
        await logActivity(tx, {
          actor: staff,
          model: 'User',
          itemId: id,
          action: 'update',
          fields: ['twoFactor'],
        });
        await endSessions(tx, id, { sessions: app.sessions });
      },
    });
    await guards.codes.clear(id);
    reply.status(204);
    return null;
  });
}
