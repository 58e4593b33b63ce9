import { cuisineResource } from '@mise/contracts/resources/cuisine';
import { defineModel } from '../../crud/model';
import { cuisines } from '../../db/schema/cuisine';
import { cuisineFoodDrinks, destinationCuisines, establishmentCuisines } from '../../db/schema/relations';

export const cuisineModel = defineModel({
  resource: cuisineResource,
  table: cuisines,
  id: cuisines.id,
  relations: {
    foodDrinks: {
      kind: 'manyToMany',
      target: 'FoodDrink',
      through: cuisineFoodDrinks,
      sourceKey: cuisineFoodDrinks.cuisineId,
      targetKey: cuisineFoodDrinks.foodDrinkId,
    },
    establishments: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: establishmentCuisines,
      sourceKey: establishmentCuisines.cuisineId,
      targetKey: establishmentCuisines.establishmentId,
    },
    destinations: {
      kind: 'manyToMany',
      target: 'Destination',
      through: destinationCuisines,
      sourceKey: destinationCuisines.cuisineId,
      targetKey: destinationCuisines.destinationId,
    },
  },
});
