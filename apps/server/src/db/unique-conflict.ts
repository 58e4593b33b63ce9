import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

/** Per SQL table name: its SQL column names → the field names the API uses (`place_id` → `placeId`). */
const FIELDS = new Map(
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map(
      (t) =>
        [
          getTableName(t),
          new Map(Object.entries(getTableColumns(t)).map(([field, column]) => [column.name, field])),
        ] as const,
    ),
);

const PLAIN = 'A record with the same unique value already exists';

/** A content type's own words for a taken value of one field (the contract's `uniqueMessages`), by SQL table name. */
export type TUniqueWording = (table: string, field: string) => string | undefined;

/** What a person is told about a unique violation, and the API fields it concerns (for `details`, so a form marks them). */
export type TUniqueConflict = { message: string; fields: string[] };

/**
 * Reads a unique violation (PostgreSQL 23505): the fields that must differ, from the error's `detail` ("Key
 * (lower(code))=(summer) already exists.") named as the API names them, and the content type's own message when it
 * declares one for that single field. Never the index or constraint name, never the conflicting value (it may be an
 * e-mail address or a code someone should not learn this way).
 * @example
 * uniqueConflict({ table: 'users', detail: 'Key (email)=(a@b.example) already exists.' })
 * // { message: 'A record with the same email already exists', fields: ['email'] }
 */
export function uniqueConflict(error: { table?: string; detail?: string }, wording?: TUniqueWording): TUniqueConflict {
  const key = /^Key \((.+?)\)=\(/.exec(error.detail ?? '')?.[1];
  const columns = error.table ? FIELDS.get(error.table) : undefined;
  if (!key || !columns || !error.table) return { message: PLAIN, fields: [] };
  // An expression index (lower(code)) names its columns inside the expression: keep the words that are columns.
  const fields = [
    ...new Set(
      (key.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).map((word) => columns.get(word)).filter((f) => f !== undefined),
    ),
  ];
  if (fields.length === 0) return { message: PLAIN, fields };
  const own = fields.length === 1 ? wording?.(error.table, fields[0] as string) : undefined;
  return { message: own ?? `A record with the same ${fields.join(' and ')} already exists`, fields };
}
