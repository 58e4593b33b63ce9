import { badRequest } from '../lib/http-error';
import type { TModel } from './model';

/** Looks models up by LoopBack model name or REST path, ignoring case. */
export class ModelRegistry {
  private readonly byKey = new Map<string, TModel>();
  constructor(readonly models: readonly TModel[]) {
    for (const model of models) {
      this.byKey.set(model.resource.model.toLowerCase(), model);
      this.byKey.set(model.resource.path.toLowerCase(), model);
    }
  }
  find(name: string): TModel | undefined {
    return this.byKey.get(name.toLowerCase());
  }
  require(name: string, path = 'modelName'): TModel {
    const model = this.find(name);
    if (!model) throw badRequest(`${path}: unknown model "${name}"; use one of ${this.models.map((m) => m.resource.model).join(', ')}`);
    return model;
  }
}
