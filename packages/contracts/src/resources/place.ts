import { z } from 'zod';
import { defineResource, derived, many, one } from '../common/resource';
import { MSG } from '../common/messages';
import {
  ZLocation,
  zDate,
  zEditorial,
  zEditorialInput,
  zPictures,
  zPublishable,
  zRefId,
  zShortText,
  zText,
  zTimestamps,
} from '../common/fields';
import { ZGeoCity, zGeoSearchQuery } from '../common/geo';
import { ZPictureList } from '../common/picture';
import { MSG2, zIdList, zRequired, zRequiredRef, zUrl } from './part2-fields';

/** Place status, part 2 §4. Any value can be chosen directly; a new place starts WIP. */
export const PLACE_STATUS_VALUES = [
  'undecided',
  'WIP',
  'WIPPriority',
  'WIPTopPriority',
  'complete',
  'archived',
] as const;
export type TPlaceStatus = (typeof PLACE_STATUS_VALUES)[number];
const STATUS_LABELS: Record<TPlaceStatus, string> = {
  undecided: 'Undecided',
  WIP: 'WIP',
  WIPPriority: 'WIP - Priority',
  WIPTopPriority: 'WIP - Top Priority',
  complete: 'Complete',
  archived: 'Archived',
};
export const PLACE_STATUSES = PLACE_STATUS_VALUES.map((value) => ({ name: STATUS_LABELS[value], value }));
export const DEFAULT_PLACE_STATUS: TPlaceStatus = 'WIP';

export const PRICE_RANGE = { min: 1, max: 4 } as const;
export const GUIDE_RATING = { min: 0, max: 3 } as const;
export const DEFAULT_EXTERNAL_RATING_NAMES = ['Google', 'Yelp'] as const;
/**
 * The description a new place starts with (part 2 §9: six emoji lines, content not shown; docs/decisions.md): one prompt
 * per thing a reader of the guide asks, for the editor to fill in or delete.
 */
export const DEFAULT_PLACE_DESCRIPTION = [
  '🍽️ What to order: ',
  '🪑 Where to sit: ',
  '⏰ When to go: ',
  '💵 What it costs: ',
  '🗣️ Insider tip: ',
  '❤️ Why we love it: ',
].join('\n');

/** What the server's 409 on a taken placeId says, and the form shows on the place search ('{product}' replaced). */
export const PLACE_DUPLICATE_MESSAGE = 'This place is already in {product}';

/** HHmm, 24-hour; the form shows a 12-hour mask. */
const zHHmm = z.string().regex(/^([01]\d|2[0-3])[0-5]\d$/, 'Invalid time');
/** day 0 = Sunday … 6 = Saturday. `time` may be missing; the detail then shows '- - -'. */
export const ZDayTime = z.object({ day: z.number().int().min(0).max(6), time: zHHmm.optional() });
export const ZOpeningPeriod = z.object({ open: ZDayTime, close: ZDayTime.optional() });
/** One entry per open day (a day without an entry shows 'Closed'); several periods give split hours. */
export const ZOpeningDay = z.object({ periods: z.array(ZOpeningPeriod).max(12) });
export type TOpeningDay = z.infer<typeof ZOpeningDay>;

export const ZExternalRating = z.object({
  name: zRequired(MSG.fieldRequired, 100),
  value: z.number({ error: MSG.fieldRequired }).min(0).max(1000),
});
export type TExternalRating = z.infer<typeof ZExternalRating>;

export const ZSocialUrl = z.object({
  name: zRequired(MSG.fieldRequired, 100),
  url: zRequired(MSG.fieldRequired, 2048),
});
export type TSocialUrl = z.infer<typeof ZSocialUrl>;

/**
 * What the offline place search (GEO_PROVIDER=gazetteer, the default) says under the box, '{product}' replaced by the
 * server: which places it can find, and the setting that finds the rest.
 */
export const GEO_PLACES_OFFLINE_NOTE =
  'Full place search needs GEO_PROVIDER; offline, this finds places already in {product} and cities';

/**
 * A place found by the place search (GET geo/places?q=, GET geo/places/{placeId}): what it fills in the place form. A field
 * the provider does not give is null (Nominatim gives no opening hours we read).
 */
export const ZGeoPlace = z.object({
  placeId: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  locality: z.string().nullable(),
  zipcode: z.string().nullable(),
  location: ZLocation,
  website: z.string().nullable(),
  phone: z.string().nullable(),
  openingDays: z.array(ZOpeningDay).nullable(),
});
export type TGeoPlace = z.infer<typeof ZGeoPlace>;

/** Query of GET geo/places: the text typed so far. */
export const ZGeoPlaceSearchQuery = zGeoSearchQuery('place');

