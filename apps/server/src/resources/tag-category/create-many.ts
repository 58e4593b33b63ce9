import type { TTagCategoryCreateBody } from '@mise/contracts/resources/tag-category';
import type { TActor } from '../../crud/activity';
import type { TRow } from '../../crud/list';
import type { Db } from '../../db/client';
import { tagCategoryModel } from './model';
import { serviceOf } from '../../crud/write-service';

/**
 * POST tagCategories (part 2 §7 "post with list of {name}"): one category answers its row, a list answers the rows,
 * created in one transaction (all or none), each after the last.
 * @example
 * await createCategories(app.db, { body: [{ name: 'Vibe' }, { name: 'Diet' }], actor: req.staff })
 */
export async function createCategories(
  db: Db,
  { body, actor }: { body: TTagCategoryCreateBody; actor: TActor },
): Promise<TRow | TRow[]> {
  const categories = serviceOf(db, tagCategoryModel);
  if (!Array.isArray(body)) return categories.create({ values: body, actor });
  return categories.write({
    actor: actor,
    run: async ({ tx: tx }) => {
      const rows: TRow[] = [];
      for (const values of body) rows.push(await categories.create({ values, actor, tx }));
      return rows;
    },
  });
}
