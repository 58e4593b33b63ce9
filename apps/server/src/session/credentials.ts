import { and, eq } from 'drizzle-orm';
import { liveIn } from '../crud/soft-delete';
import type { Db } from '../db/client';
import { users } from '../db/schema/user';
import { verifyPassword } from '../lib/secrets';
import { isAdminSql } from '../plugins/auth';

/**
 * The staff member these credentials belong to, or null. Every outcome costs the same one argon2 verification (an
 * unknown or deleted e-mail, an account without a password, a guide user's right password), so neither the answer
 * nor its timing tells an e-mail that exists from one that does not, or a staff account from a guide user's.
 * @example
 * const staff = await staffForCredentials(app.db, 'ann@mise.test', 'kettle lighthouse marmalade'); // { id: 3 } | null
 */
export async function staffForCredentials(db: Db, email: string, password: string): Promise<{ id: number } | null> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isAdmin: isAdminSql() })
    .from(users)
    .where(and(eq(users.email, email), liveIn(users)))
    .limit(1);
  const rightPassword = await verifyPassword(user?.passwordHash, password);
  return user && rightPassword && user.isAdmin ? { id: user.id } : null;
}
