import { useResourceSave } from '../../components/resource/use-resource-save';
import { PACK_MSG, PACKS_PATH, type TPack } from './api';
import type { TPackBody } from './pack-form-schema';

/**
 * Saves the pack form: POST destinationPacks (then opens the new pack) or PATCH destinationPacks/{id}.
 * @example
 * const save = usePackSave(pack, close);
 */
export function usePackSave(pack: TPack | undefined, onDone: () => void) {
  return useResourceSave<TPackBody>({
    path: PACKS_PATH,
    item: pack,
    messages: PACK_MSG,
    createdPath: (id) => `/dashboard/destination-packs/${id}/detail`,
    onDone,
  });
}
