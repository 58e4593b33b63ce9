import type { Readable } from 'node:stream';
import { type SQL, getTableName, sql } from 'drizzle-orm';
import type { Database, TCsvQuery } from '../db/client';
import { type TField, modelFields } from '../crud/fields';
import { inlineSql } from '../crud/inline-sql';
import type { TModel } from '../crud/model';
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
