import type { TWireRecord } from '@mise/contracts/common/wire';
import { cuisineResource } from '@mise/contracts/resources/cuisine';
import { defineArea } from '../../components/resource/area/define-area';
import { EditorialDetails } from '../../components/resource/detail/editorial-details';
import { PLACES_TAB, relationCount, type TWithCounts } from '../../components/resource/detail/item-counts';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { NAME_AND_DATE_SORTS, PUBLISH_AND_FLAG_FILTERS } from '../../components/resource/list/standard-choices';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { CuisineForm } from './cuisine-form';

type TCuisine = TWireRecord<typeof cuisineResource> & TWithCounts;

/** Copy links {site}/cuisines/{slug or id} and {site}/cuisines/{slug}/dishes (part 2 §2; the id when there is no slug yet). */
function CuisineDetailsTab({ item: cuisine }: TAreaTabProps<TCuisine>) {
  const key = cuisine.slug || cuisine.id;
  return (
    <EditorialDetails
      item={cuisine}
      links={[{ path: `/cuisines/${key}` }, { path: `/cuisines/${key}/dishes`, label: 'Copy dishes link' }]}
    />
  );
}

/** The Cuisines area under /dashboard/cuisines (part 2 §2): sorts, details, places, dishes and images tabs with counts. */
export default defineArea<typeof cuisineResource, 'name' | 'isPublished', TCuisine>({
  resource: cuisineResource,
  slug: 'cuisines',
  labels: { title: 'Cuisines', one: 'cuisine', many: 'cuisines' },
  // part 2 §8 "Cuisines and dishes"
  messages: {
    added: 'Cuisine Add Successful',
    failed: 'Cuisine Add Unsuccessful',
    edited: 'Cuisine update Successful',
    editFailed: 'Cuisine update unSuccessful',
    deleted: 'Success Delete!',
    deleteFailed: 'Deletion Failed!',
  },
  list: {
    pageSize: 20,
    fields: ['name', 'isPublished'],
    row: (cuisine) => ({
      primary: cuisine.name,
      marker: cuisine.isPublished ? undefined : <PublishLock published={false} />,
    }),
    filters: PUBLISH_AND_FLAG_FILTERS,
    sorts: NAME_AND_DATE_SORTS,
  },
  item: { query: { filter: { includeCount: true } } },
  tabs: [
    { segment: 'details', label: 'Details', component: CuisineDetailsTab },
    PLACES_TAB,
    {
      segment: 'dishes',
      label: 'Dishes',
      count: relationCount('foodDrinks'),
      relation: {
        name: 'foodDrinks',
        removable: true,
        add: { messages: { success: 'Dishes Added Successfully', failure: 'Dishes Add unsuccessful' } },
      },
    },
    {
      segment: 'images',
      label: 'Images',
      count: (cuisine) => cuisine._pictures.length,
      pictures: { title: 'Pictures' },
    },
  ],
  form: CuisineForm,
  save: { affectsSummary: true },
});
