import { ZPicture } from '@mise/contracts/common/picture';
import { ZUserReviewCreate } from '@mise/contracts/resources/review';
import { z } from 'zod';
import type { TUserReview } from './review-record';

/**
 * The review form (part 2 §7 "Reviews": title, subtitle, large and small pictures, user): the title required with the
 * contract's message, the rest optional.
 */
export const ZReviewForm = ZUserReviewCreate.pick({ title: true }).extend({
  subtitle: z.string().max(500),
  lgPicture: ZPicture.nullable(),
  smPicture: ZPicture.nullable(),
  userId: z.number().int().nullable(),
});

export type TReviewFormInput = z.input<typeof ZReviewForm>;
export type TReviewFormValues = z.output<typeof ZReviewForm>;

/** An edit starts from the review; an add from an empty form. */
export function reviewFormValues(review?: TUserReview): TReviewFormInput {
  return {
    title: review?.title ?? '',
    subtitle: review?.subtitle ?? '',
    lgPicture: review?.lgPicture ?? null,
    smPicture: review?.smPicture ?? null,
    userId: review?.userId ?? null,
  };
}

/**
 * What POST userReviews and PATCH userReviews/{id} receive: a blank subtitle as null.
 * @example
 * reviewBody({ title: 'Best bakeries', subtitle: ' ', lgPicture: null, smPicture: null, userId: 4 })
 * // { title: 'Best bakeries', subtitle: null, lgPicture: null, smPicture: null, userId: 4 }
 */
export function reviewBody(values: TReviewFormValues) {
  return { ...values, subtitle: values.subtitle.trim() ? values.subtitle.trim() : null };
}
