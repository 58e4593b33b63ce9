import { placeResource } from '@mise/contracts/resources/place';
import { defineModel } from '../../crud/model';
import { establishments } from '../../db/schema/place';
import {
  establishmentCuisines,
  establishmentFoodDrinks,
  establishmentTags,
  favourites,
  listEstablishments,
  similarEstablishments,
  wishes,
} from '../../db/schema/relations';
import { reviews } from '../../db/schema/review';
import { suggestersByPlace } from './suggesters';

export const placeModel = defineModel({
  idLists: { tagIds: 'tags', similarEstablishmentIds: 'similarEstablishments' },
  // The list's filter choices and chips; migration 0014 installs the triggers on these columns.
  countedFacets: ['hasSuggestions', 'guideRating', 'status', 'newlyAdded', 'recentlyUpdated'],
  resource: placeResource,
  table: establishments,
  id: establishments.id,
  relations: {
    destination: { kind: 'belongsTo', target: 'Destination', localKey: establishments.destinationId },
    cuisines: {
      kind: 'manyToMany',
      target: 'Cuisine',
      through: establishmentCuisines,
      sourceKey: establishmentCuisines.establishmentId,
      targetKey: establishmentCuisines.cuisineId,
    },
    foodDrinks: {
      kind: 'manyToMany',
      target: 'FoodDrink',
      through: establishmentFoodDrinks,
      sourceKey: establishmentFoodDrinks.establishmentId,
      targetKey: establishmentFoodDrinks.foodDrinkId,
    },
    tags: {
      kind: 'manyToMany',
      target: 'Tag',
      through: establishmentTags,
      sourceKey: establishmentTags.establishmentId,
      targetKey: establishmentTags.tagId,
    },
    similarEstablishments: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: similarEstablishments,
      sourceKey: similarEstablishments.establishmentId,
      targetKey: similarEstablishments.similarId,
    },
    reviews: { kind: 'hasMany', target: 'Review', foreignKey: reviews.establishmentId },
    favouriters: {
      kind: 'manyToMany',
      target: 'User',
      through: favourites,
      sourceKey: favourites.establishmentId,
      targetKey: favourites.userId,
    },
    wishers: {
      kind: 'manyToMany',
      target: 'User',
      through: wishes,
      sourceKey: wishes.establishmentId,
      targetKey: wishes.userId,
    },
    lists: {
      kind: 'manyToMany',
      target: 'List',
      through: listEstablishments,
      sourceKey: listEstablishments.establishmentId,
      targetKey: listEstablishments.listId,
    },
  },
  derivedIncludes: {
    suggestions: {
      empty: [],
      load: (db, ids) => suggestersByPlace(db, ids),
    },
    primarySuggesters: {
      empty: [],
      load: async (db, ids) => {
        const byPlace = await suggestersByPlace(db, ids);
        return new Map(
          [...byPlace].map(([id, list]) => [id, list.flatMap((s) => (s.isPrimary && s.user ? [s.user] : []))]),
        );
      },
    },
  },
});
