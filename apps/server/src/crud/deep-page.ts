import { type SQL, and, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { tableVersion } from '../db/table-version';
import { COUNTED_TABLES } from '../db/schema/row-counts';
import type { TModel } from './model';
import type { TOrderPart } from './order';
import { orderSql } from './order';

/** Distance between remembered anchors; a deep page walks at most this many index entries. */
const STRIDE = 5000;
const MAX_LISTS = 200;
const COUNTED = new Set<string>(COUNTED_TABLES);

type TAnchors = { version: string; offsets: number[]; keys: unknown[][] };
/**
 * Per database, then per table, filter and order: the sort key of every STRIDE-th row, valid while the table's version
 * stands. Per database because versions are counters that two databases in one process (tests) can share.
 */
const caches = new WeakMap<Db, Map<string, TAnchors>>();

/** Row comparison in the order's direction: `(name, id) > (…)` for ascending, `<` for descending. */
function after(parts: TOrderPart[], key: unknown[]): SQL {
  const columns = sql.join(
    parts.map((p) => sql`${p.field.column}`),
    sql`, `,
  );
  const values = sql.join(
    key.map((v) => sql`${v}`),
    sql`, `,
  );
  return parts[0].desc ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

/** Whether anchors can serve this order: one direction throughout (a row comparison needs it), and no nullable key. */
export function anchorable(model: TModel, parts: TOrderPart[]): boolean {
  return (
    COUNTED.has(getTableName(model.table)) && parts.every((p) => p.desc === parts[0].desc && p.field.column.notNull)
  );
}

/**
 * Ids of one deep page. The first request walks the index once and remembers where every STRIDE-th row starts;
 * later pages seek to the nearest anchor and walk fewer than STRIDE entries. Any write to the table raises its
 * version (a trigger) and drops the anchors, so a page never comes from a stale map.
 * @example
 * await deepPageIds(db, { model: placeModel, key: 'establishments|{}|name,id', where, parts, skip: 200000, limit: 20 })
 */
export async function deepPageIds(
  db: Db,
  page: { model: TModel; key: string; where: SQL | undefined; parts: TOrderPart[]; skip: number; limit: number },
) {
  const { model, key, where, parts, skip, limit } = page;
  const table = getTableName(model.table);
  const version = await tableVersion(db, table);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let anchors = cache.get(key);
  if (!anchors || anchors.version !== version) {
    anchors = { version, offsets: [], keys: [] };
    cache.delete(key);
    if (cache.size >= MAX_LISTS) cache.delete(cache.keys().next().value as string);
    cache.set(key, anchors);
  }
  const order = orderSql(parts);
  const orderList = sql.join(order, sql`, `);
  const builtTo = anchors.offsets.at(-1) ?? 0;
  if (builtTo + STRIDE <= skip) {
    // Extend the map from the last anchor up to the page, in one walk.
    const start = builtTo > 0 ? after(parts, anchors.keys.at(-1) as unknown[]) : undefined;
    const columns = sql.join(
      parts.map((p, i) => sql`${p.field.column} as ${sql.identifier(`k${i}`)}`),
      sql`, `,
    );
    const walk = await executeRows(
      db,
      sql`select * from (select ${columns}, row_number() over (order by ${orderList}) as __rn from ${model.table} where ${and(where, start) ?? sql`true`} order by ${orderList} limit ${skip - builtTo}) w where w.__rn % ${STRIDE} = 0`,
    );
    for (const row of walk) {
      anchors.offsets.push(builtTo + Number(row.__rn));
      anchors.keys.push(parts.map((_, i) => row[`k${i}`]));
    }
  }
  let at = -1;
  for (let i = anchors.offsets.length - 1; i >= 0; i--) {
    if (anchors.offsets[i] <= skip) {
      at = i;
      break;
    }
  }
  const from = at >= 0 ? after(parts, anchors.keys[at]) : undefined;
  const offset = at >= 0 ? skip - anchors.offsets[at] : skip;
  return db
    .select({ id: model.id })
    .from(model.table)
    .where(and(where, from))
    .orderBy(...order)
    .limit(limit)
    .offset(offset) as Promise<{ id: number }[]>;
}
