import type { TGeoCity } from '@mise/contracts/common/geo';
import type { TGeoProvider } from './provider';

/** Gazetteer place ids: `csc:<countryCode>:<stateCode>:<cityName>` (the city name may itself hold colons). */
const PREFIX = 'csc:';

type TCity = TGeoCity & { capital: boolean };

/** Search keys sorted by code unit, each pointing at its city; a city has one key per word its name can be found by. */
type TIndex = {
  cities: TCity[];
  keys: string[];
  /** City index of keys[i]. */
  cityOf: Int32Array;
  /** Rank of keys[i] apart from an exact match (lower is better): see `staticRank`. */
  score: Int32Array;
  /** 1 when keys[i] is the whole name (typed from its start), 0 when it starts at a later word. */
  whole: Uint8Array;
  /** Per city: the number of its country and of its state in `regions`, for the part after a comma. */
  countryOf: Int32Array;
  stateOf: Int32Array;
  /** Normalised country and state names (and lower-case country codes, tagged 'code:'), numbered. */
  regions: string[];
  byPlaceId: Map<string, number>;
  /**
   * For every prefix of up to SHORT_PREFIX characters, the keys of its best SHORT_TOP cities by static rank: such a prefix
   * matches up to tens of thousands of keys, and only an exact name can beat these.
   */
  short: Map<string, number[]>;
};

const SHORT_PREFIX = 3;
const SHORT_TOP = 10;

