/**
 * The one record of content types. What no single area may own alone lives here as data, keyed by the kebab-case name
 * its folders carry (`apps/server/src/resources/<name>/`, `apps/web/src/resources/<name>/`, the contract
 * `resources/<name>.ts`): the wire model name and REST path, the SQL table, the menu entry, the dashboard tile, whether
 * autocomplete and mentions find it and whether saved lists and home sections may point at it. The menu, the tiles,
 * the router, mention links, subject and doc types and the search tables are all derived from it.
 *
 * Kept free of imports: contracts that derive their enums from it (saved-list and home-section subject types) are
 * imported by the resources, so importing those here would make a cycle.
 *
 * The record's order is the server's (models, routes and the summary's keys follow it); the menu, doc types and subject
 * types each keep their own spec'd order through `order`.
 */

/** How a searchable type belongs to a city (search/autocomplete-sql.ts reads it). */
export type TSearchCity =
  /** the row's destination_id */
  | { kind: 'column' }
  /** the city's join table (the dishes and cuisines tabs) */
  | { kind: 'through'; table: string; key: string }
  /** the city itself */
  | { kind: 'self' }
  /** no city: a filter by city finds none */
  | { kind: 'none' };

/** A type autocomplete finds (`users/admin-autocomplete`). */
export type TSearchTraits = {
  /** Position among the doc types (their order is part of the API's answers and error messages). */
  order: number;
  /** Mentions link to it and a call without doc_type searches it; otherwise it is searched only when asked for by name. */
  mentions: boolean;
  hasSlug: boolean;
  city: TSearchCity;
  /** The column answered as the hit's name ('name' unless said). */
  nameColumn?: string;
  /** The table keeps no soft-deleted rows (`deleted`) / has no `is_published`. */
  softDelete?: false;
  published?: false;
  /** Users: the hit also carries the e-mail. */
  email?: true;
};

/** A type saved-list items and home-section entries may point at (`subjectType`). */
export type TSubjectTraits = {
  /** Position among the subject types (their order is in the database's check constraints). */
  order: number;
  /** The item's tab a saved item links to. */
  tab: 'details' | 'history';
  /** A saved item's subtitle names the city ('Place | Lisboa'). */
  withCity: boolean;
  /** What a saved item's subtitle calls it, when not `label`. */
  kind?: string;
};

/** How an add picker of the type (part 1 §7) finds and shows its candidates, where not by name through its list alone. */
export type TPickerTraits = {
  /** The field a candidate shows under its name ('email'), asked for with it. */
  secondary?: string;
  /**
   * A term is searched through autocomplete (`users/admin-autocomplete`, the model as doc type: typo-tolerant, its best
   * hits) rather than by the list's name search; a term holding '@' is an address, looked for in `secondary` by the list.
   */
  autocomplete?: true;
};

export type TContentType = {
  /** LoopBack model name, as the API, appmodels calls, doc types and subject types spell it ('Destination'). */
  model: string;
  /** Plural REST path ('destinations'). */
  path: string;
  /** SQL table. */
  table: string;
  /** What staff call one item ('City'). */
  label: string;
  /** false: no generic REST model (`resources/<name>/model.ts`); only its own routes serve it. */
  generic?: false;
  /** Its side-menu entry and web area. */
  menu?: {
    /** Position in the side menu (part 1 §2), after the dashboard. */
    order: number;
    slug: string;
    label: string;
  };
  /** Its dashboard tile and menu total (GET appmodels/summary, keyed by `model`). */
  summary?: { tile: string; totalOnly?: true };
  search?: TSearchTraits;
  subject?: TSubjectTraits;
  picker?: TPickerTraits;
};

