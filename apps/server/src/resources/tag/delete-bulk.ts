import { and, eq, sql } from 'drizzle-orm';
import type { TTagsDeleteBulk } from '@mise/contracts/resources/tag';
import { type TActor, logActivity } from '../../crud/activity';
import { intArray } from '../../crud/rows';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema/tag';
import { tagCategories, tagCategoryTags } from '../../db/schema/tag-category';
import { notFound } from '../../lib/http-error';
import { requireIds } from '../tag-category/known-ids';
import { serviceOf } from '../../crud/write-service';
import { tagModel } from './model';

/**
 * DELETE Tags/delete-bulk (part 2 §7): takes each entry's tags out of its category, all or none. A tag left in no
 * category is deleted with its links to places and users: the console can no longer show it, and staff asked to
 * delete it (docs/decisions.md). Unknown categories or tags, or a tag not in the named category, are a 404 naming them.
 * @example
 * await deleteTagsFromCategories(app.db, { body: [{ tagCategoryId: 3, tagIds: [4, 9] }], actor: req.staff })
 */
export async function deleteTagsFromCategories(db: Db, { body, actor }: { body: TTagsDeleteBulk; actor: TActor }) {
  return serviceOf(db, tagModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      const t = tx;
      await requireIds(t, {
        table: tagCategories,
        id: tagCategories.id,
        ids: body.map((entry) => entry.tagCategoryId),
        model: 'TagCategory',
      });
      const tagIds = [...new Set(body.flatMap((entry) => entry.tagIds))];
      await requireIds(t, { table: tags, id: tags.id, ids: tagIds, model: 'Tag' });
      let count = 0;
      for (const { tagCategoryId, tagIds: ids } of body) {
        const wanted = [...new Set(ids)];
        const gone = await t
          .delete(tagCategoryTags)
          .where(
            and(
              eq(tagCategoryTags.tagCategoryId, tagCategoryId),
              sql`${tagCategoryTags.tagId} = any(${intArray(wanted)})`,
            ),
          )
          .returning({ tagId: tagCategoryTags.tagId });
        if (gone.length !== wanted.length) {
          const removed = new Set(gone.map((row) => row.tagId));
          throw notFound(
            `Tag ${wanted.filter((id) => !removed.has(id)).join(', ')} not in TagCategory ${tagCategoryId}`,
          );
        }
        count += gone.length;
        await logActivity(t, {
          actor,
          model: 'TagCategory',
          itemId: tagCategoryId,
          action: 'unrelate',
          fields: ['tags'],
        });
      }
      const orphans = await t
        .delete(tags)
        .where(
          and(
            sql`${tags.id} = any(${intArray(tagIds)})`,
            sql`not exists (select 1 from ${tagCategoryTags} where ${tagCategoryTags.tagId} = ${tags.id})`,
          ),
        )
        .returning({ id: tags.id });
      for (const row of orphans) await logActivity(t, { actor, model: 'Tag', itemId: row.id, action: 'delete' });
      return { count, deletedTagIds: orphans.map((row) => row.id).sort((a, b) => a - b) };
    },
  });
}
