/**
 * Detail screens' first request (issue 31 point 2): the item of every console area that reads one record (place, city,
 * dish, cuisine, landmark, explore list, eatinerary, quote, destination pack, coupon, user, editorial review, a user's
 * saved list, a home section) and the tags page, opened as the console opens them, one editor at a time (concurrency 1)
 * at the bench database's 1 M places, through the API (p50/p95 and the server's CPU per request) beside the same SQL
 * replayed straight, with each statement's plan (bench-data/detail-plans.txt).
 *
 * npx tsx scripts/bench/detail.ts [--requests N]     (or: npm run bench -- --only detail)
 * BENCH_DATABASE_URL: default postgres://postgres@127.0.0.1:5432/mise_bench (seeded by npm run bench).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { USER_COUNTS } from '@mise/contracts/resources/user-calls';
import { captureLayerSql, replay, type TWave } from './capture';
import { benchDatabase, printPlans, runWhenMain } from './standalone';
import { startServer, type TServer } from './server';
import { cpuMs, fmtLoad, loadAverage, runLoad, summarize, type TCpu, type TSummary } from './stats';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUT_DIR = join(ROOT, 'bench-data');
const STAFF = { email: 'bench@mise.local', password: `bench-${randomBytes(12).toString('hex')}` };
/** ../shared/design/PERFORMANCE.md and issue 31: a detail screen's first request at one editor. */
export const TARGET_P95_MS = 10;

/**
 * apps/web/src/lib/api-client.ts apiUrl: '/api/{path}?{query}', objects as JSON, encoded as its URLSearchParams
 * encodes them, so the server parses the very text the console sends.
 */
function apiUrl(path: string, query: Record<string, object> = {}): string {
  const pairs = Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]);
  const text = new URLSearchParams(pairs).toString();
  return `/api/${path}${text ? `?${text}` : ''}`;
}

/** apps/web/src/components/resource/reference/city-include.ts CITY_NAME: a record's city, its id and name only. */
const CITY_NAME = { relation: 'destination', scope: { fields: ['id', 'name'] } };

/** apps/web/src/resources/place/place-record.ts PLACE_DETAIL, as the place area reads its item. */
const PLACE_DETAIL = {
  include: [
    CITY_NAME,
    { relation: 'similarEstablishments', scope: { fields: ['id', 'name'] } },
    { relation: 'suggestions' },
    { relation: 'primarySuggesters' },
  ],
  includeCount: true,
};

/** apps/web/src/resources/dish/dish-record.ts DISH_DETAIL: the counts and its cities' names (for the form). */
const DISH_DETAIL = { include: [{ relation: 'destinations', scope: { fields: ['id', 'name'] } }], includeCount: true };

/** apps/web/src/resources/user-review/review-record.ts REVIEW_DETAIL: the author, for the link and the form's picker. */
const REVIEW_DETAIL = { include: [{ relation: 'user', scope: { fields: ['id', 'name', 'email'] } }] };

/** apps/web/src/resources/tag/tag-records.ts categoriesFilter('', 'All'): the page as it opens, no search, no filter. */
const TAG_PAGE = { order: 'order ASC', limit: 1000, include: { relation: 'tags', scope: { limit: 1000 } } };

/** A user's saved list with the most items (a live user's), and that user: its page's path names both. */
const SAVED_LIST = `select l.id, l.user_id from user_lists l join user_list_items i on i.user_list_id = l.id
  join users u on u.id = l.user_id and not u.deleted group by l.id order by count(*) desc, l.id limit 1`;
/** A live row in the middle of `table` (`live` empty for a table that keeps no soft-deleted rows). */
const middle = (table: string, live = 'not deleted and') =>
  `select id from ${table} where ${live} id > (select max(id) / 2 from ${table}) order by id limit 1`;
/**
 * How each scenario's id is chosen: a live row that is a heavy case where one is cheap to find (most places, cities,
 * claims, subscriptions, items or entries), otherwise a live row in the middle of the table (not one the first pages
 * keep warm). Each answers one row with `id`.
 */
