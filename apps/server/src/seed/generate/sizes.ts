export type TSeedOptions = {
  /** 1 = the first-start demo (400 places); sizes grow linearly; 2500 = 1 M places. Fractions are allowed. */
  scale: number;
  seed?: number;
  onProgress?: (stage: string, done: number, total: number) => void;
  /** Overrides the number of places (everything else still follows `scale`), e.g. to grow places alone on PGlite. */
  places?: number;
  /**
   * Asked after every batch of 5 000 places with the places so far and how long that batch took (generating
   * and writing); a returned reason stops adding places there (the rest of the content then uses the places made).
   */
  stopPlaces?: (done: number, batchMs: number) => string | undefined;
  /** Dates are spread backwards (and coupon/subscription ends forwards) from this instant; default: today 00:00 UTC. */
  now?: Date;
};

/** Rows written per table (by SQL table name). */
export type TSeedCounts = Record<string, number>;

export type TSeedSizes = {
  places: number;
  cities: number;
  users: number;
  dishes: number;
  cuisines: number;
  landmarks: number;
  lists: number;
  eateries: number;
  quotes: number;
  coupons: number;
  packs: number;
  reviews: number;
  userReviews: number;
  subscriptions: number;
  savedLists: number;
  claims: number;
  purchases: number;
};

export const DEFAULT_SEED = 42;
/** Largest city count the seeder makes (and what a 1 M-place seed gets at least). */
export const MAX_CITIES = 100_000;
export const MAX_DISHES = 5000;
export const MAX_CUISINES = 826;
const MAX_PACKS = 60;

/** How many rows of each kind a scale gives. Scale 1 is the first-start demo. */
export function seedSizes(scale: number): TSeedSizes {
  const n = (per: number, min = 0) => Math.max(min, Math.round(per * scale));
  const places = n(400, 1);
  let cities = Math.min(n(40, 1), MAX_CITIES);
  if (places >= 1_000_000) cities = Math.max(cities, MAX_CITIES);
  let users = n(150, 1);
  if (places >= 1_000_000) users = Math.max(users, places);
  return {
    places,
    cities,
    users,
    dishes: Math.min(n(60, 1), MAX_DISHES),
    cuisines: Math.min(n(25, 1), MAX_CUISINES),
    landmarks: n(80),
    lists: n(25),
    eateries: n(20),
    quotes: n(10, 1),
    coupons: n(12, 1),
    packs: Math.min(Math.max(3, n(3)), MAX_PACKS),
    reviews: n(400),
    userReviews: n(10),
    subscriptions: n(100),
    savedLists: n(40),
    claims: n(30),
    purchases: n(30),
  };
}

/** One line naming the main counts, e.g. "40 cities, 400 places, 150 users, …". */
export function describeCounts(counts: TSeedCounts): string {
  const label: [string, string][] = [
    ['destinations', 'cities'],
    ['establishments', 'places'],
    ['users', 'users'],
    ['food_drinks', 'dishes'],
    ['cuisines', 'cuisines'],
    ['landmarks', 'landmarks'],
    ['lists', 'explore lists'],
    ['eateries', 'eatineraries'],
    ['reviews', 'reviews'],
    ['quotes', 'quotes'],
    ['coupons', 'coupons'],
    ['destination_packs', 'packs'],
    ['tags', 'tags'],
  ];
  const fmt = (n: number) => n.toLocaleString('en-US');
  return label.map(([k, l]) => `${fmt(counts[k] ?? 0)} ${l}`).join(', ');
}
