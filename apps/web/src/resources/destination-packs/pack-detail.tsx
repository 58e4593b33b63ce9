import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { DetailTabs } from '../../components/resource/detail-tabs';
import { resourceKeys } from '../../components/resource/query-keys';
import { api, errorMessage } from '../../lib/api-client';
import { usePack } from './api';
import { PackCitiesTab } from './pack-cities-tab';
import { PackDetailTab } from './pack-detail-tab';

const SEGMENTS = ['detail', 'cities'] as const;

/** The number of cities in a pack, for the Cities tab label. */
function usePackCityCount(packId: number) {
  const where = { destinationPackId: packId };
  return useQuery({
    queryKey: resourceKeys('destinations').count({ listPath: 'destinations', where }),
    queryFn: ({ signal }) => api.get<{ count: number }>('destinations/count', { where }, signal),
    staleTime: 60_000,
  });
}

/** /dashboard/destination-packs/{id}/{detail|cities}. */
export function PackDetail() {
  const params = useParams();
  const id = Number(params.id);
  const segment = params.tab ?? 'detail';
  const pack = usePack(id);
  const cityCount = usePackCityCount(id);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">There is no destination pack with the id “{params.id}”.</Alert>;
  if (!SEGMENTS.includes(segment as (typeof SEGMENTS)[number])) return <Navigate to={`/dashboard/destination-packs/${id}/detail`} replace />;
  if (pack.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label="Loading destination pack" />
      </Box>
    );
  }
  if (pack.error || !pack.data) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(pack.error, 'The destination pack could not be loaded')}
      </Alert>
    );
  }

  return (
    <Box component="article" aria-labelledby="pack-title">
      <Typography id="pack-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
        {pack.data.name}
      </Typography>
      <DetailTabs
        basePath={`/dashboard/destination-packs/${id}`}
        active={segment}
        label="Destination pack sections"
        tabs={[
          { segment: 'detail', label: 'Detail' },
          { segment: 'cities', label: 'Cities', count: cityCount.data?.count },
        ]}
      />
      <Box role="tabpanel" aria-label={segment === 'cities' ? 'Cities' : 'Detail'} sx={{ p: 2 }}>
        {segment === 'cities' ? <PackCitiesTab packId={id} /> : <PackDetailTab key={id} pack={pack.data} />}
      </Box>
    </Box>
  );
}
