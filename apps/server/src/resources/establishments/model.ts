import { placeResource } from '@mise/contracts/resources/place';
import { defineModel } from '../../crud/model';
import { establishments } from '../../db/schema/establishments';
import {
  establishmentCuisines,
  establishmentFoodDrinks,
  establishmentTags,
  favourites,
  listEstablishments,
  similarEstablishments,
  wishes,
} from '../../db/schema/relations';
import { reviews } from '../../db/schema/reviews';
import { cuisineModel } from '../cuisines/model';
import { cityModel } from '../destinations/model';
import { dishModel } from '../foodDrinks/model';
import { exploreListModel } from '../lists/model';
import { reviewModel } from '../reviews/model';
import { tagModel } from '../tags/model';
import { userModel } from '../users/model';

export const placeModel = defineModel({
  idLists: { tagIds: 'tags', similarEstablishmentIds: 'similarEstablishments' },
  resource: placeResource,
  table: establishments,
  id: establishments.id,
  relations: {
    destination: { kind: 'belongsTo', model: () => cityModel, localKey: establishments.destinationId },
    cuisines: {
      kind: 'manyToMany',
      model: () => cuisineModel,
      through: establishmentCuisines,
      sourceKey: establishmentCuisines.establishmentId,
      targetKey: establishmentCuisines.cuisineId,
    },
    foodDrinks: {
      kind: 'manyToMany',
      model: () => dishModel,
      through: establishmentFoodDrinks,
      sourceKey: establishmentFoodDrinks.establishmentId,
      targetKey: establishmentFoodDrinks.foodDrinkId,
    },
    tags: {
      kind: 'manyToMany',
      model: () => tagModel,
      through: establishmentTags,
      sourceKey: establishmentTags.establishmentId,
      targetKey: establishmentTags.tagId,
    },
    similarEstablishments: {
      kind: 'manyToMany',
      model: () => placeModel,
      through: similarEstablishments,
      sourceKey: similarEstablishments.establishmentId,
      targetKey: similarEstablishments.similarId,
    },
    reviews: { kind: 'hasMany', model: () => reviewModel, foreignKey: reviews.establishmentId },
    favouriters: { kind: 'manyToMany', model: () => userModel, through: favourites, sourceKey: favourites.establishmentId, targetKey: favourites.userId },
    wishers: { kind: 'manyToMany', model: () => userModel, through: wishes, sourceKey: wishes.establishmentId, targetKey: wishes.userId },
    lists: {
      kind: 'manyToMany',
      model: () => exploreListModel,
      through: listEstablishments,
      sourceKey: listEstablishments.establishmentId,
      targetKey: listEstablishments.listId,
    },
    // suggestions / primarySuggesters are expanded from the embedded _suggestions by this folder's routes.
  },
});
