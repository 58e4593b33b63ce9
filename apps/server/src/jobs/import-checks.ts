import { and, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, type IndexedColumn, getTableConfig } from 'drizzle-orm/pg-core';
import type { TModel } from '../crud/model';
import { relationTarget } from '../crud/registry';
import { liveCondition } from '../crud/soft-delete';
import type { Db } from '../db/client';

/** A row planned by an import: its line, its values, and the record it updates (none for a new one). */
export type TPlannedRow = { line: number; values: Record<string, unknown>; id?: number };
/** A row refused: its line in the file, the field, and why. */
export type TFieldRefusal = { line: number; field: string; reason: string };

/** The fields of a model's unique indexes on one column (a place's Google place id, a user's e-mail). */
function uniqueFields(model: TModel): string[] {
  const byColumn = new Map(
    Object.entries(getTableColumns(model.table) as Record<string, AnyPgColumn>).map(([field, c]) => [c.name, field]),
  );
  return getTableConfig(model.table)
    .indexes.filter((index) => index.config.unique && index.config.columns.length === 1)
    .map((index) => byColumn.get((index.config.columns[0] as IndexedColumn).name ?? ''))
    .filter((field): field is string => field !== undefined && field !== 'id');
}

/** Rows naming a record of another type (a place's city) that does not exist or is in the trash. */
async function missingReferences(tx: Db, model: TModel, rows: TPlannedRow[]): Promise<TFieldRefusal[]> {
  const columns = getTableColumns(model.table) as Record<string, AnyPgColumn>;
  const refused: TFieldRefusal[] = [];
  for (const relation of Object.values(model.relations ?? {})) {
    if (relation.kind !== 'belongsTo') continue;
    const field = Object.keys(columns).find((key) => columns[key] === relation.localKey);
    if (!field) continue;
    const wanted = [
      ...new Set(rows.flatMap((row) => (typeof row.values[field] === 'number' ? [row.values[field]] : []))),
    ];
    if (wanted.length === 0) continue;
    const target = relationTarget(relation);
    const found = await tx
      .select({ id: sql<number>`${target.id}` })
      .from(target.table)
      .where(and(inArray(target.id, wanted as number[]), liveCondition(target)));
    const have = new Set(found.map((row) => row.id));
    for (const row of rows) {
      const id = row.values[field];
      if (typeof id === 'number' && !have.has(id))
        refused.push({ line: row.line, field, reason: `There is no ${target.resource.model} ${id}` });
    }
  }
  return refused;
}

/** Rows whose unique value a live record other than their own holds, or an earlier row of the same chunk. */
async function takenValues(tx: Db, model: TModel, rows: TPlannedRow[]): Promise<TFieldRefusal[]> {
  const columns = getTableColumns(model.table) as Record<string, AnyPgColumn>;
  const refused: TFieldRefusal[] = [];
  for (const field of uniqueFields(model)) {
    const values = [...new Set(rows.flatMap((row) => (row.values[field] == null ? [] : [row.values[field]])))];
    if (values.length === 0) continue;
    const holders = await tx
      .select({ id: sql<number>`${model.id}`, value: columns[field]! })
      .from(model.table)
      .where(and(inArray(columns[field]!, values), liveCondition(model)));
    const holder = new Map(holders.map((row) => [row.value, row.id]));
    for (const row of rows) {
      const value = row.values[field];
      if (value == null) continue;
      const by = holder.get(value);
      if (by !== undefined && by !== row.id) {
        refused.push({ line: row.line, field, reason: `A record with the same ${field} already exists` });
        continue;
      }
      holder.set(value, row.id ?? -row.line);
    }
  }
  return refused;
}

/**
 * What a dry run checks beyond the form's rules, without writing: that the records rows point at exist, and that no
 * unique value is taken. The import itself still meets the database's every rule, row by row.
 */
export async function checkWithoutWriting(
  tx: Db,
  { model, rows }: { model: TModel; rows: TPlannedRow[] },
): Promise<TFieldRefusal[]> {
  const refused = [...(await missingReferences(tx, model, rows)), ...(await takenValues(tx, model, rows))];
  const seen = new Set<number>();
  return refused.filter((r) => !seen.has(r.line) && seen.add(r.line));
}
