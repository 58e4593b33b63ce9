import { z } from 'zod';
import type { TGeoCity } from '@mise/contracts/common/geo';
import type { TGeoPlace } from '@mise/contracts/resources/place';
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
      road: z.string().optional(),
      house_number: z.string().optional(),
      suburb: z.string().optional(),
      neighbourhood: z.string().optional(),
      postcode: z.string().optional(),
    })
    .optional(),
  extratags: z.record(z.string(), z.string()).nullable().optional(),
});
type TNominatimPlace = z.infer<typeof ZNominatimPlace>;

/** Nominatim place ids: `osm:` plus the OSM type letter and id (`osm:R71525`), which its /lookup call takes back. */
const PLACE_ID = /^osm:([NWR])(\d{1,15})$/;

function toCity(place: TNominatimPlace): TGeoCity | null {
  const a = place.address ?? {};
  const name =
    place.name || a.city || a.town || a.village || a.municipality || place.display_name?.split(',')[0]?.trim();
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

/** A place for the place form; OSM's opening_hours syntax is not read (openingDays null), staff type the hours. */
function toPlace(place: TNominatimPlace): TGeoPlace | null {
  const a = place.address ?? {};
  const tags = place.extratags ?? {};
  const name = place.name || place.display_name?.split(',')[0]?.trim();
  if (!name) return null;
  const line1 = [a.house_number, a.road].filter(Boolean).join(' ');
  return {
    placeId: `osm:${place.osm_type[0].toUpperCase()}${place.osm_id}`,
    name,
    address: place.display_name ?? null,
    addressLine1: line1 || null,
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? null,
    locality: a.suburb ?? a.neighbourhood ?? null,
    zipcode: a.postcode ?? null,
    location: { lat: place.lat, lng: place.lon },
    website: tags.website ?? tags['contact:website'] ?? null,
    phone: tags.phone ?? tags['contact:phone'] ?? null,
    openingDays: null,
  };
}

/** Reads a Nominatim answer: a list of places; unreadable entries are skipped, an answer that is not a list is a failure. */
function readList<T>(body: unknown, origin: string, read: (place: TNominatimPlace) => T | null): T[] {
  if (!Array.isArray(body)) throw new GeoUnavailableError(`${origin} answered something that is not a list of places`);
  return body.flatMap((item) => {
    const parsed = ZNominatimPlace.safeParse(item);
    const one = parsed.success ? read(parsed.data) : null;
    return one ? [one] : [];
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
  const get = async <T>(path: string, params: Record<string, string>, read: (place: TNominatimPlace) => T | null) => {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
    }))
      url.searchParams.set(key, value);
    return readList(await fetchJson(url, { timeoutMs, headers }), url.origin, read);
  };
  const lookup = async <T>(
    placeId: string,
    params: Record<string, string>,
    read: (place: TNominatimPlace) => T | null,
  ) => {
    const match = PLACE_ID.exec(placeId);
    if (!match) return null;
    const [one] = await get('lookup', { ...params, osm_ids: `${match[1]}${match[2]}` }, read);
    return one ?? null;
  };
  return {
    searchCities: async (q, limit) =>
      (await get('search', { q, limit: String(limit), featureType: 'city' }, toCity)).slice(0, limit),
    getCity: (placeId) => lookup(placeId, {}, toCity),
    searchPlaces: async (q, limit) =>
      (await get('search', { q, limit: String(limit), extratags: '1' }, toPlace)).slice(0, limit),
    getPlace: (placeId) => lookup(placeId, { extratags: '1' }, toPlace),
  };
}
