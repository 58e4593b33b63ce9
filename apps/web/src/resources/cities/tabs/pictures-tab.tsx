import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import type { TPicture } from '@mise/contracts/common/picture';
import { lazy, Suspense } from 'react';
import { AnimationButton } from '../../../components/media/animation-button';
import { categoryOf, type TCityPictureLists } from '../../../components/media/picture-category';
import { PictureCategorySelect } from '../../../components/media/picture-category-select';
import { useCategoryMove } from '../../../components/media/use-category-move';
import { useEntityMedia } from '../../../components/media/use-entity-media';
import { errorMessage } from '../../../lib/api-client';

// The kit (cropping, drag and drop, lottie) loads with the tab, not with the cities list that imports this file.
const PicturesManager = lazy(() => import('../../../components/media/pictures-manager').then((m) => ({ default: m.PicturesManager })));
const LottieFiles = lazy(() => import('../../../components/media/lottie-upload').then((m) => ({ default: m.LottieFiles })));

type TCityMedia = TCityPictureLists & { id: number; _lottieJson: TPicture[] };

const MEDIA_FIELDS = ['_pictures', '_landscapePictures', '_lottieJson'] as const;
const PORTRAIT_DEFAULTS = { isPortrait: true, orientation: 'Portrait' } as const;
const LANDSCAPE_DEFAULTS = { orientation: 'Landscape' } as const;

/** The city's pictures tab (part 1 §2, §4 picture categories): portrait and landscape lists, animation (lottie) files. */
export function CityPicturesTab({ cityId }: { cityId: number }) {
  const { data, isPending, error, apply } = useEntityMedia<TCityMedia>('destinations', cityId, MEDIA_FIELDS);
  const lists: TCityPictureLists = { _pictures: data?._pictures ?? [], _landscapePictures: data?._landscapePictures ?? [] };
  const move = useCategoryMove(cityId, lists, apply);

  const loading = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading pictures" />
    </Box>
  );
  if (isPending) return loading;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;

  const category = (picture: TPicture, isLandscape: boolean) => (
    <PictureCategorySelect
      value={categoryOf(picture, isLandscape)}
      onChange={(next) => move.mutate({ pictureId: picture.id, category: next })}
      disabled={move.isPending}
    />
  );

  return (
    <Suspense fallback={loading}>
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
      <LottieFiles model="destinations" id={cityId} folder="destinations" files={data._lottieJson ?? []} onChanged={(list) => apply({ _lottieJson: list })} />
    </Suspense>
  );
}
