import { bigint, boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Live (not soft-deleted) rows per table, split by published state, kept by statement triggers (migration 0002).
 * A count over a million rows takes ~100 ms; the pager's and the summary's unfiltered counts read this instead.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    published: boolean('published').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.published] })],
);

/** Tables whose counts the triggers keep; the migration installs them on exactly these. */
export const COUNTED_TABLES = [
  'destinations',
  'establishments',
  'food_drinks',
  'cuisines',
  'landmarks',
  'lists',
  'eateries',
  'quotes',
  'coupons',
  'users',
  'reviews',
  'user_reviews',
  'tags',
] as const;
