import { eq, sql } from 'drizzle-orm';
import type { TConfig } from './config';
import type { Db } from './db/client';
import { settings } from './db/schema/setting';
import { roleMappings, roles, users } from './db/schema/user';
import { ADMIN_ROLE } from './plugins/auth';
import { generatePassword, hashPassword, normalizeEmail } from './lib/secrets';
import { DEFAULT_SETTINGS } from './resources/setting/defaults';
import { liveRow } from './crud/soft-delete';
import { bumped } from './crud/owner-version';

export async function ensureAdminRole(db: Db): Promise<number> {
  await db.insert(roles).values({ name: ADMIN_ROLE, description: 'Staff: may use the console' }).onConflictDoNothing();
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE));
  return role.id;
}

type TStaffAccount = { email: string; password: string; name?: string };

/** Creates a staff account (or resets an existing user's password and makes them staff). */
export async function upsertStaff(db: Db, { email, password, name = 'Staff' }: TStaffAccount): Promise<number> {
  const roleId = await ensureAdminRole(db);
  const passwordHash = await hashPassword(password);
  const normalized = normalizeEmail(email);
  const [user] = await db
    .insert(users)
    .values({ email: normalized, passwordHash, name, emailVerified: true })
    .onConflictDoUpdate({
      target: users.email,
      // The live user with that address (a trashed one keeps its own row).
      targetWhere: liveRow,
      set: { passwordHash, ...bumped(users) },
    })
    .returning({ id: users.id });
  await db.insert(roleMappings).values({ userId: user.id, roleId }).onConflictDoNothing();
  return user.id;
}

export async function ensureSettings(db: Db) {
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    await db.insert(settings).values({ key, value }).onConflictDoNothing();
  }
}

/** The first staff account: from ADMIN_EMAIL/ADMIN_PASSWORD, or generated and printed once when there is no staff yet. */
export async function ensureFirstStaff(db: Db, config: TConfig, print: (line: string) => void) {
  if (config.adminEmail && config.adminPassword) {
    await upsertStaff(db, { email: config.adminEmail, password: config.adminPassword, name: 'Admin' });
    return;
  }
  const roleId = await ensureAdminRole(db);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(roleMappings)
    .where(eq(roleMappings.roleId, roleId));
  if (n > 0) return;
  const email = config.adminEmail ?? 'admin@mise.local';
  const password = generatePassword();
  await upsertStaff(db, { email, password, name: 'Admin' });
  print(
    `First staff account created — sign in with\n  email:    ${email}\n  password: ${password}\n(shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
  );
}
