import { asc, sql } from 'drizzle-orm';
import type { TTagCategoryChangeOrder } from '@mise/contracts/resources/tag-category';
import { type TActor, logActivity } from '../../crud/activity';
import { intArray } from '../../crud/rows';
import type { Db } from '../../db/client';
import { tagCategories } from '../../db/schema/tag-category';
import { badRequest, notFound } from '../../lib/http-error';
import { serviceOf } from '../../crud/write-service';
import { tagCategoryModel } from './model';
import { nextVersion } from '../../crud/owner-version';

/**
 * PATCH TagCategories/change-order (part 2 §4, §7): the category takes 1-based position `order` and the others shift,
 * in one transaction; every category's `order` is rewritten 1…n, so gaps left by deletes close too.
 * @example
 * await changeCategoryOrder(app.db, { id: 7, order: 1, actor: req.staff }) // { ids: [7, 3, 5, …] }
 */
export async function changeCategoryOrder(
  db: Db,
  { id, order, actor }: TTagCategoryChangeOrder & { actor: TActor },
): Promise<{ ids: number[] }> {
  return serviceOf(db, tagCategoryModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      // Locked, so two reorders at once apply one after the other instead of mixing.
      const rows = await tx
        .select({ id: tagCategories.id })
        .from(tagCategories)
        .orderBy(asc(tagCategories.order), asc(tagCategories.id))
        .for('update');
      const ids = rows.map((row) => row.id);
      const from = ids.indexOf(id);
      if (from < 0) throw notFound(`TagCategory ${id} was not found`);
      if (order > ids.length) throw badRequest(`order: must be between 1 and ${ids.length} (the number of categories)`);
      ids.splice(from, 1);
      ids.splice(order - 1, 0, id);
      await tx.execute(sql`
      update ${tagCategories} set "order" = u.ord, updated = ${nextVersion(tagCategories.updated)}
      from unnest(${intArray(ids)}) with ordinality as u(id, ord)
      where ${tagCategories.id} = u.id and ${tagCategories.order} <> u.ord`);
      await logActivity(tx, { actor, model: 'TagCategory', itemId: id, action: 'reorder', fields: ['order'] });
      return { ids };
    },
  });
}
