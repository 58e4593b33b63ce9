import { sql } from 'drizzle-orm';
import type { TTagsChangePublish } from '@mise/contracts/resources/tag';
import { type TActor, logActivity } from '../../crud/activity';
import { intArray } from '../../crud/rows';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema/tag';
import { requireIds } from '../tag-category/known-ids';
import { serviceOf } from '../../crud/write-service';
import { tagModel } from './model';
import { bumped } from '../../crud/owner-version';

/**
 * PATCH tags/changePublishStatus (part 2 §4, §7): publishes or unpublishes these tags, all or none (404 naming unknown ids).
 * @example
 * await changeTagsPublish(app.db, { body: { ids: [4], publish: true }, actor: req.staff }) // { count: 1, isPublished: true }
 */
export async function changeTagsPublish(db: Db, { body, actor }: { body: TTagsChangePublish; actor: TActor }) {
  const ids = [...new Set(body.ids)];
  return serviceOf(db, tagModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      await requireIds(tx, { table: tags, id: tags.id, ids, model: 'Tag' });
      await tx
        .update(tags)
        .set({ isPublished: body.publish, ...bumped(tags) })
        .where(sql`${tags.id} = any(${intArray(ids)})`);
      for (const id of ids)
        await logActivity(tx, {
          actor,
          model: 'Tag',
          itemId: id,
          action: body.publish ? 'publish' : 'unpublish',
        });
      return { count: ids.length, isPublished: body.publish };
    },
  });
}
