import type { FastifyInstance } from 'fastify';
import { exportCalls } from '@mise/contracts/common/export-calls';
import type { ModelRegistry } from '../crud/registry';
import { serve } from '../crud/serve';
import { startCsvExport } from './csv-export-job';
import { readJob } from './job-rows';

/** `POST /exports`: a list's CSV export as a job, answered at once with the queued job (staff only, as every route). */
export async function exportRoutes(app: FastifyInstance, opts: { registry: ModelRegistry }) {
  serve(app, exportCalls.start, async (req) => {
    const model = opts.registry.require(req.body.modelName);
    const id = await startCsvExport(app, { model, query: req.body, actor: req.staff, origin: req.body.origin });
    return readJob(app.db, id);
  });
}
