import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { ADMIN_ROLE } from '../plugins/auth';
import { restoreAfterBulkLoad } from './bulk-insert';

/**
 * Tables a reset keeps: accounts, their sessions and second factors (staff only), roles and settings; row_counts and
 * facet_counts are kept by triggers; gap_rules says which completeness rules the triggers were installed from.
 */
const KEPT = new Set([
  'users',
  'roles',
  'role_mappings',
  'access_tokens',
  'staff_two_factor',
  'settings',
  'row_counts',
  'facet_counts',
  'gap_rules',
]);

/** Every content table (SQL names): all tables of the schema but accounts, roles and settings. */
export function contentTables(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => getTableName(t))
    .filter((name) => !KEPT.has(name))
    .sort();
}

/**
 * Empties the content tables (identities restarted) and removes every user who is not staff, keeping staff
 * accounts with their ids, role mappings, sessions and second factors; roles and settings stay. One statement, so it is atomic.
 * @example
 * await resetContent(database); await seedDemo(database, { scale: 1 });
 */
export async function resetContent(database: Database): Promise<void> {
  await restoreAfterBulkLoad(database);
  const list = contentTables()
    .map((t) => `"${t}"`)
    .join(', ');
  const admin = ADMIN_ROLE.replaceAll("'", "''");
  await database.raw(`do $$
begin
  create temp table _keep_users on commit drop as
    select u.* from users u where exists (select 1 from role_mappings m join roles r on r.id = m.role_id where m.user_id = u.id and r.name = '${admin}');
  create temp table _keep_role_mappings on commit drop as select m.* from role_mappings m where m.user_id in (select id from _keep_users);
  create temp table _keep_access_tokens on commit drop as select t.* from access_tokens t where t.user_id in (select id from _keep_users);
  create temp table _keep_two_factor on commit drop as select f.* from staff_two_factor f where f.user_id in (select id from _keep_users);
  truncate ${list} restart identity cascade;
  truncate users cascade;
  insert into users select * from _keep_users;
  insert into role_mappings select * from _keep_role_mappings;
  insert into access_tokens select * from _keep_access_tokens;
  insert into staff_two_factor select * from _keep_two_factor;
  -- The history of content that is gone (and of the staff accounts just put back) goes with it.
  truncate change_ledger;
  truncate trash;
end $$`);
}
