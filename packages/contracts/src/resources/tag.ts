import { z } from 'zod';
import { defineResource, many } from '../common/resource';
import { zPublishable, zRefId, zTimestamps } from '../common/fields';
import { MSG2, zIdList, zRequired } from './part2-fields';

/** Tag, part 2 §3. `categories` come by include. */
export const ZTag = z.object({
  ...zTimestamps,
  name: z.string(),
  ...zPublishable,
  applyOnFilters: z.boolean(),
  showToUsers: z.boolean(),
});
export type TTag = z.infer<typeof ZTag>;

const tagFields = {
  name: zRequired(MSG2.cannotBeEmpty, 100),
  applyOnFilters: z.boolean().optional(),
  showToUsers: z.boolean().optional(),
};
export const ZTagCreate = z.strictObject(tagFields);
/** PATCH tags/{id}: the body may repeat the tag's id (the old console sends it); a different one is refused. */
export const ZTagUpdate = z.strictObject({ ...tagFields, id: zRefId.optional(), name: tagFields.name.optional() });

export const tagResource = defineResource({
  model: 'Tag',
  path: 'tags',
  record: ZTag,
  create: ZTagCreate,
  update: ZTagUpdate,
  filterable: ['id', 'name', 'isPublished', 'applyOnFilters', 'showToUsers', 'created', 'updated'],
  sortable: ['id', 'name', 'created', 'updated'],
  searchable: ['name'],
  relations: { categories: many('TagCategory') },
  traits: { publish: true },
});

/** PATCH tags/changePublishStatus: publishes or unpublishes these tags. */
export const ZTagsChangePublish = z.strictObject({ ids: zIdList.min(1), publish: z.boolean() });
export type TTagsChangePublish = z.infer<typeof ZTagsChangePublish>;
/** Its answer: how many tags now have `isPublished` = publish. */
export const ZTagsChangePublishAnswer = z.object({ count: z.number().int(), isPublished: z.boolean() });

/** DELETE Tags/delete-bulk: takes each category's listed tags out of it; a tag left in no category is deleted. */
export const ZTagsDeleteBulk = z
  .array(z.strictObject({ tagCategoryId: zRefId, tagIds: zIdList.min(1) }))
  .min(1)
  .max(500);
export type TTagsDeleteBulk = z.infer<typeof ZTagsDeleteBulk>;
/** Its answer: links removed, and the ids of tags deleted because no category held them any more. */
export const ZTagsDeleteBulkAnswer = z.object({ count: z.number().int(), deletedTagIds: z.array(z.number().int()) });
