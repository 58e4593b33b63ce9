import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roleMappings, roles } from '../../db/schema/user';

/** The role that makes a user staff (role_mappings); the users API never reads or writes it, it only asks who holds it. */
const STAFF_ROLE = 'ADMIN';

/**
 * The ids among `ids` that hold the ADMIN role.
 * @example
 * await staffAmong(db, [4, 9]) // Set { 4 }
 */
export async function staffAmong(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ userId: roleMappings.userId })
    .from(roleMappings)
    .innerJoin(roles, eq(roles.id, roleMappings.roleId))
    .where(and(eq(roles.name, STAFF_ROLE), inArray(roleMappings.userId, ids)));
  return new Set(rows.map((r) => r.userId));
}
