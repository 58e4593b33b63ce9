import type { TOpeningDay, TPlaceStatus } from '@mise/contracts/resources/place';
import type * as s from '../../db/schema/index';
import type { TGazetteerCity } from '../gazetteer';
import { LOCALITIES, PLACE_KINDS, placeName, slugify } from '../names';
import type { Rng } from '../prng';
import { DAY_MS, type TRowOf, type TSeedContext, editorial } from './context';
import type { TCityMenus } from './cities';
import type { TDish } from './dishes';
import { F_DELETED, F_PUBLISHED, F_TRAVEL_WORTHY } from './places-by-city';
import { spacedPosition } from '../../crud/positions';

/** What a finished short description adds to the seeded one (no random draw: the demo stays as it was otherwise). */
const FULL_SHORT_DESCRIPTION = ' Seats at the counter, a short seasonal menu and a wine list of small growers.';

const OPENING_TEMPLATES: TOpeningDay[][] = (() => {
  const day = (d: number, open: string, close: string) => ({
    periods: [{ open: { day: d, time: open }, close: { day: d, time: close } }],
  });
  const split = (d: number) => ({
    periods: [
      { open: { day: d, time: '1200' }, close: { day: d, time: '1430' } },
      { open: { day: d, time: '1830' }, close: { day: d, time: '2230' } },
    ],
  });
  const range = (from: number, to: number, f: (d: number) => TOpeningDay) =>
    Array.from({ length: to - from + 1 }, (_, i) => f(from + i));
  return [
    range(1, 6, (d) => day(d, '0800', '1600')),
    range(2, 6, split),
    range(0, 6, (d) => day(d, '1100', '2300')),
    [...range(1, 5, (d) => day(d, '0700', '1500')), day(6, '0800', '1400')],
    range(3, 6, (d) => day(d, '1800', '0100')),
    [...range(2, 5, split), day(6, '1200', '2300'), day(0, '1200', '1600')],
    // Hours not known yet: the desk's 'without opening hours' queue has places in it (issue 34).
    [],
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

/** Place types with their weights: those the settings know, or all when the settings know none of them. */
export function placeTypeWeights(known: Set<string>): (readonly [string, number])[] {
  const typeWeights = TYPE_WEIGHTS.filter(([t]) => known.has(t));
  return typeWeights.length > 0 ? typeWeights : TYPE_WEIGHTS;
}

/** What every place draws from. */
export type TPlaceSources = {
  cities: readonly TGazetteerCity[];
  menus: TCityMenus;
  dishList: readonly TDish[];
  cuisineNames: readonly string[];
  tagIds: readonly number[];
  placeTypes: (readonly [string, number])[];
  /** Places so far per city (the next place's destinationOrder is one more); updated here. */
  cityOrder: Int32Array;
};

export type TPlaceDraw = {
  row: TRowOf<typeof s.places>;
  /** F_PUBLISHED, F_DELETED and F_TRAVEL_WORTHY. */
  flags: number;
  favUsers: number[];
  wishUsers: number[];
};

/** Draws place `i` of city `ci` from `rng` (the places' stream): its row, flags and who favours and wishes for it. */
export function drawPlace(
  ctx: TSeedContext,
  src: TPlaceSources,
  { rng, i, ci }: { rng: Rng; i: number; ci: number },
): TPlaceDraw {
  const { size, pools, iso } = ctx;
  const { placeTypes } = src;
  const city = src.cities[ci];
  const id = ctx.placeId(i);
  const type = rng.weighted(placeTypes);
  const cuisinesHere = src.menus.cityCuisines[ci];
  const mainCuisine = src.cuisineNames[cuisinesHere[rng.int(0, cuisinesHere.length - 1)]] ?? 'Local';
  const name = placeName(rng, pools, {
    kindWords: PLACE_KINDS[type] ?? PLACE_KINDS.restaurant,
    cityName: city.name,
    cuisine: mainCuisine,
  });
  const status = rng.weighted(STATUS_WEIGHTS);
  const deleted = rng.chance(0.005);
  const published = !deleted && rng.chance(0.1);
  const guideRating = rng.weighted([
    [null, 60],
    [0, 10],
    [1, 15],
    [2, 10],
    [3, 5],
  ] as const);
  const flags =
    (published ? F_PUBLISHED : 0) | (deleted ? F_DELETED : 0) | (published && guideRating === 3 ? F_TRAVEL_WORTHY : 0);
  const slug = `${slugify(name) || 'place'}-${id}`;
  const street = rng.pick(pools.streets);
  const line1 = `${rng.int(1, 480)} ${street}`;
  const zipcode = rng.pick(pools.zipcodes);
  const r = Math.abs(rng.normal()) * 2.5;
  const theta = rng.next() * 2 * Math.PI;
  const lat = city.lat + (r * Math.cos(theta)) / 111;
  const lng = city.lng + (r * Math.sin(theta)) / (111 * Math.max(0.2, Math.cos((city.lat * Math.PI) / 180)));
  const hasInstagram = rng.chance(0.4);
  const instagram = `https://instagram.com/${slugify(name).replace(/-/g, '') || 'place'}${id % 1000}`;
  const pickUsers = (n: number) => rng.distinctInts(0, size.users - 1, Math.min(n, size.users)).map(ctx.userId);
  const fc = published ? rng.int(0, 8) : rng.chance(0.12) ? rng.int(1, 3) : 0;
  const wc = published ? rng.int(0, 8) : rng.chance(0.12) ? rng.int(1, 3) : 0;
  const favUsers = fc > 0 ? pickUsers(fc) : [];
  const wishUsers = wc > 0 ? pickUsers(wc) : [];
  const suggestions = rng.chance(0.03)
    ? pickUsers(rng.int(1, 2)).map((u, k) => ({
        userId: u,
        isPrimary: k === 0,
        deleted: false,
        tags: rng.sample(src.tagIds, rng.int(0, 2)),
        tips: rng.chance(0.6)
          ? `Try the ${(src.dishList[rng.pick(src.menus.cityDishes[ci])]?.name ?? 'special').toLowerCase()}.`
          : null,
      }))
    : [];
  const created = ctx.pastDate(rng, 1400);
  const updated = created + rng.int(0, 300) * DAY_MS;
  const row: TRowOf<typeof s.places> = {
    id,
    placeId: `ChIJ${id.toString(36)}_${rng.u32().toString(36)}`,
    name,
    phone: `+${city.phoneCode} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
    website: rng.chance(0.6) ? `https://www.${slug}.example.com` : null,
    reservationLink: rng.chance(0.3) ? `https://book.example.com/${slug}` : null,
    destinationId: ctx.cityId(ci),
    destinationOrder: spacedPosition(src.cityOrder[ci]++),
    description: `${rng.pick(pools.foodDescriptions)} ${rng.pick(pools.foodDescriptions)}`,
    // Every third place has a short description long enough for the guide (issue 34's rule: 80 characters).
    shortDescription: `${mainCuisine} ${type.replace('_', ' ')} in ${rng.pick(LOCALITIES)}.${id % 3 === 0 ? FULL_SHORT_DESCRIPTION : ''}`,
    range: rng.chance(0.95)
      ? rng.weighted([
          [1, 25],
          [2, 40],
          [3, 25],
          [4, 10],
        ] as const)
      : null,
    types: rng.chance(0.2) ? [type, rng.weighted(placeTypes)].filter((t, k, a) => a.indexOf(t) === k) : [type],
    addressLine1: line1,
    externalRatings: rng.chance(0.8)
      ? [
          { name: 'Google', value: Math.round(rng.float(3.4, 5) * 10) / 10 },
          { name: 'Yelp', value: rng.int(6, 10) / 2 },
        ]
      : [],
    _openingDays: rng.pick(OPENING_TEMPLATES),
    address: `${line1}, ${zipcode} ${city.name}, ${city.country}`,
    city: city.name,
    locality: rng.pick(LOCALITIES),
    zipcode,
    localeAddress: `${city.name}, ${city.state ?? city.country}`,
    isPublished: published,
    status: published ? 'complete' : status,
    deleted,
    inGuide: rng.chance(0.85),
    takeoutAndDelivery: rng.chance(0.3),
    guideRating,
    location: { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) },
    socialUrls: hasInstagram ? [{ name: 'Instagram', url: instagram }] : [],
    instagramLink: hasInstagram ? instagram : null,
    place_email: rng.chance(0.3) ? `hello@${slug}.example.com` : null,
    ...editorial(rng),
    bookWeeksAhead: rng.chance(0.05),
    expectALine: rng.chance(0.08),
    slug,
    manualUpdated: rng.chance(0.2) ? iso(updated) : null,
    // favouriteCount and wishCount are the database's: its triggers count the favourites and wishes rows (migration 0012).
    _suggestions: suggestions,
    created: iso(created),
    updated: iso(updated),
  };
  return { row, flags, favUsers, wishUsers };
}
