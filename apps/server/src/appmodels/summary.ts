import type { TSummaryKey } from '@mise/contracts/common/resource';
import { SUMMARY_TYPES, CONTENT_TYPES } from '@mise/contracts/registry';
import type { Db } from '../db/client';
import { modelFields } from '../crud/fields';
import { countRows } from '../crud/list';
import type { TModel } from '../crud/model';

export type TSummary = Partial<Record<TSummaryKey, { total: number; published: number }>>;

/** The models with a dashboard tile in the registry: the summary's keys. */
const SUMMARY_KEYS: ReadonlySet<string> = new Set(SUMMARY_TYPES.map((name) => CONTENT_TYPES[name].model));
const isSummaryKey = (model: string): model is TSummaryKey => SUMMARY_KEYS.has(model);

/** Totals and published counts of the summary models, soft-deleted rows left out (read from the kept row counts). */
export async function summarize(db: Db, models: readonly TModel[]): Promise<TSummary> {
  const entries = await Promise.all(
    models
      .flatMap((model) => {
        const key = model.resource.model;
        return isSummaryKey(key) ? [{ model, key }] : [];
      })
      .map(async ({ model, key }) => {
        const total = await countRows(db, { model });
        // Users have no published state: the tile shows only a total, so published mirrors it.
        const published = modelFields(model).all.has('isPublished')
          ? await countRows(db, { model, where: { isPublished: true } })
          : total;
        return [key, { total, published }] as const;
      }),
  );
  return Object.fromEntries(entries);
}
