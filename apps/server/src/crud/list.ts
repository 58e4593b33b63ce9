import { type SQL, and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import { COUNTED_TABLES, rowCounts } from '../db/schema/row-counts';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { badRequest } from '../lib/http-error';
import { type TModelFields, modelFields } from './fields';
import { MAX_LIMIT, type TFilter, type TWhere } from './filter';
import type { TModel } from './model';
import { anchorable, deepPageIds } from './deep-page';
import { orderSql, parseOrder } from './order';
import { liveCondition } from './soft-delete';
import { memoRows, memoStatement } from './statement-memo';
import { keptFacetCount } from './facet-count';
import { keptRuleCount } from '../completeness/rule-counts';
import { compileWhere } from './where';

/** From this offset on, a page is found through the index first and only its rows are read. */
const DEEP_SKIP = 1000;

export type TRow = Record<string, unknown>;

/** The columns a request asked for (`fields`), checked against the model; id is always answered. */
export function selection(
  fields: TModelFields,
  wanted: string[] | undefined,
  path = 'fields',
): Record<string, AnyPgColumn> {
  const names = wanted && wanted.length > 0 ? wanted : [...fields.all.keys()];
  const out: Record<string, AnyPgColumn> = {};
  for (const name of names) {
    const field = fields.all.get(name);
    if (!field) throw badRequest(`${path}: unknown field "${name}"`);
    out[name] = field.column;
  }
  const id = fields.all.get('id');
  if (id) out.id = id.column;
  return out;
}

/** What a list or count reads: the model, the client's `where` (at `path` in the request), and a condition of the route's own. */
export type TListQuery = { model: TModel; where?: TWhere; extra?: SQL; path?: string };

/** The where clause plus the soft-delete rule (soft-delete.ts), which a `where` naming `deleted` replaces. */
export function listCondition({ model, where, extra, path = 'where' }: TListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [compileWhere(modelFields(model), where, { path }), extra];
  if (!(where && 'deleted' in where)) parts.push(liveCondition(model));
  const present = parts.filter((p): p is SQL => p !== undefined);
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : and(...present);
}

/**
 * A row's belongsTo include read in the page's own statement (a left join) instead of a query after it: `name` is the
 * key the related row is answered under (null when missing or deleted), `key` what makes it distinct for statement-memo.
 */
export type TJoinedInclude = { name: string; table: PgTable; on: SQL; cols: Record<string, AnyPgColumn>; key: string };

/**
 * One page of a model's rows for a LoopBack filter; `joins` (pages near the start only) adds related rows to each.
 * @example
 * await listRows(db, { model: cityModel, filter: { where: { isPublished: true }, order: ['name ASC'], limit: 20, skip: 40 } })
 */
export async function listRows(db: Db, query: TPageQuery): Promise<TRow[]> {
  const { model, filter, extra, defaultOrder, joins = [] } = query;
  if (filter.limit === 0) return [];
  if ((filter.skip ?? 0) >= DEEP_SKIP) {
    if (joins.length > 0) throw new Error('listRows: joins are for pages near the start (see nearStart)');
    return deepPage(db, query);
  }
  // With no condition of the route's own, the statement is remembered by the request's values (statement-memo.ts).
  if (extra) return pageQuery(db, query) as Promise<TRow[]>;
  const key = JSON.stringify([
    'list',
    model.resource.path,
    filter.fields,
    filter.where,
    filter.order,
    filter.limit,
    filter.skip,
    defaultOrder,
    joins.map((j) => j.key),
  ]);
  if (joins.length > 0) return memoStatement(db, key, () => pageQuery(db, query)) as Promise<TRow[]>;
  // One table's columns: mapped by a plan made once (statement-memo.ts memoRows).
  const columns = () => selection(modelFields(model), filter.fields);
  return memoRows(db, key, { build: () => pageQuery(db, query), columns });
}

/** Whether a page is read with limit/offset over the order's index (and may take joins). */
export const nearStart = (filter: TFilter) => (filter.skip ?? 0) < DEEP_SKIP;

type TPageQuery = {
  model: TModel;
  filter: TFilter;
  extra?: SQL;
  defaultOrder?: string;
  joins?: TJoinedInclude[];
  /** Comes before the filter's order: a misspelt search's near matches, closest first (crud/search-plan.ts). */
  firstOrder?: SQL[];
};

/** A page near the start: limit/offset over the order's index. */
function pageQuery(db: Db, { model, filter, extra, defaultOrder, joins = [], firstOrder = [] }: TPageQuery) {
  const fields = modelFields(model);
  const cols: Record<string, unknown> = selection(fields, filter.fields);
  for (const join of joins) cols[join.name] = join.cols;
  let query = db
    .select(cols as Record<string, AnyPgColumn>)
    .from(model.table)
    .$dynamic();
  for (const join of joins) query = query.leftJoin(join.table, join.on);
  return query
    .where(listCondition({ model, where: filter.where, extra }))
    .orderBy(...firstOrder, ...orderSql(parseOrder(fields, filter.order, { fallback: defaultOrder })))
    .limit(Math.min(filter.limit ?? MAX_LIMIT, MAX_LIMIT))
    .offset(filter.skip ?? 0);
}

/** A page far from the start: its ids found through the index first (deep-page.ts), then only its rows read. */
async function deepPage(db: Db, { model, filter, extra, defaultOrder }: TPageQuery): Promise<TRow[]> {
  const fields = modelFields(model);
  const cols = selection(fields, filter.fields);
  const where = listCondition({ model, where: filter.where, extra });
  const parts = parseOrder(fields, filter.order, { fallback: defaultOrder });
  const order = orderSql(parts);
  const limit = Math.min(filter.limit ?? MAX_LIMIT, MAX_LIMIT);
  const skip = filter.skip ?? 0;
  const ids =
    !extra && anchorable(model, parts)
      ? await deepPageIds(db, {
          model,
          key: JSON.stringify([model.resource.path, filter.where ?? null, filter.order ?? null, defaultOrder ?? null]),
          where,
          parts,
          skip,
          limit,
        })
      : ((await db
          .select({ id: model.id })
          .from(model.table)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(skip)) as { id: number }[]);
  if (ids.length === 0) return [];
  const rows = (await db
    .select(cols)
    .from(model.table)
    .where(
      inArray(
        model.id,
        ids.map((r) => r.id),
      ),
    )) as TRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((r) => byId.get(r.id)).filter((r): r is TRow => r !== undefined);
}

const COUNTED = new Set<string>(COUNTED_TABLES);

/** Unfiltered counts, or counts by published state alone, come from the trigger-kept row_counts instead of a scan. */
async function keptCount(db: Db, model: TModel, where: TWhere | undefined): Promise<number | undefined> {
  const table = getTableName(model.table);
  if (!COUNTED.has(table)) return undefined;
  const keys = Object.keys(where ?? {});
  let published: boolean | undefined;
  if (keys.length === 1 && keys[0] === 'isPublished') {
    const value = (where as TWhere).isPublished;
    if (value === true || value === 'true') published = true;
    else if (value === false || value === 'false') published = false;
    else return undefined;
  } else if (keys.length > 0) return undefined;
  const [row] = await memoStatement(db, JSON.stringify(['kept', table, published]), () =>
    db
      .select({ n: sql<number>`coalesce(sum(${rowCounts.n}), 0)::int` })
      .from(rowCounts)
      .where(
        and(eq(rowCounts.tableName, table), published === undefined ? undefined : eq(rowCounts.published, published)),
      ),
  );
  return row?.n ?? 0;
}

/**
 * How many live rows match; unfiltered and published-only counts come from the kept row counts, counts by one counted
 * field from the kept facet counts, counts by one completeness rule (in some cities) from the kept gap counts.
 * @example
 * await countRows(db, { model: cityModel, where: { isPublished: true } })
 */
export async function countRows(db: Db, query: TListQuery): Promise<number> {
  const { model, where, extra } = query;
  if (!extra) {
    const kept =
      (await keptCount(db, model, where)) ??
      (await keptFacetCount(db, { model, fields: modelFields(model), where })) ??
      (await keptRuleCount(db, model, where));
    if (kept !== undefined) return kept;
  }
  const counting = () =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(model.table)
      .where(listCondition(query));
  const [row] = extra
    ? await counting()
    : await memoStatement(db, JSON.stringify(['count', model.resource.path, where]), counting);
  return row?.count ?? 0;
}
