import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@mise/contracts/common/fields';
import {
  ZCountAnswer,
  ZDeleteMultipleQuery,
  ZNewTags,
  ZNewTagsAnswer,
  ZTagCategoryChangeOrder,
  ZTagCategoryCreateBody,
  ZTagCategoryOrderAnswer,
} from '@mise/contracts/resources/tag-category';
import type { TConfig } from '../../config';
import { answerSchemas, documentedOnly } from '../../crud/answer-schemas';
import type { ModelRegistry } from '../../crud/registry';
import { changeCategoryOrder } from './change-order';
import { createCategories } from './create-many';
import { deleteCategories, parseIdsQuery } from './delete-multiple';
import { tagCategoryModel } from './model';
import { addNewTags } from './new-tags';

const ZIdParams = z.object({ id: zId });

/**
 * Calls special to tag categories (part 2 §7 "Tag categories and tags"); registered before the generic routes, so
 * `change-order` and `delete-multiple` are not taken for ids, and POST takes a list as well as one category.
 */
export async function tagCategoriesRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['TagCategory'];
  const row = answerSchemas(tagCategoryModel).row;

  r.post(
    '/tagCategories',
    {
      ...documentedOnly,
      schema: { tags, body: ZTagCategoryCreateBody, response: { 200: z.union([row, z.array(row)]) } },
    },
    async (req) => createCategories(app.db, { body: req.body, actor: req.staff }),
  );

  r.patch(
    '/tagCategories/change-order',
    { ...documentedOnly, schema: { tags, body: ZTagCategoryChangeOrder, response: { 200: ZTagCategoryOrderAnswer } } },
    async (req) => changeCategoryOrder(app.db, { ...req.body, actor: req.staff }),
  );

  r.post(
    '/tagCategories/:id/new-tags',
    { ...documentedOnly, schema: { tags, params: ZIdParams, body: ZNewTags, response: { 200: ZNewTagsAnswer } } },
    async (req) => addNewTags(app.db, { categoryId: req.params.id, body: req.body, actor: req.staff }),
  );

  r.delete(
    '/tagCategories/delete-multiple',
    { ...documentedOnly, schema: { tags, querystring: ZDeleteMultipleQuery, response: { 200: ZCountAnswer } } },
    async (req) => deleteCategories(app.db, { ids: parseIdsQuery(req.query.ids), actor: req.staff }),
  );
}
