import { z } from 'zod';
import { defineResource, many } from '../common/resource';
import { zDescribedInput, zDescribedRecord, zTimestamps } from '../common/fields';
import { MSG2, zRequired } from './part2-fields';

/** Cuisine, part 2 §3. */
export const ZCuisine = z.object({
  ...zTimestamps,
  name: z.string(),
  ...zDescribedRecord,
});
export type TCuisine = z.infer<typeof ZCuisine>;

const cuisineFields = {
  name: zRequired(MSG2.fieldRequiredLower),
  ...zDescribedInput,
};

export const ZCuisineCreate = z.strictObject(cuisineFields);
export const ZCuisineUpdate = z.strictObject({
  ...cuisineFields,
  name: cuisineFields.name.optional(),
  deleted: z.boolean().optional(),
});

export const cuisineResource = defineResource({
  model: 'Cuisine',
  path: 'cuisines',
  record: ZCuisine,
  create: ZCuisineCreate,
  update: ZCuisineUpdate,
  filterable: ['id', 'name', 'isPublished', 'newlyAdded', 'recentlyUpdated', 'slug', 'created', 'updated'],
  sortable: ['id', 'name', 'created', 'updated'],
  searchable: ['name'],
  relations: {
    foodDrinks: many('FoodDrink'),
    establishments: many('Establishment'),
    destinations: many('Destination'),
  },
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
});
