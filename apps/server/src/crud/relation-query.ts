import { type SQL, and, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable, type PgTableWithColumns, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { badRequest } from '../lib/http-error';
import { modelFields } from './fields';
import type { TFilter, TInclude } from './filter';
import { type TJoinedInclude, type TRow, listCondition, selection } from './list';
import { memoStatement } from './statement-memo';
import type { TDerivedInclude, TModel, TRelation } from './model';
import { LIVE_LINKS_COUNTED, PARENT_COUNTED } from '../db/schema/row-counts';
import { orderSql, parseOrder } from './order';
import { relationTarget } from './registry';
import { deletedColumn, liveText } from './soft-delete';

/** Finds a relation by name, ignoring case (paths are case-insensitive, and the router may lower-case them). */
export function findRelation(model: TModel, name: string): [string, TRelation] | undefined {
  const lower = name.toLowerCase();
  return Object.entries(model.relations ?? {}).find(([key]) => key.toLowerCase() === lower);
}

/** A derived include by name, ignoring case like relations. */
function findDerived(model: TModel, name: string): [string, TDerivedInclude] | undefined {
  const lower = name.toLowerCase();
  return Object.entries(model.derivedIncludes ?? {}).find(([key]) => key.toLowerCase() === lower);
}

/** `path` and the known names, for a relation (or, where `includes` says so, an include) that does not exist. */
function unknownRelation(model: TModel, asked: { name: string; path: string; includes: boolean }) {
  const { name, path, includes } = asked;
  const names = [...Object.keys(model.relations ?? {}), ...(includes ? Object.keys(model.derivedIncludes ?? {}) : [])];
  return badRequest(
    `${path}: ${model.resource.model} has no relation "${name}"; known relations: ${names.join(', ') || 'none'}`,
  );
}

export function requireRelation(model: TModel, name: string, path = 'relation'): [string, TRelation] {
  const found = findRelation(model, name);
  if (!found) throw unknownRelation(model, { name, path, includes: false });
  return found;
}

/** An include's relation, or its derived include (which takes no scope), or a 400 naming the known ones. */
export function requireInclude(
  model: TModel,
  include: TInclude,
  path: string,
): { name: string; relation?: TRelation; derived?: TDerivedInclude } {
  const relation = findRelation(model, include.relation);
  if (relation) return { name: relation[0], relation: relation[1] };
  const derived = findDerived(model, include.relation);
  if (!derived) throw unknownRelation(model, { name: include.relation, path, includes: true });
  if (include.scope && Object.values(include.scope).some((v) => v !== undefined)) {
    throw badRequest(
      `${path}.scope: "${derived[0]}" of ${model.resource.model} is worked out whole and takes no scope`,
    );
  }
  return { name: derived[0], derived: derived[1] };
}

/** The column of a join table or child table that points back at the parent. */
export function parentKey(relation: TRelation): AnyPgColumn | undefined {
  if (relation.kind === 'hasMany') return relation.foreignKey;
  if (relation.kind === 'manyToMany') return relation.sourceKey;
  return undefined;
}

/**
 * Rows related to the given parents, each tagged with `__parent`, in the relation's own order.
 * Target rows pass the target's own filter rules (declared fields, soft delete); `path` places the scope in the request.
 * @example
 * await relatedRows(db, { relation: cityModel.relations.landmarks, parentIds: [4], scope: { fields: ['name'] }, path: 'filter' })
 */
export async function relatedRows(
  db: Db,
  query: { relation: TRelation; parentIds: number[]; scope?: TFilter; path?: string },
): Promise<TRow[]> {
  const { relation, parentIds, scope = {}, path = 'scope' } = query;
  const target = relationTarget(relation);
  const fields = modelFields(target);
  const cols = selection(fields, scope.fields, `${path}.fields`);
  const limit = Math.min(scope.limit ?? 1000, 1000);
  const skip = scope.skip ?? 0;
  if (parentIds.length === 0 || limit === 0) return [];
  if (relation.kind === 'belongsTo') {
    // A list's include of what its rows point to (each eatinerary's city): the same page asks for the same ids again.
    const key = JSON.stringify(['belongsTo', target.resource.path, scope.fields, scope.where, parentIds]);
    return memoStatement(db, key, () =>
      db
        .select({ ...cols, __parent: target.id })
        .from(target.table)
        .where(
          and(
            inArray(target.id, parentIds),
            listCondition({ model: target, where: scope.where, path: `${path}.where` }),
          ),
        ),
    ) as Promise<TRow[]>;
  }
  const explicitOrder = scope.order && scope.order.length > 0;
  const order: SQL[] = [];
  if (relation.orderBy && !explicitOrder) order.push(sql`${relation.orderBy} asc nulls last`);
  order.push(...orderSql(parseOrder(fields, scope.order, { path: `${path}.order` })));
  if (relation.kind === 'hasMany') {
    return db
      .select({ ...cols, __parent: relation.foreignKey })
      .from(target.table)
      .where(
        listCondition({
          model: target,
          where: scope.where,
          extra: inArray(relation.foreignKey, parentIds),
          path: `${path}.where`,
        }),
      )
      .orderBy(...order)
      .limit(limit)
      .offset(skip) as Promise<TRow[]>;
  }
  return db
    .select({ ...cols, __parent: relation.sourceKey })
    .from(target.table)
    .innerJoin(relation.through, eq(relation.targetKey, target.id))
    .where(
      listCondition({
        model: target,
        where: scope.where,
        extra: inArray(relation.sourceKey, parentIds),
        path: `${path}.where`,
      }),
    )
    .orderBy(...order)
    .limit(limit)
    .offset(skip) as Promise<TRow[]>;
}

/** A model's own identifier, quoted for a statement built as text. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** ` and <alias>` live when the model hides soft-deleted rows (soft-delete.ts), else nothing. */
export function liveSql(model: TModel, alias: string): string {
  const live = liveText(model, alias);
  return live ? ` and ${live}` : '';
}

/**
 * One correlated count per relation, over parents named `parent` (`p.id` by default); built from the models' own identifiers only.
 * @example
 * sql.raw(countSubquery(relation, '"destinations"."id"')) // a count column of a select over destinations
 */
export function countSubquery(relation: Exclude<TRelation, { kind: 'belongsTo' }>, parent = 'p.id'): string {
  const target = relationTarget(relation);
  if (relation.keptCount) return keptCountSql(relation, parent);
  const targetTable = ident(getTableName(target.table));
  if (relation.kind === 'hasMany') {
    return `(select count(*)::int from ${targetTable} c where c.${ident(relation.foreignKey.name)} = ${parent}${liveSql(target, 'c')})`;
  }
  const through = ident(getTableName(relation.through));
  const link = `j.${ident(relation.sourceKey.name)} = ${parent}`;
  const live = relation.countJoinRows ? '' : liveSql(target, 'c');
  // Only join the target when its soft-deleted rows must be left out.
  return live
    ? `(select count(*)::int from ${through} j join ${targetTable} c on c.id = j.${ident(relation.targetKey.name)} where ${link}${live})`
    : `(select count(*)::int from ${through} j where ${link})`;
}

/** The count the `parent_counts` triggers keep (migration 0007): one primary-key read instead of counting thousands of rows. */
function keptCountSql(relation: Exclude<TRelation, { kind: 'belongsTo' }>, parent: string): string {
  const [child, key] =
    relation.kind === 'hasMany'
      ? [getTableName(relationTarget(relation).table), relation.foreignKey.name]
      : [getTableName(relation.through), relation.sourceKey.name];
  // A kept count of links is of all of them (countJoinRows), unless the triggers leave deleted targets out themselves.
  if (relation.kind === 'manyToMany' && !relation.countJoinRows && !LIVE_LINKS_COUNTED.has(child))
    throw new Error(`keptCount on ${child} counts join rows: set countJoinRows too`);
  if (relation.kind === 'manyToMany' && relation.countJoinRows && LIVE_LINKS_COUNTED.has(child))
    throw new Error(`parent_counts keeps ${child}'s links to live rows only: leave countJoinRows out`);
  if ((PARENT_COUNTED as Record<string, string>)[child] !== key)
    throw new Error(`parent_counts does not keep ${child} by ${key}; add it to PARENT_COUNTED and migration 0007`);
  return `coalesce((select k.n from parent_counts k where k.relation = '${child}' and k.parent_id = ${parent}), 0)`;
}

/**
 * How many live related rows each parent has, for every to-many relation named, in one statement.
 * @example
 * await relationCounts(db, { model: cityModel, names: ['landmarks', 'cuisines'], parentIds: [4, 5] }) // Map { 4 => { landmarks: 12, cuisines: 3 }, … }
 */
export async function relationCounts(
  db: Db,
  { model, names, parentIds }: { model: TModel; names: string[]; parentIds: number[] },
): Promise<Map<number, Record<string, number>>> {
  const counts = new Map<number, Record<string, number>>(parentIds.map((id) => [id, {}]));
  const toMany = names.flatMap((name) => {
    const relation = model.relations?.[name];
    return relation && relation.kind !== 'belongsTo' ? [[name, relation] as const] : [];
  });
  if (parentIds.length === 0 || toMany.length === 0) return counts;
  const columns = toMany.map(([name, relation]) => `${countSubquery(relation)} as ${ident(name)}`).join(', ');
  const rows = await executeRows<Record<string, number>>(
    db,
    sql`select p.id as "__parent", ${sql.raw(columns)} from unnest(${sql.param(parentIds)}::int[]) as p(id)`,
  );
  for (const row of rows) {
    const { __parent, ...rest } = row;
    counts.set(Number(__parent), rest);
  }
  return counts;
}

/** The API name of one of a model's columns. */
export const fieldNameOf = (model: TModel, column: AnyPgColumn) =>
  [...modelFields(model).all.values()].find((f) => f.column === column)?.name;

/** Relations whose size `includeCount` reports. */
export const countableRelations = (model: TModel) =>
  Object.entries(model.relations ?? {})
    .filter(([, r]) => r.kind !== 'belongsTo')
    .map(([name]) => name);

/**
 * The filter with the local keys its belongsTo includes need added to `fields`, so `fields` cannot starve an include.
 * @example
 * withIncludeKeys(placeModel, { fields: ['name'], include: [{ relation: 'destination' }] }) // fields: ['name', 'destinationId']
 */
export function withIncludeKeys<T extends TFilter>(model: TModel, filter: T): T {
  if (!filter.fields || !filter.include || filter.include.length === 0) return filter;
  const extra = filter.include
    .map((inc, i) => requireInclude(model, inc, `include[${i}]`).relation)
    .flatMap((rel) => (rel?.kind === 'belongsTo' ? [fieldNameOf(model, rel.localKey)] : []))
    .filter((n): n is string => !!n);
  return { ...filter, fields: [...new Set([...filter.fields, ...extra])] };
}

/**
 * A table under another name (`from establishments item`), and each of its columns as that name reads it.
 * @example
 * const { table, column } = aliasedTable(places.table, 'item'); db.select({ id: column(places.id) }).from(table)
 */
export function aliasedTable(table: PgTable, name: string) {
  const keys = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column as AnyPgColumn, key]));
  const renamed = alias(table as PgTableWithColumns<never>, name) as unknown as Record<string, AnyPgColumn> & PgTable;
  return { table: renamed as PgTable, column: (column: AnyPgColumn) => renamed[keys.get(column) as string] };
}

