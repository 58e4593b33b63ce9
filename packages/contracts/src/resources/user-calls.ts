import { z } from 'zod';
import { zRefId } from '../common/fields';
import { ZUser, ZUserUpdate, ZAdminVerifyEmail } from './user';
import { SUBJECT_TYPES } from './part2-fields';

/**
 * Request and answer shapes of the Users calls (part 2 §7 "Users"). Answers hold dates as ISO strings on the wire; the
 * schemas describe them as dates like the other resources' records.
 */

/** City filter of the users list (virtual `where.subscription`): Insider, Trial, Basic, Used to be insider. */
export const USER_SUBSCRIPTION_FILTERS = ['insider', 'trial', 'basic', 'formerInsider'] as const;
export type TUserSubscriptionFilter = (typeof USER_SUBSCRIPTION_FILTERS)[number];
export const USER_SUBSCRIPTION_LABELS: Record<TUserSubscriptionFilter, string> = {
  insider: 'Insider',
  trial: 'Trial',
  basic: 'Basic',
  formerInsider: 'Used to be insider',
};

/** The list's sorts, as sent in `filter.order`; the first is the default. */
export const USER_LIST_ORDERS = ['name ASC', 'created DESC', 'created ASC', 'updated DESC'] as const;
export type TUserListOrder = (typeof USER_LIST_ORDERS)[number];

/** Most cities one `subscribedDestinationIds: {inq}` names (a bound array; the city multi-select holds far fewer). */
export const SUBSCRIBED_DESTINATIONS_MAX = 500;
/** What `where.subscribedDestinationIds` takes, said whenever a value is refused (whichever form it came closest to). */
export const SUBSCRIBED_DESTINATIONS_MESSAGE = `expected one of ${USER_SUBSCRIPTION_FILTERS.join(', ')}, or {"inq": [city ids]} (1 to ${SUBSCRIBED_DESTINATIONS_MAX})`;

/**
 * `where.subscribedDestinationIds` as part 2 §7 names the users list's City filter: one of the filter's choices (as
 * `subscription` takes them, bare or as `{eq}`), or `{inq: [cityId, …]}` for users with a running subscription to any
 * of those cities.
 * @example
 * ZSubscribedDestinationIdsWhere.parse('insider'); ZSubscribedDestinationIdsWhere.parse({ inq: [4, 9] });
 */
export const ZSubscribedDestinationIdsWhere = z.union(
  [
    z.enum(USER_SUBSCRIPTION_FILTERS),
    z.strictObject({ eq: z.enum(USER_SUBSCRIPTION_FILTERS) }),
    z.strictObject({ inq: z.array(zRefId).min(1).max(SUBSCRIBED_DESTINATIONS_MAX) }),
  ],
  { error: () => SUBSCRIBED_DESTINATIONS_MESSAGE },
);
export type TSubscribedDestinationIdsWhere = z.infer<typeof ZSubscribedDestinationIdsWhere>;

/**
 * The keys of `where` special to the users list (besides the generic ones: search, id, email …): `isRecommender` is the
 * Type filter, `subscription` (or §7's `subscribedDestinationIds`) the City filter.
 * @example
 * const where: TUserListWhere = { isRecommender: true, subscription: 'insider' };
 */
export const ZUserListWhere = z.object({
  isRecommender: z.boolean().optional(),
  subscription: z
    .enum(USER_SUBSCRIPTION_FILTERS, { error: `subscription: expected one of ${USER_SUBSCRIPTION_FILTERS.join(', ')}` })
    .optional(),
  subscribedDestinationIds: ZSubscribedDestinationIdsWhere.optional(),
});
export type TUserListWhere = z.infer<typeof ZUserListWhere>;

/** One row of GET users (the list asks `fields: ['id','name','email','emailVerified']`). */
export const ZUserRow = ZUser.pick({ id: true, name: true, email: true, emailVerified: true });
export type TUserRow = z.infer<typeof ZUserRow>;

/** Counts named in `includeCount` of GET users/{id}. */
export const USER_COUNTS = ['reviews', 'tags', 'subscriptions', 'suggested'] as const;
export type TUserCountKey = (typeof USER_COUNTS)[number];
export const ZUserCounts = z.object({
  reviews: z.number().int(),
  tags: z.number().int(),
  subscriptions: z.number().int(),
  suggested: z.number().int(),
});
export type TUserCounts = z.infer<typeof ZUserCounts>;

