import type { TPicture } from '@mise/contracts/common/picture';
import { lazy } from 'react';
import { MediaSuspense } from '../media/media-suspense';
import type { TAnyItem, TAreaPictures } from './area-types';
import { useCachedItemPatch } from '../detail/use-area-item';

// The media kit (cropping, drag and drop) loads with the tab, not with the area's list.
const PicturesManager = lazy(() => import('../media/pictures-manager').then((m) => ({ default: m.PicturesManager })));

type TProps = { modelPath: string; item: TAnyItem; pictures: TAreaPictures };

/**
 * A declared pictures tab (`tabs: [{ pictures: … }]`): the item's `_pictures` through the media kit (upload, captions,
 * delete, drag reorder with 'Save new order', video links, carousel), each change written into the loaded item.
 * @example
 * <AreaPicturesTab modelPath="eateries" item={eatinerary} pictures={{ title: 'Pictures' }} />
 */
export function AreaPicturesTab({ modelPath, item, pictures }: TProps) {
  const patchCached = useCachedItemPatch<TAnyItem>(modelPath, item.id);
  return (
    <MediaSuspense label="Loading pictures">
      <PicturesManager
        title={pictures.title}
        model={modelPath}
        id={item.id}
        // The upload folders are the model paths in lower case (part 2 §7 "Pictures": fooddrinks for foodDrinks).
        folder={modelPath.toLowerCase()}
        pictures={(item._pictures as TPicture[] | undefined) ?? []}
        onChanged={(list) => patchCached({ _pictures: list })}
      />
    </MediaSuspense>
  );
}
