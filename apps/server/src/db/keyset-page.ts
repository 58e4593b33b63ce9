import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { executeRows } from './execute-rows';

/** `where a and b …`, or nothing for no condition. */
export const whereAll = (conditions: readonly SQL[]): SQL =>
  conditions.length > 0 ? sql`where ${sql.join([...conditions], sql` and `)}` : sql``;

/**
 * One page of a statement read newest first along an index: the statement is run for one row more than the page, so
 * `next` (the last row's cursor) is null exactly on the last page.
 * @example
 * const { page, next } = await keysetPage<TRow, number>(db, { statement: (n) => sql`… limit ${n}`, limit: 20, cursor: (r) => r.id });
 */
export async function keysetPage<T extends Record<string, unknown>, C>(
  db: Db,
  { statement, limit, cursor }: { statement: (rows: number) => SQL; limit: number; cursor: (last: T) => C },
): Promise<{ page: T[]; next: C | null }> {
  const rows = await executeRows<T>(db, statement(limit + 1));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? cursor(last) : null };
}
