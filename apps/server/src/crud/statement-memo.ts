import { LRUCache } from 'lru-cache';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A built statement, ready to run again with the values it was built with. */
type TBuilt<T> = { execute: () => Promise<T> };
/** A Drizzle query builder, before it is built. */
type TBuilder<T> = { prepare: (name: string) => TBuilt<T> };

/** Distinct list and count requests remembered per database (console screens send a few dozen shapes). */
const MAX_SHAPES = 1000;
/** Longer keys (long searches, big `inq` lists) are built each time rather than filling memory. */
const MAX_KEY = 2000;
const memos = new WeakMap<Db, LRUCache<string, TBuilt<unknown>>>();

/**
 * The cache of one kind kept for `db` (each database has its own: tests open several), made on first use.
 * @example
 * const known = cacheFor(statements, db); known.get(key)
 */
export function cacheFor<T extends NonNullable<unknown>>(
  caches: WeakMap<Db, LRUCache<string, T>>,
  db: Db,
  max = MAX_SHAPES,
): LRUCache<string, T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LRUCache<string, T>({ max })));
  return cache;
}

/**
 * Runs the statement a list or count request needs, building it only the first time this exact request (its `key`:
 * the model, and every part of the filter that reaches the SQL) is seen. Building a Drizzle query costs more than
 * running it against a warm index (a tenth of the server's time on a console list); the values are part of the key,
 * so a remembered statement is exactly the one a fresh build would give. Errors are not remembered: a bad filter
 * throws while building, every time.
 * The empty name leaves naming to the pool's client (db/statement-cache.ts), which prepares each text once per connection.
 * @example
 * const rows = await memoStatement(db, JSON.stringify(['destinations', filter]), () => db.select(cols).from(table).limit(20));
 */
export function memoStatement<T>(db: Db, key: string, build: () => TBuilder<T>): Promise<T> {
  if (key.length > MAX_KEY) return build().prepare('').execute();
  const memo = cacheFor(memos, db);
  const known = memo.get(key) as TBuilt<T> | undefined;
  if (known) return known.execute();
  const built = build().prepare('');
  memo.set(key, built);
  return built.execute();
}

/** A built statement's rows as the driver gives them (by column name, values not yet mapped). */
type TRawBuilt = { all: () => Promise<Record<string, unknown>[]> };
type TRowPlan = { built: TRawBuilt; plan: (readonly [string, string, AnyPgColumn])[] };
const rowMemos = new WeakMap<Db, LRUCache<string, TRowPlan>>();

/**
 * memoStatement for a statement over one table whose answer fields are `columns()` (a list page without joins): its rows
 * are mapped by a plan made once, each field from its column's driver value, where Drizzle's generic mapping took a tenth
 * of a list page's server CPU (issue 31 point 3). The values are the ones Drizzle's own mapping gives (the column's
 * `mapFromDriverValue`).
 * @example
 * await memoRows(db, key, { build: () => db.select(cols).from(places).limit(20), columns: () => cols })
 */
export async function memoRows(
  db: Db,
  key: string,
  { build, columns }: { build: () => TBuilder<unknown>; columns: () => Record<string, AnyPgColumn> },
): Promise<Record<string, unknown>[]> {
  const memo = cacheFor(rowMemos, db);
  let known = key.length > MAX_KEY ? undefined : memo.get(key);
  if (!known) {
    const built = build().prepare('') as unknown as TRawBuilt;
    known = { built, plan: Object.entries(columns()).map(([name, column]) => [name, column.name, column] as const) };
    if (key.length <= MAX_KEY) memo.set(key, known);
  }
  const { built, plan } = known;
  return (await built.all()).map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [name, column, decoder] of plan) {
      const value = raw[column];
      row[name] = value === null || value === undefined ? null : decoder.mapFromDriverValue(value);
    }
    return row;
  });
}
