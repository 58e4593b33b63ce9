import { dishResource } from '@mise/contracts/resources/dish';
import { defineModel } from '../../crud/model';
import { dishes } from '../../db/schema/dish';
import { cuisineDishes, cityDishes, placeDishes } from '../../db/schema/relations';

export const dishModel = defineModel({
  idLists: { destinationIds: 'destinations' },
  resource: dishResource,
  table: dishes,
  id: dishes.id,
  relations: {
    cuisines: {
      kind: 'manyToMany',
      target: 'Cuisine',
      through: cuisineDishes,
      sourceKey: cuisineDishes.foodDrinkId,
      targetKey: cuisineDishes.cuisineId,
    },
    establishments: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: placeDishes,
      sourceKey: placeDishes.foodDrinkId,
      targetKey: placeDishes.establishmentId,
      // A popular dish is on 12 000 places: counted by triggers (migration 0023), not on each read.
      keptCount: true,
    },
    destinations: {
      kind: 'manyToMany',
      target: 'Destination',
      through: cityDishes,
      sourceKey: cityDishes.foodDrinkId,
      targetKey: cityDishes.destinationId,
    },
  },
});
