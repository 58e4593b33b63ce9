import { z } from 'zod';
import { ZCountAnswer, ZOrderAnswer, resourceAnswers } from './common/answers';
import { ZAppConstants, ZCsvText, ZSummary } from './common/app-models';
import { ZAdminAutocompleteHit, ZAutocompleteQuery } from './common/autocomplete';
import { defineCall } from './common/call';
import { ZCsvExportQuery } from './common/csv-export';
import { zId } from './common/fields';
import { ZIdParams } from './common/resource-calls';
import {
  ZCityDetails,
  ZMultiPurchaseResult,
  ZPackOption,
  ZSubscriptionsAggs,
  ZUpdateEstablishments,
  ZUpdateEstablishmentsResult,
} from './resources/city-calls';
import { ZCouponTrash } from './resources/coupon';
import { ZMultiPurchase } from './resources/destination-transaction';
import { ZHomeEntries, ZHomePreview, ZHomeSectionBulk, ZHomeVideoQuery } from './resources/home-section';
import { ZPlaceFilterAnswer, ZSuggester, ZSuggestion, ZUpdateSuggestions } from './resources/place';
import { ZSetting, ZSettingUpdate } from './resources/setting';
import { ZTagsChangePublish, ZTagsChangePublishAnswer, ZTagsDeleteBulk, ZTagsDeleteBulkAnswer } from './resources/tag';
import {
  ZDeleteMultipleQuery,
  ZNewTags,
  ZNewTagsAnswer,
  ZTagCategoryChangeOrder,
  ZTagCategoryCreateBody,
  ZTagCategoryOrderAnswer,
  tagCategoryResource,
} from './resources/tag-category';
import { ZAdminVerifyEmail, ZUserUpdate } from './resources/user';
import { ZSubscribedDestinations, ZUserDetails, ZUserSavedListDetail, ZUserSuggestions } from './resources/user-calls';
import { lookupResource } from './resource-lookup';
import { ZLandmarkNearbyAnswer, ZLandmarkNearbyQuery } from './resources/landmark';

/** Calls special to cities (part 1 §7 "Cities"). */
export const cityCalls = {
  details: defineCall({
    method: 'GET',
    path: '/destinations/:id/details',
    tag: 'city',
    params: ZIdParams,
    answer: ZCityDetails,
  }),
  updateEstablishments: defineCall({
    method: 'PUT',
    path: '/destinations/:id/update-establishments',
    tag: 'city',
    params: ZIdParams,
    body: ZUpdateEstablishments,
    answer: ZUpdateEstablishmentsResult,
  }),
};

/** Part 2 §7 "Landmarks": the landmark form's nearby list. */
export const landmarkCalls = {
  nearby: defineCall({
    method: 'GET',
    path: '/landmarks/nearby',
    tag: 'landmark',
    query: ZLandmarkNearbyQuery,
    answer: ZLandmarkNearbyAnswer,
    shaped: true,
  }),
};

/** Part 1 §7 "Destination packs": the packs a city form offers. */
export const destinationPackCalls = {
  getPacks: defineCall({
    method: 'GET',
    path: '/packs/get-packs',
    tag: 'destination-pack',
    answer: z.array(ZPackOption),
  }),
};

/** Part 1 §7 "Coupons": ticked coupons to the trash. */
export const couponCalls = {
  trash: defineCall({
    method: 'DELETE',
    path: '/Coupons/trash',
    tag: 'coupon',
    body: ZCouponTrash,
    answer: z.object({ count: z.number().int().describe('How many coupons were moved to the trash') }),
  }),
};

/** `GET users/admin-autocomplete` (part 1 §7): suggestions for search boxes, pickers and mentions. */
export const searchCalls = {
  adminAutocomplete: defineCall({
    method: 'GET',
    path: '/users/admin-autocomplete',
    tag: 'user',
    query: ZAutocompleteQuery,
    answer: z.array(ZAdminAutocompleteHit),
  }),
};

