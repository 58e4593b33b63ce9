import { City, Country, State } from 'country-state-city';
import { countries, continents } from 'countries-list';
import type { Rng } from './prng';

/** A real city from the gazetteer (country-state-city), with its continent from countries-list. */
export type TGazetteerCity = {
  name: string;
  state: string | null;
  country: string;
  countryCode: string;
  /** The continent's display name ('North America'); the caller maps it to the continentName setting value. */
  continent: string;
  lat: number;
  lng: number;
  /** International calling code without '+', for plausible phone numbers. */
  phoneCode: string;
};

/** Food cities a guide would start with, shown first on a small seed. [name as the gazetteer spells it, country, state] */
const FAMOUS: readonly (readonly [string, string, string?])[] = [
  ['Paris', 'FR'],
  ['Tokyo', 'JP'],
  ['New York City', 'US'],
  ['London', 'GB'],
  ['Ciudad de México', 'MX'],
  ['Bangkok', 'TH'],
  ['Lima', 'PE'],
  ['Rome', 'IT'],
  ['Barcelona', 'ES'],
  ['Osaka', 'JP'],
  ['Lisbon', 'PT', '11'],
  ['Copenhagen', 'DK'],
  ['Singapore', 'SG'],
  ['Seoul', 'KR'],
  ['Mumbai', 'IN'],
  ['New Orleans', 'US'],
  ['San Francisco', 'US'],
  ['Chicago', 'US'],
  ['Naples', 'IT'],
  ['Bologna', 'IT'],
  ['Lyon', 'FR'],
  ['Donostia / San Sebastián', 'ES'],
  ['Marrakech', 'MA'],
  ['Hanoi', 'VN'],
  ['Ho Chi Minh City', 'VN'],
  ['Oaxaca de Juárez', 'MX'],
  ['Buenos Aires', 'AR'],
  ['Melbourne', 'AU'],
  ['Sydney', 'AU'],
  ['Taipei', 'TW'],
  ['Vienna', 'AT'],
  ['Berlin', 'DE'],
  ['Madrid', 'ES'],
  ['Athens', 'GR'],
  ['Beirut', 'LB'],
  ['Tel Aviv', 'IL'],
  ['Cape Town', 'ZA'],
  ['Montréal', 'CA'],
  ['Toronto', 'CA'],
  ['Kyoto', 'JP'],
  ['Shanghai', 'CN'],
  ['Chengdu', 'CN'],
  ['George Town', 'MY'],
  ['Kuala Lumpur', 'MY'],
  ['New Delhi', 'IN'],
  ['Rio de Janeiro', 'BR'],
  ['São Paulo', 'BR'],
  ['Amsterdam', 'NL'],
  ['Stockholm', 'SE'],
  ['Edinburgh', 'GB'],
  ['Dublin', 'IE'],
  ['Porto', 'PT'],
  ['Florence', 'IT'],
  ['Sevilla', 'ES'],
  ['Austin', 'US', 'TX'],
  ['Tbilisi', 'GE'],
  ['Jakarta', 'ID'],
  ['Santiago', 'CL'],
  ['Cairo', 'EG'],
  ['Nairobi', 'KE'],
  ['Dubai', 'AE'],
  ['Auckland', 'NZ'],
  ['Los Angeles', 'US'],
];

type TRaw = {
  name: string;
  countryCode: string;
  stateCode: string;
  latitude?: string | null;
  longitude?: string | null;
};

function countryInfo(code: string): { country: string; continent: string; phoneCode: string } {
  const c = (countries as Record<string, { name: string; continent: string; phone: number[] }>)[code];
  if (c)
    return {
      country: c.name,
      continent: (continents as Record<string, string>)[c.continent] ?? 'Europe',
      phoneCode: String(c.phone[0] ?? 1),
    };
  const fallback = Country.getCountryByCode(code);
  return {
    country: fallback?.name ?? code,
    continent: 'Europe',
    phoneCode: fallback?.phonecode?.replace(/^\+/, '') ?? '1',
  };
}

/**
 * `count` real cities, deterministic for `rng`: famous food cities first, then capitals, then one city per
 * country in turn (so a small set spans the world), then the remaining unique names, then cities whose name
 * another city already has (their state tells them apart). Past the gazetteer's ~148 000 entries, names are
 * reused with a numbered district in the state field.
 */
