import { and, eq, sql } from 'drizzle-orm';
import { cityResource } from '@mise/contracts/resources/city';
import { defineModel } from '../../crud/model';
import { destinations } from '../../db/schema/destinations';
import { establishments } from '../../db/schema/establishments';
import { landmarks } from '../../db/schema/landmarks';
import { lists } from '../../db/schema/lists';
import { destinationCuisines, destinationFoodDrinks } from '../../db/schema/relations';
import { cuisineModel } from '../cuisines/model';
import { dishModel } from '../foodDrinks/model';
import { landmarkModel } from '../landmarks/model';
import { exploreListModel } from '../lists/model';
import { placeModel } from '../establishments/model';
import { eateries } from '../../db/schema/eateries';
import { destinationSubscriptions } from '../../db/schema/destination-subscriptions';
import { eatineraryModel } from '../eateries/model';
import { destinationPackModel } from '../destinationPacks/model';
import { userModel } from '../users/model';

export const cityModel = defineModel({
  resource: cityResource,
  table: destinations,
  id: destinations.id,
  relations: {
    establishments: {
      kind: 'hasMany',
      model: () => placeModel,
      foreignKey: establishments.destinationId,
      orderBy: establishments.destinationOrder,
      keptCount: true,
    },
    foodDrinks: {
      kind: 'manyToMany',
      model: () => dishModel,
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
          .where(and(eq(destinations.id, cityId), sql`${destinations.iconicFoodDrinkIds} && ${sql.param(removedIds)}::int[]`));
      },
    },
    cuisines: {
      kind: 'manyToMany',
      model: () => cuisineModel,
      through: destinationCuisines,
      sourceKey: destinationCuisines.destinationId,
      targetKey: destinationCuisines.cuisineId,
      orderBy: destinationCuisines.position,
    },
    landmarks: { kind: 'hasMany', model: () => landmarkModel, foreignKey: landmarks.destinationId, orderBy: landmarks.destinationOrder, keptCount: true },
    lists: { kind: 'hasMany', model: () => exploreListModel, foreignKey: lists.destinationId, keptCount: true },
    eateries: { kind: 'hasMany', model: () => eatineraryModel, foreignKey: eateries.destinationId, orderBy: eateries.destinationOrder, keptCount: true },
    destinationPack: { kind: 'belongsTo', model: () => destinationPackModel, localKey: destinations.destinationPackId },
    subscribers: {
      kind: 'manyToMany',
      model: () => userModel,
      through: destinationSubscriptions,
      sourceKey: destinationSubscriptions.destinationId,
      targetKey: destinationSubscriptions.userId,
      // A big city has tens of thousands of subscribers; checking each user's soft delete cost 80 ms.
      countJoinRows: true,
      keptCount: true,
    },
  },
});