const PICKS = {
  placeId: middle('establishments'),
  cityId: `select d.id from destinations d join establishments e on e.destination_id = d.id and not e.deleted
    where not d.deleted group by d.id order by count(*) desc, d.id limit 1`,
  dishId: `select f.id from food_drinks f join establishment_food_drinks x on x.food_drink_id = f.id
    where not f.deleted group by f.id order by count(*) desc, f.id limit 1`,
  cuisineId: `select c.id from cuisines c join establishment_cuisines x on x.cuisine_id = c.id
    where not c.deleted group by c.id order by count(*) desc, c.id limit 1`,
  landmarkId: middle('landmarks'),
  exploreListId: `select l.id from lists l join list_establishments x on x.list_id = l.id
    where not l.deleted group by l.id order by count(*) desc, l.id limit 1`,
  // Every eatinerary has two to four sections: one of four in the table's second half.
  eatineraryId: `select id from eateries where not deleted and id > (select max(id) / 2 from eateries)
    order by jsonb_array_length(_sections) desc, id limit 1`,
  quoteId: middle('quotes'),
  // Packs keep no soft-deleted rows; the one most cities are in makes the Cities tab's count the heaviest.
  packId: `select destination_pack_id as id from destinations where destination_pack_id is not null and not deleted
    group by 1 order by count(*) desc, 1 limit 1`,
  couponId: `select c.id from coupons c join coupon_claims x on x.coupon_id = c.id
    where not c.deleted group by c.id order by count(*) desc, c.id limit 1`,
  userId: `select s.user_id as id from destination_subscriptions s join users u on u.id = s.user_id and not u.deleted
    group by 1 order by count(*) desc, 1 limit 1`,
  // Editorial reviews keep no soft-deleted rows.
  reviewId: middle('user_reviews', ''),
  savedListId: `select id from (${SAVED_LIST}) l`,
  savedListUserId: `select user_id as id from (${SAVED_LIST}) l`,
  homeSectionId: `select home_section_id as id from home_section_entities group by 1 order by count(*) desc, 1 limit 1`,
} as const satisfies Record<string, string>;

type TIds = Record<keyof typeof PICKS, number>;
type TScenario = { key: string; label: string; requests: string[] };

