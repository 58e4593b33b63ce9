/**
 * The tables whose writes the change ledger records (migration 0025 installs its triggers on exactly these; a test
 * checks both against the database and the model registry). Rows: each row by its `id`. Links: join tables, each
 * change recorded on both rows it links.
 */
export const LEDGER_ROW_TABLES = [
  'destinations',
  'establishments',
  'food_drinks',
  'cuisines',
  'landmarks',
  'lists',
  'reviews',
  'user_reviews',
  'tags',
  'tag_categories',
  'users',
  'user_lists',
  'user_list_items',
  'home_sections',
  'home_section_entities',
  'destination_packs',
  'eateries',
  'quotes',
  'coupons',
  'coupon_claims',
  'destination_subscriptions',
  'destination_transactions',
  'settings',
] as const;

/** A join table as the ledger's link trigger reads it: its first table and key, its second, its position column. */
export type TLedgerLink = { left: string; leftKey: string; right: string; rightKey: string; position?: string };

/** Each join table's sides, exactly as migration 0025 hands them to ledger_links (a revert writes links back by them). */
export const LEDGER_LINKS = {
  destination_food_drinks: link('destinations.destination_id', 'food_drinks.food_drink_id', 'position'),
  destination_cuisines: link('destinations.destination_id', 'cuisines.cuisine_id', 'position'),
  establishment_cuisines: link('establishments.establishment_id', 'cuisines.cuisine_id'),
  establishment_food_drinks: link('establishments.establishment_id', 'food_drinks.food_drink_id'),
  establishment_tags: link('establishments.establishment_id', 'tags.tag_id'),
  similar_establishments: link('establishments.establishment_id', 'establishments.similar_id'),
  favourites: link('users.user_id', 'establishments.establishment_id'),
  wishes: link('users.user_id', 'establishments.establishment_id'),
  list_establishments: link('lists.list_id', 'establishments.establishment_id', 'position'),
  cuisine_food_drinks: link('cuisines.cuisine_id', 'food_drinks.food_drink_id'),
  tag_category_tags: link('tag_categories.tag_category_id', 'tags.tag_id', 'position'),
  user_tags: link('users.user_id', 'tags.tag_id'),
} as const satisfies Record<string, TLedgerLink>;

/** `link('lists.list_id', 'establishments.establishment_id', 'position')`: each side as table.key. */
function link(leftSide: string, rightSide: string, position?: string): TLedgerLink {
  const [left, leftKey] = leftSide.split('.');
  const [right, rightKey] = rightSide.split('.');
  return { left, leftKey, right, rightKey, position };
}

export const LEDGER_LINK_TABLES = Object.keys(LEDGER_LINKS) as (keyof typeof LEDGER_LINKS)[];

/** Columns never recorded: secrets, and what triggers derive from other rows (their writes are not anyone's edit). */
export const LEDGER_HIDDEN: Partial<Record<(typeof LEDGER_ROW_TABLES)[number], readonly string[]>> = {
  establishments: ['has_suggestions', 'favourite_count', 'wish_count'],
  users: ['password_hash', 'subscription_ends', 'subscription_paid', 'subscribed'],
};

/** What one ledger entry holds in `changes`, by kind (migrations 0025, 0026), in column names. */
export type TLedgerChanges = {
  /** update, delete, restore: each changed column, [before, after]. */
  fields?: Record<string, [unknown, unknown]>;
  /** delete, purge: the row as it was. create: as it was made. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** link, unlink, move: the join table, the other side's table, the join column holding this record. */
  link?: string;
  with?: string;
  key?: string;
  ids?: number[];
  moved?: [number, number | null, number | null][];
};
