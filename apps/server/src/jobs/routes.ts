import type { FastifyInstance } from 'fastify';
import { jobCalls } from '@mise/contracts/common/job-calls';
import { serve } from '../crud/serve';
import { badRequest } from '../lib/http-error';
import { bulkTitle, previewBulkEdit } from './bulk-edit';
import { downloadableJobFile, readJobFile } from './job-files';
import { listJobs, readJob } from './job-rows';

/** The Jobs screen's calls, and the bulk edits that start jobs. */
export async function jobRoutes(app: FastifyInstance) {
  serve(app, jobCalls.list, async (req) => listJobs(app.db, req.query, req.staff!.id));
  serve(app, jobCalls.get, async (req) => readJob(app.db, req.params.id));
  serve(app, jobCalls.cancel, async (req) => {
    await app.jobs.cancel(req.params.id);
    return readJob(app.db, req.params.id);
  });
  serve(app, jobCalls.file, async (req, reply) => {
    const file = await downloadableJobFile(app.db, req.params.id);
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', `attachment; filename="${file.name.replaceAll('"', '')}"`);
    return reply.send(readJobFile(app.db, file.id));
  });
  serve(app, jobCalls.bulkPreview, async (req) =>
    previewBulkEdit(app.db, { type: req.params.type, change: req.body.change, ...selection(req.body) }),
  );
  serve(app, jobCalls.bulkStart, async (req) => {
    const params = { type: req.params.type, change: req.body.change, ...selection(req.body) };
    // The count in the title is the one the preview showed; the job itself reads its records when it starts.
    const preview = await previewBulkEdit(app.db, params);
    if (preview.matching === 0) throw badRequest('No record matches this selection');
    const id = await app.jobs.launch({
      kind: 'bulk-edit',
      title: bulkTitle(params.type, params.change, preview.matching),
      params,
      actor: req.staff,
      origin: req.body.origin,
    });
    return readJob(app.db, id);
  });
}

const selection = (body: { ids?: number[]; where?: Record<string, unknown> }) =>
  body.ids ? { ids: body.ids } : { where: body.where ?? {} };
