import { type SQL, and, or, sql } from 'drizzle-orm';
import { badRequest } from '../lib/http-error';
import type { TField, TModelFields } from './fields';
import type { TWhere } from './filter';
import { plannedPerCall } from '../db/statement-cache';
import { containsText, nearText, typoTolerant } from '../search/name-search';

const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'inq',
  'nin',
  'like',
  'nlike',
  'ilike',
  'nilike',
  'search',
  'near',
  'exists',
]);
const MAX_LIST = 1000;
const MAX_DEPTH = 8;

/**
 * A date a client sent (ISO text or epoch milliseconds), if it is one PostgreSQL can take: JavaScript dates reach year
 * 275760, but beyond 9999 (or before year 1) `toISOString` writes a six-digit year that PostgreSQL cannot read.
 * @example
 * clientDate('2026-11-22T10:00:00Z') // a Date; clientDate('10000-01-01') and clientDate('soon') are undefined
 */
export function clientDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const d = new Date(value);
  const year = d.getUTCFullYear();
  return Number.isNaN(d.getTime()) || year < 1 || year > 9999 ? undefined : d;
}

/** Checks a single value against the column's kind and returns what is bound. */
export function coerce(field: TField, value: unknown, path: string): unknown {
  if (value === null) return null;
  const fail = (expected: string) =>
    badRequest(`${path}: expected ${expected}, got ${JSON.stringify(value)?.slice(0, 60)}`);
  switch (field.kind) {
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw fail('a number');
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw fail('true or false');
    case 'date': {
      const d = clientDate(value);
      if (!d) throw fail('a date between the years 1 and 9999');
      return d.toISOString();
    }
    case 'array':
    case 'string':
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      if (typeof value !== 'string') throw fail('text');
      if (value.length > 1000) throw badRequest(`${path}: value is longer than 1000 characters`);
      return value;
    default:
      throw badRequest(`${path}: this field cannot be filtered by value`);
  }
}

function list(field: TField, value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw badRequest(`${path}: expected a list`);
  if (value.length > MAX_LIST) throw badRequest(`${path}: at most ${MAX_LIST} values`);
  return value.map((v, i) => coerce(field, v, `${path}[${i}]`));
}

/** One operator applied to one field, with where it stands in the request (for messages). */
type TTest = { field: TField; op: string; value: unknown; path: string };

/** An array column (text[] or int[]) matches when it contains the value, as LoopBack does on MongoDB. */
function arrayCondition({ field, op, value, path }: TTest): SQL {
  const col = field.column;
  const cast =
    field.column.columnType === 'PgArray' && String(field.column.getSQLType()).startsWith('integer')
      ? 'integer[]'
      : 'text[]';
  const asArray = (vals: unknown[]) => sql`${sql.param(vals)}::${sql.raw(cast)}`;
  switch (op) {
    case 'eq':
      return value === null
        ? sql`${col} is null`
        : sql`${col} @> ${asArray([coerce({ ...field, kind: 'string' }, value, path)])}`;
    case 'neq':
      return sql`not (${col} @> ${asArray([coerce({ ...field, kind: 'string' }, value, path)])})`;
    case 'inq':
      return sql`${col} && ${asArray(list({ ...field, kind: 'string' }, value, path))}`;
    case 'nin':
      return sql`not (${col} && ${asArray(list({ ...field, kind: 'string' }, value, path))})`;
    case 'exists':
      return value ? sql`${col} is not null` : sql`${col} is null`;
    default:
      throw badRequest(`${path}: operator ${op} is not available on a list field`);
  }
}

