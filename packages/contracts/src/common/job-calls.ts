import { z } from 'zod';
import { defineCall } from './call';
import { zId } from './fields';
import { ZIdParams } from './resource-calls';
import { RESOURCES } from '../resource-lookup';
import { type TContentTypeName, typeOfModel } from '../registry';

/** Where a job is: waiting for a server, running its chunks, or finished one of three ways. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type TJobState = (typeof JOB_STATES)[number];
export const FINISHED_JOB_STATES: readonly TJobState[] = ['done', 'failed', 'cancelled'];

/** One record a job could not do, and why. */
export const ZJobError = z.object({ item: z.union([z.number(), z.string()]), message: z.string() });
export type TJobError = z.output<typeof ZJobError>;

const ZNamed = z.object({ id: z.number().int(), name: z.string().nullable() });

export const ZJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string().describe("What it does, as staff read it: 'Publish 300 places'"),
  state: z.enum(JOB_STATES),
  total: z.number().int().nullable().describe('Records to do; null until a server has planned the job'),
  done: z.number().int().describe('Records finished, changed or not'),
  changed: z.number().int(),
  refused: z.number().int(),
  cancelRequested: z.boolean(),
  errors: z.array(ZJobError).describe('The first 100 records refused, with the reason'),
  failure: z.string().nullable().describe('Why the job stopped as a whole, when it failed'),
  result: z.record(z.string(), z.unknown()).nullable(),
  operation: z.string().describe("The change ledger's operation of its writes (Undo reverts it)"),
  startedBy: ZNamed.nullable(),
  origin: z.string().nullable().describe('The console path it was started from'),
  undone: z.date().nullable().describe('When its whole operation was undone (Undo is then offered no more)'),
  created: z.date(),
  started: z.date().nullable(),
  finished: z.date().nullable(),
  updated: z.date(),
});
export type TJob = z.output<typeof ZJob>;

export const ZJobQuery = z.object({
  state: z.enum(['unfinished', 'finished']).optional().describe('unfinished: queued or running'),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('Only the jobs I started'),
  before: zId.optional().describe('Jobs older than this one (the last id of the previous page)'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The types a bulk edit can work on: those with generic routes and a published state or a trash (or fields to set). */
export const BULK_TYPES = Object.values(RESOURCES)
  .filter((resource) => resource.traits.publish || resource.traits.softDelete)
  .map((resource) => typeOfModel(resource.model)?.name)
  .filter((name): name is TContentTypeName => name !== undefined);

const ZBulkType = z.enum(BULK_TYPES as [TContentTypeName, ...TContentTypeName[]]);

/** Records of one of a type's to-many relations (a place's tags, cuisines or dishes; a dish's cities). */
const ZLinks = z.strictObject({
  relation: z.string().min(1).max(60),
  ids: z.array(zId).min(1).max(100),
});

/**
 * What a bulk edit does to each record: publish or unpublish it, set some of its fields (those `bulkFields` names,
 * common/bulk-fields.ts), move it to the trash, or add or remove links of one of its to-many relations.
 */
export const ZBulkChange = z.union([
  z.strictObject({ publish: z.boolean() }),
  z.strictObject({
    set: z
      .record(z.string().max(60), z.union([z.boolean(), z.number(), z.string().max(100), z.null()]))
      .refine((values) => Object.keys(values).length > 0, 'set: name at least one field'),
  }),
  z.strictObject({ trash: z.literal(true) }),
  z.strictObject({
    add: ZLinks.describe('Links each record to these (those it has already stay; nothing is replaced)'),
  }),
  z.strictObject({ remove: ZLinks.describe('Unlinks each record from these, keeping its other links') }),
]);
export type TBulkChange = z.output<typeof ZBulkChange>;

export const ZBulkEdit = z
  .object({
    ids: z.array(zId).min(1).max(10_000).optional().describe('The ticked records'),
    where: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Every record matching the list's search and filter (its `where`), instead of ids"),
    change: ZBulkChange.describe('What to do to each'),
    origin: z.string().max(500).optional().describe('The console path the edit is started from'),
  })
  .refine((edit) => (edit.ids === undefined) !== (edit.where === undefined), {
    message: 'Send either ids or where, not both',
    path: ['ids'],
  });

export const ZBulkParams = z.object({ type: ZBulkType });

export const ZBulkPreview = z.object({
  matching: z.number().int().describe('Records selected'),
  changes: z.number().int().describe('Records the edit will change'),
  unchanged: z.number().int().describe('Records that already are so'),
  refused: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  sample: z
    .array(z.object({ id: z.number().int(), name: z.string(), before: z.string(), after: z.string() }))
    .describe('A few of the records that change, before → after'),
});

export const jobCalls = {
  list: defineCall({
    method: 'GET',
    path: '/jobs',
    tag: 'jobs',
    query: ZJobQuery,
    answer: z.object({ items: z.array(ZJob).describe('Newest first') }),
  }),
  get: defineCall({ method: 'GET', path: '/jobs/:id', tag: 'jobs', params: ZIdParams, answer: ZJob }),
  cancel: defineCall({ method: 'POST', path: '/jobs/:id/cancel', tag: 'jobs', params: ZIdParams, answer: ZJob }),
  file: defineCall({
    method: 'GET',
    path: '/jobs/files/:id',
    tag: 'jobs',
    params: ZIdParams,
    answer: z.any().describe("A job's file (an export's CSV, an import's report) as an attachment; 410 after a day"),
    raw: true,
  }),
  bulkPreview: defineCall({
    method: 'POST',
    path: '/bulk/:type/preview',
    tag: 'jobs',
    params: ZBulkParams,
    body: ZBulkEdit,
    answer: ZBulkPreview,
  }),
  bulkStart: defineCall({
    method: 'POST',
    path: '/bulk/:type',
    tag: 'jobs',
    params: ZBulkParams,
    body: ZBulkEdit,
    answer: ZJob,
  }),
};
