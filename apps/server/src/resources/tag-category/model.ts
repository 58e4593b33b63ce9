import { tagCategoryResource } from '@mise/contracts/resources/tag-category';
import { defineModel } from '../../crud/model';
import { tagCategories, tagCategoryTags } from '../../db/schema/tag-category';

export const tagCategoryModel = defineModel({
  idLists: { tagIds: 'tags' },
  resource: tagCategoryResource,
  table: tagCategories,
  id: tagCategories.id,
  relations: {
    tags: {
      kind: 'manyToMany',
      target: 'Tag',
      through: tagCategoryTags,
      sourceKey: tagCategoryTags.tagCategoryId,
      targetKey: tagCategoryTags.tagId,
      orderBy: tagCategoryTags.position,
    },
  },
});
