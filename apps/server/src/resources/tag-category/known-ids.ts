import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { intArray } from '../../crud/rows';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';

/**
 * Refuses ids with no row, naming them (404), so a call touching several items writes all or none.
 * @example
 * await requireIds(tx, { table: tags, id: tags.id, ids: [4, 9], model: 'Tag' }) // 404 'Tag 9 was not found'
 */
export async function requireIds(
  db: Db,
  { table, id, ids, model }: { table: PgTable; id: AnyPgColumn; ids: readonly number[]; model: string },
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id })
    .from(table)
    .where(sql`${id} = any(${intArray(wanted)})`);
  const have = new Set(found.map((row) => row.id as number));
  const missing = wanted.filter((value) => !have.has(value));
  if (missing.length > 0)
    throw notFound(`${model} ${missing.join(', ')} ${missing.length === 1 ? 'was' : 'were'} not found`);
}
