import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { WORLD_ROLE_NAME, DEFAULT_PACK_NAME } from '@mise/contracts/resources/destination-pack';
import { HOME_SECTION_SLUGS } from '@mise/contracts/resources/home-section';
import { KNOWS_ABOUT_HOW_VALUES } from '@mise/contracts/resources/constants';
import type { TOpeningDay, TPlaceStatus } from '@mise/contracts/resources/place';
import { SUBJECT_TYPES, type TSubjectType, keywordValue } from '@mise/contracts/resources/part2-fields';
import { DEFAULT_SETTINGS } from '@mise/contracts/resources/setting';
import type { Database } from '../db/client';
import * as s from '../db/schema/index';
import { Batcher, BulkWriter, restoreAfterBulkLoad, bulkLoadMode } from './bulk-insert';
import { pickCities } from './gazetteer';
import {
  BYLINES,
  COUPON_NAMES,
  DRINKS,
  EATINERARY_PATTERNS,
  EATINERARY_SECTIONS,
  HOME_SECTION_NAMES,
  LANDMARK_PATTERNS,
  LIST_PATTERNS,
  LOCALITIES,
  PLACE_KINDS,
  QUOTES,
  REVIEW_CLOSERS,
  REVIEW_MIDDLES,
  REVIEW_OPENERS,
  SERVICE_WORDS,
  TAG_CATEGORIES,
  asciiWord,
  buildPools,
  fill,
  placeName,
  slugify,
} from './names';
import { Rng, Zipf } from './prng';

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
const MAX_DISHES = 5000;
const MAX_CUISINES = 826;
const MAX_PACKS = 60;
const DAY_MS = 86_400_000;
/** From this many places on, the big tables' secondary indexes are built after the load (see bulkLoadMode). */
const BULK_THRESHOLD = 50_000;
const BULK_TABLES = [
  'users',
  'destinations',
  'establishments',
  'reviews',
  'landmarks',
  'lists',
  'eateries',
  'user_tags',
  'destination_food_drinks',
  'destination_cuisines',
  'establishment_cuisines',
  'establishment_food_drinks',
  'establishment_tags',
  'favourites',
  'wishes',
  'similar_establishments',
  'list_establishments',
  'destination_subscriptions',
  'user_lists',
  'user_list_items',
];

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

/** Insert-row shape of a table, with dates as ISO strings (they travel as JSON). */
type TRowOf<T extends PgTable> = {
  [K in keyof T['$inferInsert']]?: NonNullable<T['$inferInsert'][K]> extends Date ? string | null : T['$inferInsert'][K];
};

const OPENING_TEMPLATES: TOpeningDay[][] = (() => {
  const day = (d: number, open: string, close: string) => ({ periods: [{ open: { day: d, time: open }, close: { day: d, time: close } }] });
  const split = (d: number) => ({
    periods: [
      { open: { day: d, time: '1200' }, close: { day: d, time: '1430' } },
      { open: { day: d, time: '1830' }, close: { day: d, time: '2230' } },
    ],
  });
  const range = (from: number, to: number, f: (d: number) => TOpeningDay) => Array.from({ length: to - from + 1 }, (_, i) => f(from + i));
  return [
    range(1, 6, (d) => day(d, '0800', '1600')),
    range(2, 6, split),
    range(0, 6, (d) => day(d, '1100', '2300')),
    [...range(1, 5, (d) => day(d, '0700', '1500')), day(6, '0800', '1400')],
    range(3, 6, (d) => day(d, '1800', '0100')),
    [...range(2, 5, split), day(6, '1200', '2300'), day(0, '1200', '1600')],
  ];
})();

const STATUS_WEIGHTS: (readonly [TPlaceStatus, number])[] = [
  ['complete', 45],
  ['WIP', 25],
  ['WIPPriority', 8],
  ['WIPTopPriority', 4],
  ['undecided', 10],
  ['archived', 8],
];
const TYPE_WEIGHTS: (readonly [string, number])[] = [
  ['restaurant', 45],
  ['bar', 15],
  ['cafe', 15],
  ['bakery', 7],
  ['street_food', 8],
  ['market', 4],
  ['food_hall', 2],
  ['dessert_shop', 4],
];
const SUBJECT_WEIGHTS: (readonly [TSubjectType, number])[] = [
  ['Establishment', 60],
  ['Destination', 10],
  ['FoodDrink', 8],
  ['Cuisine', 5],
  ['Landmark', 7],
  ['List', 5],
  ['Eateries', 5],
];

/** Place flags kept per place (a million places: one byte each). */
const F_PUBLISHED = 1;
const F_DELETED = 2;
const F_TRAVEL_WORTHY = 4;

/** Compressed lists: the items of group g are items[start[g] .. start[g+1]). */
type TGroups = { start: Int32Array; items: Int32Array };

function groupBy(keys: Int32Array, groups: number): TGroups {
  const start = new Int32Array(groups + 1);
  for (let i = 0; i < keys.length; i++) start[keys[i] + 1]++;
  for (let g = 0; g < groups; g++) start[g + 1] += start[g];
  const fill = start.slice(0, groups);
  const items = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) items[fill[keys[i]]++] = i;
  return { start, items };
}

/**
 * Fills every content type with plausible, linked demo data, deterministic for `seed`.
 * Assumes an empty content database (settings, roles and staff accounts may exist) and creates no staff.
 * Rows go in as batches of one jsonb parameter each; ids are assigned here, from above the tables' current maximum.
 * @example
 * const counts = await seedDemo(database, { scale: 1 }); // counts.establishments === 400
 */