/** One of the guide's own places found by the offline place search: enough to say it is already in the guide and open it. */
export const ZGuidePlaceHit = z.object({
  id: z.number().int(),
  name: z.string(),
  placeId: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  location: ZLocation.nullable(),
});
export type TGuidePlaceHit = z.infer<typeof ZGuidePlaceHit>;

/**
 * GET geo/places with no place provider (GEO_PROVIDER=gazetteer): the guide's live places whose name matches (near
 * spellings too, as a list's search), so a duplicate shows before it is made, and the gazetteer's cities, for the location.
 * `fullSearch: false` tells it from a provider's answer, which stays a plain list of TGeoPlace.
 * @example
 * { fullSearch: false, note: 'Full place search needs GEO_PROVIDER; …', guidePlaces: [{ id: 7, name: 'Cervejaria Trindade', … }], cities: [] }
 */
export const ZGeoPlacesOffline = z.object({
  fullSearch: z.literal(false),
  note: z.string(),
  guidePlaces: z.array(ZGuidePlaceHit),
  cities: z.array(ZGeoCity),
});
export type TGeoPlacesOffline = z.infer<typeof ZGeoPlacesOffline>;

/** The answer of GET geo/places: a provider's places, or the offline search's. */
export const ZGeoPlacesAnswer = z.union([z.array(ZGeoPlace), ZGeoPlacesOffline]);
export type TGeoPlacesAnswer = z.infer<typeof ZGeoPlacesAnswer>;

/** A user who suggested the place. `tags` are tag ids, `tips` free text. */
export const ZSuggestion = z.object({
  userId: zRefId,
  isPrimary: z.boolean().default(false),
  deleted: z.boolean().default(false),
  tags: z.array(zRefId).max(200).default([]),
  tips: z.string().max(5000).nullable().optional(),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZSuggestionList = z
  .array(ZSuggestion)
  .max(200)
  .superRefine((list, ctx) => {
    if (list.filter((s) => s.isPrimary && !s.deleted).length > 1) {
      ctx.addIssue({ code: 'custom', message: 'Only one suggester can be primary' });
    }
    if (new Set(list.map((s) => s.userId)).size !== list.length) {
      ctx.addIssue({ code: 'custom', message: 'A user can suggest a place only once' });
    }
  });

/** Part 2 §4: when no active suggester is primary, the first active one becomes primary. */
export function normaliseSuggestions(list: TSuggestion[]): TSuggestion[] {
  if (list.some((s) => s.isPrimary && !s.deleted)) return list;
  const first = list.findIndex((s) => !s.deleted);
  return list.map((s, i) => ({ ...s, isPrimary: i === first }));
}

/** PUT establishments/{id}/update-suggestions: the chosen suggesters; those left out are marked deleted. */
export const ZUpdateSuggestions = z.strictObject({
  suggestions: z
    .array(z.strictObject({ userId: zRefId, isPrimary: z.boolean().optional() }))
    .max(200)
    .superRefine((list, ctx) => {
      if (list.filter((s) => s.isPrimary).length > 1)
        ctx.addIssue({ code: 'custom', message: 'Only one suggester can be primary' });
      if (new Set(list.map((s) => s.userId)).size !== list.length)
        ctx.addIssue({ code: 'custom', message: 'A user can suggest a place only once' });
    }),
  updated: z.unknown().optional().describe("The place's `updated` the change was based on; 409 if it changed since"),
});
export type TUpdateSuggestions = z.infer<typeof ZUpdateSuggestions>;

/**
 * The stored suggestions after staff chose `chosen` (part 2 §4): a chosen user's suggestion is active again, kept with
 * its tags and tips, or added; a stored one left out is marked deleted (and not primary); a chosen `isPrimary` makes
 * that one primary and the previous one not; when none is primary, the first active one becomes primary.
 * @example
 * mergeSuggestions([{ userId: 1, isPrimary: true, deleted: false, tags: [] }], [{ userId: 2 }]) // 1 deleted, 2 primary
 */
export function mergeSuggestions(
  stored: readonly TSuggestion[],
  chosen: TUpdateSuggestions['suggestions'],
): TSuggestion[] {
  const picks = new Map(chosen.map((c) => [c.userId, c]));
  const primaryChosen = chosen.some((c) => c.isPrimary);
  const kept = stored.map((s): TSuggestion => {
    const pick = picks.get(s.userId);
    if (!pick) return { ...s, deleted: true, isPrimary: false };
    return { ...s, deleted: false, isPrimary: primaryChosen ? pick.isPrimary === true : s.isPrimary && !s.deleted };
  });
  const known = new Set(stored.map((s) => s.userId));
  const added = chosen
    .filter((c) => !known.has(c.userId))
    .map((c): TSuggestion => ({
      userId: c.userId,
      isPrimary: c.isPrimary === true,
      deleted: false,
      tags: [],
      tips: null,
    }));
  return normaliseSuggestions([...kept, ...added]);
}

/** Places a picker offers at most per page (`GET Establishments/filter`, part 2 §7). */
export const PLACE_FILTER_LIMIT = 30;

/**
 * `GET Establishments/filter?filter=`: published places for a picker (similar places, explore lists), 30 at most per page,
 * by name. Every criterion is optional; lists match any of their values, `tagIds` and `cuisines` any of the place's.
 */
export const ZPlaceFilter = z.strictObject({
  limit: z.number().int().min(0).max(PLACE_FILTER_LIMIT).default(PLACE_FILTER_LIMIT),
  skip: z.number().int().min(0).max(100_000).default(0),
  where: z
    .strictObject({
      /** Part of the name (the picker's search box). */
      name: z.string().trim().max(200).optional(),
      /** §7 sends `isPublished: true`; the call offers published places only, so that is the one value it takes. */
      isPublished: z
        .literal(true, { error: 'the place picker offers published places only; send true or leave it out' })
        .optional(),
      destinationId: zRefId.optional(),
      /** Places not to offer (the ones already chosen, the place itself). */
      excludeIds: z.array(zRefId).max(5000).optional(),
      types: z.array(zShortText).max(50).optional(),
      range: z.array(z.number().int().min(PRICE_RANGE.min).max(PRICE_RANGE.max)).max(4).optional(),
      status: z.array(z.enum(PLACE_STATUS_VALUES)).max(PLACE_STATUS_VALUES.length).optional(),
      tagIds: z.array(zRefId).max(200).optional(),
      cuisines: z.array(zRefId).max(200).optional(),
    })
    .default({}),
});
export type TPlaceFilter = z.infer<typeof ZPlaceFilter>;

/** One place as the picker lists it; `city` is the address's city text, `full_address` the full address. */
export const ZPlaceFilterItem = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  status: z.enum(PLACE_STATUS_VALUES),
  range: z.number().int().nullable(),
  addressLine1: z.string().nullable(),
  full_address: z.string().nullable(),
});
export const ZPlaceFilterAnswer = z.object({ total: z.number().int(), results: z.array(ZPlaceFilterItem) });
export type TPlaceFilterAnswer = z.infer<typeof ZPlaceFilterAnswer>;

