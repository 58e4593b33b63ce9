import { z } from 'zod';

/**
 * The query of `GET appmodels/generate-csv` (part 1 §7 names `modelName`): the model, and the list's own `where`
 * (JSON, as `{path}/count` takes it) and `order` ("name ASC, id ASC"), so the file holds the rows the list shows under
 * its search, filter and sort, every page of them. Without `where`, every live row; without `order`, by id. Other keys
 * are left to the server (a leftover `access_token` is refused there).
 * @example
 * `appmodels/generate-csv?modelName=Landmark&where=${encodeURIComponent(JSON.stringify({ isPublished: true }))}&order=name%20ASC`
 */
export const ZCsvExportQuery = z.looseObject({
  modelName: z.string().min(1).max(100),
  where: z.string().max(20_000).optional(),
  order: z.string().max(2_000).optional(),
});
export type TCsvExportQuery = z.infer<typeof ZCsvExportQuery>;

/** The response header holding how many rows the export will send, for the console's progress bar. */
export const CSV_TOTAL_HEADER = 'x-total-count';

/**
 * Above this many rows the console exports a list as a job (`POST /exports`) instead of streaming it: the request
 * returns at once, the job shows its progress, and its file is kept a day behind a download link (docs/decisions.md).
 * Below it the synchronous `generate-csv` answers within about a second even on the embedded database.
 */
export const EXPORT_AS_JOB_ROWS = 5_000;
