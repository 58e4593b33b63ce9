import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { badRequest } from '../lib/http-error';

/**
 * A value as node-pg sends a parameter, as text (pg's `prepareValue`): dates in ISO form, arrays as PostgreSQL array
 * literals, other objects as JSON.
 */
function paramText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayText(value);
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayText(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return arrayText(v);
    return `"${paramText(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * A parameter written into the statement as an untyped string constant, which PostgreSQL types from where it stands,
 * as it types a parameter node-pg sends as text with no type. An escape string (`E'…'`) reads the same whatever
 * `standard_conforming_strings` says; a NUL cannot be sent either way and would end the statement's text early.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = paramText(value);
  if (text.includes('\0')) throw badRequest('where: text cannot hold the character U+0000');
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** Renders a statement's parameters as constants in its text instead of `$1`, `$2`… */
class InlineDialect extends PgDialect {
  override escapeParam(_num: number, value?: unknown): string {
    return sqlLiteral(value);
  }
}

const dialect = new InlineDialect();

/**
 * SQL text holding its values, for the one statement that cannot take parameters: `COPY (select …) TO STDOUT`, which
 * the CSV export streams. Everything else sends parameters; this renders exactly the condition the list would bind.
 * @example
 * inlineSql(sql`${places.name} ilike ${'%bar%'}`) // `"establishments"."name" ilike E'%bar%'`
 */
export function inlineSql(condition: SQL): string {
  return dialect.sqlToQuery(condition).sql;
}
