import type { TWireRecord } from '@mise/contracts/common/wire';
import { type TIncluded, includes } from '@mise/contracts/includes';
import { userReviewResource } from '@mise/contracts/resources/review';

/** An editorial review as the detail loads it (`REVIEW_DETAIL`): the record and its author's id, name and e-mail. */
export type TUserReview = TWireRecord<typeof userReviewResource> &
  TIncluded<typeof userReviewResource, typeof REVIEW_DETAIL.include>;

/** The detail's item filter: the author, for the link to the user and the form's picker. */
export const REVIEW_DETAIL = {
  include: includes(userReviewResource, [{ relation: 'user', scope: { fields: ['id', 'name', 'email'] } }]),
};

/** Review pictures are cropped 3:2 (part 2 §9), large and small alike. */
export const REVIEW_PICTURE_RATIO = { aspect: 3 / 2, label: '3:2' } as const;

/** The upload folder (category) of review pictures (part 2 §7 "Reviews"). */
export const REVIEW_PICTURE_FOLDER = 'reviews';
