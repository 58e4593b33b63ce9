import { z } from 'zod';
import { ZLocation } from './fields';

/** Most suggestions the city form's place search shows at once. */
export const GEO_SEARCH_LIMIT = 10;

/** Answered (502) when the configured online place service fails or times out; the city form then lets staff type the fields. */
export const GEO_UNAVAILABLE_MESSAGE = "Place search is unavailable; type the city's fields by hand";

/**
 * A city suggested by the place search (GET geo/cities?q=, GET geo/cities/{placeId}); it fills the city form's
 * name, state, country, placeId and location.
 * @example
 * const hit: TGeoCity = { placeId: 'csc:FR:IDF:Paris', name: 'Paris', state: 'Île-de-France', country: 'France', countryCode: 'FR', location: { lat: 48.85, lng: 2.35 } };
 */
export const ZGeoCity = z.object({
  /** The provider's id of the place, stored as the city's placeId. */
  placeId: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: z.string(),
  location: ZLocation,
});
export type TGeoCity = z.infer<typeof ZGeoCity>;

/** Longest text a place search takes: a name with its city and country fits many times over. */
export const GEO_QUERY_MAX = 200;

/**
 * The query of a place search, its messages naming what is searched ('q: type part of a place name').
 * @example
 * const ZGeoPlaceSearchQuery = zGeoSearchQuery('place');
 */
export function zGeoSearchQuery(what: 'city' | 'place') {
  const missing = `q: type part of a ${what} name`;
  return z.object({
    q: z.string({ error: missing }).trim().min(1, missing).max(GEO_QUERY_MAX, `q: at most ${GEO_QUERY_MAX} characters`),
    limit: z.coerce.number().int().min(1).max(GEO_SEARCH_LIMIT).default(GEO_SEARCH_LIMIT),
  });
}

/**
 * Query of GET geo/cities: the text typed so far (a comma may add the state or country: 'Paris, France').
 * @example
 * api.get(`geo/cities?q=${encodeURIComponent('lis')}`)
 */
export const ZGeoSearchQuery = zGeoSearchQuery('city');
export type TGeoSearchQuery = z.input<typeof ZGeoSearchQuery>;