/**
 * The filter's belongsTo includes that can be read in the page's own statement (a left join, see listRows): those whose
 * scope asks for fields only. Each saves a round trip to the database per page (an eatinerary list with its cities); the
 * others, and every other kind of include, stay for decorateRows (`rest`).
 * @example
 * const { joins, rest } = joinedIncludes(eatineraryModel, { include: [{ relation: 'destination', scope: { fields: ['id', 'name'] } }] });
 * const rows = await listRows(db, { model, filter, joins }); await decorateRows(db, { model, rows, filter: rest });
 */
export function joinedIncludes(model: TModel, filter: TFilter): { joins: TJoinedInclude[]; rest: TFilter } {
  const joins: TJoinedInclude[] = [];
  const rest: TInclude[] = [];
  for (const [i, include] of (filter.include ?? []).entries()) {
    const { name, relation } = requireInclude(model, include, `filter.include[${i}]`);
    // A parsed scope always carries `include` (empty when none was asked for).
    const scope = (include.scope ?? {}) as Record<string, unknown>;
    const scopeKeys = Object.keys(scope).filter(
      (k) => scope[k] !== undefined && !(k === 'include' && Array.isArray(scope[k]) && scope[k].length === 0),
    );
    if (!relation || relation.kind !== 'belongsTo' || scopeKeys.some((k) => k !== 'fields')) {
      rest.push(include);
      continue;
    }
    const target = relationTarget(relation);
    const { table: renamed, column: as } = aliasedTable(target.table, `inc_${joins.length}`);
    const picked = selection(modelFields(target), include.scope?.fields, `filter.include[${i}].scope.fields`);
    const deleted = deletedColumn(target);
    joins.push({
      name,
      table: renamed,
      on: and(eq(as(target.id), relation.localKey), deleted ? eq(as(deleted), false) : undefined) as SQL,
      cols: Object.fromEntries(Object.entries(picked).map(([field, column]) => [field, as(column)])),
      key: JSON.stringify([name, include.scope?.fields ?? null]),
    });
  }
  return { joins, rest: { ...filter, include: rest } };
}