/** The user behind a suggestion as the detail names them. */
export const ZSuggesterUser = z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string() });
/** A suggester as the detail shows them: the suggestion and its user's name and email (null when the user is gone). */
export const ZSuggester = ZSuggestion.extend({ user: ZSuggesterUser.nullable() });
export type TSuggester = z.infer<typeof ZSuggester>;

/**
 * The places list's filter choices (part 2 §2), the first the default, with the `where` each adds on the list's fields;
 * `{product}` in a label is the guide's name. The console's filter panel and the bench's filter figures read these.
 */
export const PLACE_FILTER_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'user-submitted', label: 'User Submitted', where: { hasSuggestions: true } },
  { value: 'published', label: 'Published', where: { isPublished: true } },
  { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
  { value: 'rated', label: 'Rated by {product}', where: { guideRating: { gte: 1 } } },
  { value: 'not-rated', label: 'Not Rated by {product}', where: { or: [{ guideRating: null }, { guideRating: 0 }] } },
  { value: 'newly-added', label: 'Newly Added', where: { newlyAdded: true } },
  { value: 'recently-updated', label: 'Recently Updated', where: { recentlyUpdated: true } },
] as const;

/** Place (model Establishment), part 2 §3. `inGuide` / `guideRating` are the spec's in{product} / {product}Rating. */
export const ZPlace = z.object({
  ...zTimestamps,
  placeId: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  reservationLink: z.string().nullable(),
  destinationId: z.number().int().nullable(),
  destinationOrder: z.number().int(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  range: z.number().int().nullable(),
  types: z.array(z.string()),
  addressLine1: z.string().nullable(),
  externalRatings: z.array(ZExternalRating),
  _openingDays: z.array(ZOpeningDay),
  address: z.string().nullable(),
  city: z.string().nullable(),
  locality: z.string().nullable(),
  zipcode: z.string().nullable(),
  localeAddress: z.string().nullable(),
  ...zPublishable,
  status: z.enum(PLACE_STATUS_VALUES),
  deleted: z.boolean(),
  inGuide: z.boolean(),
  takeoutAndDelivery: z.boolean(),
  guideRating: z.number().int().nullable(),
  location: ZLocation.nullable(),
  socialUrls: z.array(ZSocialUrl),
  instagramLink: z.string().nullable(),
  place_email: z.string().nullable(),
  ...zEditorial,
  bookWeeksAhead: z.boolean(),
  expectALine: z.boolean(),
  slug: z.string().nullable(),
  manualUpdated: z.date().nullable(),
  favouriteCount: z.number().int(),
  wishCount: z.number().int(),
  ...zPictures,
  _suggestions: z.array(ZSuggestion),
  /** Computed by the database: some suggestion is not deleted ('User Submitted' filter, account icon). */
  hasSuggestions: z.boolean(),
});
export type TPlace = z.infer<typeof ZPlace>;

const placeFields = {
  placeId: zShortText.nullable().optional(),
  name: zRequired(MSG.fieldRequired),
  phone: zShortText.nullable().optional(),
  website: zUrl.nullable().optional(),
  reservationLink: zUrl.nullable().optional(),
  destinationId: zRequiredRef(MSG.isRequired),
  destinationOrder: z.number().int().min(0).optional(),
  description: zText.nullable().optional(),
  shortDescription: zText.nullable().optional(),
  range: z.number().int().min(PRICE_RANGE.min).max(PRICE_RANGE.max).nullable().optional(),
  types: z.array(zShortText).max(50).optional(),
  addressLine1: zShortText.nullable().optional(),
  externalRatings: z.array(ZExternalRating).max(20).optional(),
  _openingDays: z.array(ZOpeningDay).max(50).optional(),
  address: zRequired(MSG2.fieldRequiredTitle, 2000),
  city: zRequired(MSG2.fieldRequiredTitle),
  locality: zShortText.nullable().optional(),
  zipcode: zShortText.nullable().optional(),
  localeAddress: zShortText.nullable().optional(),
  status: z.enum(PLACE_STATUS_VALUES).optional(),
  inGuide: z.boolean().optional(),
  takeoutAndDelivery: z.boolean().optional(),
  guideRating: z.number().int().min(GUIDE_RATING.min).max(GUIDE_RATING.max).nullable().optional(),
  location: ZLocation.nullable().optional(),
  socialUrls: z.array(ZSocialUrl).max(20).optional(),
  instagramLink: zUrl.nullable().optional(),
  place_email: zShortText.nullable().optional(),
  ...zEditorialInput,
  bookWeeksAhead: z.boolean().optional(),
  expectALine: z.boolean().optional(),
  slug: zShortText.nullable().optional(),
  manualUpdated: zDate.nullable().optional(),
  _pictures: ZPictureList.optional(),
  _suggestions: ZSuggestionList.optional(),
};

export const ZPlaceCreate = z.strictObject(placeFields);
export const ZPlaceUpdate = z.strictObject({
  ...placeFields,
  name: placeFields.name.optional(),
  address: placeFields.address.optional(),
  city: placeFields.city.optional(),
  // Removing a place from its city clears destinationId (part 1 §4); the old console sends it empty (''), read as null.
  destinationId: z.union([zRefId, z.null(), z.literal('').transform(() => null)]).optional(),
  deleted: z.boolean().optional(),
  tagIds: zIdList.optional(),
  similarEstablishmentIds: zIdList.optional(),
});

export const placeResource = defineResource({
  model: 'Establishment',
  path: 'establishments',
  record: ZPlace,
  create: ZPlaceCreate,
  update: ZPlaceUpdate,
  filterable: [
    'id',
    'name',
    'placeId',
    'destinationId',
    'isPublished',
    'status',
    'inGuide',
    'guideRating',
    'range',
    'types',
    'newlyAdded',
    'recentlyUpdated',
    'bookWeeksAhead',
    'expectALine',
    'takeoutAndDelivery',
    'hasSuggestions',
    'city',
    'slug',
    'created',
    'updated',
  ],
  sortable: ['id', 'name', 'created', 'updated', 'status', 'guideRating', 'destinationOrder'],
  searchable: ['name'],
  relations: {
    destination: one('Destination'),
    cuisines: many('Cuisine'),
    foodDrinks: many('FoodDrink'),
    tags: many('Tag'),
    similarEstablishments: many('Establishment'),
    reviews: many('Review'),
    favouriters: many('User'),
    wishers: many('User'),
    lists: many('List'),
    suggestions: derived(z.array(ZSuggester).describe('The active suggestions with their users, the primary first')),
    primarySuggesters: derived(
      z.array(ZSuggesterUser).describe('The user of the primary active suggestion (none or one)'),
    ),
  },
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
  uniqueMessages: { placeId: PLACE_DUPLICATE_MESSAGE },
});
