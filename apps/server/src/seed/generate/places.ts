import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import { Zipf } from '../prng';
import type { TRowOf, TSeedContext } from './context';
import { type TPlaceSources, drawPlace, placeTypeWeights } from './place-rows';
import { type TGroups, groupBy } from './places-by-city';

export type TSeededPlaces = {
  /** City index of each place. */
  placeCity: Int32Array;
  /** Place indexes by city. */
  placesByCity: TGroups;
  /** F_* flags of each place. */
  placeFlags: Uint8Array;
};

/**
 * Places (establishments) with their cuisines, dishes, tags, favourites, wishes and similar places. 80 % of places
 * spread evenly over the cities, 20 % crowd into the big (famous, first) ones. When opts.stopPlaces stops early,
 * size.places becomes the number made.
 */
export async function seedPlaces(
  ctx: TSeedContext,
  sources: Omit<TPlaceSources, 'placeTypes' | 'cityOrder'>,
): Promise<TSeededPlaces> {
  const { size, writer, opts, placeId } = ctx;
  const placeRng = ctx.rngFor('places');
  const placeCity = new Int32Array(size.places);
  {
    const assignRng = ctx.rngFor('places.city');
    const zipf = new Zipf(Math.min(size.cities, 1000), 1);
    for (let i = 0; i < size.places; i++)
      placeCity[i] = assignRng.chance(0.2) ? zipf.sample(assignRng) : assignRng.int(0, size.cities - 1);
  }
  let placesByCity = groupBy(placeCity, size.cities);
  const placeFlags = new Uint8Array(size.places);
  const similarPairs: number[] = [];
  const src: TPlaceSources = {
    ...sources,
    placeTypes: placeTypeWeights(ctx.knownPlaceTypes),
    cityOrder: new Int32Array(size.cities),
  };
  const rows = new Batcher<TRowOf<typeof s.places>>(writer, s.places);
  const joinCuisines = new Batcher<TRowOf<typeof s.placeCuisines>>(writer, s.placeCuisines);
  const joinDishes = new Batcher<TRowOf<typeof s.placeDishes>>(writer, s.placeDishes);
  const joinTags = new Batcher<TRowOf<typeof s.placeTags>>(writer, s.placeTags);
  const favs = new Batcher<TRowOf<typeof s.favourites>>(writer, s.favourites);
  const wishRows = new Batcher<TRowOf<typeof s.wishes>>(writer, s.wishes);
  const joins = [joinCuisines, joinDishes, joinTags, favs, wishRows];
  let placesWritten: Promise<unknown> = Promise.resolve();
  let batchStarted = performance.now();
  let stoppedAt: number | undefined;
  for (let i = 0; i < size.places; i++) {
    const ci = placeCity[i];
    const id = placeId(i);
    const place = drawPlace(ctx, src, { rng: placeRng, i, ci });
    placeFlags[i] = place.flags;
    rows.push(place.row);
    const cuisineKs = placeRng.sample(src.menus.cityCuisines[ci], placeRng.chance(0.25) ? 2 : 1);
    // One place in ten has no cuisine yet (drawn all the same, so the rest of the demo stays as it was): issue 34's queue.
    if (i % 10 !== 7)
      for (const k of cuisineKs) joinCuisines.push({ establishmentId: id, cuisineId: ctx.cuisineId(k) });
    for (const d of placeRng.sample(
      src.menus.cityDishes[ci],
      placeRng.weighted([
        [0, 20],
        [1, 40],
        [2, 30],
        [3, 10],
      ] as const),
    )) {
      joinDishes.push({ establishmentId: id, foodDrinkId: ctx.dishId(d) });
    }
    for (const t of placeRng.sample(
      src.tagIds,
      placeRng.weighted([
        [0, 10],
        [1, 25],
        [2, 40],
        [3, 25],
      ] as const),
    ))
      joinTags.push({ establishmentId: id, tagId: t });
    for (const u of place.favUsers) favs.push({ establishmentId: id, userId: u });
    for (const u of place.wishUsers) wishRows.push({ establishmentId: id, userId: u });
    if (placeRng.chance(0.1)) {
      const from = placesByCity.start[ci];
      const to = placesByCity.start[ci + 1];
      for (let k = 0, n = placeRng.int(1, 2); k < n && to - from > 1; k++) {
        const other = placesByCity.items[placeRng.int(from, to - 1)];
        if (other !== i) similarPairs.push(id, placeId(other));
      }
    }
    if ((i + 1) % 5000 === 0 || i === size.places - 1) {
      const { done } = await writer.write(s.places, rows.drain(), placesWritten);
      placesWritten = Promise.all([placesWritten, done]);
      for (const j of joins) {
        j.after = placesWritten;
        await j.maybeWrite();
      }
      ctx.progress('places', i + 1, size.places);
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
  ctx.count(s.places, rows.count);
  for (const j of joins) await j.end();
  ctx.count(s.placeCuisines, joinCuisines.count);
  ctx.count(s.placeDishes, joinDishes.count);
  ctx.count(s.placeTags, joinTags.count);
  ctx.count(s.favourites, favs.count);
  ctx.count(s.wishes, wishRows.count);
  await writer.flush();
  await writeSimilar(ctx, similarPairs);
  ctx.progress('places', size.places, size.places);
  return { placeCity, placesByCity, placeFlags };
}

/** Similar-place pairs, flat as [place, similar, place, similar, …]; a pair whose first id is -1 is skipped, repeats once. */
async function writeSimilar(ctx: TSeedContext, similarPairs: number[]): Promise<void> {
  const similar = new Batcher<TRowOf<typeof s.similarPlaces>>(ctx.writer, s.similarPlaces);
  const seenPair = new Set<string>();
  for (let k = 0; k < similarPairs.length; k += 2) {
    const key = `${similarPairs[k]}:${similarPairs[k + 1]}`;
    if (similarPairs[k] < 0 || seenPair.has(key)) continue;
    seenPair.add(key);
    similar.push({ establishmentId: similarPairs[k], similarId: similarPairs[k + 1] });
    await similar.maybeWrite();
  }
  await similar.end();
  ctx.count(s.similarPlaces, similar.count);
}
