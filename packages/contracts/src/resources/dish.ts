import { z } from 'zod';
import { defineResource, many } from '../common/resource';
import { zDescribedInput, zDescribedRecord, zTimestamps } from '../common/fields';
import { MSG2, zIdList, zRequired } from './part2-fields';

export const DISH_TYPES = ['food', 'drink'] as const;
export const DEFAULT_DISH_TYPE = 'food';

/** Dish (model FoodDrink), part 2 §3. */
export const ZDish = z.object({
  ...zTimestamps,
  name: z.string(),
  type: z.enum(DISH_TYPES),
  ...zDescribedRecord,
});
export type TDish = z.infer<typeof ZDish>;

const dishFields = {
  name: zRequired(MSG2.fieldRequiredLower),
  type: z.enum(DISH_TYPES).optional(),
  ...zDescribedInput,
  // The dish form picks (published) cities; written to destination_food_drinks.
  destinationIds: zIdList.optional(),
};

export const ZDishCreate = z.strictObject(dishFields);
export const ZDishUpdate = z.strictObject({
  ...dishFields,
  name: dishFields.name.optional(),
  deleted: z.boolean().optional(),
});

export const dishResource = defineResource({
  model: 'FoodDrink',
  path: 'foodDrinks',
  record: ZDish,
  create: ZDishCreate,
  update: ZDishUpdate,
  filterable: ['id', 'name', 'type', 'isPublished', 'newlyAdded', 'recentlyUpdated', 'slug', 'created', 'updated'],
  sortable: ['id', 'name', 'created', 'updated'],
  searchable: ['name'],
  relations: { cuisines: many('Cuisine'), establishments: many('Establishment'), destinations: many('Destination') },
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
});
