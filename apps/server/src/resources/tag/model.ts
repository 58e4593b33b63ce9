import { tagResource } from '@mise/contracts/resources/tag';
import { defineModel } from '../../crud/model';
import { tags } from '../../db/schema/tag';
import { tagCategoryTags } from '../../db/schema/tag-category';
import { badRequest } from '../../lib/http-error';

export const tagModel = defineModel({
  resource: tagResource,
  table: tags,
  id: tags.id,
  relations: {
    categories: {
      kind: 'manyToMany',
      target: 'TagCategory',
      through: tagCategoryTags,
      sourceKey: tagCategoryTags.tagId,
      targetKey: tagCategoryTags.tagCategoryId,
    },
  },
  // PATCH tags/{id} may repeat the id in its body (part 2 §7); it must be the path's, and is never written.
  async prepare({ id, ...values }, ctx) {
    if (id !== undefined && id !== ctx.id)
      throw badRequest(`id: the body's id ${id} is not the path's id ${ctx.id ?? '(none)'}`);
    return values;
  },
});
