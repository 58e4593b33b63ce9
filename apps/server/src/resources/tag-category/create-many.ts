import type { TTagCategoryCreateBody } from '@mise/contracts/resources/tag-category';
import type { TActor } from '../../crud/activity';
import type { TRow } from '../../crud/list';
import { createRow } from '../../crud/write';
import type { Db } from '../../db/client';
import { tagCategoryModel } from './model';

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
  if (!Array.isArray(body)) return createRow(db, { model: tagCategoryModel, values: body, actor });
  return db.transaction(async (tx) => {
    const rows: TRow[] = [];
    for (const values of body) rows.push(await createRow(tx as Db, { model: tagCategoryModel, values, actor }));
    return rows;
  });
}
