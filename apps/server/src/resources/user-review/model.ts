import { userReviewResource } from '@mise/contracts/resources/review';
import { refuseUnknownRefs } from '../../crud/known-refs';
import { defineModel } from '../../crud/model';
import { userReviews } from '../../db/schema/review';
import { users } from '../../db/schema/user';

export const userReviewModel = defineModel({
  resource: userReviewResource,
  table: userReviews,
  id: userReviews.id,
  // §7 lists editorial reviews by 'name ASC' as every other list; a review's name is its title.
  orderAliases: { name: 'title' },
  relations: {
    user: { kind: 'belongsTo', target: 'User', localKey: userReviews.userId },
  },
  // The author picked in the form must exist: 400 naming userId, not the foreign key's nameless refusal.
  async prepare(values, ctx) {
    await refuseUnknownRefs(ctx.db, values, [{ field: 'userId', table: users, id: users.id, label: 'User' }]);
    return values;
  },
});
