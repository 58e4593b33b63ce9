import { type SQL, getTableName, sql } from 'drizzle-orm';
import { rulesOf } from '@mise/contracts/common/completeness';
import { typeOfModel } from '@mise/contracts/registry';
import { badRequest } from '../lib/http-error';
import type { TModel } from '../crud/model';
import { ruleMask } from './rule-plan';
import { plannedPerCall } from '../db/statement-cache';

/** How staff call a type's records in a message: its menu's word ('places'). */
const typeWords = (type: ReturnType<typeof typeOfModel>) =>
  type ? (type.menu?.label ?? `${type.label}s`).toLowerCase() : 'this type';

/** The rule keys a `where.rule` value names: one key, or `{ inq: [keys] }` (any of them). */
function ruleKeys(value: unknown, path: string): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0][0] === 'inq' && Array.isArray(entries[0][1]) && entries[0][1].length > 0)
      return entries[0][1].map((key) => (typeof key === 'string' ? key : JSON.stringify(key)));
    if (entries.length === 1 && entries[0][0] === 'eq' && typeof entries[0][1] === 'string') return [entries[0][1]];
  }
  throw badRequest(`${path}: a rule's key, or { "inq": [keys] }`);
}

/**
 * The mask of the rules a `where.rule` names, refusing one its type does not have.
 * @example
 * ruleWhereMask(placeModel, 'withoutPhotos', 'where.rule') // 1
 */
export function ruleWhereMask(model: TModel, value: unknown, path: string): number {
  const type = typeOfModel(model.resource.model);
  const rules = rulesOf(type?.name ?? '');
  let mask = 0;
  for (const key of ruleKeys(value, path)) {
    const bit = ruleMask(rules, key);
    if (bit === 0)
      throw badRequest(
        `${path}: "${key}" is not a rule of ${typeWords(type)}; use one of ${rules.map((r) => r.key).join(', ')}`,
      );
    mask |= bit;
  }
  return mask;
}

/**
 * `where.rule` for a type with completeness rules: its records for which any of the named rules holds, read from the
 * kept record_gaps (its GIN index for a rare rule, a primary-key probe a row for a common one: the planner's element
 * statistics choose) rather than by testing each record's columns and links.
 * @example
 * GET /establishments?filter={"where":{"rule":"withoutPhotos","destinationId":12}}
 */
export function ruleCondition(model: TModel): ((value: unknown, path: string) => SQL) | undefined {
  const type = typeOfModel(model.resource.model);
  if (!type || rulesOf(type.name).length === 0) return undefined;
  const table = getTableName(model.table);
  return (value, path) => {
    const mask = ruleWhereMask(model, value, path);
    const bits = Array.from({ length: 31 }, (_, bit) => bit).filter((bit) => (mask & (1 << bit)) !== 0);
    // Literals, not parameters: the planner folds the elements into constants and weighs them by its statistics.
    const elements = sql.raw(bits.map((bit) => `(hashtext('${table}') & 67108863) * 32 + ${bit}`).join(', '));
    // Planned with each call's values: a generic plan of a rule in a 26 000-place city sorted all its matches (210 ms)
    // where the city's name index, stopped at the page, takes 3 ms.
    return plannedPerCall(
      sql`${model.id} in (select g.id from record_gaps g where g.table_name = ${sql.raw(`'${table}'`)} and g.rules && array[${elements}])`,
    );
  };
}
