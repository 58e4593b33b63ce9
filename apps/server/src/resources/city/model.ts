import { and, eq, sql } from 'drizzle-orm';
import { cityResource } from '@mise/contracts/resources/city';
import { defineModel } from '../../crud/model';
import { cities } from '../../db/schema/city';
import { places } from '../../db/schema/place';
import { landmarks } from '../../db/schema/landmark';
import { exploreLists } from '../../db/schema/explore-list';
import { cityCuisines, cityDishes } from '../../db/schema/relations';
import { eatineraries } from '../../db/schema/eatinerary';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';

export const cityModel = defineModel({
  resource: cityResource,
  table: cities,
  id: cities.id,
  relations: {
    establishments: {
      kind: 'hasMany',
      target: 'Establishment',
      foreignKey: places.destinationId,
      orderBy: places.destinationOrder,
      keptCount: true,
    },
    foodDrinks: {
      kind: 'manyToMany',
      target: 'FoodDrink',
      through: cityDishes,
      sourceKey: cityDishes.destinationId,
      targetKey: cityDishes.foodDrinkId,
      orderBy: cityDishes.position,
      // Iconic dishes are a subset of the city's dishes: a dish that leaves the city stops being iconic there.
      onUnlink: async (tx, cityId, removedIds) => {
        await tx
          .update(cities)
          .set({
            iconicFoodDrinkIds: sql`coalesce(array(select x from unnest(${cities.iconicFoodDrinkIds}) with ordinality as u(x, o) where x <> all(${sql.param(removedIds)}::int[]) order by o), '{}')`,
          })
          .where(and(eq(cities.id, cityId), sql`${cities.iconicFoodDrinkIds} && ${sql.param(removedIds)}::int[]`));
      },
    },
    cuisines: {
      kind: 'manyToMany',
      target: 'Cuisine',
      through: cityCuisines,
      sourceKey: cityCuisines.destinationId,
      targetKey: cityCuisines.cuisineId,
      orderBy: cityCuisines.position,
    },
    landmarks: {
      kind: 'hasMany',
      target: 'Landmark',
      foreignKey: landmarks.destinationId,
      orderBy: landmarks.destinationOrder,
      keptCount: true,
    },
    lists: { kind: 'hasMany', target: 'List', foreignKey: exploreLists.destinationId, keptCount: true },
    eateries: {
      kind: 'hasMany',
      target: 'Eateries',
      foreignKey: eatineraries.destinationId,
      orderBy: eatineraries.destinationOrder,
      keptCount: true,
    },
    destinationPack: { kind: 'belongsTo', target: 'DestinationPack', localKey: cities.destinationPackId },
    subscribers: {
      kind: 'manyToMany',
      target: 'User',
      through: destinationSubscriptions,
      sourceKey: destinationSubscriptions.destinationId,
      targetKey: destinationSubscriptions.userId,
      // A big city has tens of thousands of subscribers; checking each user's soft delete cost 80 ms.
      countJoinRows: true,
      keptCount: true,
    },
  },
});