export function pickCities(count: number, rng: Rng): TGazetteerCity[] {
  const all = City.getAllCities() as TRaw[];
  const stateNames = new Map<string, string>();
  for (const s of State.getAllStates()) stateNames.set(`${s.countryCode}|${s.isoCode}`, s.name);
  const infoCache = new Map<string, ReturnType<typeof countryInfo>>();
  const info = (code: string) => {
    let found = infoCache.get(code);
    if (!found) {
      found = countryInfo(code);
      infoCache.set(code, found);
    }
    return found;
  };
  const toCity = (raw: TRaw, state?: string | null): TGazetteerCity => {
    const i = info(raw.countryCode);
    return {
      name: raw.name,
      state: state !== undefined ? state : (stateNames.get(`${raw.countryCode}|${raw.stateCode}`) ?? null),
      country: i.country,
      countryCode: raw.countryCode,
      continent: i.continent,
      lat: Number(raw.latitude ?? 0),
      lng: Number(raw.longitude ?? 0),
      phoneCode: i.phoneCode,
    };
  };

  const out: TGazetteerCity[] = [];
  const taken = new Set<TRaw>();
  const usedNames = new Set<string>();
  const take = (raw: TRaw) => {
    if (out.length >= count || taken.has(raw)) return;
    taken.add(raw);
    usedNames.add(raw.name);
    out.push(toCity(raw));
  };

  // 1. Famous food cities, then capitals (in a seeded order so different seeds start differently past the famous ones).
  const byKey = new Map<string, TRaw>();
  for (const c of all) {
    const key = `${c.name}|${c.countryCode}`;
    if (!byKey.has(key)) byKey.set(key, c);
    byKey.set(`${key}|${c.stateCode}`, c);
  }
  for (const [name, code, state] of FAMOUS) {
    const raw = byKey.get(state ? `${name}|${code}|${state}` : `${name}|${code}`);
    if (raw) take(raw);
  }
  const capitals = Object.entries(countries as Record<string, { capital: string }>)
    .map(([code, c]) => byKey.get(`${c.capital}|${code}`))
    .filter((c): c is TRaw => !!c && !usedNames.has(c.name));
  for (const raw of rng.shuffle(capitals)) take(raw);

  // 2. Round-robin over countries (seeded order inside each), unique names only.
  const perCountry = new Map<string, TRaw[]>();
  for (const c of all) {
    const list = perCountry.get(c.countryCode) ?? [];
    list.push(c);
    perCountry.set(c.countryCode, list);
  }
  const queues = rng
    .shuffle([...perCountry.keys()].sort())
    .map((code) => rng.shuffle([...(perCountry.get(code) as TRaw[])]));
  const cursors = new Array<number>(queues.length).fill(0);
  const duplicates: TRaw[] = [];
  let active = true;
  while (out.length < count && active) {
    active = false;
    for (let q = 0; q < queues.length && out.length < count; q++) {
      const queue = queues[q];
      while (cursors[q] < queue.length) {
        const raw = queue[cursors[q]++];
        if (taken.has(raw)) continue;
        if (usedNames.has(raw.name)) {
          duplicates.push(raw);
          continue;
        }
        take(raw);
        active = true;
        break;
      }
      if (cursors[q] < queue.length) active = true;
    }
  }

  // 3. Cities sharing a name with one already taken: the state distinguishes them.
  for (const raw of duplicates) {
    if (out.length >= count) break;
    if (!taken.has(raw)) {
      taken.add(raw);
      out.push(toCity(raw));
    }
  }

  // 4. Beyond the gazetteer: reuse with a numbered district.
  for (let round = 2; out.length < count; round++) {
    const base = out.slice(0, Math.min(out.length, count - out.length));
    for (const c of base) {
      if (out.length >= count) break;
      out.push({
        ...c,
        state: `${c.state ?? c.country} — District ${round}`,
        lat: c.lat + rng.float(-0.05, 0.05),
        lng: c.lng + rng.float(-0.05, 0.05),
      });
    }
  }
  return out;
}
