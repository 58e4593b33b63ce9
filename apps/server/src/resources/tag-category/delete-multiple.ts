import { sql } from 'drizzle-orm';
import { type TActor, logActivity } from '../../crud/activity';
import { intArray } from '../../crud/rows';
import type { Db } from '../../db/client';
import { tagCategories } from '../../db/schema/tag-category';
import { badRequest } from '../../lib/http-error';
import { requireIds } from './known-ids';
import { serviceOf } from '../../crud/write-service';
import { tagCategoryModel } from './model';

/**
 * The `ids` query of delete-multiple: a JSON list (`[1,2]`, as the old console sends it) or comma-separated (`1,2`).
 * @example
 * parseIdsQuery('[3,4]') // [3, 4]
 */
export function parseIdsQuery(text: string): number[] {
  let value: unknown;
  try {
    value = text.trim().startsWith('[')
      ? JSON.parse(text)
      : text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  } catch {
    throw badRequest('ids: expected a JSON list of ids, such as [1,2]');
  }
  const ids = Array.isArray(value) ? value : [];
  if (ids.length === 0 || ids.length > 500 || !ids.every((id) => Number.isInteger(id) && id > 0 && id <= 2147483647)) {
    throw badRequest('ids: expected a list of 1 to 500 positive whole numbers, such as [1,2]');
  }
  return [...new Set(ids as number[])];
}

/**
 * DELETE TagCategories/delete-multiple?ids=[…] (part 2 §7): deletes these categories, all or none (404 naming unknown
 * ones). Their tags stay (a tag may sit in other categories, and places and users keep theirs).
 * @example
 * await deleteCategories(app.db, { ids: [3, 4], actor: req.staff }) // { count: 2 }
 */
export async function deleteCategories(
  db: Db,
  { ids, actor }: { ids: number[]; actor: TActor },
): Promise<{ count: number }> {
  return serviceOf(db, tagCategoryModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      await requireIds(tx, { table: tagCategories, id: tagCategories.id, ids, model: 'TagCategory' });
      const gone = await tx
        .delete(tagCategories)
        .where(sql`${tagCategories.id} = any(${intArray(ids)})`)
        .returning({ id: tagCategories.id });
      for (const row of gone) await logActivity(tx, { actor, model: 'TagCategory', itemId: row.id, action: 'delete' });
      return { count: gone.length };
    },
  });
}
