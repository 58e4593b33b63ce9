import { getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TCall } from '@mise/contracts/common/call';
import { badRequest } from '../lib/http-error';
import type { TModel } from './model';
import { relationTarget } from './registry';
import { serve } from './serve';
import { requireById } from './write';
import { serviceOf } from './write-service';

/** The target's field (its contract's name) that a hasMany relation's foreign key column is. */
function foreignKeyField(target: TModel, column: unknown): string {
  const entry = Object.entries(getTableColumns(target.table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${target.resource.model}: the relation's foreign key is no column of its table`);
  return entry[0];
}

/**
 * `POST {path}/{id}/{relation}` for each hasMany relation the contract declares `createdVia` (LoopBack's create through a relation,
 * part 2 §7 "POST to a city's landmarks"): the target's create body, whose foreign key comes from the path (the body may
 * repeat it, not contradict it); the owner must exist. Answers the new row as `POST {target path}` does.
 * @example
 * registerRelationCreates(app, { model: cityModel, calls: genericCallsOf(cityResource).createThrough })
 */
export function registerRelationCreates(
  app: FastifyInstance,
  { model, calls }: { model: TModel; calls: Readonly<Record<string, TCall>> },
) {
  const created = Object.entries(model.resource.relations ?? {}).flatMap(([name, decl]) =>
    'derived' in decl || !decl.createdVia ? [] : [{ name, key: decl.createdVia }],
  );
  for (const { name, key } of created) {
    const relation = model.relations?.[name];
    const call = calls[name];
    if (relation?.kind !== 'hasMany' || !call)
      throw new Error(`${model.resource.model}.${name}: created through it, but it is no hasMany relation with a call`);
    const target = relationTarget(relation);
    if (foreignKeyField(target, relation.foreignKey) !== key)
      throw new Error(`${model.resource.model}.${name}: createdVia names ${key}, not the relation's foreign key`);
    serve(app, call, async (req) => {
      const { id: parentId } = req.params as { id: number };
      const values = req.body as Record<string, unknown>;
      if (values[key] !== undefined && values[key] !== parentId) {
        throw badRequest(
          `${key}: the path names ${model.resource.model} ${parentId} and the body ${String(values[key])}; send the same id or leave it out`,
        );
      }
      await requireById(app.db, model, parentId);
      const row = await serviceOf(app.db, target).create({ values: { ...values, [key]: parentId }, actor: req.staff });
      return target.present ? (await target.present(app.db, [row]))[0] : row;
    });
  }
}
