import { useResourceSave } from '../../components/resource/use-resource-save';
import { CITIES_PATH, type TCityRow } from './api';
import type { TCityBody } from './city-form-schema';

/** Toasts of part 1 §8. */
export const CITY_MSG = {
  added: 'Add City Successful',
  edited: 'Edit City Successful',
  failed: 'City Add / Edit Failed',
  deleted: 'Success Delete!',
  deleteFailed: 'Deletion Failed!',
} as const;

/**
 * Saves the city form: POST destinations with in{product} (`inGuide`) true, then opens the new city's details and
 * refreshes the totals (part 1 §4); or PATCH destinations/{id} based on the `updated` the form was opened with.
 * @example
 * const save = useCitySave(city, close);
 * save.mutate(values);
 */
export function useCitySave(city: TCityRow | undefined, onDone: () => void) {
  return useResourceSave<TCityBody>({
    path: CITIES_PATH,
    item: city,
    messages: CITY_MSG,
    createdPath: (id) => `/dashboard/cities/${id}/details`,
    createDefaults: { inGuide: true },
    affectsSummary: true,
    onDone,
  });
}
