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
 * await adminVerifyEmail(db, { model: userModel, email: 'ann@example.com', verify: true, actor: staff })
 */
export async function adminVerifyEmail(
  db: Db,
  { model, email, verify, actor }: { model: TModel; email: string; verify: boolean; actor: TActor },
) {
  const [found] = await db
    .select({ id: users.id, deleted: users.deleted })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!found || found.deleted) throw notFound(`No user has the email ${email}`);
  return patchRow(db, { model, id: found.id, values: { emailVerified: verify }, actor });
}
