import {
  DEFAULT_PLACE_STATUS,
  GUIDE_RATING,
  PLACE_FILTER_CHOICES,
  PLACE_STATUSES,
  placeResource,
} from '@mise/contracts/resources/place';
import { exploreListResource } from '@mise/contracts/resources/explore-list';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { defineArea } from '../../components/resource/area/define-area';
import { relationCount } from '../../components/resource/detail/item-counts';
import { NAME_AND_DATE_SORTS } from '../../components/resource/list/standard-choices';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { PLACE_PICKER_PAGE_SIZE, publishedPlaceCandidates } from '../../components/resource/relation/place-candidates';
import { cityKeys, resourceKeys } from '../../components/resource/area/query-keys';
import { PlaceDetailsTab } from './place-details-tab';
import { PlaceForm } from './place-form';
import { PlaceReviewsTab } from './place-reviews-tab';
import { PlaceTagsTab } from './place-tags-tab';
import { PLACE_DETAIL, type TPlace } from './place-record';
import { OpeningHoursChange } from './opening-hours-change';

/** The similar-places picker's candidates: published places but this one, by name (`GET Establishments/filter`, §7). */
const similarCandidates = (id: number) => publishedPlaceCandidates([id]);

const STARS = Array.from({ length: GUIDE_RATING.max - GUIDE_RATING.min + 1 }, (_, i) => GUIDE_RATING.min + i);

/** The Places area under /dashboard/places (part 2 §2): filter panel of one choice (status, rating or city chips, or a radio), sorts, CSV export. */
export default defineArea<typeof placeResource, 'name' | 'isPublished' | 'hasSuggestions' | 'addressLine1', TPlace>({
  resource: placeResource,
  slug: 'places',
  labels: { title: 'Places', one: 'place', many: 'places' },
  // part 2 §8 "Place"
  messages: {
    added: 'Place Added',
    edited: 'Place Details Updated',
    failed: 'Place Add Unsuccessful',
    editFailed: 'Place Details Update Unsuccessful',
    published: 'Place Published',
    unpublished: 'Place Unpublished',
    publishFailed: 'Place Publish Unsuccessful',
    notesSaved: 'Note Saved',
    notesFailed: 'Note Save Unsuccessful',
  },
  list: {
    pageSize: 20,
    fields: ['name', 'isPublished', 'hasSuggestions', 'addressLine1'],
    withCity: true,
    row: (place) => ({
      primary: place.name,
      secondary: [place.destination?.name, place.addressLine1].filter(Boolean).join(' · '),
      marker: (
        <>
          {place.hasSuggestions && (
            <AccountCircleIcon fontSize="small" color="action" titleAccess="Suggested by users" role="img" />
          )}
          {!place.isPublished && <PublishLock published={false} />}
        </>
      ),
    }),
    filters: PLACE_FILTER_CHOICES,
    chipFilters: [
      {
        key: 'status',
        label: 'Status',
        field: 'status',
        options: PLACE_STATUSES.map((s) => ({ value: s.value, label: s.name })),
      },
      {
        key: 'rating',
        label: 'Rating',
        field: 'guideRating',
        numeric: true,
        options: STARS.map((n) => ({ value: String(n), label: `${n} ★` })),
      },
    ],
    cityFilter: 'destinationId',
    sorts: NAME_AND_DATE_SORTS,
    csvExport: true,
  },
  // The tab labels' counts come with the place (`includeCount`: the size of each of its lists), and its suggesters.
  item: { query: { filter: PLACE_DETAIL } },
  tabs: [
    { segment: 'details', label: 'Details', component: PlaceDetailsTab },
    {
      segment: 'cuisines',
      label: 'Cuisines',
      count: relationCount('cuisines'),
      relation: {
        name: 'cuisines',
        removable: true,
        add: { messages: { success: 'Cuisines Added Successfully', failure: 'Cuisine Add Unsuccessful' } },
      },
    },
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
    { segment: 'images', label: 'Images', count: (place) => place._pictures.length, pictures: { title: 'Pictures' } },
    { segment: 'reviews', label: 'Reviews', count: relationCount('reviews'), component: PlaceReviewsTab },
    { segment: 'tags', label: 'Tags', count: relationCount('tags'), component: PlaceTagsTab },
    {
      segment: 'Similar',
      label: 'Similar places',
      count: relationCount('similarEstablishments'),
      relation: {
        name: 'similarEstablishments',
        label: 'Similar places',
        removable: true,
        // A removal rewrites the place's similar list: §8's words for that list, not the relation's name.
        removeMessages: { success: 'Similar places updated', failure: 'Similar Place Update Unsuccessful' },
        add: {
          candidatesPath: 'establishments',
          candidates: similarCandidates,
          pageSize: PLACE_PICKER_PAGE_SIZE,
          messages: { success: 'Similar places updated', failure: 'Similar Place Update Unsuccessful' },
        },
      },
    },
  ],
  form: PlaceForm,
  // part 2 §4: a new place starts WIP, unpublished, in the guide. A city's Places tab and an explore list's list places too
  // (an explore list's Edit opens the place here, and Back shows the list with the new name).
  save: {
    createDefaults: { inGuide: true, status: DEFAULT_PLACE_STATUS },
    alsoInvalidate: [cityKeys.all, resourceKeys(exploreListResource.path).all],
    affectsSummary: true,
  },
  // Its change history reads an edit of the opening hours as the week before and after.
  history: { fields: { _openingDays: ({ before, after }) => <OpeningHoursChange before={before} after={after} /> } },
});
