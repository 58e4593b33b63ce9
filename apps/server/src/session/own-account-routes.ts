import { and, eq, ne } from 'drizzle-orm';
import { liveIn } from '../crud/soft-delete';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCalls } from '@mise/contracts/common/session-calls';
import { logActivity } from '../crud/activity';
import { serve } from '../crud/serve';
import { users } from '../db/schema/user';
import { badRequest, conflict, unauthorized } from '../lib/http-error';
import { passwordProblem } from '../lib/password-policy';
import { hashPassword, normalizeEmail } from '../lib/secrets';
import { proveItIsYou } from './account-proof';
import { endSessions } from './end-sessions';
import type { TSessionGuards } from './guards';
import { inWrite } from '../crud/write-service';
import type { Db } from '../db/client';
import { bumped } from '../crud/owner-version';

const signedIn = (request: FastifyRequest) => {
  if (!request.staff) throw unauthorized();
  return request.staff;
};

/**
 * The signed-in staff member's own password and e-mail (issue 27 §2). A token alone is not enough: each needs the
 * current password and, with two-factor sign-in on, a current code or a recovery code (`proveItIsYou`). A new password
 * ends every other session of the account at once on this server (others within SESSION_RECHECK_MS); the session that
 * changed it stays signed in with the same token.
 */

/** Writes one's own account row (its version raised) and logs which field changed, in the caller's write. */
async function changeOwnAccount(
  tx: Db,
  { staff, set, field }: { staff: { id: number }; set: { passwordHash: string } | { email: string }; field: string },
) {
  await tx
    .update(users)
    .set({ ...set, ...bumped(users) })
    .where(eq(users.id, staff.id));
  await logActivity(tx, { actor: staff, model: 'User', itemId: staff.id, action: 'update', fields: [field] });
}

export async function ownAccountRoutes(app: FastifyInstance, opts: { guards: TSessionGuards }) {
  const { guards } = opts;

  serve(app, sessionCalls.changePassword, async (request, reply) => {
    const staff = signedIn(request);
    const { newPassword } = request.body;
    // The new password's problems first: nothing to guess from them, and a typo there spends no attempt.
    const problem = passwordProblem(newPassword, staff.email);
    if (problem) throw badRequest(problem, [{ path: '/newPassword', message: problem }]);
    await proveItIsYou(app.db, guards, { userId: staff.id, proof: request.body });
    const passwordHash = await hashPassword(newPassword);
    await inWrite(app.db, {
      actor: staff,
      run: async ({ tx }) => {
        await changeOwnAccount(tx, { staff, set: { passwordHash }, field: 'password' });
        await endSessions(tx, staff.id, { keep: staff.tokenId, sessions: app.sessions });
      },
    });
    reply.status(204);
    return null;
  });

  serve(app, sessionCalls.changeEmail, async (request) => {
    const staff = signedIn(request);
    const email = normalizeEmail(request.body.email);
    const [taken] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, staff.id), liveIn(users)))
      .limit(1);
    if (taken) throw conflict('A record with the same email already exists');
    // After the look-up, so a taken address spends no code.
    await proveItIsYou(app.db, guards, { userId: staff.id, proof: request.body });
    await inWrite(app.db, {
      actor: staff,
      run: async ({ tx }) => {
        await changeOwnAccount(tx, { staff, set: { email }, field: 'email' });
      },
    });
    return { email };
  });
}
