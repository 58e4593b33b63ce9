import type { TPicture } from '@mise/contracts/common/picture';
import { useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/query-keys';
import { api } from '../../lib/api-client';

/** API model path of eatineraries (collection eateries, part 1 §3). */
export const EATERIES_PATH = 'eateries';
export const eatineraryKeys = resourceKeys(EATERIES_PATH);
/** Server-fetched list page size (part 1 §9). */
export const EATINERARY_PAGE_SIZE = 20;
export const EATINERARIES_URL = '/dashboard/eatineraries';

export type TPlaceRef = { id: number; name: string };

/** A section as answered: id is its index; the places come as `_places` (part 1 §3). */
export type TEatinerarySection = { id: number; title: string; description: string | null; placeIds: number[]; _places: TPlaceRef[] };

/** A section as sent: places by id. */
export type TEatinerarySectionBody = { title: string; description: string | null; placeIds: number[] };

export type TEatineraryRow = {
  id: number;
  name: string;
  isPublished: boolean;
  destinationId: number;
  destination?: { id: number; name: string } | null;
};

export type TEatinerary = TEatineraryRow & {
  description: string | null;
  newlyAdded: boolean;
  recentlyUpdated: boolean;
  created: string;
  updated: string;
  _sections: TEatinerarySection[];
  _pictures: TPicture[];
};

/** The body of POST eateries and of a full PATCH. */
export type TEatineraryBody = { name: string; description: string | null; destinationId: number; _sections: TEatinerarySectionBody[] };

/** Toasts of part 1 §8, spelled as the spec spells them. */
export const EATINERARY_MSG = {
  added: 'Item added successfully',
  edited: 'Item edited successfully',
  deleted: 'Item Deleted Successfully',
  deleteFailed: 'Item Delete Unsuccessful',
  ordered: 'Order updated succesfully',
  orderFailed: 'Order update Unsuccesfull',
  deleteQuestion: 'Are you sure you want to delete this Eatinerary?',
  deleteSectionQuestion: 'Are you sure you want to delete this section?',
} as const;

/**
 * Sections as the server stores them. Places go by `placeIds`, which still hold places that were deleted since
 * (the server leaves those out of `_places`), so a reorder never drops a place silently.
 * @example
 * sectionsBody([{ id: 0, title: 'Lunch', description: null, placeIds: [4], _places: [{ id: 4, name: 'Fig' }] }])
 * // [{ title: 'Lunch', description: null, placeIds: [4] }]
 */
export function sectionsBody(sections: readonly TEatinerarySection[]): TEatinerarySectionBody[] {
  return sections.map((s) => ({ title: s.title, description: s.description, placeIds: s.placeIds ?? s._places.map((p) => p.id) }));
}

/** The city of an eatinerary, only as much as the screens show. */
export const DESTINATION_NAME = { relation: 'destination', scope: { fields: ['id', 'name'] } } as const;

/**
 * One eatinerary with its city's id and name (GET eateries/{id}?filter={include:{relation:'destination', scope}}) under `['eateries', 'detail', id]`.
 * @example
 * const { data: item } = useEatinerary(7);
 */
export function useEatinerary(id: number) {
  return useQuery({
    queryKey: eatineraryKeys.detail(id),
    queryFn: ({ signal }) => api.get<TEatinerary>(`${EATERIES_PATH}/${id}`, { filter: { include: DESTINATION_NAME } }, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
