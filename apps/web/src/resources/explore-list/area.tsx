import { exploreListResource } from '@mise/contracts/resources/explore-list';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { defineArea } from '../../components/resource/area/define-area';
import { EditorialDetails } from '../../components/resource/detail/editorial-details';
import { relationCount } from '../../components/resource/detail/item-counts';
import { editItemHref } from '../../components/resource/detail/use-edit-request';
import { PLACE_PICKER_PAGE_SIZE, publishedPlaceCandidates } from '../../components/resource/relation/place-candidates';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { PUBLISH_AND_FLAG_FILTERS } from '../../components/resource/list/standard-choices';
import { client } from '../../lib/client';
import { ExploreListForm } from './explore-list-form';
import { EXPLORE_LIST_DETAIL, type TExploreList } from './explore-list-record';

/** The details: city, dates, flags, descriptions, notes, and the copy link {site}/explore/{slug or id} (part 2 §2). */
function ExploreListDetailsTab({ item: list }: TAreaTabProps<TExploreList>) {
  return (
    <EditorialDetails
      item={list}
      links={[{ path: `/explore/${list.slug || list.id}` }]}
      entries={[['City', list.destination?.name]]}
    />
  );
}

/**
 * The Explore area under /dashboard/explore (part 2 §2): the five filters, CSV export of model List; Details, 'Places -
 * count' (added through a 30-a-page picker and stored with PATCH establishmentIds, removed, reordered by drag, each place's
 * name opening its page and its Edit button its form) and 'Images - count'.
 */
export default defineArea<typeof exploreListResource, 'name' | 'isPublished', TExploreList>({
  resource: exploreListResource,
  slug: 'explore',
  labels: { title: 'Explore', one: 'explore list', many: 'explore lists' },
  list: {
    pageSize: 20,
    fields: ['name', 'isPublished'],
    withCity: true,
    row: (list) => ({
      primary: list.name,
      secondary: list.destination?.name,
      marker: list.isPublished ? undefined : <PublishLock published={false} />,
    }),
    filters: PUBLISH_AND_FLAG_FILTERS,
    order: 'name ASC',
    csvExport: true,
  },
  item: { query: { filter: EXPLORE_LIST_DETAIL } },
  tabs: [
    { segment: 'details', label: 'Details', component: ExploreListDetailsTab },
    {
      segment: 'places',
      label: 'Places',
      count: relationCount('establishments'),
      countStyle: 'dash',
      relation: {
        name: 'establishments',
        label: 'Places',
        reorderable: true,
        removable: true,
        itemHref: (place) => `/dashboard/places/${place.id}/details`,
        // §2 "add, edit, delete, reorder places": an entry holds nothing but the place, so edit opens the place's form.
        editHref: (place) => editItemHref(`/dashboard/places/${place.id}/details`),
        // part 2 §8 "Explore"
        reorderMessages: { success: 'Place Reordered successfully', failure: 'Place Reorder Unsuccessful' },
        removeMessages: { success: 'Place Deleted', failure: 'Place Delete Unsuccessful' },
        add: {
          messages: { success: 'Place Add / remove successfull.', failure: 'Place Add / remove failed.' },
          // §7: the explore place picker pages by 30 and, like Establishments/filter, offers published places only.
          candidates: () => publishedPlaceCandidates(),
          pageSize: PLACE_PICKER_PAGE_SIZE,
          saveIds: (id, ids, updated) =>
            client.exploreList.patch({ id, body: { establishmentIds: ids, ...(updated ? { updated } : {}) } }),
        },
      },
    },
    {
      segment: 'images',
      label: 'Images',
      count: (list) => list._pictures.length,
      countStyle: 'dash',
      pictures: { title: 'Pictures' },
    },
  ],
  form: ExploreListForm,
  save: { affectsSummary: true },
});
