import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, type IndexedColumn, getTableConfig } from 'drizzle-orm/pg-core';
import type { TModel } from '../crud/model';
import { relationTarget } from '../crud/registry';
import { liveCondition } from '../crud/soft-delete';
import type { Db } from '../db/client';
import { importValues } from '../db/schema/job';

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

const byFieldAndValue = (a: { field: string; value: string }, b: { field: string; value: string }) =>
  a.field === b.field ? (a.value < b.value ? -1 : a.value > b.value ? 1 : 0) : a.field < b.field ? -1 : 1;

/**
 * Rows whose unique value a row of another chunk of the same file took first: each chunk claims its rows' values
 * (importValues, keyed by the run's report file) in its own transaction, so a chunk that fails claims nothing, and a
 * chunk that meets a claim of one running beside it waits for its end. Claimed in one order (field, value), two chunks
 * never wait on each other in a circle.
 */
async function takenInFile(
  tx: Db,
  { model, rows, fileId }: { model: TModel; rows: TPlannedRow[]; fileId: number },
): Promise<TFieldRefusal[]> {
  const wanted = uniqueFields(model)
    .flatMap((field) =>
      rows.flatMap((row) =>
        row.values[field] == null
          ? []
          : [{ fileId, field, value: String(row.values[field]), line: row.line, recordId: row.id ?? null }],
      ),
    )
    .sort(byFieldAndValue);
  if (wanted.length === 0) return [];
  const claimed = await tx
    .insert(importValues)
    .values(wanted)
    .onConflictDoNothing()
    .returning({ field: importValues.field, value: importValues.value });
  const key = (v: { field: string; value: string }) => `${v.field}\n${v.value}`;
  const mine = new Set(claimed.map(key));
  const lost = wanted.filter((w) => !mine.has(key(w)));
  if (lost.length === 0) return [];
  const holders = await tx
    .select({
      field: importValues.field,
      value: importValues.value,
      line: importValues.line,
      recordId: importValues.recordId,
    })
    .from(importValues)
    .where(and(eq(importValues.fileId, fileId), inArray(importValues.value, [...new Set(lost.map((l) => l.value))])));
  const holder = new Map(holders.map((h) => [key(h), h]));
  return lost.flatMap((row) => {
    const by = holder.get(key(row));
    // Two rows updating one record may both give it the value.
    if (!by || (row.recordId !== null && by.recordId === row.recordId)) return [];
    return [{ line: row.line, field: row.field, reason: `Line ${by.line} of this file has the same ${row.field}` }];
  });
}

/**
 * What a dry run checks beyond the form's rules: that the records rows point at exist, and that no unique value is
 * taken, by a record or by another row of the file. It writes nothing but its claims on those values (takenInFile).
 * The import itself still meets the database's every rule, row by row.
 */
export async function checkWithoutWriting(
  tx: Db,
  { model, rows, fileId }: { model: TModel; rows: TPlannedRow[]; fileId: number },
): Promise<TFieldRefusal[]> {
  const refused = [...(await missingReferences(tx, model, rows)), ...(await takenValues(tx, model, rows))];
  const bad = new Set(refused.map((r) => r.line));
  const free = rows.filter((row) => !bad.has(row.line));
  refused.push(...(await takenInFile(tx, { model, rows: free, fileId })));
  const seen = new Set<number>();
  return refused.filter((r) => !seen.has(r.line) && seen.add(r.line));
}
