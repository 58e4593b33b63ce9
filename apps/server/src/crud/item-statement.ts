import { type SQL, and, eq, getTableName, sql } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { cacheFor } from './statement-memo';
import { type TField, modelFields } from './fields';
import type { TFilter, TInclude } from './filter';
import type { TRow } from './list';
import { selection } from './list';
import type { TModel, TRelation } from './model';
import { parseOrder } from './order';
import { relationTarget } from './registry';
import { aliasedTable, countSubquery, countableRelations, ident, liveSql, requireInclude } from './relation-query';
import { deletedColumn } from './soft-delete';

/** The item's alias in its statement; the includes' subqueries name it. */
const ITEM = 'item';
/** json_build_object takes at most 100 arguments: 50 fields. */
const MAX_JSON_FIELDS = 50;

/** Column types whose JSON text reads back as the value the driver and Drizzle would give (a Date is written as its ISO text). */
const AS_JSON = new Set([
  'PgInteger',
  'PgSerial',
  'PgSmallInt',
  'PgText',
  'PgVarchar',
  'PgChar',
  'PgBoolean',
  'PgDoublePrecision',
  'PgReal',
  'PgJson',
  'PgJsonb',
  'PgEnumColumn',
]);

/** A field's value inside a JSON object, or undefined when JSON would change it (numeric as a number, a custom type). */
function jsonValue(field: TField, at: string): string | undefined {
  const column = field.column;
  const ref = `${at}.${ident(column.name)}`;
  if (AS_JSON.has(column.columnType)) return ref;
  if (column.columnType === 'PgArray' && /^(integer|text|varchar)\[\]$/.test(column.getSQLType())) return ref;
  if (column.columnType === 'PgTimestamp' && (column as unknown as { mode?: string }).mode !== 'string') {
    // The text Date#toISOString writes, which is how the answer writes a Date read the usual way.
    const utc = (column as unknown as { withTimezone: boolean }).withTimezone ? `${ref} at time zone 'UTC'` : ref;
    return `to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return undefined;
}

/**
 * `json_build_object(…)` of the picked fields of a row aliased `at`, and the fields read back as Dates, or undefined when
 * one of them cannot be read as JSON.
 */
function jsonObject(model: TModel, scope: TFilter | undefined, { at, path }: { at: string; path: string }) {
  const fields = modelFields(model);
  const picked = Object.keys(selection(fields, scope?.fields, `${path}.fields`));
  if (picked.length > MAX_JSON_FIELDS) return undefined;
  const pairs: string[] = [];
  const dates: string[] = [];
  for (const name of picked) {
    const field = fields.all.get(name) as TField;
    const value = jsonValue(field, at);
    if (value === undefined) return undefined;
    if (field.column.columnType === 'PgTimestamp') dates.push(name);
    pairs.push(`'${name.replaceAll("'", "''")}', ${value}`);
  }
  return { text: `json_build_object(${pairs.join(', ')})`, dates };
}

/** An include's JSON column and what turns its text dates back into Dates, as the separate reads give them. */
type TJsonColumn = { text: string; dates: string[] };

