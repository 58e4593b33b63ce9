import { getTableName } from 'drizzle-orm';
import type { TUniqueWording } from '../db/unique-conflict';
import { badRequest } from '../lib/http-error';
import type { TModel, TRelation } from './model';
import { modelProblems } from './model-check';

/** Each relation's target model, as the registry that served it resolved its `target` name. */
const targets = new WeakMap<TRelation, TModel>();

/**
 * The model a relation points at. Relations name their target (`target: 'Establishment'`); the ModelRegistry built at
 * start-up resolves every name, so this never fails for a served model.
 * @example
 * relationTarget(cityModel.relations.establishments) // placeModel
 */
export function relationTarget(relation: TRelation): TModel {
  const target = targets.get(relation);
  if (!target)
    throw new Error(`The relation to "${relation.target}" was never resolved: serve its model through a ModelRegistry`);
  return target;
}

/**
 * Looks models up by LoopBack model name or REST path, ignoring case. Building it resolves every relation's target and
 * refuses models whose declaration does not match their table (see model-check.ts), so a mistake stops start-up.
 */
export class ModelRegistry {
  private readonly byKey = new Map<string, TModel>();
  constructor(readonly models: readonly TModel[]) {
    const byName = new Map(models.map((m) => [m.resource.model, m]));
    const problems = modelProblems(models, (name) => byName.get(name));
    if (problems.length > 0)
      throw new Error(`These models do not match their tables or contracts:\n- ${problems.join('\n- ')}`);
    for (const model of models) {
      this.byKey.set(model.resource.model.toLowerCase(), model);
      this.byKey.set(model.resource.path.toLowerCase(), model);
      for (const relation of Object.values(model.relations ?? {}))
        targets.set(relation, byName.get(relation.target) as TModel);
    }
  }
  find(name: string): TModel | undefined {
    return this.byKey.get(name.toLowerCase());
  }
  /**
   * The contracts' `uniqueMessages` by SQL table, with '{product}' replaced: what the errors plugin answers a 409 with.
   * @example
   * registry.uniqueWording('Mise')('establishments', 'placeId') // 'This place is already in Mise'
   */
  uniqueWording(productName: string): TUniqueWording {
    const byTable = new Map(
      this.models.map((m) => [getTableName(m.table), m.resource.uniqueMessages as Record<string, string> | undefined]),
    );
    return (table, field) => byTable.get(table)?.[field]?.replaceAll('{product}', productName);
  }
  require(name: string, path = 'modelName'): TModel {
    const model = this.find(name);
    if (!model)
      throw badRequest(
        `${path}: unknown model "${name}"; use one of ${this.models.map((m) => m.resource.model).join(', ')}`,
      );
    return model;
  }
}
