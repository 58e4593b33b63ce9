import { dishResource } from '@mise/contracts/resources/dish';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { defineArea } from '../../components/resource/area/define-area';
import { EditorialDetails } from '../../components/resource/detail/editorial-details';
import { PLACES_TAB, relationCount } from '../../components/resource/detail/item-counts';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { NAME_AND_DATE_SORTS, PUBLISH_AND_FLAG_FILTERS } from '../../components/resource/list/standard-choices';
import { DishForm } from './dish-form';
import { DISH_DETAIL, type TDish } from './dish-record';

/** The history tab (part 2 §2: notes and flags), with the copy links {site}/dishes/{slug}, …/places and …/cuisines. */
function DishHistoryTab({ item: dish }: TAreaTabProps<TDish>) {
  const key = dish.slug || dish.id;
  return (
    <EditorialDetails
      item={dish}
      links={[
        { path: `/dishes/${key}` },
        { path: `/dishes/${key}/places`, label: 'Copy places link' },
        { path: `/dishes/${key}/cuisines`, label: 'Copy cuisines link' },
      ]}
      entries={[
        ['Type', dish.type === 'drink' ? 'Drink' : 'Food'],
        ['Cities', dish.destinations?.map((c) => c.name).join(', ')],
      ]}
    />
  );
}

/** The Dishes area under /dashboard/dishes (part 2 §2): sorts; history, cuisines, places and images tabs with counts. */
export default defineArea<typeof dishResource, 'name' | 'type' | 'isPublished', TDish>({
  resource: dishResource,
  slug: 'dishes',
  labels: { title: 'Dishes', one: 'dish', many: 'dishes' },
  // part 2 §8 "Cuisines and dishes"
  messages: {
    added: 'Add Dish Successful',
    edited: 'Edit Dish Successful',
    failed: 'Add/Edit Dish Unsuccessful',
    deleted: 'Success Delete!',
    deleteFailed: 'Deletion Failed!',
  },
  list: {
    pageSize: 20,
    fields: ['name', 'type', 'isPublished'],
    row: (dish) => ({
      primary: dish.name,
      secondary: dish.type === 'drink' ? 'Drink' : 'Food',
      marker: dish.isPublished ? undefined : <PublishLock published={false} />,
    }),
    filters: PUBLISH_AND_FLAG_FILTERS,
    sorts: NAME_AND_DATE_SORTS,
  },
  item: { query: { filter: DISH_DETAIL } },
  tabs: [
    { segment: 'history', label: 'History', component: DishHistoryTab },
    {
      segment: 'cuisines',
      label: 'Cuisines',
      count: relationCount('cuisines'),
      relation: {
        name: 'cuisines',
        removable: true,
        add: { messages: { success: 'Cuisines Updated Successfully', failure: 'Cuisines Update Unsuccessful' } },
      },
    },
    PLACES_TAB,
    { segment: 'images', label: 'Images', count: (dish) => dish._pictures.length, pictures: { title: 'Pictures' } },
  ],
  form: DishForm,
  save: { affectsSummary: true },
});
