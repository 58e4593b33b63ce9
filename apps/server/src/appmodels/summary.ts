import type { TSummaryKey } from '@mise/contracts/common/resource';
import type { Db } from '../db/client';
import { modelFields } from '../crud/fields';
import { countRows } from '../crud/list';
import type { TModel } from '../crud/model';

export type TSummary = Partial<Record<TSummaryKey, { total: number; published: number }>>;

/** Totals and published counts of the eight summary models, soft-deleted rows left out (read from the kept row counts). */
export async function summarize(db: Db, models: readonly TModel[]): Promise<TSummary> {
  const entries = await Promise.all(
    models
      .filter((m) => m.resource.summaryKey)
      .map(async (model) => {
        const total = await countRows(db, { model });
        // Users have no published state: the tile shows only a total, so published mirrors it.
        const published = modelFields(model).all.has('isPublished')
          ? await countRows(db, { model, where: { isPublished: true } })
          : total;
        return [model.resource.summaryKey as TSummaryKey, { total, published }] as const;
      }),
  );
  return Object.fromEntries(entries);
}
