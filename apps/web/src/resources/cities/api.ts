import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { cityKeys, resourceKeys } from '../../components/resource/query-keys';

/** API model path of cities. */
export const CITIES_PATH = 'destinations';
/** Server-fetched list page size (part 1 §9). */
export const CITY_PAGE_SIZE = 20;

export type TLocation = { lat: number; lng: number };

/** A city as the API answers it (part 1 §3; `inGuide` is in{product}). */
export type TCityRow = {
  id: number;
  name: string;
  state: string | null;
  country: string | null;
  continent: string | null;
  description: string | null;
  shortDescription: string | null;
  byline: string | null;
  beforeYouGo: string | null;
  whatsInside: string | null;
  placeId: string | null;
  location: TLocation | null;
  slug: string | null;
  isPublished: boolean;
  inGuide: boolean;
  notes: string | null;
  newlyAdded: boolean;
  recentlyUpdated: boolean;
  destinationPackId: number | null;
  totalVotes: number;
  created: string;
  updated: string;
};

export type TCityCounts = {
  cuisines?: number;
  foodDrinks?: number;
  establishments?: number;
  landmarks?: number;
  lists?: number;
  eateries?: number;
  subscribers?: number;
  pictures?: number;
};

export type TPackRef = { id: number; name: string };

/** GET destinations/{id}/details (TCityDetails in @mise/contracts/resources/city-calls, with dates as strings): the city, its counts and its pack. */
export type TCityDetails = TCityRow & { counts?: TCityCounts; destinationPack?: TPackRef | null };

/**
 * One city with its tab counts, under the shared key `['destinations', 'detail', id]`.
 * @example
 * const { data: city } = useCityDetails(12);
 */
export function useCityDetails(id: number) {
  return useQuery({
    queryKey: cityKeys.detail(id),
    queryFn: ({ signal }) => api.get<TCityDetails>(`${CITIES_PATH}/${id}/details`, undefined, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * Packs for the city form's select: GET packs/get-packs (all packs by name).
 * @example
 * const { data: packs = [] } = usePackChoices();
 */
export function usePackChoices() {
  return useQuery({
    // under the packs' key, so saving a pack refreshes the select
    queryKey: resourceKeys('destinationPacks').list({ call: 'packs/get-packs' }),
    queryFn: ({ signal }) => api.get<TPackRef[]>('packs/get-packs', undefined, signal),
    staleTime: 60_000,
  });
}
