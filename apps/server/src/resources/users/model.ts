import { userResource } from '@mise/contracts/resources/user';
import { defineModel } from '../../crud/model';
import { prepareUser } from './prepare';
import { favourites, userTags, wishes } from '../../db/schema/relations';
import { reviews, userReviews } from '../../db/schema/reviews';
import { userLists } from '../../db/schema/user-lists';
import { users } from '../../db/schema/users';
import { placeModel } from '../establishments/model';
import { reviewModel } from '../reviews/model';
import { tagModel } from '../tags/model';
import { userListModel } from '../userLists/model';
import { userReviewModel } from '../userReviews/model';

export const userModel = defineModel({
  idLists: { tagIds: 'tags' },
  prepare: prepareUser,
  resource: userResource,
  table: users,
  id: users.id,
  hidden: ['passwordHash'],
  relations: {
    reviews: { kind: 'hasMany', model: () => reviewModel, foreignKey: reviews.userId },
    userReviews: { kind: 'hasMany', model: () => userReviewModel, foreignKey: userReviews.userId },
    userLists: { kind: 'hasMany', model: () => userListModel, foreignKey: userLists.userId },
    tags: { kind: 'manyToMany', model: () => tagModel, through: userTags, sourceKey: userTags.userId, targetKey: userTags.tagId },
    favourites: { kind: 'manyToMany', model: () => placeModel, through: favourites, sourceKey: favourites.userId, targetKey: favourites.establishmentId },
    wishes: { kind: 'manyToMany', model: () => placeModel, through: wishes, sourceKey: wishes.userId, targetKey: wishes.establishmentId },
    // subscriptions / subscribed destinations come with part 1 (destination_subscriptions).
  },
});
