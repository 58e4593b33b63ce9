import { z } from 'zod';
import { defineCall } from './call';
import { zId } from './fields';
import { ZJob } from './job-calls';
import type { TContentTypeName } from '../registry';

/** The types staff load from a spreadsheet (issue 33 point 3). */
export const IMPORT_TYPES = [
  'place',
  'dish',
  'cuisine',
  'landmark',
  'tag',
  'user',
] as const satisfies readonly TContentTypeName[];
export type TImportType = (typeof IMPORT_TYPES)[number];

/** The largest file an import takes. */
export const IMPORT_LIMIT_BYTES = 100 * 1024 * 1024;

export const ZImportParams = z.object({ type: z.enum(IMPORT_TYPES) });

export const ZImportUpload = z.object({
  file: z.number().int().describe('The stored upload: send it back with the mapping to check or import it'),
  name: z.string(),
  columns: z.array(z.string()).describe("The file's header line, cell by cell"),
  fields: z
    .array(z.string())
    .describe('The fields a column may fill: `id` (to update that record) and those of the form'),
  mapping: z
    .array(z.string().nullable())
    .describe(
      'For each column, the field of the same name (case and spaces aside), or null: the mapping step starts here',
    ),
});
export type TImportUpload = z.output<typeof ZImportUpload>;

export const ZImportStart = z.object({
  file: zId,
  mapping: z
    .array(z.string().max(60).nullable())
    .min(1)
    .max(200)
    .describe("For each of the file's columns, in order, the field it fills, or null to leave it out"),
  dryRun: z.boolean().describe('Check every row and report, writing nothing'),
  origin: z.string().max(500).optional(),
});

/**
 * What an import's or a dry run's job holds in `result` as it goes: the rows it created and updated (would, in a dry
 * run), and its report of refused rows (a CSV of line, column and reason) once it has any.
 */
export const ZImportResult = z.object({
  created: z.number().int().optional(),
  updated: z.number().int().optional(),
  report: z.number().int().optional().describe('The file of refused rows: GET /jobs/files/{report}'),
  dryRun: z.boolean().optional(),
});

export const importCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/imports/:type/file',
    tag: 'jobs',
    params: ZImportParams,
    // multipart/form-data with one CSV file (UTF-8, a header line first), read as it streams, not through a schema.
    answer: ZImportUpload,
  }),
  start: defineCall({
    method: 'POST',
    path: '/imports/:type',
    tag: 'jobs',
    params: ZImportParams,
    body: ZImportStart,
    answer: ZJob,
  }),
};