function condition(test: TTest): SQL {
  const { field, op, value, path } = test;
  const col = field.column;
  if (!OPERATORS.has(op))
    throw badRequest(`${path}: unknown operator "${op}"; use one of ${[...OPERATORS].join(', ')}`);
  if (field.kind === 'json' && op !== 'exists') throw badRequest(`${path}: this field can only be tested with exists`);
  if (field.kind === 'array') return arrayCondition(test);
  switch (op) {
    case 'eq': {
      const v = coerce(field, value, path);
      return v === null ? sql`${col} is null` : sql`${col} = ${v}`;
    }
    case 'neq': {
      const v = coerce(field, value, path);
      return v === null ? sql`${col} is not null` : sql`${col} is distinct from ${v}`;
    }
    case 'gt':
      return sql`${col} > ${coerce(field, value, path)}`;
    case 'gte':
      return sql`${col} >= ${coerce(field, value, path)}`;
    case 'lt':
      return sql`${col} < ${coerce(field, value, path)}`;
    case 'lte':
      return sql`${col} <= ${coerce(field, value, path)}`;
    case 'between': {
      const [lo, hi] = list(field, value, path);
      if (!Array.isArray(value) || value.length !== 2) throw badRequest(`${path}: between takes [low, high]`);
      return sql`${col} between ${lo} and ${hi}`;
    }
    case 'inq': {
      const vals = list(field, value, path);
      if (vals.length === 0) return sql`false`;
      return sql`${col} in (${sql.join(
        vals.map((v) => sql`${v}`),
        sql`, `,
      )})`;
    }
    case 'nin': {
      const vals = list(field, value, path);
      if (vals.length === 0) return sql`true`;
      return sql`${col} not in (${sql.join(
        vals.map((v) => sql`${v}`),
        sql`, `,
      )})`;
    }
    case 'like':
    case 'nlike':
    case 'ilike':
    case 'nilike': {
      if (field.kind !== 'string') throw badRequest(`${path}: ${op} needs a text field`);
      const pattern = coerce(field, value, path);
      const base = op.endsWith('ilike') ? sql`${col} ilike ${pattern}` : sql`${col} like ${pattern}`;
      // A pattern's best plan depends on it, as a search's does (db/statement-cache.ts).
      return plannedPerCall(op.startsWith('n') ? sql`not (${base})` : base);
    }
    case 'search':
    case 'near': {
      // Ours, not LoopBack's: a search box's text (search/name-search.ts); `near` is what crud/search-plan.ts makes of a
      // misspelt one on a typo-tolerant name.
      if (field.kind !== 'string') throw badRequest(`${path}: ${op} needs a text field`);
      const text = coerce(field, value, path);
      if (typeof text !== 'string' || text.trim() === '') throw badRequest(`${path}: ${op} takes the text to look for`);
      if (op === 'search') return containsText(col, text.trim());
      if (!typoTolerant(col))
        throw badRequest(
          `${path}: near is for the names of places, cities, dishes, cuisines, landmarks, explore lists and eatineraries`,
        );
      return nearText(col, text.trim());
    }
    case 'exists':
      if (typeof value !== 'boolean') throw badRequest(`${path}: exists takes true or false`);
      return value ? sql`${col} is not null` : sql`${col} is null`;
    default:
      throw badRequest(`${path}: unknown operator "${op}"`);
  }
}

/**
 * Compiles a LoopBack `where` into SQL over the model's declared filterable fields; values are always bound.
 * @example
 * compileWhere(fields, { and: [{ isPublished: true }, { name: { ilike: '%par%' } }] })
 */
export function compileWhere(
  fields: TModelFields,
  where: TWhere | undefined,
  at: { path?: string; depth?: number } = {},
): SQL | undefined {
  const { path = 'where', depth = 0 } = at;
  if (!where) return undefined;
  if (depth > MAX_DEPTH) throw badRequest(`${path}: nested too deeply`);
  if (typeof where !== 'object' || Array.isArray(where)) throw badRequest(`${path}: expected an object`);
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(where)) {
    const here = `${path}.${key}`;
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value) || value.length === 0)
        throw badRequest(`${here}: expected a non-empty list of conditions`);
      if (value.length > 100) throw badRequest(`${here}: at most 100 conditions`);
      const inner = value.map(
        (w, i) => compileWhere(fields, w as TWhere, { path: `${here}[${i}]`, depth: depth + 1 }) ?? sql`true`,
      );
      parts.push((key === 'and' ? and(...inner) : or(...inner)) as SQL);
      continue;
    }
    const virtual = fields.virtual.get(key);
    if (virtual) {
      parts.push(virtual(value, here));
      continue;
    }
    const field = fields.all.get(key);
    if (!field || !fields.filterable.has(key)) {
      throw badRequest(
        `${here}: "${key}" is not a field you can filter on; use one of ${[...fields.filterable, ...fields.virtual.keys()].join(', ')}`,
      );
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const ops = Object.entries(value as Record<string, unknown>);
      if (ops.length === 0) throw badRequest(`${here}: empty condition`);
      for (const [op, operand] of ops) parts.push(condition({ field, op, value: operand, path: `${here}.${op}` }));
    } else {
      parts.push(condition({ field, op: 'eq', value, path: here }));
    }
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : (and(...parts) as SQL);
}
