import { tagResource } from '@mise/contracts/resources/tag';
import { defineModel } from '../../crud/model';
import { tags } from '../../db/schema/tag';
import { tagCategoryTags } from '../../db/schema/tag-category';

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
});
