import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { keywordValue } from '@mise/contracts/resources/part2-fields';
import { DEFAULT_SETTINGS } from '@mise/contracts/resources/setting';
import type { Database } from '../../db/client';
import { Batcher, BulkWriter, restoreAfterBulkLoad } from '../bulk-insert';
import { type TPools, buildPools } from '../names';
import { Rng } from '../prng';
import {
  DEFAULT_SEED,
  MAX_CUISINES,
  MAX_DISHES,
  type TSeedCounts,
  type TSeedOptions,
  type TSeedSizes,
  seedSizes,
} from './sizes';

export const DAY_MS = 86_400_000;

/** Insert-row shape of a table, with dates as ISO strings (they travel as JSON). */
export type TRowOf<T extends PgTable> = {
  [K in keyof T['$inferInsert']]?: NonNullable<T['$inferInsert'][K]> extends Date
    ? string | null
    : T['$inferInsert'][K];
};

/** What every part of the seeder shares: sizes, clock, random streams, id bases, the writer and the counts. */
export type TSeedContext = {
  database: Database;
  opts: TSeedOptions;
  /** Sizes for this run; `places` shrinks when `stopPlaces` stops adding places early. */
  size: TSeedSizes;
  /** Milliseconds of the instant dates are spread from. */
  now: number;
  progress: (stage: string, done: number, total: number) => void;
  writer: BulkWriter;
  counts: TSeedCounts;
  pools: TPools;
  /** Each table's largest id before seeding; the rows made here get ids above it. */
  base: Record<string, number>;
  /** The continentName setting value for a continent (or its keyword value). */
  continentValue: (name: string) => string;
  /** Place types the establishmentPlaceType setting knows. */
  knownPlaceTypes: Set<string>;
  /** A random stream of its own for each part, so one part's draws never shift another's. */
  rngFor: (label: string) => Rng;
  iso: (ms: number) => string;
  /** A random instant up to `maxDays` before now (minute precision). */
  pastDate: (rng: Rng, maxDays: number) => number;
  count: (table: PgTable, n: number) => void;
  /** Writes an array of rows in batches, waits until they are in (later rows may point at them) and counts them. */
  writeAll: (table: PgTable, rows: object[]) => Promise<void>;
  userId: (i: number) => number;
  cityId: (i: number) => number;
  placeId: (i: number) => number;
  dishId: (i: number) => number;
  cuisineId: (i: number) => number;
};

/**
 * Sets up a seed run: finishes an interrupted bulk load, builds the name pools, reads the settings the content
 * follows and the tables' current maximum ids.
 */
export async function openSeedContext(database: Database, opts: TSeedOptions): Promise<TSeedContext> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const size = seedSizes(opts.scale);
  if (opts.places !== undefined) size.places = Math.max(1, Math.round(opts.places));
  const progress = opts.onProgress ?? (() => {});
  const now = (opts.now ?? new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS)).getTime();
  const writer = new BulkWriter(database);
  const counts: TSeedCounts = {};
  const count = (table: PgTable, n: number) => {
    const name = getTableName(table);
    counts[name] = (counts[name] ?? 0) + n;
  };
  const writeAll = async (table: PgTable, rows: object[]) => {
    const b = new Batcher<object>(writer, table);
    for (const row of rows) b.push(row);
    await b.end();
    await writer.flush();
    count(table, rows.length);
  };

  await restoreAfterBulkLoad(database);
  const pools = buildPools(seed, MAX_DISHES, MAX_CUISINES);
  const settingsRows = await database.raw(
    `select key, value from settings where key in ('continentName', 'establishmentPlaceType')`,
  );
  const setting = (key: string) =>
    settingsRows.rows.find((r) => r.key === key)?.value as { name: string; value: string }[] | undefined;
  const continentValues = new Map(
    (setting('continentName') ?? DEFAULT_SETTINGS.continentName).map((c) => [c.name.toLowerCase(), c.value]),
  );
  const knownPlaceTypes = new Set(
    (setting('establishmentPlaceType') ?? DEFAULT_SETTINGS.establishmentPlaceType).map((t) => t.value),
  );

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

  return {
    database,
    opts,
    size,
    now,
    progress,
    writer,
    counts,
    pools,
    base,
    continentValue: (name) => continentValues.get(name.toLowerCase()) ?? keywordValue(name),
    knownPlaceTypes,
    rngFor: (label) => new Rng(seed, label),
    iso: (ms) => new Date(ms).toISOString(),
    pastDate: (rng, maxDays) => now - rng.int(1, maxDays * 24 * 60) * 60_000,
    count,
    writeAll,
    userId: (i) => base.users + 1 + i,
    cityId: (i) => base.destinations + 1 + i,
    placeId: (i) => base.establishments + 1 + i,
    dishId: (i) => base.food_drinks + 1 + i,
    cuisineId: (i) => base.cuisines + 1 + i,
  };
}

/** The editorial fields most content types share. */
export function editorial(rng: Rng) {
  return {
    notes: rng.chance(0.1) ? 'Check photos before publishing.' : null,
    newlyAdded: rng.chance(0.05),
    recentlyUpdated: rng.chance(0.05),
  };
}