/** The detail requests, one scenario each; when a screen's request changes, change its line here. */
export function detailScenarios(ids: TIds): TScenario[] {
  return [
    // apps/web/src/resources/place/area.tsx: item.query is { filter: PLACE_DETAIL }.
    {
      key: 'place_detail',
      label: 'place detail',
      requests: [apiUrl(`establishments/${ids.placeId}`, { filter: PLACE_DETAIL })],
    },
    // apps/web/src/resources/city/area.tsx: item.read is client.city.details.
    {
      key: 'city_detail_first',
      label: 'city detail (biggest city)',
      requests: [apiUrl(`destinations/${ids.cityId}/details`)],
    },
    // apps/web/src/resources/dish/area.tsx: item.query is { filter: DISH_DETAIL }.
    {
      key: 'dish_detail',
      label: 'dish detail',
      requests: [apiUrl(`foodDrinks/${ids.dishId}`, { filter: DISH_DETAIL })],
    },
    // apps/web/src/resources/cuisine/area.tsx: item.query is { filter: { includeCount: true } }.
    {
      key: 'cuisine_detail',
      label: 'cuisine detail',
      requests: [apiUrl(`cuisines/${ids.cuisineId}`, { filter: { includeCount: true } })],
    },
    // apps/web/src/resources/landmark/landmark-record.ts LANDMARK_DETAIL.
    {
      key: 'landmark_detail',
      label: 'landmark detail',
      requests: [apiUrl(`landmarks/${ids.landmarkId}`, { filter: { include: [CITY_NAME] } })],
    },
    // apps/web/src/resources/explore-list/explore-list-record.ts EXPLORE_LIST_DETAIL.
    {
      key: 'explore_list_detail',
      label: 'explore list detail',
      requests: [apiUrl(`lists/${ids.exploreListId}`, { filter: { include: [CITY_NAME], includeCount: true } })],
    },
    // apps/web/src/resources/eatinerary/area.tsx: item.query is { filter: { include: CITY_NAME } } (one include, no array).
    {
      key: 'eatinerary_detail',
      label: 'eatinerary detail',
      requests: [apiUrl(`eateries/${ids.eatineraryId}`, { filter: { include: CITY_NAME } })],
    },
    // apps/web/src/resources/quote/area.tsx: no item query, the bare generic item.
    { key: 'quote_detail', label: 'quote detail', requests: [apiUrl(`quotes/${ids.quoteId}`)] },
    // apps/web/src/resources/destination-pack/area.tsx: the bare item, and the Cities tab's count from the cities'
    // list (use-area-item.ts useRelatedCounts), sent with it.
    {
      key: 'destination_pack_detail',
      label: 'destination pack detail',
      requests: [
        apiUrl(`destinationPacks/${ids.packId}`),
        apiUrl('destinations/count', { where: { destinationPackId: ids.packId } }),
      ],
    },
    // apps/web/src/resources/coupon/area.tsx: item.query is { filter: { includeCount: true } } (the claims' count).
    {
      key: 'coupon_detail',
      label: 'coupon detail',
      requests: [apiUrl(`coupons/${ids.couponId}`, { filter: { includeCount: true } })],
    },
    // apps/web/src/resources/user/user-record.ts USER_DETAIL.
    {
      key: 'user_detail',
      label: 'user detail',
      requests: [apiUrl(`users/${ids.userId}`, { filter: { includeCount: USER_COUNTS } })],
    },
    // apps/web/src/resources/user/user-saved-lists-tab.tsx SavedListItems: client.user.savedList (the items follow it).
    {
      key: 'saved_list_detail',
      label: 'saved list (of a user)',
      requests: [apiUrl(`users/${ids.savedListUserId}/userLists/${ids.savedListId}`)],
    },
    // apps/web/src/resources/user-review/review-record.ts REVIEW_DETAIL (the Reviews area: editorial reviews).
    {
      key: 'review_detail',
      label: 'review detail (editorial)',
      requests: [apiUrl(`userReviews/${ids.reviewId}`, { filter: REVIEW_DETAIL })],
    },
    // apps/web/src/resources/home-section/use-home-section.ts useHomeSection: client.homeSection.entries, once the
    // eight sections' list (useHomeSections) has named the tab's section.
    {
      key: 'home_section_detail',
      label: 'home section entries',
      requests: [apiUrl(`homeSections/${ids.homeSectionId}/entity-sections`)],
    },
    // apps/web/src/resources/tag/use-tag-categories.ts: tags and tag categories have no item read; their edit dialogs
    // take the record from this one list, the page's first request.
    {
      key: 'tags_page',
      label: 'tags page (categories+tags)',
      requests: [apiUrl('tagCategories', { filter: TAG_PAGE })],
    },
  ];
}

/** `load`: the machine's load average when the scenario's API load ended. */
export type TDetailResult = {
  key: string;
  label: string;
  api: TSummary;
  sql: TSummary;
  cpuMsPerRequest: TCpu;
  load: number;
};
const fmt = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));

async function pickIds(url: string): Promise<TIds> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids: Partial<TIds> = {};
    for (const [key, text] of Object.entries(PICKS) as [keyof TIds, string][]) {
      const row = (await client.query<{ id: number }>(text)).rows[0];
      // An empty table would bench a 404: say which pick found nothing rather than measure it.
      if (!row) throw new Error(`${key}: no row in the bench database`);
      ids[key] = Number(row.id);
    }
    return ids as TIds;
  } finally {
    await client.end();
  }
}

type TLoad = (op: () => Promise<unknown>) => Promise<number[]>;
type TRunSql = (text: string, params: unknown[], generic?: boolean) => Promise<unknown>;

