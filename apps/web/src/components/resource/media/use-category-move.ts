import { useMutation } from '@tanstack/react-query';
import { useToast } from '../feedback/toast';
import { errorMessage } from '../../../lib/api-client';
import { client } from '../../../lib/client';
import { moveToCategory, type TCityPictureLists, type TPictureCategory } from './picture-category';

/**
 * Changes a city picture's category in one PATCH carrying the list(s) it touches, so a move between the portrait and
 * landscape lists can never leave the picture in both or in neither.
 * @example
 * const move = useCategoryMove(12, lists, apply);
 * move.mutate({ pictureId, category: 'Landscape' });
 */
export function useCategoryMove(
  cityId: number,
  lists: TCityPictureLists,
  onChanged: (lists: Partial<TCityPictureLists>) => void,
) {
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ pictureId, category }: { pictureId: string; category: TPictureCategory }) => {
      const next = moveToCategory(lists, pictureId, category);
      const body: Partial<TCityPictureLists> = {};
      if (next._pictures !== lists._pictures) body._pictures = next._pictures;
      if (next._landscapePictures !== lists._landscapePictures) body._landscapePictures = next._landscapePictures;
      const row = await client.city.patch({ id: cityId, body });
      return {
        _pictures: row._pictures ?? next._pictures,
        _landscapePictures: row._landscapePictures ?? next._landscapePictures,
      };
    },
    onSuccess: (next) => onChanged(next),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
