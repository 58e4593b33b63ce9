import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TModel } from './model';

/**
 * The one rule for soft-deleted rows: a model with the softDelete trait and a `deleted` column keeps its deleted rows
 * out of every list, count, item, relation and export (unless a caller asks for them). Every place that reads rows asks here.
 * @example
 * deletedColumn(placeModel) // establishments.deleted; deletedColumn(quoteModel) // undefined
 */
export function deletedColumn(model: TModel): AnyPgColumn | undefined {
  if (!model.resource.traits.softDelete) return undefined;
  return (getTableColumns(model.table) as Record<string, AnyPgColumn>).deleted;
}

/**
 * `deleted = false` for a table that keeps soft-deleted rows, for an area's own statements over a table it names
 * (a city's places, the users a purchase names).
 * @example
 * db.select().from(establishments).where(and(inArray(establishments.id, ids), liveIn(establishments)))
 */
export function liveIn(table: { deleted: AnyPgColumn }): SQL {
  return sql`${table.deleted} = false`;
}

/**
 * `deleted = false` unqualified, for a statement over one table that keeps soft-deleted rows (an upsert's conflict
 * target, whose partial unique index says the same).
 */
export const liveRow: SQL = sql`deleted = false`;

/**
 * `<alias>.deleted = false`, for an area's hand-written statement that names a table by alias (a user's suggested
 * places `e`, a list item's city `d`).
 * @example
 * sql`select count(*) from establishments e where ${liveAt('e')} and …`
 */
export function liveAt(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`liveAt: ${alias} is not a plain alias`);
  return sql.raw(`${alias}.deleted = false`);
}

/**
 * `deleted = false` for a model that hides its deleted rows, else undefined (and() leaves it out).
 * @example
 * db.select().from(model.table).where(and(eq(model.id, id), liveCondition(model)))
 */
export function liveCondition(model: TModel): SQL | undefined {
  const deleted = deletedColumn(model);
  return deleted ? sql`${deleted} = false` : undefined;
}

/**
 * The same rule as text, for statements built from the model's own identifiers (counts, CSV export); undefined when
 * the model keeps no deleted rows.
 * @example
 * liveText(placeModel, 'c') // 'c."deleted" = false'
 */
export function liveText(model: TModel, alias?: string): string | undefined {
  const deleted = deletedColumn(model);
  if (!deleted) return undefined;
  const column = `"${deleted.name.replaceAll('"', '""')}"`;
  return `${alias ? `${alias}.` : ''}${column} = false`;
}
