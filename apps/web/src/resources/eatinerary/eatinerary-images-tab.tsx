import { PicturesManager } from '../../components/media/pictures-manager';
import type { TAreaTabProps } from '../../components/resource/area-types';
import { useCachedItemPatch } from '../../components/resource/use-area-item';
import type { TEatinerary } from './eatinerary-details-tab';

/** The eatinerary's images (part 1 §2): upload, captions, delete, drag reorder with 'Save new order', video links, carousel. */
export function EatineraryImagesTab({ item }: TAreaTabProps<TEatinerary>) {
  const patchCached = useCachedItemPatch<TEatinerary>('eateries', item.id);
  const changed = (list: TEatinerary['_pictures']) => patchCached({ _pictures: list });
  return <PicturesManager title="Pictures" model="eateries" id={item.id} folder="eateries" pictures={item._pictures ?? []} onChanged={changed} />;
}
