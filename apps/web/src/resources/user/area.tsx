import { USER_SUBSCRIPTION_FILTERS, USER_SUBSCRIPTION_LABELS } from '@mise/contracts/resources/user-calls';
import { userResource } from '@mise/contracts/resources/user';
import VerifiedIcon from '@mui/icons-material/Verified';
import { defineArea } from '../../components/resource/area/define-area';
import { relationCount } from '../../components/resource/detail/item-counts';
import { NAME_AND_DATE_SORTS } from '../../components/resource/list/standard-choices';
import { UserCitiesTab } from './user-cities-tab';
import { UserDetailsTab } from './user-details-tab';
import { UserForm } from './user-form';
import { UserPreferencesTab } from './user-preferences-tab';
import { USER_DETAIL, type TUser } from './user-record';
import { UserReviewsTab } from './user-reviews-tab';
import { UserSavedListsTab } from './user-saved-lists-tab';
import { UserSuggestedTab } from './user-suggested-tab';

/** The list's Type filter (part 2 §7 "Users"): All, Recommender, Non recommender. */
const TYPE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'recommender', label: 'Recommender', where: { isRecommender: true } },
  { value: 'non-recommender', label: 'Non recommender', where: { isRecommender: false } },
] as const;

/** The list's City filter, from subscriptions: All, Insider, Trial, Basic, Used to be insider (the server's `where.subscription`). */
const CITY_FILTER = {
  key: 'city',
  label: 'City',
  choices: [
    { value: 'all', label: 'All' },
    ...USER_SUBSCRIPTION_FILTERS.map((value) => ({
      value,
      label: USER_SUBSCRIPTION_LABELS[value],
      where: { subscription: value },
    })),
  ],
};

/** The Users area under /dashboard/users (part 2 §2 "Users"): type and city filters, sorts, and the six tabs with counts. */
export default defineArea<typeof userResource, 'name' | 'email' | 'emailVerified', TUser>({
  resource: userResource,
  slug: 'users',
  labels: { title: 'Users', one: 'user', many: 'users' },
  // part 2 §8 "Users": the details form's words; an add (staff adding a guide user) reads like the generic one.
  messages: { edited: 'User edit successfull', editFailed: 'User edit failed' },
  list: {
    pageSize: 20,
    fields: ['name', 'email', 'emailVerified'],
    row: (user) => ({
      primary: user.name ?? user.email,
      secondary: user.email,
      marker: user.emailVerified ? (
        <VerifiedIcon fontSize="small" color="primary" titleAccess="Email verified" role="img" />
      ) : undefined,
    }),
    filters: TYPE_FILTERS,
    filtersLabel: 'Type',
    filterGroups: [CITY_FILTER],
    sorts: NAME_AND_DATE_SORTS,
  },
  item: { query: { filter: USER_DETAIL } },
  itemTitle: (user) => user.name ?? user.email,
  tabs: [
    { segment: 'details', label: 'Details', component: UserDetailsTab },
    { segment: 'preferences', label: 'Preferences', count: relationCount('tags'), component: UserPreferencesTab },
    { segment: 'reviews', label: 'Reviews', count: relationCount('reviews'), component: UserReviewsTab },
    { segment: 'saved-lists', label: 'Saved lists', component: UserSavedListsTab },
    { segment: 'suggested', label: 'Suggested', count: relationCount('suggested'), component: UserSuggestedTab },
    { segment: 'cities', label: 'Cities', count: relationCount('subscriptions'), component: UserCitiesTab },
  ],
  form: UserForm,
  save: { affectsSummary: true },
});
