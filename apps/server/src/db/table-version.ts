import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { executeRows } from './execute-rows';

/**
 * A counted table's version (table_versions, raised by the row-count triggers on every write statement): what is worked
 * out from the table's rows stays true while it stands.
 * @example
 * const version = await tableVersion(db, 'establishments') // '1843'
 */
export async function tableVersion(db: Db, table: string): Promise<string> {
  const rows = await executeRows<{ v: unknown }>(
    db,
    sql`select version::text as v from table_versions where table_name = ${table}`,
  );
  return String(rows[0]?.v ?? '0');
}
