import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { DetailTabs, type TDetailTab } from '../../components/resource/detail-tabs';
import { PublishLock } from '../../components/resource/publish-toggle';
import { errorMessage } from '../../lib/api-client';
import { type TCityCounts, useCityDetails } from './api';
import { CityDetailsTab } from './city-details-tab';
import { CityCuisinesTab } from './tabs/cuisines-tab';
import { CityDishesTab } from './tabs/dishes-tab';
import { CityEatinerariesTab } from './tabs/eatineraries-tab';
import { CityExploreTab } from './tabs/explore-tab';
import { CityLandmarksTab } from './tabs/landmarks-tab';
import { CityPicturesTab } from './tabs/pictures-tab';
import { CityPlacesTab } from './tabs/places-tab';
import { CitySellPageTab } from './tabs/sell-page-tab';
import { CityUserTab } from './tabs/user-tab';

type TTabDef = { segment: string; label: string; count?: keyof TCityCounts; component?: ComponentType<{ cityId: number }> };

/** Tabs of part 1 §2 in order, with the count each label carries. */
const TABS: readonly TTabDef[] = [
  { segment: 'details', label: 'Details' },
  { segment: 'places', label: 'Places', count: 'establishments', component: CityPlacesTab },
  { segment: 'dishes', label: 'Dishes', count: 'foodDrinks', component: CityDishesTab },
  { segment: 'cuisines', label: 'Cuisines', count: 'cuisines', component: CityCuisinesTab },
  { segment: 'pictures', label: 'Pictures', count: 'pictures', component: CityPicturesTab },
  { segment: 'landmarks', label: 'Landmarks', count: 'landmarks', component: CityLandmarksTab },
  { segment: 'explore', label: 'Explore', count: 'lists', component: CityExploreTab },
  { segment: 'eatineraries', label: 'Eatineraries', count: 'eateries', component: CityEatinerariesTab },
  { segment: 'sell-page', label: 'Sell page', component: CitySellPageTab },
  { segment: 'user', label: 'User', count: 'subscribers', component: CityUserTab },
];

/** /dashboard/cities/{id}/{tab}: the selected city's name, tabs and the open tab. */
export function CityDetail() {
  const params = useParams();
  const id = Number(params.id);
  const segment = params.tab ?? 'details';
  const details = useCityDetails(id);
  const tab = TABS.find((t) => t.segment === segment);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">There is no city with the id “{params.id}”.</Alert>;
  if (!tab) return <Navigate to={`/dashboard/cities/${id}/details`} replace />;
  if (details.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label="Loading city" />
      </Box>
    );
  }
  if (details.error || !details.data) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(details.error, 'The city could not be loaded')}
      </Alert>
    );
  }

  const city = details.data;
  const tabs: TDetailTab[] = TABS.map((t) => ({ segment: t.segment, label: t.label, count: t.count ? (city.counts?.[t.count] ?? undefined) : undefined }));
  const TabBody = tab.component;

  return (
    <Box component="article" aria-labelledby="city-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
        <Typography id="city-title" component="h2" variant="h6">
          {city.name}
        </Typography>
        <PublishLock published={city.isPublished} />
      </Box>
      <DetailTabs basePath={`/dashboard/cities/${id}`} tabs={tabs} active={segment} label="City sections" />
      <Box role="tabpanel" aria-label={tab.label} sx={{ p: 2 }}>
        {TabBody ? <TabBody cityId={id} /> : <CityDetailsTab key={city.id} city={city} />}
      </Box>
    </Box>
  );
}
