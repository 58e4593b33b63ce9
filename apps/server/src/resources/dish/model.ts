import { dishResource } from '@mise/contracts/resources/dish';
import { defineModel } from '../../crud/model';
import { foodDrinks } from '../../db/schema/dish';
import { cuisineFoodDrinks, destinationFoodDrinks, establishmentFoodDrinks } from '../../db/schema/relations';

export const dishModel = defineModel({
  idLists: { destinationIds: 'destinations' },
  resource: dishResource,
  table: foodDrinks,
  id: foodDrinks.id,
  relations: {
    cuisines: {
      kind: 'manyToMany',
      target: 'Cuisine',
      through: cuisineFoodDrinks,
      sourceKey: cuisineFoodDrinks.foodDrinkId,
      targetKey: cuisineFoodDrinks.cuisineId,
    },
    establishments: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: establishmentFoodDrinks,
      sourceKey: establishmentFoodDrinks.foodDrinkId,
      targetKey: establishmentFoodDrinks.establishmentId,
    },
    destinations: {
      kind: 'manyToMany',
      target: 'Destination',
      through: destinationFoodDrinks,
      sourceKey: destinationFoodDrinks.foodDrinkId,
      targetKey: destinationFoodDrinks.destinationId,
    },
  },
});
