import { sql } from 'drizzle-orm';
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
  // A new category without an order goes last (orders are 1-based, part 2 §4).
  async prepare(values, ctx) {
    if (ctx.id !== undefined || values.order !== undefined) return values;
    const [row] = await ctx.db
      .select({ next: sql<number>`coalesce(max(${tagCategories.order}), 0) + 1` })
      .from(tagCategories);
    return { ...values, order: Number(row.next) };
  },
});
