import { z } from 'zod';
import { defineResource } from '../common/resource';
import { zEditorial, zEditorialInput, zPictures, zPublishable, zShortText, zText, zTimestamps } from '../common/fields';
import { ZPictureList } from '../common/picture';
import { MSG2, zRequired } from './part2-fields';

/** Cuisine, part 2 §3. */
export const ZCuisine = z.object({
  ...zTimestamps,
  name: z.string(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  slug: z.string().nullable(),
  ...zPublishable,
  ...zEditorial,
  deleted: z.boolean(),
  ...zPictures,
});
export type TCuisine = z.infer<typeof ZCuisine>;

const cuisineFields = {
  name: zRequired(MSG2.fieldRequiredLower),
  shortDescription: zText.nullable().optional(),
  description: zText.nullable().optional(),
  slug: zShortText.nullable().optional(),
  ...zEditorialInput,
  _pictures: ZPictureList.optional(),
};

export const ZCuisineCreate = z.strictObject(cuisineFields);
export const ZCuisineUpdate = z.strictObject({ ...cuisineFields, name: cuisineFields.name.optional(), deleted: z.boolean().optional() });

export const cuisineResource = defineResource({
  model: 'Cuisine',
  path: 'cuisines',
  record: ZCuisine,
  create: ZCuisineCreate,
  update: ZCuisineUpdate,
  filterable: ['id', 'name', 'isPublished', 'newlyAdded', 'recentlyUpdated', 'slug', 'created', 'updated'],
  sortable: ['id', 'name', 'created', 'updated'],
  searchable: ['name'],
  relations: ['foodDrinks', 'establishments', 'destinations'],
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
  summaryKey: 'Cuisine',
});
