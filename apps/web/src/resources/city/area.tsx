import { cityResource } from '@mise/contracts/resources/city';
import { defineArea } from '../../components/resource/area/define-area';
import { NAME_AND_DATE_SORTS } from '../../components/resource/list/standard-choices';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { client } from '../../lib/client';
import { CityDetailsTab } from './city-details-tab';
import { CityForm } from './city-form';
import type { TCityDetails } from './city-record';
import { CityDishesTab } from './tabs/city-dishes-tab';
import { CityPicturesTab } from './tabs/pictures-tab';
import { CitySellPageTab } from './tabs/sell-page-tab';
import { CityUserTab } from './tabs/user-tab';

type TCounts = TCityDetails['counts'];
/** A tab label's count, from the counts GET destinations/{id}/details carries. */
const count = (key: keyof TCounts) => (city: TCityDetails) => city.counts[key];

/** The Cities area under /dashboard/cities (part 1 §2): filters, sorts and search (§7), 20 per page; the city's ten tabs. */
export default defineArea({
  resource: cityResource,
  slug: 'cities',
  labels: { title: 'Cities', one: 'city', many: 'cities' },
  // part 1 §8; the delete question is the generic one
  messages: {
    added: 'Add City Successful',
    edited: 'Edit City Successful',
    failed: 'City Add / Edit Failed',
    deleted: 'Success Delete!',
    deleteFailed: 'Deletion Failed!',
  },
  list: {
    pageSize: 20,
    filters: [
      { value: 'all', label: 'All' },
      { value: 'voted', label: 'Voted Cities', where: { totalVotes: { gt: 0 } } },
      { value: 'published', label: 'Published', where: { isPublished: true } },
      { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
      { value: 'newly-added', label: 'Newly Added', where: { newlyAdded: true } },
      { value: 'recently-updated', label: 'Recently Updated', where: { recentlyUpdated: true } },
    ],
    sorts: NAME_AND_DATE_SORTS,
    fields: ['name', 'state', 'country', 'isPublished'],
    row: (city) => ({
      primary: city.name,
      secondary: [city.state, city.country].filter(Boolean).join(', '),
      marker: city.isPublished ? undefined : <PublishLock published={false} />,
    }),
  },
  item: { read: client.city.details },
  tabs: [
    { segment: 'details', label: 'Details', component: CityDetailsTab },
    {
      segment: 'places',
      label: 'Places',
      count: count('establishments'),
      // A place belongs to one city: adding sets, removing clears its destinationId (§4); no join row.
      relation: {
        name: 'establishments',
        add: {
          messages: { success: 'Places Added Successfully', failure: 'Places Add Unsuccessful' },
          saveIds: (id, establishmentIds, updated) =>
            client.city.updateEstablishments({ id, body: { establishmentIds, updated } }),
        },
        remove: (place) => client.place.patch({ id: place.id, body: { destinationId: null } }),
        removeMessages: { success: 'Place Deleted', failure: 'Place Delete Unsuccessful' },
      },
    },
    { segment: 'dishes', label: 'Dishes', count: count('foodDrinks'), component: CityDishesTab },
    {
      segment: 'cuisines',
      label: 'Cuisines',
      count: count('cuisines'),
      relation: {
        name: 'cuisines',
        add: { messages: { success: 'Cuisines Added Successfully', failure: 'Cuisine Add Unsuccessful' } },
      },
    },
    { segment: 'pictures', label: 'Pictures', count: count('pictures'), component: CityPicturesTab },
    // No picker: the spec names none for a city's landmarks or explore lists (their city is set on them).
    {
      segment: 'landmarks',
      label: 'Landmarks',
      count: count('landmarks'),
      relation: { name: 'landmarks', reorderable: true, removable: true },
    },
    // Explore lists keep no order within a city (no order column), so no drag handles.
    {
      segment: 'explore',
      label: 'Explore',
      count: count('lists'),
      relation: { name: 'lists', label: 'Explore lists', removable: true },
    },
    {
      segment: 'eatineraries',
      label: 'Eatineraries',
      count: count('eateries'),
      // No remove: an eatinerary must have a city (its form requires one); its order is stored with change-order.
      relation: {
        name: 'eateries',
        reorderable: true,
        itemHref: (item) => `/dashboard/eatineraries/${item.id}/details`,
      },
    },
    { segment: 'sell-page', label: 'Sell page', component: CitySellPageTab },
    { segment: 'user', label: 'User', count: count('subscribers'), component: CityUserTab },
  ],
  form: CityForm,
  // A new city is in{product} (`inGuide`) and changes the menu totals (part 1 §4).
  save: { createDefaults: { inGuide: true }, affectsSummary: true },
});