/** The shared `appmodels` calls of part 1 §7. */
export const appCalls = {
  summary: defineCall({ method: 'GET', path: '/appmodels/summary', tag: 'app', answer: ZSummary }),
  constants: defineCall({ method: 'GET', path: '/appmodels/constants', tag: 'app', answer: ZAppConstants }),
  relations: defineCall({
    method: 'PUT',
    path: '/appmodels/relations',
    tag: 'app',
    body: z.strictObject({
      firstModel: z.string().min(1).max(100),
      secondModel: z.string().min(1).max(100),
      id: zId,
      newIds: z.array(zId).max(5000),
      updated: z
        .unknown()
        .optional()
        .describe("The first model's row `updated` the change was based on; 409 if it changed since"),
    }),
    answer: ZOrderAnswer,
  }),
  generateCsv: defineCall({
    method: 'GET',
    path: '/appmodels/generate-csv',
    tag: 'app',
    query: ZCsvExportQuery,
    answer: ZCsvText,
    raw: true,
  }),
};

const ZFilterText = (max: number) => z.looseObject({ filter: z.string().max(max).optional() });

/** Calls special to places (part 2 §7 "Places (Establishments)"). */
export const placeCalls = {
  updateSuggestions: defineCall({
    method: 'PUT',
    path: '/establishments/:id/update-suggestions',
    tag: 'place',
    params: ZIdParams,
    body: ZUpdateSuggestions,
    answer: z.object({
      _suggestions: z.array(ZSuggestion),
      updated: z.date().describe("The place's new `updated`: send it with the place's next change"),
    }),
  }),
  // The spec writes the path `Establishments/filter`; paths ignore case.
  filter: defineCall({
    method: 'GET',
    path: '/Establishments/filter',
    tag: 'place',
    query: ZFilterText(20_000),
    answer: ZPlaceFilterAnswer,
    shaped: true,
  }),
  suggesters: defineCall({
    method: 'GET',
    path: '/establishments/:id/suggesters',
    tag: 'place',
    params: ZIdParams,
    answer: z.array(ZSuggester),
  }),
};

/** Calls special to users (part 2 §7 "Users"). */
export const userCalls = {
  adminVerifyEmail: defineCall({
    method: 'PATCH',
    path: '/users/admin-verify-email',
    tag: 'user',
    body: ZAdminVerifyEmail,
    answer: ZUserDetails,
  }),
  updateUser: defineCall({
    method: 'PATCH',
    path: '/users/:id/update-user',
    tag: 'user',
    params: ZIdParams,
    body: ZUserUpdate.extend({
      updated: z.unknown().optional().describe("The user's `updated` the change was based on; 409 if it changed since"),
    }),
    answer: ZUserDetails,
  }),
  suggestions: defineCall({
    method: 'GET',
    path: '/users/:id/suggestions',
    tag: 'user',
    params: ZIdParams,
    query: ZFilterText(2000),
    answer: ZUserSuggestions,
  }),
  subscribedCities: defineCall({
    method: 'GET',
    path: '/users/:id/subscribed-destinations',
    tag: 'user',
    params: ZIdParams,
    answer: ZSubscribedDestinations,
  }),
  savedListCount: defineCall({
    method: 'GET',
    path: '/users/:id/userLists/count',
    tag: 'user-list',
    params: ZIdParams,
    answer: ZCountAnswer,
  }),
  savedList: defineCall({
    method: 'GET',
    path: '/users/:id/userLists/:listId',
    tag: 'user-list',
    params: z.object({ id: zId, listId: zId }),
    answer: ZUserSavedListDetail,
  }),
};

/** Site settings (part 1 §3 Setting, part 2 §7 Settings): list, get, and PATCH {value} checked per key. */
export const settingCalls = {
  list: defineCall({ method: 'GET', path: '/settings', tag: 'setting', answer: z.array(ZSetting) }),
  item: defineCall({ method: 'GET', path: '/settings/:id', tag: 'setting', params: ZIdParams, answer: ZSetting }),
  patch: defineCall({
    method: 'PATCH',
    path: '/settings/:id',
    tag: 'setting',
    params: ZIdParams,
    body: ZSettingUpdate,
    answer: ZSetting,
  }),
};

