import { z } from 'zod';
import { defineCall } from './call';
import { ZCsvExportQuery } from './csv-export';
import { ZJob } from './job-calls';

/**
 * What an export job is asked for: the same model, `where` and `order` as `generate-csv`'s query (JSON text and
 * "name ASC, id ASC"), so the file holds the rows of the list's search, filter and sort.
 */
export const ZCsvExportJob = z.strictObject({
  ...ZCsvExportQuery.shape,
  origin: z.string().max(500).optional().describe('The console path the export is started from'),
});
export type TCsvExportJob = z.input<typeof ZCsvExportJob>;

/** A CSV export run as a job (issue 33 point 4); its file is the job's `result.file`, at `GET /jobs/files/:id`. */
export const exportCalls = {
  start: defineCall({
    method: 'POST',
    path: '/exports',
    tag: 'jobs',
    body: ZCsvExportJob,
    answer: ZJob,
  }),
};
