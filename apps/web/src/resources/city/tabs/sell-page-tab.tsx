import { lazy } from 'react';
import type { TAreaTabProps } from '../../../components/resource/area/area-types';
import type { TCityDetails } from '../city-record';
import { MediaSuspense } from '../../../components/resource/media/media-suspense';
import { useCachedItemPatch } from '../../../components/resource/detail/use-area-item';

// The kit loads with the tab, not with the cities list that imports this file.
const PicturesManager = lazy(() =>
  import('../../../components/resource/media/pictures-manager').then((m) => ({ default: m.PicturesManager })),
);
const SellVideo = lazy(() =>
  import('../../../components/resource/media/sell-video').then((m) => ({ default: m.SellVideo })),
);

/** The city's sell-page tab: sellImages through the media kit and sellVideo through assets/upload (part 1 §2). */
export function CitySellPageTab({ id: cityId, item: city }: TAreaTabProps<TCityDetails>) {
  const apply = useCachedItemPatch<TCityDetails>('destinations', cityId);
  return (
    <MediaSuspense label="Loading sell page">
      <PicturesManager
        title="Sell images"
        model="destinations"
        id={cityId}
        segment="sellImages"
        folder="destinations"
        pictures={city.sellImages}
        allowVideo={false}
        onChanged={(list) => apply({ sellImages: list })}
      />
      <SellVideo
        model="destinations"
        id={cityId}
        video={city.sellVideo}
        onChanged={(sellVideo) => apply({ sellVideo })}
      />
    </MediaSuspense>
  );
}
