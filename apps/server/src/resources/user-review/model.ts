import { userReviewResource } from '@mise/contracts/resources/review';
import { defineModel } from '../../crud/model';
import { userReviews } from '../../db/schema/review';

export const userReviewModel = defineModel({
  resource: userReviewResource,
  table: userReviews,
  id: userReviews.id,
  relations: {
    user: { kind: 'belongsTo', target: 'User', localKey: userReviews.userId },
  },
});
