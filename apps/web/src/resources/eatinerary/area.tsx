import { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import { CITY_NAME } from '../../components/resource/reference/city-include';
import { defineArea } from '../../components/resource/area/define-area';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { cityKeys } from '../../components/resource/area/query-keys';
import { EatineraryDetailsTab } from './eatinerary-details-tab';
import type { TEatinerary } from './eatinerary-record';
import { EatineraryForm } from './eatinerary-form';

/** The Eatineraries area under /dashboard/eatineraries (part 1 §2): type chips, cities and search; Details and Images. */
export default defineArea<typeof eatineraryResource, 'name' | 'isPublished' | 'destinationId', TEatinerary>({
  resource: eatineraryResource,
  slug: 'eatineraries',
  labels: { title: 'Eatineraries', one: 'eatinerary', many: 'eatineraries' },
  messages: { deleteQuestion: 'Are you sure you want to delete this Eatinerary?' },
  list: {
    pageSize: 20,
    order: 'name ASC',
    fields: ['name', 'isPublished', 'destinationId'],
    withCity: true,
    row: (item) => ({
      primary: item.name,
      secondary: item.destination?.name,
      marker: item.isPublished ? undefined : <PublishLock published={false} />,
    }),
    // part 1 §2: type chips applied on click, and the cities
    filtersAs: 'chips',
    filters: [
      { value: 'all', label: 'All' },
      { value: 'published', label: 'Published', where: { isPublished: true } },
      { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
      { value: 'newly-added', label: 'Newly Added', where: { newlyAdded: true } },
      { value: 'recently-updated', label: 'Recently Updated', where: { recentlyUpdated: true } },
    ],
    cityFilter: 'destinationId',
  },
  item: { query: { filter: { include: CITY_NAME } } },
  tabs: [
    { segment: 'details', label: 'Details', component: EatineraryDetailsTab },
    {
      segment: 'images',
      label: 'Images',
      count: (item) => item._pictures?.length ?? 0,
      pictures: { title: 'Pictures' },
    },
  ],
  form: EatineraryForm,
  // A city's eatineraries tab lists these too.
  save: { alsoInvalidate: [cityKeys.all] },
});