export async function seedDemo(database: Database, opts: TSeedOptions): Promise<TSeedCounts> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const size = seedSizes(opts.scale);
  if (opts.places !== undefined) size.places = Math.max(1, Math.round(opts.places));
  const progress = opts.onProgress ?? (() => {});
  const now = (opts.now ?? new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS)).getTime();
  const rngFor = (label: string) => new Rng(seed, label);
  const iso = (ms: number) => new Date(ms).toISOString();
  const pastDate = (rng: Rng, maxDays: number) => now - rng.int(1, maxDays * 24 * 60) * 60_000;
  const writer = new BulkWriter(database);
  const counts: TSeedCounts = {};
  const count = (table: PgTable, n: number) => {
    const name = getTableName(table);
    counts[name] = (counts[name] ?? 0) + n;
  };
  /** Writes an array of rows in batches, waits until they are in (later rows may point at them) and counts them. */
  const writeAll = async (table: PgTable, rows: object[]) => {
    const b = new Batcher<object>(writer, table);
    for (const row of rows) b.push(row);
    await b.end();
    await writer.flush();
    count(table, rows.length);
  };

  await restoreAfterBulkLoad(database);
  const pools = buildPools(seed, MAX_DISHES, MAX_CUISINES);
  const settingsRows = await database.raw(`select key, value from settings where key in ('continentName', 'establishmentPlaceType')`);
  const setting = (key: string) => settingsRows.rows.find((r) => r.key === key)?.value as { name: string; value: string }[] | undefined;
  const continentValues = new Map((setting('continentName') ?? DEFAULT_SETTINGS.continentName).map((c) => [c.name.toLowerCase(), c.value]));
  const continentValue = (name: string) => continentValues.get(name.toLowerCase()) ?? keywordValue(name);
  const knownTypes = new Set((setting('establishmentPlaceType') ?? DEFAULT_SETTINGS.establishmentPlaceType).map((t) => t.value));
  const typeWeights = TYPE_WEIGHTS.filter(([t]) => knownTypes.has(t));
  const placeTypes = typeWeights.length > 0 ? typeWeights : TYPE_WEIGHTS;

  // Ids: above whatever the table holds (it is normally empty; users may hold staff).
  const maxIds = await database.raw(
    `select (select coalesce(max(id), 0) from users)::int as users, (select coalesce(max(id), 0) from destinations)::int as destinations,
            (select coalesce(max(id), 0) from establishments)::int as establishments, (select coalesce(max(id), 0) from food_drinks)::int as food_drinks,
            (select coalesce(max(id), 0) from cuisines)::int as cuisines, (select coalesce(max(id), 0) from tags)::int as tags,
            (select coalesce(max(id), 0) from tag_categories)::int as tag_categories, (select coalesce(max(id), 0) from destination_packs)::int as destination_packs,
            (select coalesce(max(id), 0) from lists)::int as lists, (select coalesce(max(id), 0) from coupons)::int as coupons,
            (select coalesce(max(id), 0) from destination_transactions)::int as destination_transactions, (select coalesce(max(id), 0) from user_lists)::int as user_lists,
            (select coalesce(max(id), 0) from landmarks)::int as landmarks, (select coalesce(max(id), 0) from eateries)::int as eateries`,
  );
  const base = maxIds.rows[0] as Record<string, number>;
  const userId = (i: number) => base.users + 1 + i;
  const cityId = (i: number) => base.destinations + 1 + i;
  const placeId = (i: number) => base.establishments + 1 + i;
  const dishId = (i: number) => base.food_drinks + 1 + i;
  const cuisineId = (i: number) => base.cuisines + 1 + i;

  const load = async () => {
    // ---- Catalog: packs, cuisines, dishes, tags -------------------------------------------------------------
    progress('catalog', 0, 1);
    const cities = pickCities(size.cities, rngFor('cities'));
    const packRng = rngFor('packs');
    const continentsInUse = [...new Set(cities.map((c) => c.continent))];
    const countriesInUse = [...new Set(cities.map((c) => c.country))];
    const packNames: string[] = [DEFAULT_PACK_NAME, 'World Pass'];
    for (const c of [...continentsInUse.map((x) => `${x} Pass`), ...countriesInUse.map((x) => `${x} Pass`)]) {
      if (packNames.length >= size.packs) break;
      packNames.push(c);
    }
    const packRows: TRowOf<typeof s.destinationPacks>[] = packNames.map((name, i) => ({
      id: base.destination_packs + 1 + i,
      name,
      currencySymbol: '$',
      currencyValue: i === 0 ? 10 : i === 1 ? 79 : packRng.pick([19, 24, 29, 39]),
      durationValue: i === 0 ? 0 : 1,
      durationType: i === 0 ? 'year' : packRng.pick(['year', 'month'] as const),
      roleName: i === 1 ? WORLD_ROLE_NAME : null,
      created: iso(pastDate(packRng, 900)),
    }));
    await writeAll(s.destinationPacks, packRows);
    const packIdByName = new Map(packRows.map((p) => [p.name as string, p.id as number]));
    const defaultPackId = packRows[0].id as number;
    const worldPackId = packRows[1].id as number;

    const catRng = rngFor('catalog');
    const editorial = (rng: Rng) => ({
      notes: rng.chance(0.1) ? 'Check photos before publishing.' : null,
      newlyAdded: rng.chance(0.05),
      recentlyUpdated: rng.chance(0.05),
    });
    const cuisineNames = pools.cuisineNames.slice(0, size.cuisines);
    const cuisineRows: TRowOf<typeof s.cuisines>[] = cuisineNames.map((name, i) => {
      const created = pastDate(catRng, 1000);
      return {
        id: cuisineId(i),
        name,
        shortDescription: `${name} cooking, from everyday staples to celebration dishes.`,
        description: catRng.pick(pools.foodDescriptions),
        slug: slugify(name),
        isPublished: catRng.chance(0.7),
        ...editorial(catRng),
        created: iso(created),
        updated: iso(created + catRng.int(0, 90) * DAY_MS),
      };
    });
    await writeAll(s.cuisines, cuisineRows);

    const drinkCount = Math.min(DRINKS.length, Math.round(size.dishes * 0.2));
    const dishList: { name: string; type: 'food' | 'drink' }[] = [
      ...pools.dishNames.slice(0, size.dishes - drinkCount).map((name) => ({ name, type: 'food' as const })),
      ...DRINKS.slice(0, drinkCount).map((name) => ({ name, type: 'drink' as const })),
    ];
    while (dishList.length < size.dishes) dishList.push({ name: `${catRng.pick(pools.dishNames)} No. ${dishList.length + 1}`, type: 'food' });
    const dishRows: TRowOf<typeof s.foodDrinks>[] = dishList.map((d, i) => {
      const created = pastDate(catRng, 1000);
      return {
        id: dishId(i),
        name: d.name,
        type: d.type,
        shortDescription: d.type === 'drink' ? `A ${d.name.toLowerCase()} worth ordering twice.` : `${d.name}, done the way locals like it.`,
        description: catRng.pick(pools.foodDescriptions),
        slug: slugify(d.name),
        isPublished: catRng.chance(0.7),
        ...editorial(catRng),
        created: iso(created),
        updated: iso(created + catRng.int(0, 90) * DAY_MS),
      };
    });
    await writeAll(s.foodDrinks, dishRows);
    // Each dish belongs to one or two cuisines.
    const cuisineDishRows: TRowOf<typeof s.cuisineFoodDrinks>[] = [];
    dishRows.forEach((d, i) => {
      for (const c of catRng.distinctInts(0, cuisineRows.length - 1, Math.min(cuisineRows.length, i % 5 === 0 ? 2 : 1))) {
        cuisineDishRows.push({ cuisineId: cuisineId(c), foodDrinkId: d.id as number });
      }
    });
    await writeAll(s.cuisineFoodDrinks, cuisineDishRows);

    const tagNames = [...new Set(TAG_CATEGORIES.flatMap(([, t]) => t))];
    const tagIdByName = new Map(tagNames.map((name, i) => [name, base.tags + 1 + i]));
    const tagIds = [...tagIdByName.values()];
    await writeAll(
      s.tags,
      tagNames.map((name) => ({
        id: tagIdByName.get(name) as number,
        name,
        isPublished: catRng.chance(0.85),
        applyOnFilters: catRng.chance(0.5),
        showToUsers: catRng.chance(0.6),
        created: iso(pastDate(catRng, 1000)),
      })),
    );
    await writeAll(
      s.tagCategories,
      TAG_CATEGORIES.map(([name], i) => ({ id: base.tag_categories + 1 + i, name, order: i + 1 })),
    );
    await writeAll(
      s.tagCategoryTags,
      TAG_CATEGORIES.flatMap(([, names], i) =>
        names.map((name, j) => ({ tagCategoryId: base.tag_categories + 1 + i, tagId: tagIdByName.get(name) as number, position: j + 1 })),
      ),
    );
    await writer.flush();
    progress('catalog', 1, 1);

    // ---- Users (guide users: no password, not staff) ----------------------------------------------------------
    const userRng = rngFor('users');
    const recommenders: number[] = [];
    const userTags = new Batcher<TRowOf<typeof s.userTags>>(writer, s.userTags);
    {
      const batch = new Batcher<TRowOf<typeof s.users>>(writer, s.users);
      for (let i = 0; i < size.users; i++) {
        const first = userRng.pick(pools.firstNames);
        const last = userRng.pick(pools.lastNames);
        const id = userId(i);
        const isRecommender = userRng.chance(0.05);
        if (isRecommender) recommenders.push(id);
        const created = pastDate(userRng, 1500);
        const knows = userRng.chance(0.15)
          ? userRng.distinctInts(0, size.cities - 1, userRng.int(1, 2)).map((c) => {
              const how = userRng.pick(KNOWS_ABOUT_HOW_VALUES);
              const from = 2000 + userRng.int(0, 20);
              return {
                destinationId: cityId(c),
                how,
                ...(how !== 'frequentlyVisits' ? { startDate: `${from}-01-01` } : {}),
                ...(how === 'pastResident' ? { endDate: `${from + userRng.int(1, 5)}-12-31` } : {}),
              };
            })
          : [];
        batch.push({
          id,
          email: `${asciiWord(first) || 'guest'}.${asciiWord(last) || 'user'}.${i + 1}@example.com`,
          passwordHash: null,
          emailVerified: userRng.chance(0.85),
          name: `${first} ${last}`,
          firstName: first,
          lastName: last,
          website: userRng.chance(0.1) ? `https://${asciiWord(first)}${asciiWord(last)}.example.com` : null,
          bio: userRng.chance(0.3) ? userRng.pick(pools.bios) : null,
          slug: `${slugify(`${first} ${last}`)}-${id}`,
          isRecommender,
          inSearch: userRng.chance(0.6),
          foodPreference: userRng.chance(0.7) ? userRng.int(1, 5) : null,
          drink: userRng.chance(0.7) ? userRng.int(1, 5) : null,
          _knowsAbouts: knows,
          deleted: userRng.chance(0.005),
          created: iso(created),
          updated: iso(created + userRng.int(0, 200) * DAY_MS),
        });
        if (userRng.chance(0.2)) for (const t of userRng.sample(tagIds, userRng.int(1, 2))) userTags.push({ userId: id, tagId: t });
        if ((i + 1) % 5000 === 0) {
          await batch.maybeWrite();
          progress('users', i + 1, size.users);
        }
      }
      await batch.end();
      count(s.users, batch.count);
      if (recommenders.length === 0) recommenders.push(userId(0));
    }
    progress('users', size.users, size.users);

    // ---- Cities ---------------------------------------------------------------------------------------------
    const cityRng = rngFor('cities.rows');
    const cityDishes: number[][] = new Array(size.cities);
    const cityCuisines: number[][] = new Array(size.cities);
    const cityPublished = new Uint8Array(size.cities);
    {
      const rows = new Batcher<TRowOf<typeof s.destinations>>(writer, s.destinations);
      const dishJoin = new Batcher<TRowOf<typeof s.destinationFoodDrinks>>(writer, s.destinationFoodDrinks);
      const cuisineJoin = new Batcher<TRowOf<typeof s.destinationCuisines>>(writer, s.destinationCuisines);
      const slugSeen = new Map<string, number>();
      let citiesWritten: Promise<unknown> = Promise.resolve();
      for (let i = 0; i < cities.length; i++) {
        const c = cities[i];
        const id = cityId(i);
        const dishes = cityRng.distinctInts(0, dishRows.length - 1, Math.min(dishRows.length, cityRng.int(3, 6)));
        const cuisinesHere = cityRng.distinctInts(0, cuisineRows.length - 1, Math.min(cuisineRows.length, cityRng.int(2, 4)));
        cityDishes[i] = dishes;
        cityCuisines[i] = cuisinesHere;
        const published = i < 30 ? cityRng.chance(0.8) : cityRng.chance(0.25);
        cityPublished[i] = published ? 1 : 0;
        const slugBase = slugify(c.name) || 'city';
        const n = (slugSeen.get(slugBase) ?? 0) + 1;
        slugSeen.set(slugBase, n);
        const pack = packIdByName.get(`${c.country} Pass`) ?? (cityRng.chance(0.5) ? packIdByName.get(`${c.continent} Pass`) : undefined) ?? defaultPackId;
        const created = pastDate(cityRng, 1200);
        const firstDish = dishList[dishes[0]]?.name ?? 'street food';
        const firstCuisine = cuisineNames[cuisinesHere[0]] ?? 'local';
        rows.push({
          id,
          name: c.name,
          state: c.state,
          country: c.country,
          continent: continentValue(c.continent),
          description: `${c.name} rewards the hungry traveller: ${cityRng.pick(pools.foodDescriptions).replace(/\.$/, '').toLowerCase()} is only the start. ${cityRng.pick(pools.foodDescriptions)}`,
          shortDescription: `Eat your way through ${c.name}, from ${firstDish.toLowerCase()} to ${firstCuisine} kitchens.`,
          byline: fill(cityRng.pick(BYLINES), { cuisine: firstCuisine, dish: firstDish }),
          beforeYouGo: `Tipping customs and opening hours in ${c.country} differ from what you may expect; book popular tables ahead.`,
          whatsInside: `${cityRng.int(20, 300)} places, ${dishes.length} iconic dishes and a day-by-day eatinerary.`,
          placeId: `ChIJ${id.toString(36)}${cityRng.u32().toString(36)}`,
          location: { lat: Number(c.lat.toFixed(6)), lng: Number(c.lng.toFixed(6)) },
          slug: n === 1 ? slugBase : `${slugBase}-${n}`,
          isPublished: published,
          inGuide: published || cityRng.chance(0.1),
          ...editorial(cityRng),
          destinationPackId: pack,
          iconicFoodDrinkIds: dishes.slice(0, cityRng.int(1, 3)).map(dishId),
          totalVotes: cityRng.chance(0.3) ? cityRng.int(1, 5000) : 0,
          deleted: i >= 30 && cityRng.chance(0.002),
          created: iso(created),
          updated: iso(created + cityRng.int(0, 120) * DAY_MS),
        });
        dishes.forEach((d, pos) => dishJoin.push({ destinationId: id, foodDrinkId: dishId(d), position: pos + 1 }));
        cuisinesHere.forEach((k, pos) => cuisineJoin.push({ destinationId: id, cuisineId: cuisineId(k), position: pos + 1 }));
        if ((i + 1) % 5000 === 0 || i === cities.length - 1) {
          const { done } = await writer.write(s.destinations, rows.drain(), citiesWritten);
          citiesWritten = Promise.all([citiesWritten, done]);
          dishJoin.after = citiesWritten;
          cuisineJoin.after = citiesWritten;
          await dishJoin.maybeWrite();
          await cuisineJoin.maybeWrite();
          progress('cities', i + 1, cities.length);
        }
      }
      count(s.destinations, rows.count);
      await dishJoin.end();
      await cuisineJoin.end();
      count(s.destinationFoodDrinks, dishJoin.count);
      count(s.destinationCuisines, cuisineJoin.count);
      userTags.after = Promise.resolve();
      await userTags.end();
      count(s.userTags, userTags.count);
      await writer.flush();
    }

    // ---- Places ---------------------------------------------------------------------------------------------
    const placeRng = rngFor('places');
    // 80 % of places spread evenly, 20 % crowd into the big (famous, first) cities.
    const placeCity = new Int32Array(size.places);
    {
      const assignRng = rngFor('places.city');
      const zipf = new Zipf(Math.min(size.cities, 1000), 1);
      for (let i = 0; i < size.places; i++) placeCity[i] = assignRng.chance(0.2) ? zipf.sample(assignRng) : assignRng.int(0, size.cities - 1);
    }
    let placesByCity = groupBy(placeCity, size.cities);
    const placeFlags = new Uint8Array(size.places);
    const similarPairs: number[] = [];
    {
      const kindsFor = (type: string) => PLACE_KINDS[type] ?? PLACE_KINDS.restaurant;
      const cityOrder = new Int32Array(size.cities);
      const rows = new Batcher<TRowOf<typeof s.establishments>>(writer, s.establishments);
      const joinCuisines = new Batcher<TRowOf<typeof s.establishmentCuisines>>(writer, s.establishmentCuisines);
      const joinDishes = new Batcher<TRowOf<typeof s.establishmentFoodDrinks>>(writer, s.establishmentFoodDrinks);
      const joinTags = new Batcher<TRowOf<typeof s.establishmentTags>>(writer, s.establishmentTags);
      const favs = new Batcher<TRowOf<typeof s.favourites>>(writer, s.favourites);
      const wishRows = new Batcher<TRowOf<typeof s.wishes>>(writer, s.wishes);
      const joins = [joinCuisines, joinDishes, joinTags, favs, wishRows];
      let placesWritten: Promise<unknown> = Promise.resolve();
      let batchStarted = performance.now();
      let stoppedAt: number | undefined;
      const pickUsers = (n: number) => placeRng.distinctInts(0, size.users - 1, Math.min(n, size.users)).map(userId);
      for (let i = 0; i < size.places; i++) {
        const ci = placeCity[i];
        const city = cities[ci];
        const id = placeId(i);
        const type = placeRng.weighted(placeTypes);
        const cuisinesHere = cityCuisines[ci];
        const mainCuisine = cuisineNames[cuisinesHere[placeRng.int(0, cuisinesHere.length - 1)]] ?? 'Local';
        const name = placeName(placeRng, pools, kindsFor(type), city.name, mainCuisine);
        const status = placeRng.weighted(STATUS_WEIGHTS);
        const deleted = placeRng.chance(0.005);
        const published = !deleted && placeRng.chance(0.1);
        const guideRating = placeRng.weighted([
          [null, 60],
          [0, 10],
          [1, 15],
          [2, 10],
          [3, 5],
        ] as const);
        placeFlags[i] = (published ? F_PUBLISHED : 0) | (deleted ? F_DELETED : 0) | (published && guideRating === 3 ? F_TRAVEL_WORTHY : 0);
        const slug = `${slugify(name) || 'place'}-${id}`;
        const street = placeRng.pick(pools.streets);
        const line1 = `${placeRng.int(1, 480)} ${street}`;
        const zipcode = placeRng.pick(pools.zipcodes);
        const r = Math.abs(placeRng.normal()) * 2.5;
        const theta = placeRng.next() * 2 * Math.PI;
        const lat = city.lat + (r * Math.cos(theta)) / 111;
        const lng = city.lng + (r * Math.sin(theta)) / (111 * Math.max(0.2, Math.cos((city.lat * Math.PI) / 180)));
        const hasInstagram = placeRng.chance(0.4);
        const instagram = `https://instagram.com/${slugify(name).replace(/-/g, '') || 'place'}${id % 1000}`;
        const fc = published ? placeRng.int(0, 8) : placeRng.chance(0.12) ? placeRng.int(1, 3) : 0;
        const wc = published ? placeRng.int(0, 8) : placeRng.chance(0.12) ? placeRng.int(1, 3) : 0;
        const favUsers = fc > 0 ? pickUsers(fc) : [];
        const wishUsers = wc > 0 ? pickUsers(wc) : [];
        const suggestions = placeRng.chance(0.03)
          ? pickUsers(placeRng.int(1, 2)).map((u, k) => ({
              userId: u,
              isPrimary: k === 0,
              deleted: false,
              tags: placeRng.sample(tagIds, placeRng.int(0, 2)),
              tips: placeRng.chance(0.6) ? `Try the ${(dishList[placeRng.pick(cityDishes[ci])]?.name ?? 'special').toLowerCase()}.` : null,
            }))
          : [];
        const created = pastDate(placeRng, 1400);
        const updated = created + placeRng.int(0, 300) * DAY_MS;
        rows.push({
          id,
          placeId: `ChIJ${id.toString(36)}_${placeRng.u32().toString(36)}`,
          name,
          phone: `+${city.phoneCode} ${placeRng.int(100, 999)} ${placeRng.int(100, 999)} ${placeRng.int(1000, 9999)}`,
          website: placeRng.chance(0.6) ? `https://www.${slug}.example.com` : null,
          reservationLink: placeRng.chance(0.3) ? `https://book.example.com/${slug}` : null,
          destinationId: cityId(ci),
          destinationOrder: ++cityOrder[ci],
          description: `${placeRng.pick(pools.foodDescriptions)} ${placeRng.pick(pools.foodDescriptions)}`,
          shortDescription: `${mainCuisine} ${type.replace('_', ' ')} in ${placeRng.pick(LOCALITIES)}.`,
          range: placeRng.chance(0.95)
            ? placeRng.weighted([
                [1, 25],
                [2, 40],
                [3, 25],
                [4, 10],
              ] as const)
            : null,
          types: placeRng.chance(0.2) ? [type, placeRng.weighted(placeTypes)].filter((t, k, a) => a.indexOf(t) === k) : [type],
          addressLine1: line1,
          externalRatings: placeRng.chance(0.8)
            ? [
                { name: 'Google', value: Math.round(placeRng.float(3.4, 5) * 10) / 10 },
                { name: 'Yelp', value: placeRng.int(6, 10) / 2 },
              ]
            : [],
          _openingDays: placeRng.pick(OPENING_TEMPLATES),
          address: `${line1}, ${zipcode} ${city.name}, ${city.country}`,
          city: city.name,
          locality: placeRng.pick(LOCALITIES),
          zipcode,
          localeAddress: `${city.name}, ${city.state ?? city.country}`,
          isPublished: published,
          status: published ? 'complete' : status,
          deleted,
          inGuide: placeRng.chance(0.85),
          takeoutAndDelivery: placeRng.chance(0.3),
          guideRating,
          location: { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) },
          socialUrls: hasInstagram ? [{ name: 'Instagram', url: instagram }] : [],
          instagramLink: hasInstagram ? instagram : null,
          place_email: placeRng.chance(0.3) ? `hello@${slug}.example.com` : null,
          ...editorial(placeRng),
          bookWeeksAhead: placeRng.chance(0.05),
          expectALine: placeRng.chance(0.08),
          slug,
          manualUpdated: placeRng.chance(0.2) ? iso(updated) : null,
          favouriteCount: favUsers.length,
          wishCount: wishUsers.length,
          _suggestions: suggestions,
          created: iso(created),
          updated: iso(updated),
        });
        for (const k of placeRng.sample(cuisinesHere, placeRng.chance(0.25) ? 2 : 1)) joinCuisines.push({ establishmentId: id, cuisineId: cuisineId(k) });
        for (const d of placeRng.sample(
          cityDishes[ci],
          placeRng.weighted([
            [0, 20],
            [1, 40],
            [2, 30],
            [3, 10],
          ] as const),
        )) {
          joinDishes.push({ establishmentId: id, foodDrinkId: dishId(d) });
        }
        for (const t of placeRng.sample(
          tagIds,
          placeRng.weighted([
            [0, 10],
            [1, 25],
            [2, 40],
            [3, 25],
          ] as const),
        ))
          joinTags.push({ establishmentId: id, tagId: t });
        for (const u of favUsers) favs.push({ establishmentId: id, userId: u });
        for (const u of wishUsers) wishRows.push({ establishmentId: id, userId: u });
        if (placeRng.chance(0.1)) {
          const from = placesByCity.start[ci];
          const to = placesByCity.start[ci + 1];
          for (let k = 0, n = placeRng.int(1, 2); k < n && to - from > 1; k++) {
            const other = placesByCity.items[placeRng.int(from, to - 1)];
            if (other !== i) similarPairs.push(id, placeId(other));
          }
        }
        if ((i + 1) % 5000 === 0 || i === size.places - 1) {
          const { done } = await writer.write(s.establishments, rows.drain(), placesWritten);
          placesWritten = Promise.all([placesWritten, done]);
          for (const j of joins) {
            j.after = placesWritten;
            await j.maybeWrite();
          }
          progress('places', i + 1, size.places);
          if (opts.stopPlaces && i < size.places - 1) {
            const reason = opts.stopPlaces(i + 1, performance.now() - batchStarted);
            batchStarted = performance.now();
            if (reason) {
              stoppedAt = i + 1;
              break;
            }
          }
        }
      }
      if (stoppedAt !== undefined) {
        // Stopped early: everything after this point sees only the places that exist.
        size.places = stoppedAt;
        placesByCity = groupBy(placeCity.subarray(0, stoppedAt), size.cities);
        const lastId = placeId(stoppedAt - 1);
        for (let k = 0; k < similarPairs.length; k += 2) if (similarPairs[k + 1] > lastId) similarPairs[k] = -1;
      }
      count(s.establishments, rows.count);
      for (const j of joins) await j.end();
      count(s.establishmentCuisines, joinCuisines.count);
      count(s.establishmentFoodDrinks, joinDishes.count);
      count(s.establishmentTags, joinTags.count);
      count(s.favourites, favs.count);
      count(s.wishes, wishRows.count);
      await writer.flush();
      const similar = new Batcher<TRowOf<typeof s.similarEstablishments>>(writer, s.similarEstablishments);
      const seenPair = new Set<string>();
      for (let k = 0; k < similarPairs.length; k += 2) {
        const key = `${similarPairs[k]}:${similarPairs[k + 1]}`;
        if (similarPairs[k] < 0 || seenPair.has(key)) continue;
        seenPair.add(key);
        similar.push({ establishmentId: similarPairs[k], similarId: similarPairs[k + 1] });
        await similar.maybeWrite();
      }
      await similar.end();
      count(s.similarEstablishments, similar.count);
      progress('places', size.places, size.places);
    }
    const livePlaceIn = (rng: Rng, ci: number): number | undefined => {
      const from = placesByCity.start[ci];
      const to = placesByCity.start[ci + 1];
      for (let tries = 0; tries < 6 && to > from; tries++) {
        const p = placesByCity.items[rng.int(from, to - 1)];
        if (!(placeFlags[p] & F_DELETED)) return p;
      }
      return undefined;
    };
    /** Cities with at least `min` places, weighted toward the big ones. */
    const busyCities = (() => {
      const list: number[] = [];
      for (let c = 0; c < size.cities; c++) if (placesByCity.start[c + 1] - placesByCity.start[c] >= 3) list.push(c);
      return list;
    })();

    // ---- Reviews --------------------------------------------------------------------------------------------
    {
      const rng = rngFor('reviews');
      const rows = new Batcher<TRowOf<typeof s.reviews>>(writer, s.reviews);
      const around = (r: number) => Math.min(5, Math.max(1, r + rng.int(-1, 1)));
      for (let i = 0; i < size.reviews; i++) {
        const p = rng.int(0, size.places - 1);
        const rating = rng.weighted([
          [1, 5],
          [2, 8],
          [3, 20],
          [4, 37],
          [5, 30],
        ] as const);
        const dish = dishList[rng.pick(cityDishes[placeCity[p]])]?.name.toLowerCase() ?? 'special';
        const middle = fill(rng.pick(REVIEW_MIDDLES), {
          dish,
          adj: rng.pick(pools.foodAdjectives),
          adj2: rng.pick(['salty', 'sweet', 'rich', 'spicy']),
          service: rng.pick(SERVICE_WORDS),
        });
        const created = pastDate(rng, 700);
        rows.push({
          userId: userId(rng.int(0, size.users - 1)),
          establishmentId: placeId(p),
          text: rng.chance(0.85) ? `${rng.pick(REVIEW_OPENERS)} ${middle} ${rng.pick(REVIEW_CLOSERS)}` : null,
          rating,
          taste: around(rating),
          cleanliness: around(rating),
          service: around(rating),
          value: around(rating),
          isPublished: rng.chance(0.7),
          created: iso(created),
          updated: iso(created),
        });
        if ((i + 1) % 5000 === 0) {
          await rows.maybeWrite();
          progress('reviews', i + 1, size.reviews);
        }
      }
      await rows.end();
      count(s.reviews, rows.count);
      progress('reviews', size.reviews, size.reviews);
    }

    // ---- Landmarks, explore lists, eatineraries ------------------------------------------------------------------
    const cityZipf = new Zipf(Math.min(size.cities, 1000), 1);
    /** A city for a subscription, saved list or editorial review: the big cities draw more (40 % by rank). */
    const someCity = (rng: Rng) => (rng.chance(0.4) ? cityZipf.sample(rng) : rng.int(0, size.cities - 1));
    /** A city for editorial content (landmarks, lists, eatineraries): spread wider, or the biggest city gets thousands. */
    const someEditorialCity = (rng: Rng) => (rng.chance(0.1) ? cityZipf.sample(rng) : rng.int(0, size.cities - 1));
    const someBusyCity = (rng: Rng) => {
      if (busyCities.length === 0) return undefined;
      const c = someEditorialCity(rng);
      return placesByCity.start[c + 1] - placesByCity.start[c] >= 3 ? c : rng.pick(busyCities);
    };
    {
      const rng = rngFor('landmarks');
      const rows = new Batcher<TRowOf<typeof s.landmarks>>(writer, s.landmarks);
      const order = new Map<number, number>();
      for (let i = 0; i < size.landmarks; i++) {
        const ci = someEditorialCity(rng);
        const city = cities[ci];
        const name = fill(rng.pick(LANDMARK_PATTERNS), { city: city.name, country: city.country, last: rng.pick(pools.lastNames) });
        const position = (order.get(ci) ?? 0) + 1;
        order.set(ci, position);
        const created = pastDate(rng, 1000);
        const lat = city.lat + rng.float(-0.02, 0.02);
        const lng = city.lng + rng.float(-0.02, 0.02);
        rows.push({
          id: base.landmarks + 1 + i,
          name,
          destinationId: cityId(ci),
          destinationOrder: position,
          shortDescription: `A must-see in ${city.name}, with good food close by.`,
          description: `${name} is one of ${city.name}'s best-known sights. ${rng.pick(pools.foodDescriptions)}`,
          address: { url: `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(5)},${lng.toFixed(5)}` },
          location: { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) },
          isPublished: rng.chance(0.5),
          ...editorial(rng),
          slug: `${slugify(name)}-${base.landmarks + 1 + i}`,
          status: rng.chance(0.95) ? 'open' : 'temporarily closed',
          city: city.name,
          deleted: rng.chance(0.005),
          created: iso(created),
          updated: iso(created + rng.int(0, 100) * DAY_MS),
        });
        if ((i + 1) % 5000 === 0) {
          await rows.maybeWrite();
          progress('landmarks', i + 1, size.landmarks);
        }
      }
      await rows.end();
      count(s.landmarks, rows.count);
      progress('landmarks', size.landmarks, size.landmarks);
    }
    {
      const rng = rngFor('lists');
      const rows = new Batcher<TRowOf<typeof s.lists>>(writer, s.lists);
      const members = new Batcher<TRowOf<typeof s.listEstablishments>>(writer, s.listEstablishments);
      let listsWritten: Promise<unknown> = Promise.resolve();
      for (let i = 0; i < size.lists; i++) {
        const ci = someBusyCity(rng);
        if (ci === undefined) break;
        const city = cities[ci];
        const id = base.lists + 1 + i;
        const name = fill(rng.pick(LIST_PATTERNS), {
          city: city.name,
          dish: dishList[rng.pick(cityDishes[ci])]?.name ?? 'Food',
          cuisine: cuisineNames[rng.pick(cityCuisines[ci])] ?? 'Local',
        });
        const created = pastDate(rng, 900);
        rows.push({
          id,
          name,
          destinationId: cityId(ci),
          shortDescription: `Our pick of places in ${city.name}.`,
          description: rng.pick(pools.foodDescriptions),
          slug: `${slugify(name)}-${id}`,
          isPublished: rng.chance(0.6),
          ...editorial(rng),
          deleted: rng.chance(0.005),
          created: iso(created),
          updated: iso(created + rng.int(0, 60) * DAY_MS),
        });
        const picked = new Set<number>();
        for (let k = 0, n = rng.int(3, 10); k < n; k++) {
          const p = livePlaceIn(rng, ci);
          if (p !== undefined) picked.add(p);
        }
        [...picked].forEach((p, pos) => members.push({ listId: id, establishmentId: placeId(p), position: pos + 1 }));
        if ((i + 1) % 5000 === 0) {
          const { done } = await writer.write(s.lists, rows.drain(), listsWritten);
          listsWritten = Promise.all([listsWritten, done]);
          members.after = listsWritten;
          await members.maybeWrite();
          progress('lists', i + 1, size.lists);
        }
      }
      await rows.end();
      await writer.flush();
      members.after = undefined;
      await members.end();
      count(s.lists, rows.count);
      count(s.listEstablishments, members.count);
      progress('lists', size.lists, size.lists);
    }
    {
      const rng = rngFor('eateries');
      const rows = new Batcher<TRowOf<typeof s.eateries>>(writer, s.eateries);
      const order = new Map<number, number>();
      for (let i = 0; i < size.eateries; i++) {
        const ci = someBusyCity(rng);
        if (ci === undefined) break;
        const city = cities[ci];
        const name = fill(rng.pick(EATINERARY_PATTERNS), { city: city.name, cuisine: cuisineNames[rng.pick(cityCuisines[ci])] ?? 'Local' });
        const sectionTitles = rng
          .distinctInts(0, EATINERARY_SECTIONS.length - 1, rng.int(2, 4))
          .sort((a, b) => a - b)
          .map((k) => EATINERARY_SECTIONS[k]);
        const sections = sectionTitles.map((title) => {
          const ids = new Set<number>();
          for (let k = 0, n = rng.int(1, 3); k < n; k++) {
            const p = livePlaceIn(rng, ci);
            if (p !== undefined) ids.add(placeId(p));
          }
          return { title, description: rng.chance(0.5) ? `Where to go for ${title.toLowerCase()}.` : null, placeIds: [...ids] };
        });
        const position = (order.get(ci) ?? 0) + 1;
        order.set(ci, position);
        const created = pastDate(rng, 800);
        rows.push({
          id: base.eateries + 1 + i,
          name,
          description: `A day of eating well in ${city.name}. ${rng.pick(pools.foodDescriptions)}`,
          destinationId: cityId(ci),
          destinationOrder: position,
          isPublished: rng.chance(0.6),
          ...editorial(rng),
          _sections: sections,
          deleted: rng.chance(0.005),
          created: iso(created),
          updated: iso(created + rng.int(0, 60) * DAY_MS),
        });
        if ((i + 1) % 5000 === 0) {
          await rows.maybeWrite();
          progress('eatineraries', i + 1, size.eateries);
        }
      }
      await rows.end();
      count(s.eateries, rows.count);
      progress('eatineraries', size.eateries, size.eateries);
    }

    // ---- Quotes, coupons, purchases and claims, subscriptions -------------------------------------------------
    {
      const rng = rngFor('quotes');
      const rows: TRowOf<typeof s.quotes>[] = [];
      for (let i = 0; i < size.quotes; i++) {
        const title = i < QUOTES.length ? QUOTES[i] : `${rng.pick(pools.foodDescriptions)} — ${rng.pick(pools.firstNames)} ${rng.pick(pools.lastNames)}`;
        const created = pastDate(rng, 900);
        rows.push({ title, isPublished: rng.chance(0.6), deleted: rng.chance(0.01), created: iso(created), updated: iso(created) });
      }
      await writeAll(s.quotes, rows);
    }
    const couponIds: number[] = [];
    {
      const rng = rngFor('coupons');
      const rows: TRowOf<typeof s.coupons>[] = [];
      for (let i = 0; i < size.coupons; i++) {
        const id = base.coupons + 1 + i;
        const percent = rng.chance(0.6);
        const value = percent ? rng.pick([5, 10, 15, 20, 25, 30, 50]) : rng.int(5, 50);
        const label = COUPON_NAMES[i % COUPON_NAMES.length];
        const start = now - rng.int(-30, 180) * DAY_MS;
        const published = rng.chance(0.5);
        couponIds.push(id);
        rows.push({
          id,
          name: `${label} ${percent ? `${value}%` : `$${value} off`}`,
          code: `${asciiWord(label).toUpperCase().slice(0, 8)}${value}${i >= COUPON_NAMES.length ? `-${(i + 1).toString(36).toUpperCase()}` : ''}`,
          discountType: percent ? 'percent' : 'flat',
          discountValue: value,
          startDate: iso(start),
          endDate: rng.chance(0.7) ? iso(start + rng.int(30, 365) * DAY_MS) : null,
          claimLimit: rng.chance(0.5) ? 0 : rng.int(10, 1000),
          isPublished: published,
          notes: rng.chance(0.2) ? 'Partner campaign; check with marketing before extending.' : null,
          packBenefits: rng.chance(0.4) ? { durationValue: rng.int(1, 6), durationType: 'month', packId: worldPackId } : null,
          deleted: !published && i > 0 && rng.chance(0.08),
          created: iso(start - rng.int(1, 30) * DAY_MS),
          updated: iso(start),
        });
      }
      await writeAll(s.coupons, rows);
    }
    {
      const rng = rngFor('transactions');
      const transactions = new Batcher<TRowOf<typeof s.destinationTransactions>>(writer, s.destinationTransactions);
      const claims = new Batcher<TRowOf<typeof s.couponClaims>>(writer, s.couponClaims);
      const total = size.claims + size.purchases;
      for (let i = 0; i < total; i++) {
        const id = base.destination_transactions + 1 + i;
        const user = userId(rng.int(0, size.users - 1));
        const isClaim = i < size.claims;
        const coupon = isClaim ? rng.pick(couponIds) : null;
        const created = iso(pastDate(rng, 365));
        transactions.push({
          id,
          userId: user,
          destinationIds: rng.distinctInts(0, size.cities - 1, rng.int(1, 2)).map(cityId),
          destinationPackId: rng.chance(0.5) ? worldPackId : (rng.pick(packRows).id as number),
          couponId: coupon,
          amount: isClaim ? 0 : rng.pick([19, 24, 29, 39, 79]),
          created,
          updated: created,
        });
        if (coupon !== null) claims.push({ couponId: coupon, userId: user, transactionId: id, created, updated: created });
      }
      await transactions.end();
      await writer.flush();
      await claims.end();
      count(s.destinationTransactions, transactions.count);
      count(s.couponClaims, claims.count);
      progress('coupons', size.coupons, size.coupons);
    }
    {
      const rng = rngFor('subscriptions');
      const rows = new Batcher<TRowOf<typeof s.destinationSubscriptions>>(writer, s.destinationSubscriptions);
      const seen = new Set<number>();
      for (let i = 0; i < size.subscriptions; i++) {
        const c = someCity(rng);
        const u = rng.int(0, size.users - 1);
        const key = c * 4_194_304 + u;
        if (seen.has(key)) continue;
        seen.add(key);
        const created = pastDate(rng, 500);
        rows.push({
          destinationId: cityId(c),
          userId: userId(u),
          endDate: iso(rng.chance(0.75) ? now + rng.int(1, 365) * DAY_MS : created + rng.int(30, 365) * DAY_MS),
          created: iso(created),
          updated: iso(created),
        });
        if ((i + 1) % 5000 === 0) {
          await rows.maybeWrite();
          progress('subscriptions', i + 1, size.subscriptions);
        }
      }
      await rows.end();
      count(s.destinationSubscriptions, rows.count);
      progress('subscriptions', size.subscriptions, size.subscriptions);
    }

    // ---- Editorial reviews, saved lists ---------------------------------------------------------------------------
    {
      const rng = rngFor('userReviews');
      const rows: TRowOf<typeof s.userReviews>[] = [];
      for (let i = 0; i < size.userReviews; i++) {
        const city = cities[someCity(rng)];
        const created = pastDate(rng, 600);
        rows.push({
          title: `${city.name} in ${rng.pick([5, 7, 10, 12])} Bites`,
          subtitle: `Where a local eats in ${city.name}, from breakfast to the last drink.`,
          userId: rng.pick(recommenders),
          isPublished: rng.chance(0.6),
          created: iso(created),
          updated: iso(created),
        });
      }
      await writeAll(s.userReviews, rows);
    }
    {
      const rng = rngFor('savedLists');
      const lists = new Batcher<TRowOf<typeof s.userLists>>(writer, s.userLists);
      const items = new Batcher<TRowOf<typeof s.userListItems>>(writer, s.userListItems);
      const subjectCount: Record<TSubjectType, number> = {
        Establishment: size.places,
        Destination: size.cities,
        FoodDrink: dishRows.length,
        Cuisine: cuisineRows.length,
        Landmark: counts.landmarks ?? 0,
        List: counts.lists ?? 0,
        Eateries: counts.eateries ?? 0,
      };
      const subjectBase: Record<TSubjectType, number> = {
        Establishment: base.establishments,
        Destination: base.destinations,
        FoodDrink: base.food_drinks,
        Cuisine: base.cuisines,
        Landmark: base.landmarks,
        List: base.lists,
        Eateries: base.eateries,
      };
      const weights = SUBJECT_WEIGHTS.filter(([t]) => subjectCount[t] > 0 && SUBJECT_TYPES.includes(t));
      let listsWritten: Promise<unknown> = Promise.resolve();
      for (let i = 0; i < size.savedLists; i++) {
        const id = base.user_lists + 1 + i;
        const city = cities[someCity(rng)];
        const created = pastDate(rng, 500);
        lists.push({
          id,
          userId: userId(rng.int(0, size.users - 1)),
          name: fill(rng.pick(['Want to try', 'Favourites', '{city} trip', 'Date ideas', 'Coffee spots', 'Next time in {city}']), { city: city.name }),
          created: iso(created),
          updated: iso(created),
        });
        for (let k = 0, n = rng.int(1, 6); k < n; k++) {
          const type = rng.weighted(weights);
          items.push({
            userListId: id,
            subjectType: type,
            subjectId: subjectBase[type] + rng.int(1, subjectCount[type]),
            created: iso(created),
            updated: iso(created),
          });
        }
        if ((i + 1) % 5000 === 0) {
          const { done } = await writer.write(s.userLists, lists.drain(), listsWritten);
          listsWritten = Promise.all([listsWritten, done]);
          items.after = listsWritten;
          await items.maybeWrite();
        }
      }
      await lists.end();
      await writer.flush();
      items.after = undefined;
      await items.end();
      count(s.userLists, lists.count);
      count(s.userListItems, items.count);
      progress('saved lists', size.savedLists, size.savedLists);
    }
    await writer.flush();

    // ---- Home sections ------------------------------------------------------------------------------------------
    progress('home', 0, 1);
    {
      const rng = rngFor('home');
      await database.raw(
        `insert into home_sections (name, slug) select name, slug from jsonb_to_recordset($1::jsonb) as x(name text, slug text) on conflict (slug) do nothing`,
        [JSON.stringify(HOME_SECTION_SLUGS.map((slug) => ({ name: HOME_SECTION_NAMES[slug], slug })))],
      );
      const sections = new Map((await database.raw('select id, slug from home_sections')).rows.map((r) => [r.slug as string, r.id as number]));
      const candidates = async (sqlText: string) => (await database.raw(sqlText)).rows as { id: number; name: string; destination_id: number | null }[];
      const lim = 200;
      const pools2 = {
        publishedCities: await candidates(
          `select id, name, id as destination_id from destinations where is_published and not deleted order by id limit ${lim}`,
        ),
        newPlaces: await candidates(
          `select id, name, destination_id from establishments where is_published and not deleted order by created desc, id limit ${lim}`,
        ),
        publishedPlaces: await candidates(`select id, name, destination_id from establishments where is_published and not deleted order by id limit ${lim}`),
        travelWorthy: await candidates(
          `select id, name, destination_id from establishments where is_published and not deleted and guide_rating = 3 order by id limit ${lim}`,
        ),
        eateries: await candidates(`select id, name, destination_id from eateries where not deleted order by id limit ${lim}`),
        dishes: await candidates(
          `select f.id, f.name, min(d.destination_id) as destination_id from food_drinks f join destination_food_drinks d on d.food_drink_id = f.id where not f.deleted group by f.id, f.name order by f.id limit ${lim}`,
        ),
        lists: await candidates(`select id, name, destination_id from lists where not deleted order by id limit ${lim}`),
      };
      const plan: [string, TSubjectType, keyof typeof pools2, boolean][] = [
        ['hero_videos', 'Destination', 'publishedCities', true],
        ['whats_new', 'Establishment', 'newPlaces', false],
        ['editors_pick', 'Establishment', 'publishedPlaces', false],
        ['eatinerary', 'Eateries', 'eateries', false],
        ['dish', 'FoodDrink', 'dishes', false],
        ['travel_worthy', 'Establishment', 'travelWorthy', false],
        ['destinations', 'Destination', 'publishedCities', false],
        ['explore_city', 'List', 'lists', false],
      ];
      const entries: TRowOf<typeof s.homeSectionEntities>[] = [];
      for (const [slug, subjectType, from, isVideo] of plan) {
        const sectionId = sections.get(slug);
        if (sectionId === undefined) continue;
        rng.sample(pools2[from], rng.int(3, 6)).forEach((row, k) => {
          entries.push({
            homeSectionId: sectionId,
            subjectId: row.id,
            subjectType,
            destinationId: row.destination_id,
            name: isVideo ? `${row.name} in 60 seconds` : row.name,
            order: k + 1,
          });
        });
      }
      await writeAll(s.homeSectionEntities, entries);
      await writer.flush();
    }
    progress('home', 1, 1);
  };
  // A big load goes faster with the big tables' secondary indexes built once at the end (and their FK checks off).
  if (size.places >= BULK_THRESHOLD) {
    await bulkLoadMode(database, BULK_TABLES, async () => {
      await load();
      progress('indexes', 0, 1);
    });
    progress('indexes', 1, 1);
  } else {
    await load();
  }

  // ---- Identity sequences past the ids given here, then statistics --------------------------------------------
  const withIds = [
    s.users,
    s.destinations,
    s.establishments,
    s.foodDrinks,
    s.cuisines,
    s.tags,
    s.tagCategories,
    s.destinationPacks,
    s.lists,
    s.coupons,
    s.destinationTransactions,
    s.userLists,
    s.landmarks,
    s.eateries,
  ];
  for (const table of withIds) {
    const name = getTableName(table);
    await database.raw(`select setval(pg_get_serial_sequence('${name}', 'id'), m) from (select max(id) as m from "${name}") x where m is not null`);
  }
  progress('analyze', 0, 1);
  await database.raw(database.driver === 'postgres' && size.places >= 20_000 ? 'vacuum (analyze)' : 'analyze');
  progress('analyze', 1, 1);
  return counts;
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
