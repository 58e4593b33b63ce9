import { and, eq, sql } from 'drizzle-orm';
import { cityResource } from '@mise/contracts/resources/city';
import { defineModel } from '../../crud/model';
import { destinations } from '../../db/schema/city';
import { establishments } from '../../db/schema/place';
import { landmarks } from '../../db/schema/landmark';
import { lists } from '../../db/schema/explore-list';
import { destinationCuisines, destinationFoodDrinks } from '../../db/schema/relations';
import { eateries } from '../../db/schema/eatinerary';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';

export const cityModel = defineModel({
  resource: cityResource,
  table: destinations,
  id: destinations.id,
  relations: {
    establishments: {
      kind: 'hasMany',
      target: 'Establishment',
      foreignKey: establishments.destinationId,
      orderBy: establishments.destinationOrder,
      keptCount: true,
    },
    foodDrinks: {
      kind: 'manyToMany',
      target: 'FoodDrink',
      through: destinationFoodDrinks,
      sourceKey: destinationFoodDrinks.destinationId,
      targetKey: destinationFoodDrinks.foodDrinkId,
      orderBy: destinationFoodDrinks.position,
      // Iconic dishes are a subset of the city's dishes: a dish that leaves the city stops being iconic there.
      onUnlink: async (tx, cityId, removedIds) => {
        await tx
          .update(destinations)
          .set({
            iconicFoodDrinkIds: sql`coalesce(array(select x from unnest(${destinations.iconicFoodDrinkIds}) with ordinality as u(x, o) where x <> all(${sql.param(removedIds)}::int[]) order by o), '{}')`,
          })
          .where(
            and(
              eq(destinations.id, cityId),
              sql`${destinations.iconicFoodDrinkIds} && ${sql.param(removedIds)}::int[]`,
            ),
          );
      },
    },
    cuisines: {
      kind: 'manyToMany',
      target: 'Cuisine',
      through: destinationCuisines,
      sourceKey: destinationCuisines.destinationId,
      targetKey: destinationCuisines.cuisineId,
      orderBy: destinationCuisines.position,
    },
    landmarks: {
      kind: 'hasMany',
      target: 'Landmark',
      foreignKey: landmarks.destinationId,
      orderBy: landmarks.destinationOrder,
      keptCount: true,
    },
    lists: { kind: 'hasMany', target: 'List', foreignKey: lists.destinationId, keptCount: true },
    eateries: {
      kind: 'hasMany',
      target: 'Eateries',
      foreignKey: eateries.destinationId,
      orderBy: eateries.destinationOrder,
      keptCount: true,
    },
    destinationPack: { kind: 'belongsTo', target: 'DestinationPack', localKey: destinations.destinationPackId },
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
