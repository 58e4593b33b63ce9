import { reviewResource } from '@mise/contracts/resources/review';
import { defineModel } from '../../crud/model';
import { reviews } from '../../db/schema/reviews';
import { placeModel } from '../establishments/model';
import { userModel } from '../users/model';

export const reviewModel = defineModel({
  resource: reviewResource,
  table: reviews,
  id: reviews.id,
  relations: {
    user: { kind: 'belongsTo', model: () => userModel, localKey: reviews.userId },
    subject: { kind: 'belongsTo', model: () => placeModel, localKey: reviews.establishmentId },
  },
});
