import { getTableName } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { LIVE_LINKS_COUNTED, PARENT_COUNTED } from '../../db/schema/row-counts';
import * as s from '../../db/schema/index';
import { bulkLoadMode } from '../bulk-insert';
import { declaredRulePlans, refreshDeclaredRules } from '../../completeness/declared';
import { gapTriggers } from '../../completeness/install';
import { LEDGER_LINK_TABLES, LEDGER_ROW_TABLES } from '../../db/ledger-tables';
import { pickCities } from '../gazetteer';
import { type TSeedContext, openSeedContext } from './context';
import { seedCities } from './cities';
import { seedCoupons, seedPurchasesAndClaims } from './coupons';
import { seedCuisines } from './cuisines';
import { seedDishes } from './dishes';
import { seedEatineraries } from './eatineraries';
import { seedExploreLists } from './explore-lists';
import { seedHome } from './home';
import { seedLandmarks } from './landmarks';
import { seedPacks } from './packs';
import { seedPlaces } from './places';
import { cityPicks } from './places-by-city';
import { seedQuotes } from './quotes';
import { seedReviews } from './reviews';
import { seedSavedLists } from './saved-lists';
import type { TSeedCounts, TSeedOptions } from './sizes';
import { seedSubscriptions } from './subscriptions';
import { seedTags } from './tags';
import { seedUserReviews } from './user-reviews';
import { seedUsers, writeUserTags } from './users';

export {
  DEFAULT_SEED,
  MAX_CITIES,
  type TSeedCounts,
  type TSeedOptions,
  type TSeedSizes,
  describeCounts,
  seedSizes,
} from './sizes';

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

/** Tables whose ids the seeder gives (their identity sequences are moved past them afterwards). */
const WITH_IDS = [
  s.users,
  s.cities,
  s.places,
  s.dishes,
  s.cuisines,
  s.tags,
  s.tagCategories,
  s.destinationPacks,
  s.exploreLists,
  s.coupons,
  s.destinationTransactions,
  s.userLists,
  s.landmarks,
  s.eatineraries,
];

/** Indexes the users' subscription-state triggers (migration 0018) read on every batch of subscriptions and purchases. */
const TRIGGER_READ_INDEXES = ['destination_subscriptions_user_idx', 'destination_transactions_user_idx'];

/**
 * Triggers quiet during a big load, their work done once at the end instead (keptOnce): the users' subscription state
 * (migration 0018: each batch of 5 000 subscriptions rewrote its 5 000 users, 3.8 s a batch at 1 M users, 190 s of the
 * seed) and the live places of each dish and cuisine (0023: every batch of links looked its places up).
 */
const QUIET_TRIGGERS = [
  { table: 'destination_subscriptions', trigger: 'destination_subscriptions_user_state_ins' },
  { table: 'destination_transactions', trigger: 'destination_transactions_user_state_ins' },
  ...[...LIVE_LINKS_COUNTED].map((table) => ({ table, trigger: `${table}_count_ins` })),
  // Demo content at a million rows is nobody's edit: the change ledger (migration 0025) is not told of it, nor of the
  // users' subscription state written once at the end.
  ...[...LEDGER_ROW_TABLES, ...LEDGER_LINK_TABLES].map((table) => ({ table, trigger: `${table}_ledger_ins` })),
  { table: 'users', trigger: 'users_ledger_upd' },
];

/**
 * Fills every content type with plausible, linked demo data, deterministic for `seed`.
 * Assumes an empty content database (settings, roles and staff accounts may exist) and creates no staff.
 * Rows go in as batches of one jsonb parameter each; ids are assigned here, from above the tables' current maximum.
 * Each part draws from a random stream of its own (ctx.rngFor), and the parts run in this order: later parts link
 * to what earlier ones made.
 * @example
 * const counts = await seedDemo(database, { scale: 1 }); // counts.establishments === 400
 */
