import type { Readable } from 'node:stream';
import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/client';
import { modelFields } from '../crud/fields';
import type { TModel } from '../crud/model';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Streams every live row of a model as CSV straight out of PostgreSQL's COPY, so rows never pass through JavaScript
 * objects and memory stays flat at any size. Headers are the API's field names; hidden columns are never selected.
 * The statement is built from the model's own identifiers only: no client input reaches it.
 * @example
 * reply.type('text/csv').send(csvStream(database, placeModel))
 */
export function csvStream(database: Database, model: TModel): Readable {
  const table = quoteIdent(getTableName(model.table));
  const columns = [...modelFields(model).all.values()].map((f) => `${quoteIdent(f.column.name)} as ${quoteIdent(f.name)}`);
  const where = model.resource.traits.softDelete && modelFields(model).all.has('deleted') ? 'deleted = false' : 'true';
  return database.copyCsv(`select ${columns.join(', ')} from ${table} where ${where}`, { table, where });
}