/** One scenario's API and SQL figures and the server's CPU per request over its API load. */
async function measure(
  sc: TScenario,
  waves: TWave[],
  ctx: { server: TServer; load: TLoad; run: TRunSql; runs: number },
): Promise<TDetailResult> {
  const sql = summarize(await ctx.load(() => replay(ctx.run, waves)));
  const cpuBefore = cpuMs(ctx.server.pid);
  const api = summarize(await ctx.load(() => Promise.all(sc.requests.map((r) => ctx.server.client.get(r)))));
  const cpuAfter = cpuMs(ctx.server.pid);
  const cpuMsPerRequest = {
    user: (cpuAfter.user - cpuBefore.user) / ctx.runs,
    system: (cpuAfter.system - cpuBefore.system) / ctx.runs,
  };
  return { key: sc.key, label: sc.label, api, sql, cpuMsPerRequest, load: loadAverage() };
}

function printResult({ label, api, sql, cpuMsPerRequest: cpu, load }: TDetailResult, waves: TWave[]) {
  const mark = api.p95 <= TARGET_P95_MS ? '✓' : '✗';
  console.log(
    `  ${label.padEnd(28)} API p50 ${fmt(api.p50)} / p95 ${fmt(api.p95)} ms (target ≤ ${TARGET_P95_MS} ${mark}), server CPU ${fmt(cpu.user + cpu.system)} ms/request (user ${fmt(cpu.user)}, system ${fmt(cpu.system)})   SQL p50 ${fmt(sql.p50)} / p95 ${fmt(sql.p95)} ms, ${waves.flat().length} statements in ${waves.length} waves (${fmtLoad(load)})`,
  );
}

/**
 * Runs the bench and prints each detail's API p50/p95 and server CPU per request beside the same SQL, with a ✓ or ✗
 * against the target, and each statement's plan line. A screen whose request the server refuses gets a ✗ line with the
 * answer, and the others still run: one broken screen should not hide the figures of the rest.
 * @example
 * await detailBench({ requests: 200 });
 */
export async function detailBench(opts: { requests: number }): Promise<TDetailResult[]> {
  const url = await benchDatabase(STAFF);
  const ids = await pickIds(url);
  const list = detailScenarios(ids);
  const named = Object.entries(ids).map(([key, id]) => `${key.replace(/Id$/, '')} ${id}`);
  console.log(`Detail bench (one editor): ${named.join(', ')}`);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const genericPool = new pg.Pool({ connectionString: url, max: 1, options: '-c plan_cache_mode=force_generic_plan' });
  const run = (text: string, params: unknown[], generic?: boolean) =>
    (generic ? genericPool : pool).query(text, params);
  const captured = await captureLayerSql({ url }, STAFF, list);
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({
    env: { DATABASE_URL: url },
    logFile: join(OUT_DIR, 'server-detail.log'),
    ...STAFF,
  });
  const warmup = Math.max(20, Math.round(opts.requests / 10));
  const load: TLoad = (op) =>
    runLoad(
      async () => {
        await op();
      },
      { requests: opts.requests, concurrency: 1, warmup },
    );
  // The warm-up runs are inside the CPU window too.
  const ctx = { server, load, run, runs: opts.requests + warmup };
  const results: TDetailResult[] = [];
  try {
    for (const sc of list) {
      const waves = captured.get(sc.key);
      if (!Array.isArray(waves)) {
        console.log(`  ${sc.label.padEnd(28)} ✗ ${waves?.error ?? 'not recorded'} (${sc.requests.join(' + ')})`);
        continue;
      }
      const result = await measure(sc, waves, ctx);
      results.push(result);
      printResult(result, waves);
    }
  } finally {
    await server.stop();
  }
  await printPlans(run, captured, { outDir: OUT_DIR, file: 'detail-plans.txt' });
  await pool.end();
  await genericPool.end();
  return results;
}

runWhenMain(import.meta.filename, (requests) => detailBench({ requests }));
