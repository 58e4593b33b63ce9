import type { SQL } from 'drizzle-orm';
import type { TSearchReader } from '../search/name-search';
import { modelFields } from './fields';
import type { TWhere } from './filter';
import { countRows, listCondition } from './list';
import type { TModel } from './model';
import { planSearch } from './search-plan';

/** The rows a list's `where` stands for: its condition, the order its searches put first, and how many there are. */
export type TMatching = { condition: SQL | undefined; firstOrder: SQL[]; count: () => Promise<number> };

/**
 * A list's `where` as the count route and the CSV export read it: its searches planned once (crud/search-plan.ts),
 * then the soft-delete rule added (listCondition). A page reads the same through listRows.
 * @example
 * const matching = await planMatching({ db }, placeModel, { name: { search: 'bar' } });
 * await matching.count() // 12
 */
export async function planMatching(
  reader: TSearchReader,
  model: TModel,
  where: TWhere | undefined,
): Promise<TMatching> {
  const { db } = reader;
  const search = await planSearch(reader, modelFields(model), where);
  return {
    condition: listCondition({ model, where: search.where, extra: search.extra }),
    firstOrder: search.order,
    count: async () => search.onlyIds ?? countRows(db, { model, where: search.where, extra: search.extra }),
  };
}
