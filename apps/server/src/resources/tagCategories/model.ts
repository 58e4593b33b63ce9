import { tagCategoryResource } from '@mise/contracts/resources/tag';
import { defineModel } from '../../crud/model';
import { tagCategories, tagCategoryTags } from '../../db/schema/tags';
import { tagModel } from '../tags/model';

export const tagCategoryModel = defineModel({
  idLists: { tagIds: 'tags' },
  resource: tagCategoryResource,
  table: tagCategories,
  id: tagCategories.id,
  relations: {
    tags: {
      kind: 'manyToMany',
      model: () => tagModel,
      through: tagCategoryTags,
      sourceKey: tagCategoryTags.tagCategoryId,
      targetKey: tagCategoryTags.tagId,
      orderBy: tagCategoryTags.position,
    },
  },
});
