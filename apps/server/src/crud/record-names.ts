import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { modelFields } from './fields';
import type { TModel } from './model';
import { NAME_FIELDS } from './owner-version';

/**
 * The names records have now, keyed `table:id`, one statement per table: what a history or a feed shows for an id.
 * @example
 * await recordNames(db, { modelOf, ids: new Map([['tags', new Set([4, 9])]]) }) // Map { 'tags:4' => 'Rooftop', … }
 */
export async function recordNames(
  db: Db,
  { modelOf, ids }: { modelOf: (table: string) => TModel | undefined; ids: Map<string, Set<number>> },
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const [table, wanted] of ids) {
    const model = modelOf(table);
    const fields = model ? modelFields(model).all : undefined;
    const field = NAME_FIELDS.map((n) => fields?.get(n)).find((f) => f !== undefined);
    if (!field || wanted.size === 0) continue;
    const rows = await executeRows<{ id: number; name: string | null }>(
      db,
      sql`select id, ${sql.identifier(field.column.name)}::text as name from ${sql.identifier(table)}
          where id = any(${sql.param([...wanted])}::int[])`,
    );
    for (const row of rows) if (row.name) found.set(`${table}:${row.id}`, row.name);
  }
  return found;
}

/** Adds ids of a table to a `recordNames` request. */
export function askName(ids: Map<string, Set<number>>, table: string, more: Iterable<number>): void {
  const set = ids.get(table) ?? new Set<number>();
  for (const id of more) set.add(id);
  ids.set(table, set);
}
