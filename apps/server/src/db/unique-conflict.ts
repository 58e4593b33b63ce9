import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

/** Per SQL table name: its SQL column names → the field names the API uses (`place_id` → `placeId`). */
const FIELDS = new Map(
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => [getTableName(t), new Map(Object.entries(getTableColumns(t)).map(([field, column]) => [column.name, field]))] as const),
);

/**
 * What a person is told about a unique violation (PostgreSQL 23505): the fields that must differ, read from the error's
 * `detail` ("Key (lower(code))=(summer) already exists.") and named as the API names them. Never the index or constraint
 * name, never the conflicting value (it may be an e-mail address or a code someone should not learn this way).
 * @example
 * uniqueConflictMessage({ table: 'users', detail: 'Key (email)=(a@b.example) already exists.' })
 * // 'A record with the same email already exists'
 */
export function uniqueConflictMessage(error: { table?: string; detail?: string }): string {
  const key = /^Key \((.+?)\)=\(/.exec(error.detail ?? '')?.[1];
  const fields = error.table ? FIELDS.get(error.table) : undefined;
  if (key && fields) {
    // An expression index (lower(code)) names its columns inside the expression: keep the words that are columns.
    const named = [...new Set((key.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).map((word) => fields.get(word)).filter((f) => f !== undefined))];
    if (named.length > 0) return `A record with the same ${named.join(' and ')} already exists`;
  }
  return 'A record with the same unique value already exists';
}
