import type { Readable } from 'node:stream';
import { type SQL, getTableName, sql } from 'drizzle-orm';
import type { TCsvExportQuery } from '@mise/contracts/common/csv-export';
import type { Database, Db, TCsvQuery } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { type TField, modelFields } from '../crud/fields';
import { parseOrderParam, parseWhere } from '../crud/filter';
import { inlineSql } from '../crud/inline-sql';
import { planMatching } from '../crud/matching';
import type { TModel } from '../crud/model';
import { orderSql, parseOrder } from '../crud/order';
import { intArray } from '../crud/rows';
import { liveText } from '../crud/soft-delete';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The first characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection), as code points:
 * tab, carriage return, `+`, `-`, `=`, `@`. Comparing `ascii()` of the cell with these numbers costs a third of what a
 * regular expression on every cell does (scripts/bench/csv.ts measured both).
 */
const FORMULA_START = '9, 13, 43, 45, 61, 64';

/**
 * One exported column. Text cells that a spreadsheet would run as a formula get a leading `'`, as OWASP recommends,
 * inside the statement so the export stays a single COPY. Only text columns need it: numbers, booleans and dates print
 * as numbers or words, a jsonb value prints as `{`, `[`, `"`, a number or a word, and an array prints as `{…}`.
 * Booleans are cast to text, which reads `true`/`false` where COPY alone writes `t`/`f`.
 */
function exportedColumn(field: TField, neutralise: boolean): string {
  const col = quoteIdent(field.column.name);
  const as = quoteIdent(field.name);
  if (field.kind === 'boolean') return `${col}::text as ${as}`;
  if (!neutralise || field.kind !== 'string') return `${col} as ${as}`;
  return `case when ascii(${col}::text) in (${FORMULA_START}) then '''' || ${col}::text else ${col}::text end as ${as}`;
}

/** Which rows an export holds, in which order: a list's (crud/matching.ts); without it, every live row by id. */
export type TCsvRows = { condition: SQL | undefined; order: SQL[] };

/**
 * An export's rows from its query's `where` and `order`, read and checked as the list reads them (limits included), so
 * a bad one is a 400 before any file or job starts; `count` counts them as the list does. The synchronous export and
 * the export job both start here, so they hold the same rows in the same order.
 * @example
 * const { rows, count } = await csvExportRows(app.db, placeModel, { where: '{"isPublished":true}', order: 'name ASC' });
 */
export async function csvExportRows(
  db: Db,
  model: TModel,
  query: Pick<TCsvExportQuery, 'where' | 'order'>,
): Promise<{ rows: TCsvRows; count: () => Promise<number> }> {
  const matching = await planMatching({ db }, model, parseWhere(query.where));
  const order = parseOrder(modelFields(model), parseOrderParam(query.order), { fallback: 'id ASC' });
  return {
    rows: { condition: matching.condition, order: [...matching.firstOrder, ...orderSql(order)] },
    count: matching.count,
  };
}

/**
 * The statement the CSV export runs, headers named as the API names fields, hidden columns never selected. Columns and
 * table come from the model's own identifiers; the rows' condition and order are the list's, their values written in
 * as constants (crud/inline-sql.ts), since COPY takes no parameters. `neutralise: false` exists for the benchmark that
 * prices the formula guard (scripts/bench/csv.ts); the export itself always neutralises.
 */
export function csvSelect(model: TModel, opts: { neutralise?: boolean; rows?: TCsvRows } = {}): TCsvQuery {
  const { neutralise = true, rows } = opts;
  const table = quoteIdent(getTableName(model.table));
  const columns = [...modelFields(model).all.values()].map((f) => exportedColumn(f, neutralise)).join(', ');
  const where = rows?.condition ? inlineSql(rows.condition) : (liveText(model) ?? 'true');
  const order = rows && rows.order.length > 0 ? inlineSql(sql.join(rows.order, sql`, `)) : `${table}."id"`;
  return { columns, table, where, order };
}

/**
 * Streams a model's rows as CSV straight out of PostgreSQL's COPY, so rows never pass through JavaScript objects and
 * memory stays flat at any size; cells that would start a spreadsheet formula are neutralised.
 * @example
 * reply.type('text/csv').send(csvStream(database, placeModel, { condition, order }))
 */
export function csvStream(database: Database, model: TModel, rows?: TCsvRows): Readable {
  return database.copyCsv(csvSelect(model, { rows }));
}

/** An export's file name, the model and the day (UTC): `Establishment-2026-11-24.csv`. */
export const csvFileName = (model: TModel, now = new Date()): string =>
  `${model.resource.model}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The ids of an export's rows in its order, read by the very statement the embedded database's export reads them with
 * (db/client.ts, pgliteCsvBatches): the same inlined condition and order, so a job's file and `generate-csv` agree.
 */
export async function csvExportIds(db: Db, model: TModel, rows: TCsvRows): Promise<number[]> {
  const { table, where, order } = csvSelect(model, { rows });
  const [found] = await executeRows<{ ids: number[] }>(
    db,
    sql.raw(`select coalesce(array_agg(${table}."id" order by ${order}), '{}') as ids from ${table} where ${where}`),
  );
  return found?.ids ?? [];
}

/** COPY's CSV quoting (FORMAT csv): a value that is empty or holds a comma, a quote, CR or LF is quoted, quotes doubled. */
export const csvCell = (value: string): string =>
  value === '' || /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The same quoting in SQL, of a text value; null is an empty cell, as COPY writes it. */
const csvCellSql = (value: string) =>
  `coalesce(case when ${value} = '' or ${value} ~ E'[",\\r\\n]' then '"' || replace(${value}, '"', '""') || '"' else ${value} end, '')`;

/** The header line of a model's export, as COPY's HEADER writes it: fields named as the API names them. */
export function csvHeader(model: TModel): string {
  return `${[...modelFields(model).all.values()].map((f) => csvCell(f.name)).join(',')}\n`;
}

/**
 * The CSV lines of some rows, in the order of `ids`, byte for byte as the export's COPY writes them (same columns, same
 * formula guard, same quoting), built by one select. A job's chunk runs it in its own transaction: COPY cannot, as
 * PGlite's one connection is held by that transaction and node-postgres runs COPY outside its query interface. Rows
 * deleted or trashed since the ids were read are left out; `written` counts the rest.
 * @example
 * const { text, written } = await csvLines(tx, placeModel, [12, 3, 40]);
 */
export async function csvLines(db: Db, model: TModel, ids: number[]): Promise<{ text: string; written: number }> {
  const { columns, table } = csvSelect(model);
  const live = liveText(model);
  const cells = [...modelFields(model).all.values()].map((f) => csvCellSql(`e.${quoteIdent(f.name)}::text`));
  const batch = intArray(ids);
  const [found] = await executeRows<{ text: string; written: number }>(
    db,
    sql`select coalesce(string_agg(concat_ws(',', ${sql.raw(cells.join(', '))}) || E'\n', '' order by e.batch_n), '') as text,
      count(*)::int as written
      from (select ${sql.raw(columns)}, batch.batch_n from ${sql.raw(table)}
        join unnest(${batch}) with ordinality as batch(batch_id, batch_n) on ${sql.raw(table)}."id" = batch.batch_id
        where ${sql.raw(table)}."id" = any(${batch})${sql.raw(live ? ` and ${table}.${live}` : '')}) e`,
  );
  return { text: found?.text ?? '', written: Number(found?.written ?? 0) };
}
