import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TResourceTraits } from '@mise/contracts/common/resource';
import type { TModel, TRelation } from './model';

/** The columns each trait promises (contracts/common/resource.ts). */
const TRAIT_COLUMNS: Record<keyof TResourceTraits, readonly string[]> = {
  publish: ['isPublished'],
  softDelete: ['deleted'],
  editorial: ['notes', 'newlyAdded', 'recentlyUpdated'],
  pictures: ['_pictures'],
};

const hasColumn = (table: PgTable, column: unknown) => Object.values(getTableColumns(table)).includes(column as never);

/** Where each of a relation's columns must live: on this model's table, the target's, or the join table. */
function relationProblems({
  model,
  name,
  relation,
  target,
}: {
  model: TModel;
  name: string;
  relation: TRelation;
  target?: TModel;
}): string[] {
  const at = `${model.resource.model}.relations.${name}`;
  if (!target) return [`${at}: target "${relation.target}" is no model's name`];
  const misplaced = (what: string, table: PgTable, column: unknown) =>
    hasColumn(table, column) ? [] : [`${at}: ${what} is not a column of its table`];
  if (relation.kind === 'belongsTo') return misplaced('localKey', model.table, relation.localKey);
  if (relation.kind === 'hasMany') {
    return [
      ...misplaced('foreignKey', target.table, relation.foreignKey),
      ...(relation.orderBy ? misplaced('orderBy', target.table, relation.orderBy) : []),
    ];
  }
  return [
    ...misplaced('sourceKey', relation.through, relation.sourceKey),
    ...misplaced('targetKey', relation.through, relation.targetKey),
    ...(relation.orderBy ? misplaced('orderBy', relation.through, relation.orderBy) : []),
  ];
}

/** What is wrong with one model's declaration against its table and contract, one message per mismatch. */
function problemsOf(model: TModel, resolve: (name: string) => TModel | undefined): string[] {
  const { resource } = model;
  const name = resource.model;
  const columns = new Set(Object.keys(getTableColumns(model.table)));
  const hidden = new Set(model.hidden ?? []);
  const computed = new Set(model.computed ?? []);
  const relations = model.relations ?? {};
  const problems: string[] = [];
  for (const field of Object.keys(resource.record.shape)) {
    if (!columns.has(field) && !computed.has(field))
      problems.push(
        `${name}.${field}: the record has it but the table has no such column (declare it in computed if present() adds it)`,
      );
  }
  for (const [trait, needed] of Object.entries(TRAIT_COLUMNS)) {
    if (!resource.traits[trait as keyof TResourceTraits]) continue;
    for (const field of needed)
      if (!columns.has(field)) problems.push(`${name}.${field}: the ${trait} trait needs this column`);
  }
  for (const list of ['filterable', 'sortable', 'searchable'] as const) {
    for (const field of resource[list] ?? []) {
      if (!columns.has(field) || hidden.has(field))
        problems.push(`${name}.${field}: ${list} names it but it is no answered column`);
    }
  }
  for (const field of hidden)
    if (!columns.has(field)) problems.push(`${name}.${field}: hidden names it but the table has no such column`);
  const derived = model.derivedIncludes ?? {};
  const declared = resource.relations ?? {};
  for (const relation of Object.keys(declared)) {
    if (!(relation in relations) && !(relation in derived))
      problems.push(
        `${name}.${relation}: the contract's relations name it but the model has no such relation or derived include`,
      );
  }
  for (const include of Object.keys(derived)) {
    if (include in relations) problems.push(`${name}.${include}: both a relation and a derived include`);
    if (!(include in declared) || !('derived' in declared[include]))
      problems.push(`${name}.${include}: the model derives this include but the contract's relations do not name it`);
  }
  for (const [relationName, relation] of Object.entries(relations)) {
    const decl = declared[relationName];
    if (!decl || 'derived' in decl) {
      problems.push(`${name}.${relationName}: the model has this relation but the contract's relations do not name it`);
    } else if (decl.target !== relation.target || decl.many !== (relation.kind !== 'belongsTo')) {
      problems.push(`${name}.${relationName}: the contract declares it otherwise (target or one/many) than the model`);
    }
    problems.push(...relationProblems({ model, name: relationName, relation, target: resolve(relation.target) }));
  }
  for (const [field, relation] of Object.entries(model.idLists ?? {})) {
    const found = relations[relation];
    if (!found || found.kind === 'belongsTo')
      problems.push(`${name}.${field}: idLists points at "${relation}", which is no to-many relation of the model`);
  }
  return problems;
}

/**
 * Every mismatch between the models' declarations and their tables and contracts: record fields without a column,
 * traits without their columns, filter/sort/search fields that are no columns, relations the contract and the model
 * disagree on, id lists without a relation, relation targets that name no model. Empty when all is well.
 * @example
 * modelProblems([brokenModel], () => undefined) // ['Quote.isPublished: the publish trait needs this column']
 */
export function modelProblems(models: readonly TModel[], resolve: (name: string) => TModel | undefined): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const model of models) {
    if (seen.has(model.resource.model)) problems.push(`${model.resource.model}: two models have this name`);
    seen.add(model.resource.model);
    problems.push(...problemsOf(model, resolve));
  }
  return problems;
}
