import { cityKeys } from '../../components/resource/query-keys';
import { useResourceSave } from '../../components/resource/use-resource-save';
import { EATERIES_PATH, EATINERARIES_URL, EATINERARY_MSG, type TEatinerary, type TEatineraryBody } from './api';

/**
 * Saves the eatinerary form: POST eateries (then opens the new item's details, part 1 §2) or PATCH eateries/{id}
 * based on the `updated` the form was opened with.
 * @example
 * const save = useEatinerarySave(item, close);
 * save.mutate(body);
 */
export function useEatinerarySave(item: TEatinerary | undefined, onDone: () => void) {
  return useResourceSave<TEatineraryBody>({
    path: EATERIES_PATH,
    item,
    // Part 1 §8 has no failure text for item forms: the server's message is shown.
    messages: { added: EATINERARY_MSG.added, edited: EATINERARY_MSG.edited },
    createdPath: (id) => `${EATINERARIES_URL}/${id}/details`,
    // A city's eatineraries tab lists these too.
    alsoInvalidate: [cityKeys.all],
    onDone,
  });
}
