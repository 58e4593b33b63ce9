import { reviewResource } from '@mise/contracts/resources/review';
import { defineModel } from '../../crud/model';
import { reviews } from '../../db/schema/review';

export const reviewModel = defineModel({
  resource: reviewResource,
  table: reviews,
  id: reviews.id,
  relations: {
    user: { kind: 'belongsTo', target: 'User', localKey: reviews.userId },
    subject: { kind: 'belongsTo', target: 'Establishment', localKey: reviews.establishmentId },
  },
});
