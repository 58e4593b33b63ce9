import { z } from 'zod';
import { defineResource, many } from '../common/resource';
import { zRefId, zTimestamps } from '../common/fields';
import { MSG2, zIdList, zRequired } from './part2-fields';
import { ZTag } from './tag';

/** TagCategory: a named, ordered group of tags; a tag may sit in several. */
export const ZTagCategory = z.object({ ...zTimestamps, name: z.string(), order: z.number().int() });
export type TTagCategory = z.infer<typeof ZTagCategory>;

const categoryFields = {
  name: zRequired(MSG2.cannotBeEmpty, 100),
  order: z.number().int().min(0).optional(),
};
export const ZTagCategoryCreate = z.strictObject(categoryFields);
/** POST tagCategories: one category, or a list of them (the old console posts `[{name}]`); all or none are created. */
export const ZTagCategoryCreateBody = z.union([ZTagCategoryCreate, z.array(ZTagCategoryCreate).min(1).max(100)]);
export type TTagCategoryCreateBody = z.infer<typeof ZTagCategoryCreateBody>;
export const ZTagCategoryUpdate = z.strictObject({
  ...categoryFields,
  name: categoryFields.name.optional(),
  tagIds: zIdList.optional(),
});

export const tagCategoryResource = defineResource({
  model: 'TagCategory',
  path: 'tagCategories',
  record: ZTagCategory,
  create: ZTagCategoryCreate,
  update: ZTagCategoryUpdate,
  filterable: ['id', 'name', 'order', 'created', 'updated'],
  sortable: ['id', 'name', 'order', 'created', 'updated'],
  searchable: ['name'],
  relations: { tags: many('Tag') },
  traits: {},
});

/** Tag category list filter, part 2 §9. */
export const TAG_CATEGORY_FILTERS = ['All', 'Show To Users', 'Appears on filters'] as const;

/** PATCH TagCategories/change-order: the category moves to 1-based `order`; the others shift to make room. */
export const ZTagCategoryChangeOrder = z.strictObject({ id: zRefId, order: z.number().int().min(1) });
export type TTagCategoryChangeOrder = z.infer<typeof ZTagCategoryChangeOrder>;
/** Its answer: every category id in its new order (position i holds order i + 1). */
export const ZTagCategoryOrderAnswer = z.object({ ids: z.array(z.number().int()) });

/** One entry of new-tags: with an id an existing tag, without one a new tag to create. */
export const ZNewTag = z.strictObject({
  id: zRefId.optional(),
  name: zRequired(MSG2.cannotBeEmpty, 100),
  applyOnFilters: z.boolean().optional(),
  showToUsers: z.boolean().optional(),
});
export type TNewTag = z.infer<typeof ZNewTag>;
/**
 * POST TagCategories/{id}/new-tags: entries without id are created, all end up in the category (part 2 §5 keyword
 * rules: duplicates by derived value merged, tags already in the category not re-added).
 */
export const ZNewTags = z.strictObject({ tags: z.array(ZNewTag).min(1).max(500) });
export type TNewTags = z.infer<typeof ZNewTags>;
/** Its answer: the category's tags after the call, in their order. */
export const ZNewTagsAnswer = z.array(ZTag);

/** DELETE TagCategories/delete-multiple?ids=[1,2]: the query's `ids`, a JSON list (or comma-separated). */
export const ZDeleteMultipleQuery = z.object({
  ids: z.string().min(1).max(20_000).describe('The ids, as a JSON list: [1,2]'),
});
/** Its answer: how many categories were deleted. */
export const ZCountAnswer = z.object({ count: z.number().int() });
