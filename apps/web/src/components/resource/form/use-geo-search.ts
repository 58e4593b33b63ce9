import type { TGeoCity } from '@mise/contracts/common/geo';
import type { TGeoPlacesOffline, TGuidePlaceHit } from '@mise/contracts/resources/place';
import { type QueryKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../../lib/use-debounced';

const DEBOUNCE_MS = 500;
/** Fewer letters than this ask nothing: every name has them. */
export const GEO_MIN_LETTERS = 2;

/** One line of the search's list: the service's own hit, or (offline) one of the guide's places or a gazetteer city. */
export type TGeoOption<T> =
  | { kind: 'hit'; key: string; hit: T }
  | { kind: 'guide'; key: string; place: TGuidePlaceHit }
  | { kind: 'city'; key: string; city: TGeoCity };

/** Which offline lines the form can use: a list whose pick has nowhere to go is not offered. */
export type TOfflineUse = { guidePlaces: boolean; cities: boolean };

/** What a search answers: the service's hits, or (the place search without GEO_PROVIDER) the offline answer. */
export type TGeoAnswer<T> = T[] | TGeoPlacesOffline;

/**
 * A maps service's search as the client calls it (`client.geo.cities`, `client.geo.places`): `?q=` in, hits out; the
 * hits' type comes from the call.
 */
export type TGeoSearch<T> = {
  options: (input: { query: { q: string } }) => {
    queryKey: QueryKey;
    queryFn: (context: { signal: AbortSignal }) => Promise<TGeoAnswer<T>>;
  };
};

/**
 * The lines of a search's answer: a provider's list as it is; the offline answer (GET geo/places without GEO_PROVIDER)
 * as the guide's places then the cities, each only when the form uses them, and the note it says under the box.
 * @example
 * readAnswer(answer, { guidePlaces: true, cities: true }) // { options: [{ kind: 'guide', … }, { kind: 'city', … }], note: 'Full place search needs GEO_PROVIDER; …' }
 */
export function readAnswer<T extends { placeId: string }>(
  answer: TGeoAnswer<T>,
  use: TOfflineUse,
): { options: TGeoOption<T>[]; note?: string } {
  if (Array.isArray(answer)) return { options: answer.map((hit) => ({ kind: 'hit', key: hit.placeId, hit })) };
  const guide = use.guidePlaces
    ? answer.guidePlaces.map((place): TGeoOption<T> => ({ kind: 'guide', key: `guide:${place.id}`, place }))
    : [];
  const cities = use.cities
    ? answer.cities.map((city): TGeoOption<T> => ({ kind: 'city', key: city.placeId, city }))
    : [];
  return { options: [...guide, ...cities], note: answer.note };
}

/**
 * The maps service's answer for a text, asked once typing pauses for 500 ms and only from two letters on; the last
 * answer stays while the next is on its way.
 * @example
 * const { options, note, error, isFetching } = useGeoSearch(client.geo.places, text, { guidePlaces: true, cities: true });
 */
export function useGeoSearch<T extends { placeId: string }>(search: TGeoSearch<T>, text: string, use: TOfflineUse) {
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const asked = query.length >= GEO_MIN_LETTERS;
  const result = useQuery({
    ...search.options({ query: { q: query } }),
    enabled: asked,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const read = result.data ? readAnswer<T>(result.data, use) : undefined;
  // The note stays once said: it is about the server's set-up, not about the text.
  return {
    options: asked ? (read?.options ?? []) : [],
    note: read?.note,
    error: result.error,
    isFetching: result.isFetching,
  };
}
