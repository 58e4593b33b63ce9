import { z } from 'zod';
import { defineResource } from '../common/resource';
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
export const ZTagUpdate = z.strictObject({ ...tagFields, name: tagFields.name.optional() });

export const tagResource = defineResource({
  model: 'Tag',
  path: 'tags',
  record: ZTag,
  create: ZTagCreate,
  update: ZTagUpdate,
  filterable: ['id', 'name', 'isPublished', 'applyOnFilters', 'showToUsers', 'created', 'updated'],
  sortable: ['id', 'name', 'created', 'updated'],
  searchable: ['name'],
  relations: ['categories'],
  traits: { publish: true },
});

/** PATCH tags/changePublishStatus. */
export const ZTagsChangePublish = z.strictObject({ ids: zIdList.min(1), publish: z.boolean() });
/** DELETE Tags/delete-bulk. */
export const ZTagsDeleteBulk = z.array(z.strictObject({ tagCategoryId: zRefId, tagIds: zIdList })).max(500);
