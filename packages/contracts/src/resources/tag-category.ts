import { z } from 'zod';
import { defineResource } from '../common/resource';
import { zRefId, zTimestamps } from '../common/fields';
import { MSG2, zIdList, zRequired } from './part2-fields';

/** TagCategory: a named, ordered group of tags; a tag may sit in several. */
export const ZTagCategory = z.object({ ...zTimestamps, name: z.string(), order: z.number().int() });
export type TTagCategory = z.infer<typeof ZTagCategory>;

const categoryFields = {
  name: zRequired(MSG2.cannotBeEmpty, 100),
  order: z.number().int().min(0).optional(),
};
export const ZTagCategoryCreate = z.strictObject(categoryFields);
export const ZTagCategoryUpdate = z.strictObject({ ...categoryFields, name: categoryFields.name.optional(), tagIds: zIdList.optional() });

export const tagCategoryResource = defineResource({
  model: 'TagCategory',
  path: 'tagCategories',
  record: ZTagCategory,
  create: ZTagCategoryCreate,
  update: ZTagCategoryUpdate,
  filterable: ['id', 'name', 'order', 'created', 'updated'],
  sortable: ['id', 'name', 'order', 'created', 'updated'],
  searchable: ['name'],
  relations: ['tags'],
  traits: {},
});

/** Tag category list filter, part 2 §9. */
export const TAG_CATEGORY_FILTERS = ['All', 'Show To Users', 'Appears on filters'] as const;

/** PATCH TagCategories/change-order. */
export const ZTagCategoryChangeOrder = z.strictObject({ id: zRefId, order: z.number().int().min(1) });
/** POST TagCategories/{id}/new-tags: entries without id are created, all end up in the category. */
export const ZNewTags = z.strictObject({
  tags: z
    .array(
      z.object({
        id: zRefId.optional(),
        name: zRequired(MSG2.cannotBeEmpty, 100),
        applyOnFilters: z.boolean().optional(),
        showToUsers: z.boolean().optional(),
      }),
    )
    .max(500),
});
