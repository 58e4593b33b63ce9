import { z } from 'zod';
import type { TGeoCity } from '@mise/contracts/common/geo';
import { GEO_TIMEOUT_MS, GeoUnavailableError, type TGeoProvider, fetchJson } from './provider';

const ZGooglePlace = z.looseObject({
  id: z.string().min(1),
  displayName: z.looseObject({ text: z.string().min(1) }),
  location: z.looseObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  addressComponents: z.array(z.looseObject({ longText: z.string(), shortText: z.string(), types: z.array(z.string()) })).default([]),
});
type TGooglePlace = z.infer<typeof ZGooglePlace>;

const FIELDS = ['id', 'displayName', 'location', 'addressComponents'];

function toCity(place: TGooglePlace): TGeoCity {
  const part = (type: string) => place.addressComponents.find((c) => c.types.includes(type));
  return {
    placeId: place.id,
    name: place.displayName.text,
    state: part('administrative_area_level_1')?.longText ?? null,
    country: part('country')?.longText ?? '',
    countryCode: (part('country')?.shortText ?? '').toUpperCase(),
    location: { lat: place.location.latitude, lng: place.location.longitude },
  };
}

function readPlace(item: unknown, origin: string): TGeoCity {
  const parsed = ZGooglePlace.safeParse(item);
  if (!parsed.success) throw new GeoUnavailableError(`${origin} answered a place we cannot read`);
  return toCity(parsed.data);
}

/**
 * Place search through Google Places API (New) (GEO_PROVIDER=google, GEO_KEY the API key; GEO_URL may point at another
 * base URL), restricted to localities. Its place ids are Google's, as the old console stored them.
 * @example
 * const geo = googleProvider('AIza…');
 * await geo.searchCities('lisbon', 10); // [{ placeId: 'ChIJO_PkYRozGQ0R0DaQ5L3rAAQ', name: 'Lisbon', … }]
 */
export function googleProvider(key: string, opts: { baseUrl?: string; timeoutMs?: number } = {}): TGeoProvider {
  const base = opts.baseUrl ?? 'https://places.googleapis.com/';
  const timeoutMs = opts.timeoutMs ?? GEO_TIMEOUT_MS;
  const headers = (fields: string) => ({ 'x-goog-api-key': key, 'x-goog-fieldmask': fields, 'content-type': 'application/json' });
  return {
    async searchCities(q, limit) {
      const url = new URL('v1/places:searchText', base);
      const body = JSON.stringify({ textQuery: q, includedType: 'locality', pageSize: limit, languageCode: 'en' });
      const answer = await fetchJson(url, { timeoutMs, method: 'POST', body, headers: headers(FIELDS.map((f) => `places.${f}`).join(',')) });
      const places = (answer as { places?: unknown }).places ?? [];
      if (!Array.isArray(places)) throw new GeoUnavailableError(`${url.origin} answered something that is not a list of places`);
      return places.slice(0, limit).map((p) => readPlace(p, url.origin));
    },
    async getCity(placeId) {
      // Google ids are URL-safe base64-like strings; anything else cannot be one.
      if (!/^[\w-]{1,200}$/.test(placeId)) return null;
      const url = new URL(`v1/places/${placeId}`, base);
      return readPlace(await fetchJson(url, { timeoutMs, headers: headers(FIELDS.join(',')) }), url.origin);
    },
  };
}
