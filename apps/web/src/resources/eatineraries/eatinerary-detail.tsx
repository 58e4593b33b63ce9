import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { DetailTabs } from '../../components/resource/detail-tabs';
import { PublishLock } from '../../components/resource/publish-toggle';
import { errorMessage } from '../../lib/api-client';
import { EATINERARIES_URL, useEatinerary } from './api';
import { EatineraryDetailsTab } from './eatinerary-details-tab';
import { EatineraryImagesTab } from './eatinerary-images-tab';

const SEGMENTS = ['details', 'images'] as const;

/** /dashboard/eatineraries/{id}/{details|images} (part 1 §2). */
export function EatineraryDetail() {
  const params = useParams();
  const id = Number(params.id);
  const segment = params.tab ?? 'details';
  const item = useEatinerary(id);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">There is no eatinerary with the id “{params.id}”.</Alert>;
  if (!SEGMENTS.includes(segment as (typeof SEGMENTS)[number])) return <Navigate to={`${EATINERARIES_URL}/${id}/details`} replace />;
  if (item.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label="Loading eatinerary" />
      </Box>
    );
  }
  if (item.error || !item.data) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(item.error, 'The eatinerary could not be loaded')}
      </Alert>
    );
  }

  const eatinerary = item.data;
  return (
    <Box component="article" aria-labelledby="eatinerary-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
        <Typography id="eatinerary-title" component="h2" variant="h6">
          {eatinerary.name}
        </Typography>
        <PublishLock published={eatinerary.isPublished} />
      </Box>
      <DetailTabs
        basePath={`${EATINERARIES_URL}/${id}`}
        active={segment}
        label="Eatinerary sections"
        tabs={[
          { segment: 'details', label: 'Details' },
          { segment: 'images', label: 'Images', count: eatinerary._pictures?.length ?? 0 },
        ]}
      />
      <Box role="tabpanel" aria-label={segment === 'images' ? 'Images' : 'Details'} sx={{ p: 2 }}>
        {segment === 'images' ? <EatineraryImagesTab id={id} /> : <EatineraryDetailsTab key={id} item={eatinerary} />}
      </Box>
    </Box>
  );
}
