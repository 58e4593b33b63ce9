import { z } from 'zod';
import type { TGeoCity } from '@mise/contracts/common/geo';
import { GEO_TIMEOUT_MS, GeoUnavailableError, type TGeoProvider, fetchJson } from './provider';

/** The parts of a Nominatim jsonv2 result we read; anything else in it is ignored. */
const ZNominatimPlace = z.looseObject({
  osm_type: z.enum(['node', 'way', 'relation']),
  osm_id: z.coerce.number().int().positive(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  name: z.string().optional(),
  display_name: z.string().optional(),
  address: z
    .looseObject({
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
      state: z.string().optional(),
      province: z.string().optional(),
      region: z.string().optional(),
      country: z.string().optional(),
      country_code: z.string().optional(),
    })
    .optional(),
});
type TNominatimPlace = z.infer<typeof ZNominatimPlace>;

/** Nominatim place ids: `osm:` plus the OSM type letter and id (`osm:R71525`), which its /lookup call takes back. */
const PLACE_ID = /^osm:([NWR])(\d{1,15})$/;

function toCity(place: TNominatimPlace): TGeoCity | null {
  const a = place.address ?? {};
  const name = place.name || a.city || a.town || a.village || a.municipality || place.display_name?.split(',')[0]?.trim();
  if (!name) return null;
  return {
    placeId: `osm:${place.osm_type[0].toUpperCase()}${place.osm_id}`,
    name,
    state: a.state ?? a.province ?? a.region ?? null,
    country: a.country ?? '',
    countryCode: (a.country_code ?? '').toUpperCase(),
    location: { lat: place.lat, lng: place.lon },
  };
}

/** Reads a Nominatim answer: a list of places; unreadable entries are skipped, an answer that is not a list is a failure. */
function toCities(body: unknown, origin: string): TGeoCity[] {
  if (!Array.isArray(body)) throw new GeoUnavailableError(`${origin} answered something that is not a list of places`);
  return body.flatMap((item) => {
    const parsed = ZNominatimPlace.safeParse(item);
    const city = parsed.success ? toCity(parsed.data) : null;
    return city ? [city] : [];
  });
}

/**
 * Place search through a Nominatim server (GEO_PROVIDER=nominatim, GEO_URL its base URL), restricted to cities.
 * @example
 * const geo = nominatimProvider('https://nominatim.example.org');
 * await geo.searchCities('lisbon', 10); // [{ placeId: 'osm:R5400890', name: 'Lisboa', country: 'Portugal', countryCode: 'PT', … }]
 */
export function nominatimProvider(baseUrl: string, opts: { timeoutMs?: number } = {}): TGeoProvider {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const timeoutMs = opts.timeoutMs ?? GEO_TIMEOUT_MS;
  // Nominatim's usage policy asks every client to name itself.
  const headers = { 'user-agent': 'Mise back office (city form place search)', accept: 'application/json' };
  const get = async (path: string, params: Record<string, string>) => {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1', 'accept-language': 'en' })) url.searchParams.set(key, value);
    return toCities(await fetchJson(url, { timeoutMs, headers }), url.origin);
  };
  return {
    searchCities: async (q, limit) => (await get('search', { q, limit: String(limit), featureType: 'city' })).slice(0, limit),
    async getCity(placeId) {
      const match = PLACE_ID.exec(placeId);
      if (!match) return null;
      const [city] = await get('lookup', { osm_ids: `${match[1]}${match[2]}` });
      return city ?? null;
    },
  };
}
