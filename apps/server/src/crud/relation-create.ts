import { getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@mise/contracts/common/fields';
import { badRequest } from '../lib/http-error';
import { answerSchemas, documentedOnly } from './answer-schemas';
import type { TModel } from './model';
import { relationTarget } from './registry';
import { createRow, requireById } from './write';

const ZIdParams = z.object({ id: zId });

/** The target's field (its contract's name) that a hasMany relation's foreign key column is. */
function foreignKeyField(target: TModel, column: unknown): string {
  const entry = Object.entries(getTableColumns(target.table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${target.resource.model}: the relation's foreign key is no column of its table`);
  return entry[0];
}

/**
 * `POST {path}/{id}/{relation}` for each hasMany relation declared `creatable` (LoopBack's create through a relation,
 * part 2 §7 "POST to a city's landmarks"): the target's create body, whose foreign key comes from the path (the body may
 * repeat it, not contradict it); the owner must exist. Answers the new row as `POST {target path}` does.
 * @example
 * registerRelationCreates(app, cityModel) // POST /destinations/:id/landmarks
 */
export function registerRelationCreates(app: FastifyInstance, model: TModel) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, relation] of Object.entries(model.relations ?? {})) {
    if (relation.kind !== 'hasMany' || !relation.creatable) continue;
    const target = relationTarget(relation);
    const key = foreignKeyField(target, relation.foreignKey);
    const create = target.resource.create as z.ZodObject;
    const own = create.shape[key] as z.ZodType | undefined;
    const body = own ? create.extend({ [key]: own.optional() }) : create;
    r.post(
      `/${model.resource.path}/:id/${name}`,
      {
        ...documentedOnly,
        schema: { tags: [model.resource.model], params: ZIdParams, body, response: { 200: answerSchemas(target).row } },
      },
      async (req) => {
        const parentId = req.params.id;
        const values = req.body as Record<string, unknown>;
        if (values[key] !== undefined && values[key] !== parentId) {
          throw badRequest(
            `${key}: the path names ${model.resource.model} ${parentId} and the body ${String(values[key])}; send the same id or leave it out`,
          );
        }
        await requireById(app.db, model, parentId);
        const row = await createRow(app.db, {
          model: target,
          values: { ...values, [key]: parentId },
          actor: req.staff,
        });
        return target.present ? (await target.present(app.db, [row]))[0] : row;
      },
    );
  }
}
