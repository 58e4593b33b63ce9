import { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import { defineArea } from '../../components/resource/define-area';
import { cityKeys } from '../../components/resource/query-keys';
import { DESTINATION_NAME, EatineraryDetailsTab, type TEatinerary } from './eatinerary-details-tab';
import { EatineraryForm } from './eatinerary-form';
import { EatineraryImagesTab } from './eatinerary-images-tab';
import { EatineraryList } from './eatinerary-list';

/** The Eatineraries area under /dashboard/eatineraries (part 1 §2): type chips, cities and search; Details and Images. */
export default defineArea<typeof eatineraryResource, never, TEatinerary>({
  resource: eatineraryResource,
  slug: 'eatineraries',
  labels: { title: 'Eatineraries', one: 'eatinerary', many: 'eatineraries' },
  messages: { deleteQuestion: 'Are you sure you want to delete this Eatinerary?' },
  list: { component: EatineraryList },
  item: { query: { filter: { include: DESTINATION_NAME } } },
  tabs: [
    { segment: 'details', label: 'Details', component: EatineraryDetailsTab },
    { segment: 'images', label: 'Images', count: (item) => item._pictures?.length ?? 0, component: EatineraryImagesTab },
  ],
  form: EatineraryForm,
  // A city's eatineraries tab lists these too.
  save: { alsoInvalidate: [cityKeys.all] },
});
