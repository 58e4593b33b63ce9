import { type Rng, Zipf } from '../prng';

/** Place flags kept per place (a million places: one byte each). */
export const F_PUBLISHED = 1;
export const F_DELETED = 2;
export const F_TRAVEL_WORTHY = 4;

/** Compressed lists: the items of group g are items[start[g] .. start[g+1]). */
export type TGroups = { start: Int32Array; items: Int32Array };

/** Groups the indexes of `keys` by key (each key in [0, groups)), in index order within a group. */
export function groupBy(keys: Int32Array, groups: number): TGroups {
  const start = new Int32Array(groups + 1);
  for (let i = 0; i < keys.length; i++) start[keys[i] + 1]++;
  for (let g = 0; g < groups; g++) start[g + 1] += start[g];
  const fill = start.slice(0, groups);
  const items = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) items[fill[keys[i]]++] = i;
  return { start, items };
}

/** Picks of cities and places for the content that follows the places. */
export type TCityPicks = {
  /** A place of city `ci` that is not deleted, or undefined when a few draws find none. */
  livePlaceIn: (rng: Rng, ci: number) => number | undefined;
  /** A city for a subscription, saved list or editorial review: the big cities draw more (40 % by rank). */
  someCity: (rng: Rng) => number;
  /** A city for editorial content (landmarks, lists, eatineraries): spread wider, or the biggest city gets thousands. */
  someEditorialCity: (rng: Rng) => number;
  /** An editorial city with at least 3 places (another such city when the draw has fewer); undefined when none has. */
  someBusyCity: (rng: Rng) => number | undefined;
};

/** The pickers over `cityCount` cities whose places are `placesByCity`, with `placeFlags` per place. */
export function cityPicks(cityCount: number, placesByCity: TGroups, placeFlags: Uint8Array): TCityPicks {
  const livePlaceIn = (rng: Rng, ci: number): number | undefined => {
    const from = placesByCity.start[ci];
    const to = placesByCity.start[ci + 1];
    for (let tries = 0; tries < 6 && to > from; tries++) {
      const p = placesByCity.items[rng.int(from, to - 1)];
      if (!(placeFlags[p] & F_DELETED)) return p;
    }
    return undefined;
  };
  /** Cities with at least 3 places. */
  const busyCities: number[] = [];
  for (let c = 0; c < cityCount; c++) if (placesByCity.start[c + 1] - placesByCity.start[c] >= 3) busyCities.push(c);
  const cityZipf = new Zipf(Math.min(cityCount, 1000), 1);
  const someCity = (rng: Rng) => (rng.chance(0.4) ? cityZipf.sample(rng) : rng.int(0, cityCount - 1));
  const someEditorialCity = (rng: Rng) => (rng.chance(0.1) ? cityZipf.sample(rng) : rng.int(0, cityCount - 1));
  const someBusyCity = (rng: Rng) => {
    if (busyCities.length === 0) return undefined;
    const c = someEditorialCity(rng);
    return placesByCity.start[c + 1] - placesByCity.start[c] >= 3 ? c : rng.pick(busyCities);
  };
  return { livePlaceIn, someCity, someEditorialCity, someBusyCity };
}
