import type { TPicture } from '@mise/contracts/common/picture';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PicturesManager } from '../../components/media/pictures-manager';
import { useEntityMedia } from '../../components/media/use-entity-media';
import { errorMessage } from '../../lib/api-client';
import { EATERIES_PATH } from './api';

type TEatineraryMedia = { id: number; _pictures: TPicture[] };
const MEDIA_FIELDS = ['_pictures'] as const;

/** The eatinerary's images (part 1 §2): upload, captions, delete, drag reorder with 'Save new order', video links, carousel. */
export function EatineraryImagesTab({ id }: { id: number }) {
  const { data, isPending, error, apply } = useEntityMedia<TEatineraryMedia>(EATERIES_PATH, id, MEDIA_FIELDS);
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading pictures" />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <PicturesManager
      title="Pictures"
      model={EATERIES_PATH}
      id={id}
      segment="pictures"
      folder="eateries"
      pictures={data?._pictures ?? []}
      onChanged={(list) => apply({ _pictures: list })}
    />
  );
}