export const CONTENT_TYPES = {
  city: {
    model: 'Destination',
    path: 'destinations',
    table: 'destinations',
    label: 'City',
    menu: { order: 2, slug: 'cities', label: 'Cities' },
    summary: { tile: 'Cities' },
    search: { order: 3, mentions: true, hasSlug: true, city: { kind: 'self' } },
    subject: { order: 3, tab: 'details', withCity: false },
  },
  place: {
    model: 'Establishment',
    path: 'establishments',
    table: 'establishments',
    label: 'Place',
    menu: { order: 3, slug: 'places', label: 'Places' },
    summary: { tile: 'Places' },
    search: { order: 2, mentions: true, hasSlug: true, city: { kind: 'column' } },
    subject: { order: 2, tab: 'details', withCity: true },
  },
  dish: {
    model: 'FoodDrink',
    path: 'foodDrinks',
    table: 'food_drinks',
    label: 'Dish',
    menu: { order: 4, slug: 'dishes', label: 'Dishes' },
    summary: { tile: 'Dishes' },
    search: {
      order: 4,
      mentions: true,
      hasSlug: true,
      city: { kind: 'through', table: 'destination_food_drinks', key: 'food_drink_id' },
    },
    subject: { order: 4, tab: 'history', withCity: false },
  },
  cuisine: {
    model: 'Cuisine',
    path: 'cuisines',
    table: 'cuisines',
    label: 'Cuisine',
    menu: { order: 5, slug: 'cuisines', label: 'Cuisines' },
    summary: { tile: 'Cuisines' },
    search: {
      order: 1,
      mentions: true,
      hasSlug: true,
      city: { kind: 'through', table: 'destination_cuisines', key: 'cuisine_id' },
    },
    subject: { order: 1, tab: 'details', withCity: false },
  },
  landmark: {
    model: 'Landmark',
    path: 'landmarks',
    table: 'landmarks',
    label: 'Landmark',
    menu: { order: 6, slug: 'landmarks', label: 'Landmarks' },
    summary: { tile: 'Landmarks' },
    search: { order: 7, mentions: true, hasSlug: true, city: { kind: 'column' } },
    subject: { order: 5, tab: 'history', withCity: true },
  },
  'explore-list': {
    model: 'List',
    path: 'lists',
    table: 'lists',
    label: 'Explore list',
    menu: { order: 7, slug: 'explore', label: 'Explore' },
    summary: { tile: 'Explore' },
    search: { order: 5, mentions: true, hasSlug: true, city: { kind: 'column' } },
    subject: { order: 6, tab: 'history', withCity: true, kind: 'Explore' },
  },
  review: { model: 'Review', path: 'reviews', table: 'reviews', label: 'Review' },
  'user-review': {
    model: 'UserReview',
    path: 'userReviews',
    table: 'user_reviews',
    label: 'Review',
    menu: { order: 14, slug: 'reviews', label: 'Reviews' },
    // Editorial reviews are hundreds of rows: they need no search indexes.
    search: {
      order: 11,
      mentions: false,
      hasSlug: false,
      city: { kind: 'none' },
      softDelete: false,
      nameColumn: 'title',
    },
  },
  tag: {
    model: 'Tag',
    path: 'tags',
    table: 'tags',
    label: 'Tag',
    // Tags and their categories share one area.
    menu: { order: 11, slug: 'tags', label: 'Tags' },
    search: { order: 8, mentions: false, hasSlug: false, city: { kind: 'none' }, softDelete: false },
  },
  'tag-category': {
    model: 'TagCategory',
    path: 'tagCategories',
    table: 'tag_categories',
    label: 'Tag category',
    search: { order: 9, mentions: false, hasSlug: false, city: { kind: 'none' }, softDelete: false, published: false },
  },
  user: {
    model: 'User',
    path: 'users',
    table: 'users',
    label: 'User',
    menu: { order: 13, slug: 'users', label: 'User' },
    summary: { tile: 'Users', totalOnly: true },
    // A million users: users_name_prefix_idx and users_name_words_idx (migration 0018).
    search: { order: 10, mentions: false, hasSlug: true, city: { kind: 'none' }, published: false, email: true },
    // Part 1 §7's user picker: name and e-mail, a name found by autocomplete (issue 15 point 6: pickers search by type).
    picker: { secondary: 'email', autocomplete: true },
  },
  'user-list': { model: 'UserList', path: 'userLists', table: 'user_lists', label: 'Saved list' },
  'user-list-item': { model: 'UserListItem', path: 'userListItems', table: 'user_list_items', label: 'Saved item' },
  'home-section': {
    model: 'HomeSection',
    path: 'homeSections',
    table: 'home_sections',
    label: 'Home section',
    menu: { order: 1, slug: 'home', label: 'Home' },
  },
  'home-section-entity': {
    model: 'HomeSectionEntity',
    path: 'homeSectionEntities',
    table: 'home_section_entities',
    label: 'Home entry',
  },
  'destination-pack': {
    model: 'DestinationPack',
    path: 'destinationPacks',
    table: 'destination_packs',
    label: 'Destination pack',
    menu: { order: 9, slug: 'destination-packs', label: 'Destination Packs' },
  },
  eatinerary: {
    model: 'Eateries',
    path: 'eateries',
    table: 'eateries',
    label: 'Eatinerary',
    menu: { order: 8, slug: 'eatineraries', label: 'Eatineraries' },
    search: { order: 6, mentions: true, hasSlug: false, city: { kind: 'column' } },
    subject: { order: 7, tab: 'history', withCity: true },
  },
  quote: {
    model: 'Quote',
    path: 'quotes',
    table: 'quotes',
    label: 'Quote',
    menu: { order: 10, slug: 'quotes', label: 'Quotes' },
  },
  coupon: {
    model: 'Coupon',
    path: 'coupons',
    table: 'coupons',
    label: 'Coupon',
    menu: { order: 12, slug: 'coupons', label: 'Coupons' },
    summary: { tile: 'Coupons' },
  },
  'coupon-claim': { model: 'CouponClaim', path: 'couponClaims', table: 'coupon_claims', label: 'Coupon claim' },
  'destination-subscription': {
    model: 'DestinationSubscription',
    path: 'destinationSubscriptions',
    table: 'destination_subscriptions',
    label: 'Subscription',
  },
  'destination-transaction': {
    model: 'DestinationTransaction',
    path: 'destinationTransactions',
    table: 'destination_transactions',
    label: 'Purchase',
  },
  setting: {
    model: 'Setting',
    path: 'settings',
    table: 'settings',
    label: 'Setting',
    generic: false,
    menu: { order: 15, slug: 'settings', label: 'Settings' },
  },
} as const satisfies Record<string, TContentType>;

