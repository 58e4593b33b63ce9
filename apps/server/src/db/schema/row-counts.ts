import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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

/**
 * Live child rows per parent, for the tab counts of a city (migration 0007): `relation` is the child table, `parent_id`
 * the value of its foreign key. Counting a big city's 26 000 places took 7 ms of a 20 ms budget; this is one row read.
 */
export const parentCounts = pgTable(
  'parent_counts',
  {
    relation: text('relation').notNull(),
    parentId: integer('parent_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.relation, t.parentId] })],
);

/** Child tables whose per-parent counts the triggers keep, with the foreign key they are counted by. */
export const PARENT_COUNTED = {
  establishments: 'destination_id',
  landmarks: 'destination_id',
  lists: 'destination_id',
  eateries: 'destination_id',
  destination_subscriptions: 'destination_id',
  establishment_cuisines: 'cuisine_id',
  establishment_food_drinks: 'food_drink_id',
} as const;

/** Join tables of PARENT_COUNTED whose links count only while the place they link is live (migration 0023). */
export const LIVE_LINKS_COUNTED: ReadonlySet<string> = new Set(['establishment_cuisines', 'establishment_food_drinks']);

/**
 * Live rows per value of a filterable column (migration 0014): `facet` is the column's SQL name, `value` its value as
 * JSON text ('true', '3', 'WIP', or 'null'). The places list's filter choices and chips count a large share of a million
 * rows (Rated: 130 ms through an index); their counts are a sum of a few of these rows.
 */
export const facetCounts = pgTable(
  'facet_counts',
  {
    tableName: text('table_name').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.facet, t.value] })],
);
