import { z } from 'zod';
import type { TGeoCity } from '@mise/contracts/common/geo';
import type { TGeoPlace, TOpeningDay } from '@mise/contracts/resources/place';
import { GEO_TIMEOUT_MS, GeoUnavailableError, type TGeoProvider, fetchJson } from './provider';

const ZGooglePlace = z.looseObject({
  id: z.string().min(1),
  displayName: z.looseObject({ text: z.string().min(1) }),
  location: z.looseObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  addressComponents: z
    .array(z.looseObject({ longText: z.string(), shortText: z.string(), types: z.array(z.string()) }))
    .default([]),
});
type TGooglePlace = z.infer<typeof ZGooglePlace>;

const FIELDS = ['id', 'displayName', 'location', 'addressComponents'];

/** A moment of Google's opening hours: day 0 = Sunday, as ours. */
const ZGoogleMoment = z.looseObject({
  day: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23).default(0),
  minute: z.number().int().min(0).max(59).default(0),
});
const ZGooglePlaceDetail = ZGooglePlace.extend({
  formattedAddress: z.string().optional(),
  websiteUri: z.string().optional(),
  nationalPhoneNumber: z.string().optional(),
  regularOpeningHours: z
    .looseObject({
      periods: z.array(z.looseObject({ open: ZGoogleMoment, close: ZGoogleMoment.optional() })).default([]),
    })
    .optional(),
});
type TGooglePlaceDetail = z.infer<typeof ZGooglePlaceDetail>;
const PLACE_FIELDS = [...FIELDS, 'formattedAddress', 'websiteUri', 'nationalPhoneNumber', 'regularOpeningHours'];

const hhmm = (m: z.infer<typeof ZGoogleMoment>) =>
  `${String(m.hour).padStart(2, '0')}${String(m.minute).padStart(2, '0')}`;

/** Google's weekly periods as ours: one entry per day that opens, its periods in order; HHmm times. */
function openingDays(hours: TGooglePlaceDetail['regularOpeningHours']): TOpeningDay[] | null {
  if (!hours) return null;
  const byDay = new Map<number, TOpeningDay['periods']>();
  for (const p of hours.periods) {
    const list = byDay.get(p.open.day) ?? [];
    list.push({
      open: { day: p.open.day, time: hhmm(p.open) },
      ...(p.close ? { close: { day: p.close.day, time: hhmm(p.close) } } : {}),
    });
    byDay.set(p.open.day, list);
  }
  return [...byDay.keys()].sort((a, b) => a - b).map((day) => ({ periods: byDay.get(day) ?? [] }));
}

function toPlace(place: TGooglePlaceDetail): TGeoPlace {
  const part = (type: string) => place.addressComponents.find((c) => c.types.includes(type))?.longText;
  const line1 = [part('street_number'), part('route')].filter(Boolean).join(' ');
  return {
    placeId: place.id,
    name: place.displayName.text,
    address: place.formattedAddress ?? null,
    addressLine1: line1 || null,
    city: part('locality') ?? part('postal_town') ?? null,
    locality: part('sublocality') ?? part('neighborhood') ?? null,
    zipcode: part('postal_code') ?? null,
    location: { lat: place.location.latitude, lng: place.location.longitude },
    website: place.websiteUri ?? null,
    phone: place.nationalPhoneNumber ?? null,
    openingDays: openingDays(place.regularOpeningHours),
  };
}

function readDetail(item: unknown, origin: string): TGeoPlace {
  const parsed = ZGooglePlaceDetail.safeParse(item);
  if (!parsed.success) throw new GeoUnavailableError(`${origin} answered a place we cannot read`);
  return toPlace(parsed.data);
}

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
  const headers = (fields: string) => ({
    'x-goog-api-key': key,
    'x-goog-fieldmask': fields,
    'content-type': 'application/json',
  });
  const search = async <T>(
    q: string,
    limit: number,
    opts: { type?: string; fields: string[]; read: (item: unknown, origin: string) => T },
  ) => {
    const url = new URL('v1/places:searchText', base);
    const body = JSON.stringify({
      textQuery: q,
      ...(opts.type ? { includedType: opts.type } : {}),
      pageSize: limit,
      languageCode: 'en',
    });
    const answer = await fetchJson(url, {
      timeoutMs,
      method: 'POST',
      body,
      headers: headers(opts.fields.map((f) => `places.${f}`).join(',')),
    });
    const places = (answer as { places?: unknown }).places ?? [];
    if (!Array.isArray(places))
      throw new GeoUnavailableError(`${url.origin} answered something that is not a list of places`);
    return places.slice(0, limit).map((p) => opts.read(p, url.origin));
  };
  const one = async <T>(placeId: string, fields: string[], read: (item: unknown, origin: string) => T) => {
    // Google ids are URL-safe base64-like strings; anything else cannot be one.
    if (!/^[\w-]{1,200}$/.test(placeId)) return null;
    const url = new URL(`v1/places/${placeId}`, base);
    return read(await fetchJson(url, { timeoutMs, headers: headers(fields.join(',')) }), url.origin);
  };
  return {
    searchCities: (q, limit) => search(q, limit, { type: 'locality', fields: FIELDS, read: readPlace }),
    getCity: (placeId) => one(placeId, FIELDS, readPlace),
    searchPlaces: (q, limit) => search(q, limit, { fields: PLACE_FIELDS, read: readDetail }),
    getPlace: (placeId) => one(placeId, PLACE_FIELDS, readDetail),
  };
}
