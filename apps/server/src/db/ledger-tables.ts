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

export const LEDGER_LINK_TABLES = [
  'destination_food_drinks',
  'destination_cuisines',
  'establishment_cuisines',
  'establishment_food_drinks',
  'establishment_tags',
  'similar_establishments',
  'favourites',
  'wishes',
  'list_establishments',
  'cuisine_food_drinks',
  'tag_category_tags',
  'user_tags',
] as const;

/** Columns never recorded: secrets, and what triggers derive from other rows (their writes are not anyone's edit). */
export const LEDGER_HIDDEN: Partial<Record<(typeof LEDGER_ROW_TABLES)[number], readonly string[]>> = {
  establishments: ['has_suggestions', 'favourite_count', 'wish_count'],
  users: ['password_hash', 'subscription_ends', 'subscription_paid', 'subscribed'],
};
