import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import { CSV_TOTAL_HEADER } from '@mise/contracts/common/csv-export';
import { appCalls } from '@mise/contracts/special-calls';
import { serve } from '../crud/serve';
import { expectedUpdated } from '../crud/owner-version';
import { type ModelRegistry, relationTarget } from '../crud/registry';
import { serviceOf } from '../crud/write-service';
import { badRequest } from '../lib/http-error';
import { appConstants } from './constants';
import { csvExportRows, csvFileName, csvStream } from './csv';
import { summarize } from './summary';

/** The shared `appmodels` calls of part 1 §7. */
export async function appModelRoutes(app: FastifyInstance, opts: { registry: ModelRegistry; config: TConfig }) {
  const { registry, config } = opts;

  serve(app, appCalls.summary, async () => summarize(app.db, registry.models));
  serve(app, appCalls.constants, async () => appConstants(config));
  serve(app, appCalls.relations, async (req) => {
    const { firstModel, secondModel, id, newIds } = req.body;
    const expected = expectedUpdated(req.body, req.headers['if-match']);
    const model = registry.require(firstModel, 'firstModel');
    const target = registry.require(secondModel, 'secondModel');
    const matches = Object.entries(model.relations ?? {}).filter(
      ([, rel]) => relationTarget(rel) === target && rel.kind !== 'belongsTo',
    );
    if (matches.length !== 1) {
      throw badRequest(
        `secondModel: ${model.resource.model} has ${matches.length === 0 ? 'no' : 'more than one'} list of ${target.resource.model}`,
      );
    }
    const [name, relation] = matches[0];
    // Answers { ids, updated }: the row's new `updated`, for the client's next change.
    return serviceOf(app.db, model).relate({
      name,
      relation,
      parentId: id,
      newIds,
      actor: req.staff,
      expectedUpdated: expected,
    });
  });

  serve(app, appCalls.generateCsv, async (req, reply) => {
    const model = registry.require(req.query.modelName);
    // The list's own where and order, read and checked as the list's are (limits included), before anything is sent.
    const { rows, count } = await csvExportRows(app.db, model, req.query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${csvFileName(model)}"`);
    // The rows coming, counted as the list counts them: the console shows the download's progress against it.
    reply.header(CSV_TOTAL_HEADER, String(await count()));
    return reply.send(csvStream(app.database, model, rows));
  });
}
