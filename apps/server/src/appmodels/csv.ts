import type { Readable } from 'node:stream';
import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type TField, modelFields } from '../crud/fields';
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
 */
function exportedColumn(field: TField, neutralise: boolean): string {
  const col = quoteIdent(field.column.name);
  const as = quoteIdent(field.name);
  if (!neutralise || field.kind !== 'string') return `${col} as ${as}`;
  return `case when ascii(${col}::text) in (${FORMULA_START}) then '''' || ${col}::text else ${col}::text end as ${as}`;
}

/**
 * The SELECT the CSV export runs: every live row, headers named as the API names fields, hidden columns never selected.
 * Built from the model's own identifiers only: no client input reaches it. `neutralise: false` exists for the benchmark
 * that prices the formula guard (scripts/bench/csv.ts); the export itself always neutralises.
 */
export function csvSelect(model: TModel, opts: { neutralise: boolean } = { neutralise: true }) {
  const table = quoteIdent(getTableName(model.table));
  const fields = modelFields(model);
  const columns = [...fields.all.values()].map((f) => exportedColumn(f, opts.neutralise));
  const where = liveText(model) ?? 'true';
  return { select: `select ${columns.join(', ')} from ${table} where ${where}`, table, where };
}

/**
 * Streams every live row of a model as CSV straight out of PostgreSQL's COPY, so rows never pass through JavaScript
 * objects and memory stays flat at any size; cells that would start a spreadsheet formula are neutralised.
 * @example
 * reply.type('text/csv').send(csvStream(database, placeModel))
 */
export function csvStream(database: Database, model: TModel): Readable {
  const { select, table, where } = csvSelect(model);
  return database.copyCsv(select, { table, where });
}
