import { z } from 'zod';
import { defineResource, many } from '../common/resource';
import { MSG } from '../common/messages';
import { isValidEmail } from '../common/email';
import { zRefId, zShortText, zText, zTimestamps } from '../common/fields';
import { KNOWS_ABOUT_HOW_VALUES, PREFERENCE_SCALE } from './constants';
import { MSG2, zIdList, zRequired, zUrl } from './part2-fields';
import { zPictureUrl } from '../common/picture';

const zIsoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** A city the user knows; 'From' is unused for frequent visitors, 'To' only for past residents. */
export const ZKnowsAbout = z
  .object({
    destinationId: zRefId,
    how: z.enum(KNOWS_ABOUT_HOW_VALUES),
    startDate: zIsoDate.nullable().optional(),
    endDate: zIsoDate.nullable().optional(),
  })
  .superRefine((k, ctx) => {
    if (k.startDate && k.endDate && k.endDate < k.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'To cannot be before From' });
    }
  });
export type TKnowsAbout = z.infer<typeof ZKnowsAbout>;

export const ZProfileImage = z.object({ url: zPictureUrl, thumbnail: zPictureUrl.optional() });

/** A user as answered; the password hash never leaves the server. */
export const ZUser = z.object({
  ...zTimestamps,
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  website: z.string().nullable(),
  bio: z.string().nullable(),
  slug: z.string().nullable(),
  notes: z.string().nullable(),
  _profile_image: ZProfileImage.nullable(),
  picture: z.string().nullable(),
  isRecommender: z.boolean(),
  inSearch: z.boolean(),
  foodPreference: z.number().int().nullable(),
  drink: z.number().int().nullable(),
  _knowsAbouts: z.array(ZKnowsAbout),
  deleted: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

/** Stored trimmed and lower-cased, so the unique index compares case-insensitively. */
export const zUserEmail = z
  .string({ error: MSG.isRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: MSG.isRequired, abort: true })
  .max(254, MSG2.invalidFormat)
  .refine(isValidEmail, MSG2.invalidFormat);

const zScale = z.number().int().min(PREFERENCE_SCALE.min).max(PREFERENCE_SCALE.max).nullable().optional();

const userFields = {
  name: zRequired(MSG.isRequired),
  email: zUserEmail,
  firstName: zShortText.nullable().optional(),
  lastName: zShortText.nullable().optional(),
  website: zUrl.nullable().optional(),
  bio: zText.nullable().optional(),
  slug: zShortText.nullable().optional(),
  notes: zText.nullable().optional(),
  _profile_image: ZProfileImage.nullable().optional(),
  picture: zPictureUrl.nullable().optional(),
  isRecommender: z.boolean().optional(),
  inSearch: z.boolean().optional(),
  foodPreference: zScale,
  drink: zScale,
  _knowsAbouts: z.array(ZKnowsAbout).max(200).optional(),
};

/** The length half of the password rule (NIST SP 800-63B); the server also refuses common passwords and the e-mail. */
const zNewPassword = z.string().min(12, 'Use at least 12 characters').max(1024);

export const ZUserCreate = z.strictObject({
  ...userFields,
  /** Optional: guide users sign in elsewhere; staff accounts are bootstrapped by the server. */
  password: zNewPassword.optional(),
});
/** PATCH users/{id} and PATCH users/{id}/update-user (part 2 §7). emailVerified changes only through admin-verify-email. */
export const ZUserUpdate = z.strictObject({
  ...userFields,
  name: userFields.name.optional(),
  email: userFields.email.optional(),
  deleted: z.boolean().optional(),
  password: zNewPassword.optional(),
  // Preferences tab: written to user_tags.
  tagIds: zIdList.optional(),
});

/** PATCH users/admin-verify-email. */
export const ZAdminVerifyEmail = z.strictObject({ email: zUserEmail, verify: z.boolean() });

export const userResource = defineResource({
  model: 'User',
  path: 'users',
  record: ZUser,
  create: ZUserCreate,
  update: ZUserUpdate,
  filterable: ['id', 'name', 'email', 'emailVerified', 'isRecommender', 'inSearch', 'slug', 'created', 'updated'],
  sortable: ['id', 'name', 'email', 'created', 'updated'],
  searchable: ['name'],
  relations: {
    reviews: many('Review'),
    userReviews: many('UserReview'),
    userLists: many('UserList'),
    tags: many('Tag'),
    favourites: many('Establishment'),
    wishes: many('Establishment'),
    subscriptions: many('DestinationSubscription'),
  },
  traits: { softDelete: true },
});
