import { sql } from 'drizzle-orm';
import type { TSummaryKey } from '@mise/contracts/common/resource';
import type { Db } from '../db/client';
import { modelFields } from '../crud/fields';
import { listCondition } from '../crud/list';
import type { TModel } from '../crud/model';

export type TSummary = Partial<Record<TSummaryKey, { total: number; published: number }>>;

/** Totals and published counts of the eight summary models, soft-deleted rows left out; one scan per table. */
export async function summarize(db: Db, models: readonly TModel[]): Promise<TSummary> {
  const entries = await Promise.all(
    models
      .filter((m) => m.resource.summaryKey)
      .map(async (model) => {
        const published = modelFields(model).all.get('isPublished');
        // Users have no published state: the tile shows only a total, so published mirrors it.
        const publishedSql = published ? sql<number>`count(*) filter (where ${published.column})::int` : sql<number>`count(*)::int`;
        const [row] = await db
          .select({ total: sql<number>`count(*)::int`, published: publishedSql })
          .from(model.table)
          .where(listCondition(model, undefined));
        return [model.resource.summaryKey as TSummaryKey, { total: row?.total ?? 0, published: row?.published ?? 0 }] as const;
      }),
  );
  return Object.fromEntries(entries);
}
