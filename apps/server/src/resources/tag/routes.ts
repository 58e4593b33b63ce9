import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZTagsChangePublish,
  ZTagsChangePublishAnswer,
  ZTagsDeleteBulk,
  ZTagsDeleteBulkAnswer,
} from '@mise/contracts/resources/tag';
import type { TConfig } from '../../config';
import { documentedOnly } from '../../crud/answer-schemas';
import type { ModelRegistry } from '../../crud/registry';
import { changeTagsPublish } from './change-publish';
import { deleteTagsFromCategories } from './delete-bulk';

/** Calls special to tags (part 2 §7); registered before the generic routes, so the names are not taken for ids. */
export async function tagsRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Tag'];

  r.patch(
    '/tags/changePublishStatus',
    { ...documentedOnly, schema: { tags, body: ZTagsChangePublish, response: { 200: ZTagsChangePublishAnswer } } },
    async (req) => changeTagsPublish(app.db, { body: req.body, actor: req.staff }),
  );

  r.delete(
    '/tags/delete-bulk',
    { ...documentedOnly, schema: { tags, body: ZTagsDeleteBulk, response: { 200: ZTagsDeleteBulkAnswer } } },
    async (req) => deleteTagsFromCategories(app.db, { body: req.body, actor: req.staff }),
  );
}
