import type { FastifyInstance } from 'fastify';
import { tagCategoryCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { changeCategoryOrder } from './change-order';
import { createCategories } from './create-many';
import { deleteCategories, parseIdsQuery } from './delete-multiple';
import { addNewTags } from './new-tags';

/**
 * Calls special to tag categories (part 2 §7 "Tag categories and tags"); registered before the generic routes, so
 * `change-order` and `delete-multiple` are not taken for ids, and POST takes a list as well as one category.
 */
export async function tagCategoryRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  serve(app, tagCategoryCalls.create, async (req) => createCategories(app.db, { body: req.body, actor: req.staff }));
  serve(app, tagCategoryCalls.changeOrder, async (req) =>
    changeCategoryOrder(app.db, { ...req.body, actor: req.staff }),
  );
  serve(app, tagCategoryCalls.newTags, async (req) =>
    addNewTags(app.db, { categoryId: req.params.id, body: req.body, actor: req.staff }),
  );
  serve(app, tagCategoryCalls.deleteMultiple, async (req) =>
    deleteCategories(app.db, { ids: parseIdsQuery(req.query.ids), actor: req.staff }),
  );
}
