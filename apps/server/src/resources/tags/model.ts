import { tagResource } from '@mise/contracts/resources/tag';
import { defineModel } from '../../crud/model';
import { tagCategoryTags, tags } from '../../db/schema/tags';
import { tagCategoryModel } from '../tagCategories/model';

export const tagModel = defineModel({
  resource: tagResource,
  table: tags,
  id: tags.id,
  relations: {
    categories: {
      kind: 'manyToMany',
      model: () => tagCategoryModel,
      through: tagCategoryTags,
      sourceKey: tagCategoryTags.tagId,
      targetKey: tagCategoryTags.tagCategoryId,
    },
  },
});
