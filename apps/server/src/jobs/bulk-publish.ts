import { type SQL, and, asc, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { CONTENT_TYPES, type TContentTypeName } from '@mise/contracts/registry';
import { PUBLISH_TYPES } from '@mise/contracts/common/job-calls';
import type { Db } from '../db/client';
import { planMatching } from '../crud/matching';
import type { TWhere } from '../crud/filter';
import type { TModel } from '../crud/model';
import { NAME_FIELDS } from '../crud/owner-version';
import { modelOfTable } from '../crud/registry';
import { intArray } from '../crud/rows';
import { liveCondition } from '../crud/soft-delete';
import { serviceOf } from '../crud/write-service';
import { badRequest } from '../lib/http-error';
import { defineJobKind, inChunks } from './kind';

/** Records a chunk of a bulk edit writes in one transaction. */
export const BULK_CHUNK = 500;

export const ZBulkPublishParams = z.object({
  type: z.enum(PUBLISH_TYPES as [TContentTypeName, ...TContentTypeName[]]),
  publish: z.boolean(),
  ids: z.array(z.number().int()).optional(),
  where: z.record(z.string(), z.unknown()).optional(),
});
export type TBulkPublish = z.output<typeof ZBulkPublishParams>;

/** The served model of a content type. */
function modelOfType(type: TContentTypeName): TModel {
  const model = modelOfTable(CONTENT_TYPES[type].table);
  if (!model) throw new Error(`No model serves ${type}`);
  return model;
}

const publishedColumn = (model: TModel): AnyPgColumn =>
  (getTableColumns(model.table) as Record<string, AnyPgColumn>).isPublished!;

/** The live records an edit is about: the ticked ids, or every record its `where` matches (the list's search and filter). */
async function selected(db: Db, model: TModel, edit: { ids?: number[]; where?: TWhere }): Promise<SQL | undefined> {
  if (edit.ids) return and(sql`${model.id} = any(${intArray(edit.ids)})`, liveCondition(model));
  return (await planMatching({ db }, model, edit.where ?? {})).condition;
}

const stateWord = (published: boolean) => (published ? 'Published' : 'Unpublished');

/** 'Publish 300 places', 'Unpublish 1 city'. */
export function bulkPublishTitle(type: TContentTypeName, publish: boolean, count: number): string {
  const named = CONTENT_TYPES[type] as { label: string; menu?: { label: string } };
  const noun = count === 1 ? named.label : (named.menu?.label ?? `${named.label}s`);
  return `${publish ? 'Publish' : 'Unpublish'} ${count.toLocaleString('en-US')} ${noun.toLowerCase()}`;
}

/**
 * What a bulk publish would do, read before it runs: how many records are selected, how many change, how many are
 * already so, which ticked ids are gone (trashed or deleted since the list was read), and a few before → after.
 */
export async function previewBulkPublish(db: Db, params: TBulkPublish) {
  const model = modelOfType(params.type);
  const condition = await selected(db, model, params);
  const column = publishedColumn(model);
  const differs = sql`${column} is distinct from ${params.publish}`;
  const [counts] = await db
    .select({ matching: sql<number>`count(*)::int`, changes: sql<number>`(count(*) filter (where ${differs}))::int` })
    .from(model.table)
    .where(condition);
  const columns = getTableColumns(model.table) as Record<string, AnyPgColumn>;
  const nameField = NAME_FIELDS.find((field) => columns[field]);
  const name = nameField ? sql<string>`coalesce(${columns[nameField]}::text, '')` : sql<string>`''`;
  const sample = await db
    .select({ id: sql<number>`${model.id}`, name, published: sql<boolean>`coalesce(${column}, false)` })
    .from(model.table)
    .where(and(condition, differs))
    .orderBy(asc(model.id))
    .limit(5);
  const matching = counts?.matching ?? 0;
  const changes = counts?.changes ?? 0;
  const gone = params.ids ? new Set(params.ids).size - matching : 0;
  return {
    matching,
    changes,
    unchanged: matching - changes,
    refused: gone > 0 ? [{ reason: 'In the trash or deleted since the list was read', count: gone }] : [],
    sample: sample.map((row) => ({
      id: row.id,
      name: row.name,
      before: stateWord(row.published),
      after: stateWord(params.publish),
    })),
  };
}

/** Publishes or unpublishes many records of one type, in chunks, as one ledger operation. */
export const bulkPublishKind = defineJobKind<TBulkPublish, number>({
  kind: 'bulk-publish',
  params: ZBulkPublishParams,
  plan: async (db, params) => {
    const model = modelOfType(params.type);
    const condition = await selected(db, model, params);
    const rows = await db
      .select({ id: sql<number>`${model.id}` })
      .from(model.table)
      .where(condition)
      .orderBy(asc(model.id));
    if (rows.length === 0) throw badRequest('No record matches this selection any more');
    return inChunks(
      rows.map((row) => row.id),
      BULK_CHUNK,
    );
  },
  runChunk: async ({ db, tx, actor, params }, ids) => {
    const model = modelOfType(params.type);
    const { changed, refused } = await serviceOf(db, model).patchMany({
      ids,
      values: { isPublished: params.publish },
      actor,
      action: params.publish ? 'publish' : 'unpublish',
      tx,
    });
    const settled = new Set([...changed, ...refused.map((r) => r.id)]);
    const rest = ids.filter((id) => !settled.has(id));
    const live =
      rest.length === 0
        ? []
        : await tx
            .select({ id: sql<number>`${model.id}` })
            .from(model.table)
            .where(and(sql`${model.id} = any(${intArray(rest)})`, liveCondition(model)));
    const still = new Set(live.map((row) => row.id));
    return {
      changed: changed.length,
      unchanged: still.size,
      refused: [
        ...refused.map((r) => ({ item: r.id, message: r.message })),
        ...rest
          .filter((id) => !still.has(id))
          .map((id) => ({ item: id, message: 'Moved to the trash or deleted before the job reached it' })),
      ],
    };
  },
});