type TTypes = typeof CONTENT_TYPES;
/** A content type's kebab-case name ('explore-list'). */
export type TContentTypeName = keyof TTypes;
/** The names of the types whose entry has `key`. */
type TNamesWith<K extends keyof TContentType> = {
  [N in TContentTypeName]: TTypes[N] extends Record<K, unknown> ? N : never;
}[TContentTypeName];

export type TMenuTypeName = TNamesWith<'menu'>;
type TSummaryTypeName = TNamesWith<'summary'>;
type TSearchTypeName = TNamesWith<'search'>;
type TSubjectTypeName = TNamesWith<'subject'>;
type TMentionTypeName = {
  [N in TSearchTypeName]: TTypes[N]['search'] extends { mentions: true } ? N : never;
}[TSearchTypeName];

/** Every model name the API serves ('Destination'). */
export type TModelName = TTypes[TContentTypeName]['model'];
/** The slug of every menu entry that opens an area (the router's areas are keyed by it). */
export type TMenuSlug = TTypes[TMenuTypeName]['menu']['slug'];
/** The keys of GET appmodels/summary (part 1 §3 Summary). */
export type TSummaryKey = TTypes[TSummaryTypeName]['model'];
/** The doc types autocomplete searches by default and mentions link to (part 1 §3 Autocomplete hit). */
export type TMentionDocType = TTypes[TMentionTypeName]['model'];
/** Every doc type the admin search answers. */
export type TSearchDocType = TTypes[TSearchTypeName]['model'];
/** Model names a saved-list item or home-section entry can point at. */
export type TSubjectModel = TTypes[TSubjectTypeName]['model'];

/** Every name, in the record's (the server's) order. */
export const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as TContentTypeName[];

/** An entry, seen through the common shape so that optional parts can be asked for on any type. */
export const contentType = (name: TContentTypeName): TContentType => CONTENT_TYPES[name];

const byOrder = <N extends TContentTypeName>(order: (type: TContentType) => number | undefined) =>
  CONTENT_TYPE_NAMES.filter((name): name is N => order(contentType(name)) !== undefined).sort(
    (a, b) => (order(contentType(a)) ?? 0) - (order(contentType(b)) ?? 0),
  );

/** The types with a menu entry, in the menu's order. */
export const MENU_TYPES: readonly TMenuTypeName[] = byOrder<TMenuTypeName>((t) => t.menu?.order);
/** The types with a dashboard tile, in the menu's order. */
export const SUMMARY_TYPES: readonly TSummaryTypeName[] = MENU_TYPES.filter(
  (name): name is TSummaryTypeName => contentType(name).summary !== undefined,
);
const SEARCH_TYPES: readonly TSearchTypeName[] = byOrder<TSearchTypeName>((t) => t.search?.order);
const MENTION_TYPES: readonly TMentionTypeName[] = SEARCH_TYPES.filter(
  (name): name is TMentionTypeName => contentType(name).search?.mentions === true,
);
const SUBJECT_TYPE_NAMES: readonly TSubjectTypeName[] = byOrder<TSubjectTypeName>((t) => t.subject?.order);

/** The default doc types, in the API's order. */
export const MENTION_DOC_TYPES: readonly TMentionDocType[] = MENTION_TYPES.map((name) => CONTENT_TYPES[name].model);
/** Every searchable doc type, in the API's order (the default ones first). */
export const SEARCH_DOC_TYPES: readonly TSearchDocType[] = SEARCH_TYPES.map((name) => CONTENT_TYPES[name].model);
/** The subject types, in the database's order. */
export const SUBJECT_MODELS: readonly TSubjectModel[] = SUBJECT_TYPE_NAMES.map((name) => CONTENT_TYPES[name].model);

/**
 * The entry of a model name.
 * @example
 * typeOfModel('FoodDrink') // { name: 'dish', model: 'FoodDrink', path: 'foodDrinks', … }
 */
export function typeOfModel(model: string): (TContentType & { name: TContentTypeName }) | undefined {
  const name = CONTENT_TYPE_NAMES.find((n) => CONTENT_TYPES[n].model === model);
  return name === undefined ? undefined : { ...contentType(name), name };
}

/**
 * The name of the type served at a REST path.
 * @example
 * typeNameOfPath('foodDrinks') // 'dish'
 */
export function typeNameOfPath(path: string): TContentTypeName | undefined {
  return CONTENT_TYPE_NAMES.find((n) => CONTENT_TYPES[n].path === path);
}

/**
 * The menu slug of each type with an area, by its web folder (the type's name): what
 * `apps/web/src/resources/<name>/area.tsx` opens.
 * @example
 * AREA_FOLDERS.get('explore-list') // 'explore'
 */
export const AREA_FOLDERS: ReadonlyMap<string, TMenuSlug> = new Map(
  MENU_TYPES.map((name) => [name, CONTENT_TYPES[name].menu.slug]),
);
