import { cuisineResource } from '@mise/contracts/resources/cuisine';
import { defineModel } from '../../crud/model';
import { cuisines } from '../../db/schema/cuisine';
import { cuisineDishes, cityCuisines, placeCuisines } from '../../db/schema/relations';

export const cuisineModel = defineModel({
  resource: cuisineResource,
  table: cuisines,
  id: cuisines.id,
  relations: {
    foodDrinks: {
      kind: 'manyToMany',
      target: 'FoodDrink',
      through: cuisineDishes,
      sourceKey: cuisineDishes.cuisineId,
      targetKey: cuisineDishes.foodDrinkId,
    },
    establishments: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: placeCuisines,
      sourceKey: placeCuisines.cuisineId,
      targetKey: placeCuisines.establishmentId,
      // A popular cuisine is on 10 000 places: counted by triggers (migration 0023), not on each read.
      keptCount: true,
    },
    destinations: {
      kind: 'manyToMany',
      target: 'Destination',
      through: cityCuisines,
      sourceKey: cityCuisines.cuisineId,
      targetKey: cityCuisines.destinationId,
    },
  },
});
