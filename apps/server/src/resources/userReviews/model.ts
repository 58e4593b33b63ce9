import { userReviewResource } from '@mise/contracts/resources/review';
import { defineModel } from '../../crud/model';
import { userReviews } from '../../db/schema/reviews';
import { userModel } from '../users/model';

export const userReviewModel = defineModel({
  resource: userReviewResource,
  table: userReviews,
  id: userReviews.id,
  relations: {
    user: { kind: 'belongsTo', model: () => userModel, localKey: userReviews.userId },
  },
});
