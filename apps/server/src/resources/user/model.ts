import { userResource } from '@mise/contracts/resources/user';
import { defineModel } from '../../crud/model';
import { prepareUser } from './prepare';
import { presentUsers } from './present';
import { subscribedCitiesCondition, subscriptionCondition } from './subscription-filter';
import { favourites, userTags, wishes } from '../../db/schema/relations';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';
import { reviews, userReviews } from '../../db/schema/review';
import { userLists } from '../../db/schema/user-list';
import { users } from '../../db/schema/user';

/** Basic's count is read from facet_counts (the kept `subscribed` facet); the other choices depend on now(). */
const basicFacet = (value: unknown) => (value === 'basic' ? { facet: 'subscribed', value: 'false' } : undefined);

export const userModel = defineModel({
  idLists: { tagIds: 'tags' },
  prepare: prepareUser,
  present: presentUsers,
  resource: userResource,
  table: users,
  id: users.id,
  // The subscription columns are kept by triggers (migration 0018) and read only through `where.subscription`.
  hidden: ['passwordHash', 'subscriptionEnds', 'subscriptionPaid', 'subscribed'],
  countedFacets: ['isRecommender'],
  // `subscribedDestinationIds` is part 2 §7's name for the City filter; `subscription` is the console's.
  virtualWhere: { subscription: subscriptionCondition, subscribedDestinationIds: subscribedCitiesCondition },
  // Basic (never subscribed) has no time in it: its count is kept by facet_counts (migration 0018).
  virtualFacets: { subscription: basicFacet, subscribedDestinationIds: basicFacet },
  relations: {
    reviews: { kind: 'hasMany', target: 'Review', foreignKey: reviews.userId },
    userReviews: { kind: 'hasMany', target: 'UserReview', foreignKey: userReviews.userId },
    userLists: { kind: 'hasMany', target: 'UserList', foreignKey: userLists.userId },
    tags: {
      kind: 'manyToMany',
      target: 'Tag',
      through: userTags,
      sourceKey: userTags.userId,
      targetKey: userTags.tagId,
    },
    favourites: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: favourites,
      sourceKey: favourites.userId,
      targetKey: favourites.establishmentId,
    },
    wishes: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: wishes,
      sourceKey: wishes.userId,
      targetKey: wishes.establishmentId,
    },
    subscriptions: { kind: 'hasMany', target: 'DestinationSubscription', foreignKey: destinationSubscriptions.userId },
  },
});
