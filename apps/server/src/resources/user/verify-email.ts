import { eq } from 'drizzle-orm';
import type { TActor } from '../../crud/activity';
import type { TModel } from '../../crud/model';
import { patchRow } from '../../crud/write';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/user';
import { notFound } from '../../lib/http-error';

/**
 * PATCH users/admin-verify-email: marks the account with this e-mail verified or not; 404 when no live account has it.
 * @example
 * await adminVerifyEmail(db, userModel, { email: 'ann@example.com', verify: true }, staff)
 */
export async function adminVerifyEmail(db: Db, model: TModel, body: { email: string; verify: boolean }, actor: TActor) {
  const [found] = await db
    .select({ id: users.id, deleted: users.deleted })
    .from(users)
    .where(eq(users.email, body.email))
    .limit(1);
  if (!found || found.deleted) throw notFound(`No user has the email ${body.email}`);
  return patchRow(db, { model, id: found.id, values: { emailVerified: body.verify }, actor });
}
