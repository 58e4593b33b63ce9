import { placeResource } from '@mise/contracts/resources/place';
import { defineModel } from '../../crud/model';
import { places } from '../../db/schema/place';
import {
  placeCuisines,
  placeDishes,
  placeTags,
  favourites,
  exploreListPlaces,
  similarPlaces,
  wishes,
} from '../../db/schema/relations';
import { reviews } from '../../db/schema/review';
import { primarySuggestersJson, suggestersByPlace, suggestionsJson } from './suggesters';

export const placeModel = defineModel({
  idLists: { tagIds: 'tags', similarEstablishmentIds: 'similarEstablishments' },
  // The list's filter choices and chips; migration 0014 installs the triggers on these columns.
  countedFacets: ['hasSuggestions', 'guideRating', 'status', 'newlyAdded', 'recentlyUpdated'],
  resource: placeResource,
  table: places,
  id: places.id,
  relations: {
    destination: { kind: 'belongsTo', target: 'Destination', localKey: places.destinationId },
    cuisines: {
      kind: 'manyToMany',
      target: 'Cuisine',
      through: placeCuisines,
      sourceKey: placeCuisines.establishmentId,
      targetKey: placeCuisines.cuisineId,
    },
    foodDrinks: {
      kind: 'manyToMany',
      target: 'FoodDrink',
      through: placeDishes,
      sourceKey: placeDishes.establishmentId,
      targetKey: placeDishes.foodDrinkId,
    },
    tags: {
      kind: 'manyToMany',
      target: 'Tag',
      through: placeTags,
      sourceKey: placeTags.establishmentId,
      targetKey: placeTags.tagId,
    },
    similarEstablishments: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: similarPlaces,
      sourceKey: similarPlaces.establishmentId,
      targetKey: similarPlaces.similarId,
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
      through: exploreListPlaces,
      sourceKey: exploreListPlaces.establishmentId,
      targetKey: exploreListPlaces.listId,
    },
  },
  derivedIncludes: {
    suggestions: {
      empty: [],
      load: (db, ids) => suggestersByPlace(db, ids),
      inline: suggestionsJson,
    },
    primarySuggesters: {
      empty: [],
      inline: primarySuggestersJson,
      load: async (db, ids) => {
        const byPlace = await suggestersByPlace(db, ids);
        return new Map(
          [...byPlace].map(([id, list]) => [id, list.flatMap((s) => (s.isPrimary && s.user ? [s.user] : []))]),
        );
      },
    },
  },
});
