import { dishResource } from '@mise/contracts/resources/dish';
import { defineModel } from '../../crud/model';
import { foodDrinks } from '../../db/schema/food-drinks';
import { cuisineFoodDrinks, destinationFoodDrinks, establishmentFoodDrinks } from '../../db/schema/relations';
import { cuisineModel } from '../cuisines/model';
import { cityModel } from '../destinations/model';
import { placeModel } from '../establishments/model';

export const dishModel = defineModel({
  idLists: { destinationIds: 'destinations' },
  resource: dishResource,
  table: foodDrinks,
  id: foodDrinks.id,
  relations: {
    cuisines: {
      kind: 'manyToMany',
      model: () => cuisineModel,
      through: cuisineFoodDrinks,
      sourceKey: cuisineFoodDrinks.foodDrinkId,
      targetKey: cuisineFoodDrinks.cuisineId,
    },
    establishments: {
      kind: 'manyToMany',
      model: () => placeModel,
      through: establishmentFoodDrinks,
      sourceKey: establishmentFoodDrinks.foodDrinkId,
      targetKey: establishmentFoodDrinks.establishmentId,
    },
    destinations: {
      kind: 'manyToMany',
      model: () => cityModel,
      through: destinationFoodDrinks,
      sourceKey: destinationFoodDrinks.foodDrinkId,
      targetKey: destinationFoodDrinks.destinationId,
    },
  },
});