/** Part 1 §7 "Cities": the city's User tab and adding users to a city. */
export const subscriptionCalls = {
  subscriptionsAggs: defineCall({
    method: 'GET',
    path: '/DestinationSubscriptions/subscriptions-aggs',
    tag: 'destination-subscription',
    query: ZFilterText(2000),
    answer: ZSubscriptionsAggs,
  }),
  multiPurchase: defineCall({
    method: 'POST',
    path: '/DestinationTransactions/multi-user-multi-destination-purchase',
    tag: 'destination-transaction',
    body: ZMultiPurchase,
    answer: ZMultiPurchaseResult,
  }),
};

/** Calls special to tags (part 2 §7). */
export const tagCalls = {
  changePublishStatus: defineCall({
    method: 'PATCH',
    path: '/tags/changePublishStatus',
    tag: 'tag',
    body: ZTagsChangePublish,
    answer: ZTagsChangePublishAnswer,
  }),
  deleteBulk: defineCall({
    method: 'DELETE',
    path: '/tags/delete-bulk',
    tag: 'tag',
    body: ZTagsDeleteBulk,
    answer: ZTagsDeleteBulkAnswer,
  }),
};

const categoryRow = resourceAnswers(tagCategoryResource, lookupResource).row;

/** Calls special to tag categories (part 2 §7 "Tag categories and tags"): POST takes a list as well as one category. */
export const tagCategoryCalls = {
  create: defineCall({
    method: 'POST',
    path: '/tagCategories',
    tag: 'tag-category',
    body: ZTagCategoryCreateBody,
    answer: z.union([categoryRow, z.array(categoryRow)]),
  }),
  changeOrder: defineCall({
    method: 'PATCH',
    path: '/tagCategories/change-order',
    tag: 'tag-category',
    body: ZTagCategoryChangeOrder,
    answer: ZTagCategoryOrderAnswer,
  }),
  newTags: defineCall({
    method: 'POST',
    path: '/tagCategories/:id/new-tags',
    tag: 'tag-category',
    params: ZIdParams,
    body: ZNewTags,
    answer: ZNewTagsAnswer,
  }),
  deleteMultiple: defineCall({
    method: 'DELETE',
    path: '/tagCategories/delete-multiple',
    tag: 'tag-category',
    query: ZDeleteMultipleQuery,
    answer: ZCountAnswer,
  }),
};

/** Calls special to home curation (part 2 §7 "Settings and home"). */
export const homeSectionCalls = {
  preview: defineCall({
    method: 'GET',
    path: '/homeSections/preview',
    tag: 'home-section',
    query: z.object({
      at: z.iso
        .datetime({ offset: true, error: 'at: a date and time with its offset, e.g. 2026-12-24T23:00:00-05:00' })
        .optional()
        .describe('The page as it will be then: the schedules due by that time applied (now when left out)'),
    }),
    answer: ZHomePreview,
    shaped: true,
  }),
  entries: defineCall({
    method: 'GET',
    path: '/homeSections/:id/entity-sections',
    tag: 'home-section',
    params: ZIdParams,
    answer: ZHomeEntries,
    shaped: true,
  }),
  addRemoveBulk: defineCall({
    method: 'POST',
    path: '/homeSections/:id/entity-sections/add-remove-bulk',
    tag: 'home-section',
    params: ZIdParams,
    body: ZHomeSectionBulk,
    answer: ZHomeEntries,
    shaped: true,
  }),
  uploadVideo: defineCall({
    method: 'POST',
    path: '/homeSections/:id/videos',
    tag: 'home-section',
    params: ZIdParams,
    query: ZHomeVideoQuery,
    answer: ZHomeEntries,
    shaped: true,
  }),
};
