import { and, eq, isNull, sql } from 'drizzle-orm';
import type { userResource } from '@mise/contracts/resources/user';
import type { TStoredValues, TWriteContext, TWriteValues } from '../../crud/model';
import { accessTokens, users } from '../../db/schema/user';
import { HttpError, badRequest } from '../../lib/http-error';
import { staffAmong } from './staff';
import { passwordProblem } from '../../lib/password-policy';
import { hashPassword, normalizeEmail } from '../../lib/secrets';

/**
 * Stores a given password only as its argon2id hash, once it passes the password policy (any user may be made staff
 * later), and e-mails trimmed and lower-cased (sign-in compares them so). Changing a password ends the user's sessions.
 */
export async function prepareUser(values: TWriteValues<typeof userResource>, ctx: TWriteContext): Promise<TStoredValues> {
  const { password, ...fields } = values;
  if (typeof fields.email === 'string') fields.email = normalizeEmail(fields.email);
  if (fields.deleted === true && ctx.id !== undefined && ctx.actor && ctx.actor.id === ctx.id && (await staffAmong(ctx.db, [ctx.id])).has(ctx.id)) {
    // Deleting yourself would end your own access (and could leave no staff at all); a colleague's account may be
    // deleted, which is how staff access ends from the console (roles are not part of this API).
    throw new HttpError(403, 'You cannot delete your own staff account');
  }
  const rest: TStoredValues = fields;
  if (typeof password === 'string') {
    const problem = passwordProblem(password, await emailOf(fields.email, ctx));
    if (problem) throw badRequest(`password: ${problem}`, [{ path: '/password', message: problem }]);
    rest.passwordHash = await hashPassword(password);
    // A new password ends the sessions the old one opened (in this write's transaction: both or neither).
    if (ctx.id !== undefined) {
      await ctx.db
        .update(accessTokens)
        .set({ revokedAt: sql`now()`, updated: sql`now()` })
        .where(and(eq(accessTokens.userId, ctx.id), isNull(accessTokens.revokedAt)));
    }
  }
  return rest;
}

/** The e-mail the account will have after this write: the one sent, or the stored one when a PATCH keeps it. */
async function emailOf(sent: string | null | undefined, ctx: TWriteContext): Promise<string | null> {
  if (typeof sent === 'string') return sent;
  if (ctx.id === undefined) return null;
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.id)).limit(1);
  return row?.email ?? null;
}
