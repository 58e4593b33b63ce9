import type { FastifyInstance } from 'fastify';
import { tagCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { changeTagsPublish } from './change-publish';
import { deleteTagsFromCategories } from './delete-bulk';

/** Calls special to tags (part 2 §7); registered before the generic routes, so the names are not taken for ids. */
export async function tagRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  serve(app, tagCalls.changePublishStatus, async (req) =>
    changeTagsPublish(app.db, { body: req.body, actor: req.staff }),
  );
  serve(app, tagCalls.deleteBulk, async (req) =>
    deleteTagsFromCategories(app.db, { body: req.body, actor: req.staff }),
  );
}
