import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a raw statement: node-postgres answers `{ rows }` and PGlite's driver the rows themselves.
 * @example
 * const [row] = await executeRows<{ v: string }>(db, sql`select version::text as v from table_versions`)
 */
export async function executeRows<T extends Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}