export async function seedDemo(database: Database, opts: TSeedOptions): Promise<TSeedCounts> {
  const ctx = await openSeedContext(database, opts);
  const { size, progress } = ctx;
  // A big load goes faster with the big tables' secondary indexes built once at the end (and their FK checks off).
  if (size.places >= BULK_THRESHOLD) {
    // The completeness rules' state (issue 34) is worked out once at the end too: per batch, it is a second write of
    // every row loaded.
    const gaps = (await declaredRulePlans()).flatMap(gapTriggers);
    await bulkLoadMode(
      database,
      { tables: BULK_TABLES, keep: TRIGGER_READ_INDEXES, quiet: [...QUIET_TRIGGERS, ...gaps] },
      async () => {
        await load(ctx);
        await keptOnce(database);
        progress('indexes', 0, 1);
      },
    );
    progress('indexes', 1, 1);
    // With the indexes back: a city's 'without places' probes its places by city.
    progress('completeness', 0, 1);
    await refreshDeclaredRules(database.jobSql);
    progress('completeness', 1, 1);
  } else {
    await load(ctx);
  }

  // Identity sequences past the ids given here, then statistics.
  for (const table of WITH_IDS) {
    const name = getTableName(table);
    await database.raw(
      `select setval(pg_get_serial_sequence('${name}', 'id'), m) from (select max(id) as m from "${name}") x where m is not null`,
    );
  }
  progress('analyze', 0, 1);
  await database.raw(database.driver === 'postgres' && size.places >= 20_000 ? 'vacuum (analyze)' : 'analyze');
  progress('analyze', 1, 1);
  return ctx.counts;
}

/** What the quiet triggers would have written, a statement each: every subscriber's and buyer's state, every link count. */
async function keptOnce(database: Database): Promise<void> {
  // Freshly loaded tables have no statistics yet: the planner then took `coupon_id is null` for a rare condition and
  // read it from its index for each of 300 000 users (over ten minutes, or one when autovacuum had analysed in time).
  await database.raw('analyze users, destination_subscriptions, destination_transactions');
  await database.raw(
    `select users_subscription_refresh(array(
       select user_id from destination_subscriptions union select user_id from destination_transactions where user_id is not null))`,
  );
  for (const links of LIVE_LINKS_COUNTED) {
    const key = (PARENT_COUNTED as Record<string, string>)[links];
    // As migration 0023 counts them: a link to a live place (afresh: a place trashed meanwhile left its delta here).
    await database.raw(`delete from parent_counts where relation = '${links}'`);
    await database.raw(
      `insert into parent_counts (relation, parent_id, n)
       select '${links}', l.${key}, count(*)::int from ${links} l join establishments e on e.id = l.establishment_id and not e.deleted
       group by l.${key}`,
    );
  }
}

async function load(ctx: TSeedContext): Promise<void> {
  const { size, writer, progress } = ctx;

  // Catalog: packs, cuisines, dishes, tags (cuisines, dishes and tags share one random stream, in this order).
  progress('catalog', 0, 1);
  const cities = pickCities(size.cities, ctx.rngFor('cities'));
  const packs = await seedPacks(ctx, cities);
  const catRng = ctx.rngFor('catalog');
  const cuisineNames = await seedCuisines(ctx, catRng);
  const dishList = await seedDishes(ctx, catRng, cuisineNames.length);
  const tagIds = await seedTags(ctx, catRng);
  await writer.flush();
  progress('catalog', 1, 1);

  // Users, cities (then the users' tags), places and their reviews.
  const { recommenders, userTags } = await seedUsers(ctx, tagIds);
  const menus = await seedCities(ctx, { cities, packs, dishList, cuisineNames });
  await writeUserTags(ctx, userTags);
  await writer.flush();
  const { placeCity, placesByCity, placeFlags } = await seedPlaces(ctx, {
    cities,
    menus,
    dishList,
    cuisineNames,
    tagIds,
  });
  await seedReviews(ctx, { dishList, cityDishes: menus.cityDishes, placeCity });

  // Editorial content in cities with places: landmarks, explore lists, eatineraries.
  const picks = cityPicks(size.cities, placesByCity, placeFlags);
  await seedLandmarks(ctx, cities, picks);
  await seedExploreLists(ctx, { cities, menus, dishList, cuisineNames, picks });
  await seedEatineraries(ctx, { cities, menus, cuisineNames, picks });

  // Quotes, coupons, purchases and claims, subscriptions, editorial reviews, saved lists.
  await seedQuotes(ctx);
  const couponIds = await seedCoupons(ctx, packs);
  await seedPurchasesAndClaims(ctx, packs, couponIds);
  await seedSubscriptions(ctx, picks);
  await seedUserReviews(ctx, { cities, recommenders, picks });
  await seedSavedLists(ctx, {
    cities,
    picks,
    made: { dishes: dishList.length, cuisines: cuisineNames.length },
  });
  await writer.flush();

  // Home sections, from what the database now holds.
  progress('home', 0, 1);
  await seedHome(ctx);
  progress('home', 1, 1);
}
