import { userResource } from '@mise/contracts/resources/user';
import { defineModel } from '../../crud/model';
import { prepareUser } from './prepare';
import { favourites, userTags, wishes } from '../../db/schema/relations';
import { reviews, userReviews } from '../../db/schema/review';
import { userLists } from '../../db/schema/user-list';
import { users } from '../../db/schema/user';

export const userModel = defineModel({
  idLists: { tagIds: 'tags' },
  prepare: prepareUser,
  resource: userResource,
  table: users,
  id: users.id,
  hidden: ['passwordHash'],
  relations: {
    reviews: { kind: 'hasMany', target: 'Review', foreignKey: reviews.userId },
    userReviews: { kind: 'hasMany', target: 'UserReview', foreignKey: userReviews.userId },
    userLists: { kind: 'hasMany', target: 'UserList', foreignKey: userLists.userId },
    tags: { kind: 'manyToMany', target: 'Tag', through: userTags, sourceKey: userTags.userId, targetKey: userTags.tagId },
    favourites: { kind: 'manyToMany', target: 'Establishment', through: favourites, sourceKey: favourites.userId, targetKey: favourites.establishmentId },
    wishes: { kind: 'manyToMany', target: 'Establishment', through: wishes, sourceKey: wishes.userId, targetKey: wishes.establishmentId },
    // subscriptions / subscribed destinations come with part 1 (destination_subscriptions).
  },
});
