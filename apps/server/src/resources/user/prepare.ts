import { eq } from 'drizzle-orm';
import type { userResource } from '@mise/contracts/resources/user';
import type { TStoredValues, TWriteContext, TWriteValues } from '../../crud/model';
import { users } from '../../db/schema/user';
import { endSessions } from '../../session/end-sessions';
import { HttpError, badRequest } from '../../lib/http-error';
import { staffAmong } from './staff';
import { passwordProblem } from '../../lib/password-policy';
import { hashPassword, normalizeEmail } from '../../lib/secrets';

export const OWN_PASSWORD_ELSEWHERE =
  'Change your own password with Change password in your user menu (POST /api/users/me/password): it asks for your current password';
export const OWN_EMAIL_ELSEWHERE =
  'Change your own e-mail with POST /api/users/me/email: it asks for your current password';
export const STAFF_PASSWORD_THEIRS =
  "A staff member's password is changed only by them, with Change password in their user menu; delete and re-add the account to end their access";

/**
 * Stores a given password only as its argon2id hash, once it passes the password policy (any user may be made staff
 * later), and e-mails trimmed and lower-cased (sign-in compares them so). A new password or a deletion ends the user's
 * sessions in this write's transaction (both or neither); a restore revives none. One's own password and e-mail are not
 * written here: a stolen token must not change how the account signs in, so they have calls that ask for the current
 * password (session/own-account-routes.ts).
 */
export async function prepareUser(
  values: TWriteValues<typeof userResource>,
  ctx: TWriteContext,
): Promise<TStoredValues> {
  const { password, ...fields } = values;
  if (typeof fields.email === 'string') fields.email = normalizeEmail(fields.email);
  const isOwn = ctx.id !== undefined && ctx.actor?.id === ctx.id;
  if (isOwn) await refuseOwnSignInChanges({ password, email: fields.email }, ctx);
  // Setting a colleague's password would let one stolen token sign in as every colleague without a second factor.
  if (
    !isOwn &&
    typeof password === 'string' &&
    ctx.id !== undefined &&
    (await staffAmong(ctx.db, [ctx.id])).has(ctx.id)
  ) {
    throw new HttpError(403, STAFF_PASSWORD_THEIRS, [{ path: '/password', message: STAFF_PASSWORD_THEIRS }]);
  }
  if (fields.deleted === true && isOwn && ctx.id !== undefined && (await staffAmong(ctx.db, [ctx.id])).has(ctx.id)) {
    // Deleting yourself would end your own access (and could leave no staff at all); a colleague's account may be
    // deleted, which is how staff access ends from the console (roles are not part of this API).
    throw new HttpError(403, 'You cannot delete your own staff account');
  }
  const rest: TStoredValues = fields;
  if (typeof password === 'string') {
    const problem = passwordProblem(password, await emailOf(fields.email, ctx));
    if (problem) throw badRequest(`password: ${problem}`, [{ path: '/password', message: problem }]);
    rest.passwordHash = await hashPassword(password);
  }
  // The sessions the old password opened, or a deleted user's, end here for good.
  if (ctx.id !== undefined && (typeof password === 'string' || fields.deleted === true))
    await endSessions(ctx.db, ctx.id);
  return rest;
}

/** 403 for the signed-in staff member's own password, or an e-mail other than their stored one (forms send it unchanged). */
async function refuseOwnSignInChanges(sent: { password?: string; email?: string | null }, ctx: TWriteContext) {
  if (typeof sent.password === 'string')
    throw new HttpError(403, OWN_PASSWORD_ELSEWHERE, [{ path: '/password', message: OWN_PASSWORD_ELSEWHERE }]);
  if (typeof sent.email !== 'string' || ctx.id === undefined) return;
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.id)).limit(1);
  if (row && row.email !== sent.email)
    throw new HttpError(403, OWN_EMAIL_ELSEWHERE, [{ path: '/email', message: OWN_EMAIL_ELSEWHERE }]);
}

/** The e-mail the account will have after this write: the one sent, or the stored one when a PATCH keeps it. */
async function emailOf(sent: string | null | undefined, ctx: TWriteContext): Promise<string | null> {
  if (typeof sent === 'string') return sent;
  if (ctx.id === undefined) return null;
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.id)).limit(1);
  return row?.email ?? null;
}