/**
 * Adds `include`d relations and `counts` to a page of rows, in a fixed number of queries whatever the page size; a scope's
 * own `include` (nested, at most MAX_INCLUDE_DEPTH levels and MAX_INCLUDES relations in all, see filter.ts) decorates the related rows in turn.
 * With `ids` given, `rows` may still be on their way: what needs only the ids (to-many lists, derived includes, counts)
 * is read beside them, in the same wave (one item's detail: one round trip, not two); a to-one include waits for them.
 * @example
 * await decorateRows(db, { model: cityModel, rows, filter: { include: [{ relation: 'destinationPack' }], includeCount: true } })
 * await decorateRows(db, { model: placeModel, rows: read.then((row) => [row]), ids: [id], filter })
 */
export async function decorateRows(
  db: Db,
  page: { model: TModel; rows: TRow[] | Promise<TRow[]>; ids?: number[]; filter: TFilter },
): Promise<TRow[]> {
  const { model, filter } = page;
  const ready = Promise.resolve(page.rows);
  // Rows still on their way may fail (a 404) before any task waits for them: the caller hears of it (the returned
  // promise, and its own await of the read), so it is no unhandled rejection meanwhile.
  ready.catch(() => undefined);
  const ids = page.ids ?? (await ready).map((r) => r.id as number);
  if (ids.length === 0) return ready;
  const tasks: Promise<void>[] = [];
  for (const [i, include] of (filter.include ?? []).entries()) {
    const { name, relation, derived } = requireInclude(model, include, `filter.include[${i}]`);
    if (derived) {
      tasks.push(
        (async () => {
          const found = await derived.load(db, ids);
          for (const row of await ready) row[name] = found.get(row.id as number) ?? derived.empty;
        })(),
      );
      continue;
    }
    if (!relation) continue;
    const target = relationTarget(relation);
    const scope = include.scope && withIncludeKeys(target, include.scope);
    const nested = async (found: TRow[]) => {
      if (scope && ((scope.include?.length ?? 0) > 0 || scope.includeCount))
        await decorateRows(db, { model: target, rows: found, filter: scope });
    };
    tasks.push(
      (async () => {
        if (relation.kind === 'belongsTo') {
          const rows = await ready;
          const keyName = fieldNameOf(model, relation.localKey);
          const targets = keyName
            ? [...new Set(rows.map((r) => r[keyName]).filter((v): v is number => typeof v === 'number'))]
            : [];
          const found = await relatedRows(db, {
            relation,
            parentIds: targets,
            scope,
            path: `filter.include[${i}].scope`,
          });
          const byId = new Map(found.map(({ __parent, ...rest }) => [__parent, rest]));
          await nested([...byId.values()]);
          for (const row of rows) row[name] = keyName ? (byId.get(row[keyName]) ?? null) : null;
          return;
        }
        const found = await relatedRows(db, { relation, parentIds: ids, scope, path: `filter.include[${i}].scope` });
        const grouped = new Map<unknown, TRow[]>();
        const all: TRow[] = [];
        for (const { __parent, ...rest } of found) {
          const list = grouped.get(__parent) ?? [];
          list.push(rest);
          all.push(rest);
          grouped.set(__parent, list);
        }
        await nested(all);
        for (const row of await ready) row[name] = grouped.get(row.id) ?? [];
      })(),
    );
  }
  if (filter.includeCount) {
    tasks.push(
      (async () => {
        const counts = await relationCounts(db, { model, names: countableRelations(model), parentIds: ids });
        for (const row of await ready) row.counts = counts.get(row.id as number) ?? {};
      })(),
    );
  }
  await Promise.all(tasks);
  return ready;
}
