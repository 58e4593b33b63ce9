import { cuisineResource } from '@mise/contracts/resources/cuisine';
import { defineModel } from '../../crud/model';
import { cuisines } from '../../db/schema/cuisines';
import { cuisineFoodDrinks, destinationCuisines, establishmentCuisines } from '../../db/schema/relations';
import { cityModel } from '../destinations/model';
import { placeModel } from '../establishments/model';
import { dishModel } from '../foodDrinks/model';

export const cuisineModel = defineModel({
  resource: cuisineResource,
  table: cuisines,
  id: cuisines.id,
  relations: {
    foodDrinks: {
      kind: 'manyToMany',
      model: () => dishModel,
      through: cuisineFoodDrinks,
      sourceKey: cuisineFoodDrinks.cuisineId,
      targetKey: cuisineFoodDrinks.foodDrinkId,
    },
    establishments: {
      kind: 'manyToMany',
      model: () => placeModel,
      through: establishmentCuisines,
      sourceKey: establishmentCuisines.cuisineId,
      targetKey: establishmentCuisines.establishmentId,
    },
    destinations: {
      kind: 'manyToMany',
      model: () => cityModel,
      through: destinationCuisines,
      sourceKey: destinationCuisines.cuisineId,
      targetKey: destinationCuisines.destinationId,
    },
  },
});
