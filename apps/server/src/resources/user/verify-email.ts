import { and, eq } from 'drizzle-orm';
import { liveIn } from '../../crud/soft-delete';
import type { TActor } from '../../crud/activity';
import type { TModel } from '../../crud/model';
import { serviceOf } from '../../crud/write-service';
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
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), liveIn(users)))
    .limit(1);
  if (!found) throw notFound(`No user has the email ${email}`);
  return serviceOf(db, model).patch({ id: found.id, values: { emailVerified: verify }, actor });
}
