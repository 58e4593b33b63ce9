import { sql } from 'drizzle-orm';
import type { TTagsChangePublish } from '@mise/contracts/resources/tag';
import { type TActor, logActivity } from '../../crud/activity';
import { intArray, stamp } from '../../crud/rows';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema/tag';
import { requireIds } from '../tag-category/known-ids';

/**
 * PATCH tags/changePublishStatus (part 2 §4, §7): publishes or unpublishes these tags, all or none (404 naming unknown ids).
 * @example
 * await changeTagsPublish(app.db, { body: { ids: [4], publish: true }, actor: req.staff }) // { count: 1, isPublished: true }
 */
export async function changeTagsPublish(db: Db, { body, actor }: { body: TTagsChangePublish; actor: TActor }) {
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    await requireIds(tx as Db, { table: tags, id: tags.id, ids, model: 'Tag' });
    await tx
      .update(tags)
      .set({ isPublished: body.publish, updated: stamp() })
      .where(sql`${tags.id} = any(${intArray(ids)})`);
    for (const id of ids)
      await logActivity(tx as Db, { actor, model: 'Tag', itemId: id, action: body.publish ? 'publish' : 'unpublish' });
    return { count: ids.length, isPublished: body.publish };
  });
}
