import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { TPicture } from '@mise/contracts/common/picture';
import { lazy, Suspense } from 'react';
import { useEntityMedia } from '../../../components/media/use-entity-media';
import { errorMessage } from '../../../lib/api-client';

// The kit loads with the tab, not with the cities list that imports this file.
const PicturesManager = lazy(() => import('../../../components/media/pictures-manager').then((m) => ({ default: m.PicturesManager })));
const SellVideo = lazy(() => import('../../../components/media/sell-video').then((m) => ({ default: m.SellVideo })));

type TCitySellMedia = { id: number; sellImages: TPicture[]; sellVideo: { url: string } | null };

const SELL_FIELDS = ['sellImages', 'sellVideo'] as const;

/** The city's sell-page tab: sellImages through the media kit and sellVideo through assets/upload (part 1 §2). */
export function CitySellPageTab({ cityId }: { cityId: number }) {
  const { data, isPending, error, apply } = useEntityMedia<TCitySellMedia>('destinations', cityId, SELL_FIELDS);
  const loading = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading sell page" />
    </Box>
  );
  if (isPending) return loading;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Suspense fallback={loading}>
      <PicturesManager
        title="Sell images"
        model="destinations"
        id={cityId}
        segment="sellImages"
        folder="destinations"
        pictures={data.sellImages ?? []}
        allowVideo={false}
        onChanged={(list) => apply({ sellImages: list })}
      />
      <SellVideo model="destinations" id={cityId} video={data.sellVideo} onChanged={(sellVideo) => apply({ sellVideo })} />
    </Suspense>
  );
}
