import type { FastifyInstance } from 'fastify';
import { and, getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TCsvExportQuery } from '@mise/contracts/common/csv-export';
import { typeOfModel } from '@mise/contracts/registry';
import { csvExportIds, csvExportRows, csvFileName, csvHeader, csvLines } from '../appmodels/csv';
import type { TLedgerNames } from '../changes/ledger-names';
import type { TActor } from '../crud/activity';
import type { TModel } from '../crud/model';
import { intArray } from '../crud/rows';
import { liveCondition } from '../crud/soft-delete';
import type { Db } from '../db/client';
import { attachJobFile, createJobFile, writeJobText } from './job-files';
import { defineJobKind, inChunks } from './kind';

/**
 * Rows one chunk of an export writes in one transaction. Measured on PGlite (20 000 places): a chunk of 5 000 holds the
 * embedded database's one connection for about a tenth of a second, and bigger chunks gained nothing (docs/decisions.md).
 */
export const EXPORT_CHUNK_ROWS = 5_000;

/** An export job's parameters: the model's table, the list's `where` and `order` as sent, and the file it writes. */
export const ZCsvExportParams = z.object({
  table: z.string().min(1),
  where: z.string().optional(),
  order: z.string().optional(),
  file: z.number().int(),
});
export type TCsvExportParams = z.output<typeof ZCsvExportParams>;

/** Those of `ids` no longer live (deleted or trashed after the export read them): left out of the file, and said so. */
async function goneSince(tx: Db, model: TModel, ids: number[]) {
  const live = await tx
    .select({ id: sql<number>`${model.id}` })
    .from(model.table)
    .where(and(sql`${model.id} = any(${intArray(ids)})`, liveCondition(model)));
  const kept = new Set(live.map((row) => row.id));
  return ids
    .filter((id) => !kept.has(id))
    .map((id) => ({ item: id, message: 'Moved to the trash or deleted before the export reached it' }));
}

/**
 * A CSV export as a job (issue 33 point 4): the plan reads the ids of the list's rows in its order, once, and each chunk
 * writes its rows' lines to its own section of the file (section n + 1; the header is section 0, written when the export
 * starts), so chunks done by any server in any order read back as one file in the list's order. Nothing is changed,
 * so the job is never undone; rows gone since the plan are reported among the refused. `chunkRows`: tests and the
 * benchmark try other sizes.
 */
export function csvExportKind(names: TLedgerNames, chunkRows = EXPORT_CHUNK_ROWS) {
  const modelOf = (params: TCsvExportParams): TModel => {
    const model = names.modelOf(params.table);
    if (!model) throw new Error(`No model serves the table ${params.table}`);
    return model;
  };
  return defineJobKind<TCsvExportParams, number>({
    kind: 'csv-export',
    params: ZCsvExportParams,
    plan: async (db, params) => {
      const model = modelOf(params);
      const { rows } = await csvExportRows(db, model, params);
      return inChunks(await csvExportIds(db, model, rows), chunkRows);
    },
    runChunk: async ({ tx, params, chunk }, ids) => {
      const model = modelOf(params);
      const { text, written } = await csvLines(tx, model, ids);
      await writeJobText(tx, { fileId: params.file, section: chunk + 1 }, text);
      return { changed: 0, unchanged: written, refused: written === ids.length ? [] : await goneSince(tx, model, ids) };
    },
  });
}

/** 'Export 12,000 places as CSV' (a model that is no content type: 'Export 12,000 Quote rows as CSV'). */
function exportTitle(model: TModel, count: number): string {
  const type = typeOfModel(model.resource.model);
  const noun = type
    ? (count === 1 ? type.label : (type.menu?.label ?? `${type.label}s`)).toLowerCase()
    : `${model.resource.model} ${count === 1 ? 'row' : 'rows'}`;
  return `Export ${count.toLocaleString('en-US')} ${noun} as CSV`;
}

/**
 * Starts an export job and answers its id at once: the query is checked as `generate-csv` checks it (a bad one is a
 * 400 before any file or job), the file is made with its header line, and the job, whose `result.file` is that file,
 * writes the rows.
 * @example
 * const id = await startCsvExport(app, { model: placeModel, query: { where: '{"isPublished":true}' }, actor: req.staff });
 */
export async function startCsvExport(
  app: FastifyInstance,
  start: { model: TModel; query: Pick<TCsvExportQuery, 'where' | 'order'>; actor: TActor; origin?: string },
): Promise<number> {
  const { model, query, actor } = start;
  const { count } = await csvExportRows(app.db, model, query);
  const rows = await count();
  const file = await createJobFile(app.db, {
    name: csvFileName(model),
    contentType: 'text/csv; charset=utf-8',
    createdBy: actor?.id ?? null,
  });
  await writeJobText(app.db, { fileId: file, section: 0 }, csvHeader(model));
  const id = await app.jobs.launch({
    kind: 'csv-export',
    title: exportTitle(model, rows),
    params: { table: getTableName(model.table), where: query.where, order: query.order, file },
    actor,
    origin: start.origin,
    result: { file },
  });
  await attachJobFile(app.db, file, id);
  return id;
}
