import { landmarkResource } from '@mise/contracts/resources/landmark';
import { defineArea } from '../../components/resource/area/define-area';
import { NAME_AND_DATE_SORTS } from '../../components/resource/list/standard-choices';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { cityKeys } from '../../components/resource/area/query-keys';
import { LandmarkDetailsTab } from './landmark-details-tab';
import { LandmarkForm } from './landmark-form';
import { LANDMARK_DETAIL, type TLandmark } from './landmark-record';

/**
 * The Landmarks area under /dashboard/landmarks (part 2 §2, §7): 20 per page by name with a search, the sort menu, the
 * city filter, locks on unpublished rows and CSV export (model Landmark); details and images.
 */
export default defineArea<typeof landmarkResource, 'name' | 'isPublished', TLandmark>({
  resource: landmarkResource,
  slug: 'landmarks',
  labels: { title: 'Landmarks', one: 'landmark', many: 'landmarks' },
  // part 2 §8 "Landmarks" and §2's delete question. The failure shows as an error, not as the old console's success (docs/decisions.md).
  messages: {
    added: 'Landmark add Successful',
    edited: 'Landmark edit Successful',
    failed: 'Landmark add / updated failed',
    deleteQuestion: 'Are you sure you want to delete this Landmark?',
  },
  list: {
    pageSize: 20,
    fields: ['name', 'isPublished'],
    withCity: true,
    row: (landmark) => ({
      primary: landmark.name,
      secondary: landmark.destination?.name,
      marker: landmark.isPublished ? undefined : <PublishLock published={false} />,
    }),
    cityFilter: 'destinationId',
    sorts: NAME_AND_DATE_SORTS,
    csvExport: true,
  },
  item: { query: { filter: LANDMARK_DETAIL } },
  tabs: [
    { segment: 'details', label: 'Details', component: LandmarkDetailsTab },
    {
      segment: 'images',
      label: 'Images',
      count: (landmark) => landmark._pictures.length,
      pictures: { title: 'Pictures' },
    },
  ],
  form: LandmarkForm,
  // part 2 §7: a landmark is added by POST to its city's landmarks; the city's Landmarks tab lists it.
  save: {
    createThrough: { owner: 'destinations', relation: 'landmarks' },
    alsoInvalidate: [cityKeys.all],
    affectsSummary: true,
  },
});
