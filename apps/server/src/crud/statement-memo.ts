import { LRUCache } from 'lru-cache';
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
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new LRUCache({ max: MAX_SHAPES })));
  const known = memo.get(key) as TBuilt<T> | undefined;
  if (known) return known.execute();
  const built = build().prepare('');
  memo.set(key, built);
  return built.execute();
}
