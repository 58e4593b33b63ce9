import { reviewResource } from '@mise/contracts/resources/review';
import { refuseUnknownRefs } from '../../crud/known-refs';
import { defineModel } from '../../crud/model';
import { places } from '../../db/schema/place';
import { reviews } from '../../db/schema/review';
import { users } from '../../db/schema/user';

export const reviewModel = defineModel({
  resource: reviewResource,
  table: reviews,
  id: reviews.id,
  relations: {
    user: { kind: 'belongsTo', target: 'User', localKey: reviews.userId },
    subject: { kind: 'belongsTo', target: 'Establishment', localKey: reviews.establishmentId },
  },
  // The reviewer and the place must exist: 400 naming the field, not the foreign key's nameless refusal.
  async prepare(values, ctx) {
    await refuseUnknownRefs(ctx.db, values, [
      { field: 'userId', table: users, id: users.id, label: 'User' },
      { field: 'establishmentId', table: places, id: places.id, label: 'Establishment' },
    ]);
    return values;
  },
});
