import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** json_build_object takes at most 100 arguments: 50 fields. Wider selections are answered through JavaScript rows. */
const MAX_JSON_FIELDS = 50;
const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A column's value as the JavaScript path would serialise it. Only dates differ: drizzle answers a Date, which
 * JSON.stringify writes as `toISOString()` (UTC, milliseconds, `Z`); PostgreSQL's own JSON would write `+00:00` and
 * microseconds. Integers, doubles, booleans, text, arrays and jsonb come out of json_build_object exactly as the
 * driver's parsed values come out of JSON.stringify (the equivalence is tested for every model in list-json.test.ts).
 */
function jsonValue(column: AnyPgColumn): SQL {
  if (column.dataType === 'date') return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`${column}`;
}

/**
 * One row as JSON text built by PostgreSQL, keys the API's field names in selection order, or undefined when the
 * selection is too wide for one json_build_object. Rows built this way skip the driver's parsing, Drizzle's mapping
 * and JSON.stringify: most of what a plain list page costs the server.
 * @example
 * db.select({ id: places.id, json: rowJson({ id: places.id, name: places.name })! }).from(places)
 */
export function rowJson(cols: Record<string, AnyPgColumn>): SQL<string> | undefined {
  const entries = Object.entries(cols);
  if (entries.length > MAX_JSON_FIELDS) return undefined;
  const pairs = entries.map(([name, column]) => {
    // Field names are the model's own, never the client's; checked anyway since they go into the text.
    if (!SAFE_KEY.test(name)) throw new Error(`field name ${name} cannot be a JSON key literal`);
    return sql`${sql.raw(`'${name}'`)}, ${jsonValue(column)}`;
  });
  return sql<string>`json_build_object(${sql.join(pairs, sql`, `)})::text`;
}