/** The included row (or rows) with its date fields as Dates. */
function revive(value: unknown, dates: string[]): unknown {
  if (dates.length === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((row) => revive(row, dates));
  const row = value as Record<string, unknown>;
  for (const name of dates) if (typeof row[name] === 'string') row[name] = new Date(row[name]);
  return row;
}

/** A scope the one statement can read: fields, order, limit and skip only (a `where` or a nested include waits for the rows). */
function plainScope(scope: TFilter | undefined): boolean {
  if (!scope) return true;
  return (
    scope.where === undefined &&
    (scope.include === undefined || scope.include.length === 0) &&
    scope.includeCount !== true
  );
}

/** A to-many relation's rows as a JSON array, in the order relatedRows gives them. */
function toManyJson(relation: Exclude<TRelation, { kind: 'belongsTo' }>, scope: TFilter | undefined, path: string) {
  const target = relationTarget(relation);
  const object = jsonObject(target, scope, { at: 'c', path });
  if (!object) return undefined;
  const limit = Math.min(scope?.limit ?? 1000, 1000);
  const skip = scope?.skip ?? 0;
  const explicit = (scope?.order?.length ?? 0) > 0;
  const order: string[] = [];
  if (relation.orderBy && !explicit) {
    const at = relation.kind === 'hasMany' ? 'c' : 'j';
    order.push(`${at}.${ident(relation.orderBy.name)} asc nulls last`);
  }
  for (const part of parseOrder(modelFields(target), scope?.order, { path: `${path}.order` }))
    order.push(`c.${ident(part.field.column.name)} ${part.desc ? 'desc' : 'asc'}`);
  const table = ident(getTableName(target.table));
  const from =
    relation.kind === 'hasMany'
      ? `from ${table} c where c.${ident(relation.foreignKey.name)} = ${ITEM}.id`
      : `from ${ident(getTableName(relation.through))} j join ${table} c on c.${ident(target.id.name)} = j.${ident(relation.targetKey.name)} where j.${ident(relation.sourceKey.name)} = ${ITEM}.id`;
  const rows = `select ${object.text} ${from}${liveSql(target, 'c')} order by ${order.join(', ')} limit ${limit} offset ${skip}`;
  return { text: `to_json(array(${rows}))`, dates: object.dates };
}

/** A belongsTo include as one JSON object (null when missing or deleted). */
function toOneJson(relation: Extract<TRelation, { kind: 'belongsTo' }>, scope: TFilter | undefined, path: string) {
  const target = relationTarget(relation);
  const object = jsonObject(target, scope, { at: 'c', path });
  if (!object) return undefined;
  const where = `c.${ident(target.id.name)} = ${ITEM}.${ident(relation.localKey.name)}${liveSql(target, 'c')}`;
  return {
    text: `(select ${object.text} from ${ident(getTableName(target.table))} c where ${where})`,
    dates: object.dates,
  };
}

/**
 * One include as a JSON column of the item's statement, or undefined when only the separate reads can answer it. An
 * unknown relation, or a scope on a derived include, is the same 400 the separate reads give (requireInclude).
 */
function includeJson(model: TModel, include: TInclude, path: string): { name: string; column?: TJsonColumn } {
  const { name, relation, derived } = requireInclude(model, include, path);
  if (!plainScope(include.scope)) return { name };
  const scopePath = `${path}.scope`;
  if (relation)
    return {
      name,
      column:
        relation.kind === 'belongsTo'
          ? toOneJson(relation, include.scope, scopePath)
          : toManyJson(relation, include.scope, scopePath),
    };
  return { name, column: derived?.inline ? { text: derived.inline(ITEM), dates: [] } : undefined };
}

/** Each include's answer name and its column text, or undefined when one of them cannot be read in the statement. */
function includeColumns(model: TModel, filter: TFilter): Record<string, TJsonColumn> | undefined {
  const columns: Record<string, TJsonColumn> = {};
  for (const [i, include] of (filter.include ?? []).entries()) {
    const { name, column } = includeJson(model, include, `filter.include[${i}]`);
    if (!column || name in columns) return undefined;
    columns[name] = column;
  }
  if (filter.includeCount) {
    const counts = countableRelations(model).map((name) => {
      const relation = model.relations?.[name] as Exclude<TRelation, { kind: 'belongsTo' }>;
      return `'${name}', ${countSubquery(relation, `${ITEM}.id`)}`;
    });
    columns.counts = { text: counts.length > 0 ? `json_build_object(${counts.join(', ')})` : `'{}'::json`, dates: [] };
  }
  return columns;
}

type TItemStatement = { execute: (values: { id: number }) => Promise<TRow[]> };
/** Undefined: this shape needs the separate reads (remembered too, so it is worked out once). */
const statements = new WeakMap<Db, LRUCache<string, TItemStatement | false>>();

function buildStatement(db: Db, model: TModel, filter: TFilter): TItemStatement | false {
  const columns = includeColumns(model, filter);
  if (!columns) return false;
  const { table: item, column: at } = aliasedTable(model.table, ITEM);
  const own = Object.fromEntries([...modelFields(model).all.values()].map((f) => [f.name, at(f.column)]));
  const extra = Object.fromEntries(
    Object.entries(columns).map(([name, { text, dates }]) => [
      name,
      sql.raw(text).mapWith((value: unknown) => revive(value, dates)),
    ]),
  );
  const deleted = deletedColumn(model);
  return db
    .select({ ...own, ...extra })
    .from(item)
    .where(and(eq(at(model.id), sql.placeholder('id')), deleted ? (sql`${at(deleted)} = false` as SQL) : undefined))
    .limit(1)
    .prepare('') as unknown as TItemStatement;
}

/**
 * One record with the includes and counts an item filter asks for, read in **one** statement built once per filter shape
 * (the id a placeholder): each include a JSON column, each count a subquery (kept counts where the model keeps them).
 * A detail screen's first request is one round trip whatever it includes (issue 31 point 2). Undefined when the shape
 * needs the separate reads (decorateRows): a scope with a `where` or nested includes, a field JSON would change, a
 * derived include without `inline`. A missing or deleted record reads as `null`.
 * @example
 * await itemInOneRead(db, { model: placeModel, id: 7, filter: { include: [{ relation: 'tags' }], includeCount: true } })
 */
export async function itemInOneRead(
  db: Db,
  { model, id, filter }: { model: TModel; id: number; filter: TFilter },
): Promise<TRow | null | undefined> {
  const known = cacheFor(statements, db, 500);
  const key = JSON.stringify([model.resource.path, filter.include ?? [], filter.includeCount === true]);
  let statement = known.get(key);
  if (statement === undefined) {
    // A bad include throws its 400 here, every time (errors are not remembered).
    statement = buildStatement(db, model, filter);
    known.set(key, statement);
  }
  if (statement === false) return undefined;
  const [row] = await statement.execute({ id });
  return row ?? null;
}
