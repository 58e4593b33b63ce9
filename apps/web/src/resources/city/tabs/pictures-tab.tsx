import type { TPicture } from '@mise/contracts/common/picture';
import { lazy } from 'react';
import { AnimationButton } from '../../../components/resource/media/animation-button';
import { categoryOf, type TCityPictureLists } from '../../../components/resource/media/picture-category';
import { PictureCategorySelect } from '../../../components/resource/media/picture-category-select';
import { useCategoryMove } from '../../../components/resource/media/use-category-move';
import type { TAreaTabProps } from '../../../components/resource/area/area-types';
import type { TCityDetails } from '../city-record';
import { MediaSuspense } from '../../../components/resource/media/media-suspense';
import { useCachedItemPatch } from '../../../components/resource/detail/use-area-item';

// The kit (cropping, drag and drop, lottie) loads with the tab, not with the cities list that imports this file.
const PicturesManager = lazy(() =>
  import('../../../components/resource/media/pictures-manager').then((m) => ({ default: m.PicturesManager })),
);
const LottieFiles = lazy(() =>
  import('../../../components/resource/media/lottie-upload').then((m) => ({ default: m.LottieFiles })),
);

const PORTRAIT_DEFAULTS = { isPortrait: true, orientation: 'Portrait' } as const;
const LANDSCAPE_DEFAULTS = { orientation: 'Landscape' } as const;

/** The city's pictures tab (part 1 §2, §4 picture categories): portrait and landscape lists, animation (lottie) files. */
export function CityPicturesTab({ id: cityId, item: city }: TAreaTabProps<TCityDetails>) {
  const apply = useCachedItemPatch<TCityDetails>('destinations', cityId);
  const lists: TCityPictureLists = { _pictures: city._pictures, _landscapePictures: city._landscapePictures };
  const move = useCategoryMove(cityId, lists, apply);

  const category = (picture: TPicture, isLandscape: boolean) => (
    <PictureCategorySelect
      value={categoryOf(picture, isLandscape)}
      onChange={(next) => move.mutate({ pictureId: picture.id, category: next })}
      disabled={move.isPending}
    />
  );

  return (
    <MediaSuspense label="Loading pictures">
      <PicturesManager
        title="Portrait pictures"
        model="destinations"
        id={cityId}
        segment="pictures"
        folder="destinations"
        variant="city"
        pictures={lists._pictures}
        newPictureFields={PORTRAIT_DEFAULTS}
        onChanged={(list) => apply({ _pictures: list })}
        renderExtra={(picture, kit) => (
          <>
            {category(picture, false)}
            {picture.isAnimated && <AnimationButton picture={picture} kit={kit} />}
          </>
        )}
      />
      <PicturesManager
        title="Landscape pictures"
        model="destinations"
        id={cityId}
        segment="landscapePictures"
        folder="destinations"
        variant="city"
        pictures={lists._landscapePictures}
        newPictureFields={LANDSCAPE_DEFAULTS}
        onChanged={(list) => apply({ _landscapePictures: list })}
        renderExtra={(picture) => category(picture, true)}
      />
      <LottieFiles
        model="destinations"
        id={cityId}
        folder="destinations"
        files={city._lottieJson}
        onChanged={(list) => apply({ _lottieJson: list })}
      />
    </MediaSuspense>
  );
}
