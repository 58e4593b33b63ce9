import { z } from 'zod';
import { defineResource, one } from '../common/resource';
import { MSG } from '../common/messages';
import { zPublishable, zShortText, zText, zTimestamps } from '../common/fields';
import { ZPicture } from '../common/picture';
import { zRequired, zRequiredRef } from './part2-fields';

/** Overall and sub-ratings of a place review are whole stars 1..5. */
export const REVIEW_RATING = { min: 1, max: 5 } as const;
export const REVIEW_SUB_RATINGS = ['taste', 'cleanliness', 'service', 'value'] as const;
export const REVIEW_TEXT_PREVIEW = 80;

const zStars = z.number().int().min(REVIEW_RATING.min).max(REVIEW_RATING.max).nullable().optional();

/** A user's review of a place (model Review). The place is the API's `subject`. */
export const ZReview = z.object({
  ...zTimestamps,
  userId: z.number().int(),
  establishmentId: z.number().int(),
  text: z.string().nullable(),
  rating: z.number().int().nullable(),
  taste: z.number().int().nullable(),
  cleanliness: z.number().int().nullable(),
  service: z.number().int().nullable(),
  value: z.number().int().nullable(),
  ...zPublishable,
});
export type TReview = z.infer<typeof ZReview>;

const reviewFields = {
  text: zText.nullable().optional(),
  rating: zStars,
  taste: zStars,
  cleanliness: zStars,
  service: zStars,
  value: zStars,
};
export const ZReviewCreate = z.strictObject({
  userId: zRequiredRef(MSG.isRequired),
  establishmentId: zRequiredRef(MSG.isRequired),
  ...reviewFields,
});
export const ZReviewUpdate = z.strictObject(reviewFields);

export const reviewResource = defineResource({
  model: 'Review',
  path: 'reviews',
  record: ZReview,
  create: ZReviewCreate,
  update: ZReviewUpdate,
  filterable: ['id', 'userId', 'establishmentId', 'isPublished', 'rating', 'created', 'updated'],
  sortable: ['id', 'created', 'updated', 'rating'],
  relations: { user: one('User'), subject: one('Establishment') },
  traits: { publish: true },
});

/** Editorial review (model UserReview) with a large and a small picture. */
export const ZUserReview = z.object({
  ...zTimestamps,
  title: z.string(),
  subtitle: z.string().nullable(),
  lgPicture: ZPicture.nullable(),
  smPicture: ZPicture.nullable(),
  userId: z.number().int().nullable(),
  ...zPublishable,
});
export type TUserReview = z.infer<typeof ZUserReview>;

const userReviewFields = {
  title: zRequired(MSG.isRequired, 500),
  subtitle: zShortText.nullable().optional(),
  lgPicture: ZPicture.nullable().optional(),
  smPicture: ZPicture.nullable().optional(),
  userId: z.number().int().positive().max(2147483647).nullable().optional(),
};
export const ZUserReviewCreate = z.strictObject(userReviewFields);
export const ZUserReviewUpdate = z.strictObject({ ...userReviewFields, title: userReviewFields.title.optional() });

export const userReviewResource = defineResource({
  model: 'UserReview',
  path: 'userReviews',
  record: ZUserReview,
  create: ZUserReviewCreate,
  update: ZUserReviewUpdate,
  filterable: ['id', 'title', 'userId', 'isPublished', 'created', 'updated'],
  // The spec's 'name ASC' has no column here: the server's model reads it as 'title ASC' (orderAliases).
  sortable: ['id', 'title', 'created', 'updated'],
  searchable: ['title'],
  relations: { user: one('User') },
  traits: { publish: true },
});