const FOLDS: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case, accents and punctuation dropped, so 'sao' finds 'São Paulo' and 'donostia san' finds 'Donostia / San Sebastián'. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøłæœđðþı]/g, (c) => FOLDS[c] ?? c)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** First position whose key is not below `key` (keys compare by code unit, like the sort that built them). */
function lowerBound(keys: string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Reads the gazetteer (about 150 000 cities, half a second) and builds the prefix index; done once, on the first search. */
async function buildIndex(): Promise<TIndex> {
  const [{ City, Country, State }, { countries }] = await Promise.all([
    import('country-state-city'),
    import('countries-list'),
  ]);
  const listed = countries as Record<string, { name: string; capital: string }>;
  const countryNames = new Map<string, string>();
  for (const c of Country.getAllCountries()) countryNames.set(c.isoCode, listed[c.isoCode]?.name ?? c.name);
  const stateNames = new Map<string, string>();
  for (const s of State.getAllStates()) stateNames.set(`${s.countryCode}|${s.isoCode}`, s.name);

  const cities: TCity[] = [];
  const regionIds = new Map<string, number>();
  const regionOf = (text: string) => {
    let id = regionIds.get(text);
    if (id === undefined) regionIds.set(text, (id = regionIds.size));
    return id;
  };
  const countryOf: number[] = [];
  const stateOf: number[] = [];
  const normalised = new Map<string, string>();
  const cachedNormalise = (text: string) => {
    let found = normalised.get(text);
    if (found === undefined) normalised.set(text, (found = normalise(text)));
    return found;
  };
  const byPlaceId = new Map<string, number>();
  const entries: [string, number, number][] = [];
  for (const raw of City.getAllCities()) {
    const placeId = `${PREFIX}${raw.countryCode}:${raw.stateCode}:${raw.name}`;
    // The gazetteer lists a few cities twice in one state; the first stands for both.
    if (byPlaceId.has(placeId)) continue;
    const i = cities.length;
    cities.push({
      placeId,
      name: raw.name,
      state: stateNames.get(`${raw.countryCode}|${raw.stateCode}`) ?? null,
      country: countryNames.get(raw.countryCode) ?? raw.countryCode,
      countryCode: raw.countryCode,
      location: { lat: Number(raw.latitude ?? 0), lng: Number(raw.longitude ?? 0) },
      capital: listed[raw.countryCode]?.capital === raw.name,
    });
    byPlaceId.set(placeId, i);
    const city = cities[i];
    countryOf.push(regionOf(`${cachedNormalise(city.country)}|${city.countryCode.toLowerCase()}`));
    stateOf.push(regionOf(`${cachedNormalise(city.state ?? '')}|`));
    const words = normalise(raw.name).split(' ');
    for (let w = 0; w < words.length; w++) if (words[w]) entries.push([words.slice(w).join(' '), i, w === 0 ? 1 : 0]);
  }
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const cityOf = new Int32Array(entries.length);
  const score = new Int32Array(entries.length);
  const whole = new Uint8Array(entries.length);
  const keys = entries.map(([key, city, isWhole], n) => {
    cityOf[n] = city;
    whole[n] = isWhole;
    score[n] = staticRank(cities[city], isWhole === 1);
    return key;
  });
  const index: TIndex = {
    cities,
    keys,
    cityOf,
    score,
    whole,
    countryOf: Int32Array.from(countryOf),
    stateOf: Int32Array.from(stateOf),
    regions: [...regionIds.keys()],
    byPlaceId,
    short: new Map(),
  };
  const prefixes = new Set<string>();
  for (const key of keys) for (let length = 1; length <= SHORT_PREFIX; length++) prefixes.add(key.slice(0, length));
  for (const prefix of prefixes)
    index.short.set(
      prefix,
      topKeys(index, rangeOf(keys, prefix), { query: prefix, within: '', limit: SHORT_TOP, exact: false }),
    );
  return index;
}

/** Lower is better: a capital, then a match from the name's start (not a later word), then shorter names. An exact name beats all (`EXACT`). */
function staticRank(city: TCity, isWhole: boolean): number {
  return ((city.capital ? 0 : 2) + (isWhole ? 0 : 1)) * 1000 + Math.min(city.name.length, 999);
}
const EXACT = -10_000;

type TRange = { from: number; to: number };

/** A normalised query, the part after its comma (`within`, or '') and how many cities to return. */
type TSearch = { query: string; within: string; limit: number };

/** Positions [from, to) of the keys starting with `prefix`. */
function rangeOf(keys: string[], prefix: string): TRange {
  const from = lowerBound(keys, prefix);
  let to = from;
  while (to < keys.length && keys[to].startsWith(prefix)) to++;
  return { from, to };
}

/**
 * The positions of the best `limit` keys among `candidates` (a range, or a list of positions), one per city, best first.
 * With `exact`, a key equal to the query ranks above all others.
 */
function topKeys(
  index: TIndex,
  candidates: TRange | number[],
  { query, within, limit, exact = true }: TSearch & { exact?: boolean },
): number[] {
  const { cities, keys, cityOf, score, whole, countryOf, stateOf } = index;
  // Which countries and states the part after a comma names, decided once per search rather than once per key.
  const allowed = within ? regionsMatching(index, within) : undefined;
  const top: number[] = [];
  const rankOf = (n: number) =>
    exact && whole[n] === 1 && keys[n].length === query.length ? EXACT + score[n] : score[n];
  const before = (a: number, b: number) => {
    const [ra, rb] = [rankOf(a), rankOf(b)];
    if (ra !== rb) return ra < rb;
    const [na, nb] = [cities[cityOf[a]].name, cities[cityOf[b]].name];
    return na !== nb ? na < nb : cityOf[a] < cityOf[b];
  };
  const consider = (n: number) => {
    if (top.length === limit && !before(n, top[limit - 1])) return;
    const i = cityOf[n];
    if (allowed && !allowed[countryOf[i]] && !allowed[stateOf[i]]) return;
    // A city found by two of its words keeps its better key.
    const known = top.findIndex((m) => cityOf[m] === i);
    if (known >= 0) {
      if (!before(n, top[known])) return;
      top.splice(known, 1);
    }
    let at = top.length;
    while (at > 0 && before(n, top[at - 1])) at--;
    top.splice(at, 0, n);
    if (top.length > limit) top.pop();
  };
  if (Array.isArray(candidates)) for (const n of candidates) consider(n);
  else for (let n = candidates.from; n < candidates.to; n++) consider(n);
  return top;
}

/** Marks the regions whose name starts with `within` (or, for countries, whose code is `within`). */
function regionsMatching(index: TIndex, within: string): Uint8Array {
  const allowed = new Uint8Array(index.regions.length);
  index.regions.forEach((region, id) => {
    const [name, code] = region.split('|');
    if ((name && name.startsWith(within)) || (code && code === within)) allowed[id] = 1;
  });
  return allowed;
}

/** Up to `limit` cities for a normalised query, optionally narrowed by state or country (`within`). */
function search(index: TIndex, { query, within, limit }: TSearch): TGeoCity[] {
  const shortList = !within && limit <= SHORT_TOP ? index.short.get(query) : undefined;
  let candidates: TRange | number[];
  if (shortList) {
    // Exact names sort first in the range, so they are read from its start.
    const exact: number[] = [];
    for (let n = lowerBound(index.keys, query); n < index.keys.length && index.keys[n] === query; n++) exact.push(n);
    candidates = [...exact, ...shortList];
  } else {
    candidates = rangeOf(index.keys, query);
  }
  return topKeys(index, candidates, { query, within, limit }).map((n) => strip(index.cities[index.cityOf[n]]));
}

const strip = ({ capital: _capital, ...city }: TCity): TGeoCity => city;

/**
 * The bundled, offline place search over the country-state-city gazetteer: prefix matches on any word of a city's name,
 * optionally narrowed by state or country after a comma ('san, chile'). Searches take well under a millisecond once the
 * index is built.
 * @example
 * const geo = gazetteerProvider();
 * await geo.searchCities('lisb', 10); // [{ placeId: 'csc:PT:11:Lisbon', name: 'Lisbon', state: 'Lisbon', country: 'Portugal', … }]
 */
export function gazetteerProvider(): TGeoProvider & { warm: () => Promise<void> } {
  let index: Promise<TIndex> | undefined;
  const load = () => {
    index ??= buildIndex().catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    return index;
  };
  return {
    warm: async () => void (await load()),
    async searchCities(q, limit) {
      const [namePart, ...rest] = q.split(',');
      const query = normalise(namePart);
      const within = normalise(rest.join(' '));
      if (!query || limit <= 0) return [];
      return search(await load(), { query, within, limit });
    },
    async getCity(placeId) {
      if (!placeId.startsWith(PREFIX)) return null;
      const { cities, byPlaceId } = await load();
      const i = byPlaceId.get(placeId);
      return i === undefined ? null : strip(cities[i]);
    },
  };
}
