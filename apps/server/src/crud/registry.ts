import { getTableName } from 'drizzle-orm';
import type { TUniqueWording } from '../db/unique-conflict';
import { badRequest } from '../lib/http-error';
import type { TModel, TRelation } from './model';
import { modelProblems } from './model-check';
import { ownedOf } from '@mise/contracts/resource-lookup';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A child model's to-one relation as an owned type, when this server serves the child. */
function ownedHere(child: TModel | undefined, relation: string): TOwnedModel[] {
  const rel = child?.relations?.[relation];
  if (!child || rel?.kind !== 'belongsTo') return [];
  return [{ model: child, key: rel.localKey }];
}

/** Each relation's target model, as the registry that served it resolved its `target` name. */
const targets = new WeakMap<TRelation, TModel>();
/** The records a model's rows own (contracts' `ownedOf`), as the registry resolved them: each child model and its key. */
const owners = new WeakMap<TModel, TOwnedModel[]>();

/** Every served model by its table, as the registries built resolved them. */
const byTable = new Map<string, TModel>();

/**
 * The served model of a table, whichever model links to it (a tag's history names the places that link it).
 * @example
 * modelOfTable('establishments') // placeModel
 */
export const modelOfTable = (table: string): TModel | undefined => byTable.get(table);

/** A type a record owns: its model and the column that names the owner (a place's `destination_id`). */
export type TOwnedModel = { model: TModel; key: AnyPgColumn };

/**
 * The types a model's records own (a city's places, landmarks, explore lists, eatineraries), for a delete that trashes
 * them with it and a restore that brings them back.
 * @example
 * ownedModels(cityModel).map((o) => o.model.resource.model) // ['Establishment', 'Landmark', 'List', 'Eateries']
 */
export function ownedModels(model: TModel): TOwnedModel[] {
  return owners.get(model) ?? [];
}

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
      byTable.set(getTableName(model.table), model);
      owners.set(
        model,
        ownedOf(model.resource).flatMap((o) => ownedHere(byName.get(o.resource.model), o.relation)),
      );
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