/**
 * GET users/{id}?filter={"includeCount":["reviews","tags","subscriptions","suggested"]}: the user, its preference tag ids
 * and the tab counts. `counts` holds only the keys asked for.
 * @example
 * const user: TUserDetails = await api.get(`users/${id}?filter=${encodeURIComponent(JSON.stringify({ includeCount: USER_COUNTS }))}`);
 */
export const ZUserDetails = ZUser.extend({
  tagIds: z.array(z.number().int()),
  counts: ZUserCounts.partial().optional(),
});
export type TUserDetails = z.infer<typeof ZUserDetails>;

/** PATCH users/{id} and PATCH users/{id}/update-user body; answers the user (ZUserDetails without counts). */
export { ZUserUpdate, ZAdminVerifyEmail };
export type TUserUpdate = z.input<typeof ZUserUpdate>;
/** PATCH users/admin-verify-email body {email, verify}; answers the user. Unknown email → 404. */
export type TAdminVerifyEmail = z.input<typeof ZAdminVerifyEmail>;

/** Largest page of the user's tabs. */
export const USER_TAB_PAGE_MAX = 100;

/**
 * The `filter` of GET users/{id}/suggestions (JSON in the query).
 * @example
 * const filter: TUserSuggestionsFilter = { limit: 20, skip: 0 };
 */
export const ZUserSuggestionsFilter = z.strictObject({
  limit: z.number().int().min(0).max(USER_TAB_PAGE_MAX).default(20),
  skip: z.number().int().min(0).max(10_000_000).default(0),
});
export type TUserSuggestionsFilter = z.input<typeof ZUserSuggestionsFilter>;

/** One place the user suggested (its `_suggestions` hold the user), name ASC. */
export const ZUserSuggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  destinationId: z.number().int().nullable(),
  isPublished: z.boolean(),
  status: z.string(),
  isPrimary: z.boolean(),
});
export type TUserSuggestion = z.infer<typeof ZUserSuggestion>;
/** Answer of GET users/{id}/suggestions. */
export const ZUserSuggestions = z.object({ total: z.number().int(), results: z.array(ZUserSuggestion) });
export type TUserSuggestions = z.infer<typeof ZUserSuggestions>;

/** One city the user subscribes to (GET users/{id}/subscribed-destinations, ordered by city name); endDate null = no end. */
export const ZSubscribedDestination = z.object({
  id: z.number().int(),
  destinationId: z.number().int(),
  destination: z.object({
    id: z.number().int(),
    name: z.string(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
  endDate: z.date().nullable(),
});
export type TSubscribedDestination = z.infer<typeof ZSubscribedDestination>;
export const ZSubscribedDestinations = z.array(ZSubscribedDestination);

/** One saved list in GET users/{id}/userLists?filter={order:'created DESC', limit:20, skip}. */
export const ZUserSavedList = z.object({ id: z.number().int(), name: z.string(), created: z.date() });
export type TUserSavedList = z.infer<typeof ZUserSavedList>;
/** GET users/{userId}/userLists/{listId}: 404 when the list is not that user's. */
export const ZUserSavedListDetail = ZUserSavedList.extend({ userId: z.number().int() });
export type TUserSavedListDetail = z.infer<typeof ZUserSavedListDetail>;

/** The item a saved-list entry points at; null when it no longer exists. */
export const ZUserListSubject = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  destinationId: z.number().int().nullable().optional(),
  destination: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  _pictures: z.array(z.looseObject({ url: z.string() })),
});
export type TUserListSubject = z.infer<typeof ZUserListSubject>;
/** One entry of GET UserLists/{listId}/userListItems?filter={"include":"subject"}. */
export const ZUserListEntry = z.object({
  id: z.number().int(),
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: z.number().int(),
  subject: ZUserListSubject.nullable(),
});
export type TUserListEntry = z.infer<typeof ZUserListEntry>;

/** Bulk city assignment goes through POST destinationTransactions/multi-user-multi-destination-purchase (ZMultiPurchase). */
export const ZUserIdParam = z.object({ id: z.coerce.number().pipe(zRefId) });
