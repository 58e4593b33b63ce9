import { type SQL, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TModel } from './model';
import { ruleCondition } from '../completeness/rule-where';

export type TFieldKind = 'number' | 'string' | 'boolean' | 'date' | 'json' | 'array';
export type TField = { name: string; column: AnyPgColumn; kind: TFieldKind };
export type TModelFields = {
  /** Every answerable column, by API name (hidden ones left out). */
  all: Map<string, TField>;
  filterable: Set<string>;
  sortable: Set<string>;
  /** The model's virtualWhere keys. */
  virtual: ReadonlyMap<string, (value: unknown, path: string) => SQL>;
  /** `order` names standing for a sortable field (TModel.orderAliases). */
  orderAliases: ReadonlyMap<string, string>;
};

const cache = new WeakMap<TModel, TModelFields>();

/** `rule`, for a type with completeness rules (issue 34): filters by the rules the contracts declare. */
function ruleEntry(model: TModel): [string, (value: unknown, path: string) => SQL][] {
  const condition = ruleCondition(model);
  return condition ? [['rule', condition]] : [];
}

function kindOf(column: AnyPgColumn): TFieldKind {
  switch (column.dataType) {
    case 'number':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'json':
      return 'json';
    case 'array':
      return 'array';
    default:
      return 'string';
  }
}

/** The fields a model answers and accepts in filters, computed once per model. */
export function modelFields(model: TModel): TModelFields {
  const known = cache.get(model);
  if (known) return known;
  const hidden = new Set(model.hidden ?? []);
  const all = new Map<string, TField>();
  for (const [name, column] of Object.entries(getTableColumns(model.table))) {
    if (hidden.has(name)) continue;
    all.set(name, { name, column: column as AnyPgColumn, kind: kindOf(column as AnyPgColumn) });
  }
  const declared = (names: readonly string[] | undefined) =>
    new Set((names ?? []).filter((n) => all.has(n) && !hidden.has(n)));
  const filterable = declared(model.resource.filterable);
  const sortable = declared(model.resource.sortable);
  // id, created, updated and (where present) deleted are always usable: the kit pages, sorts and restores by them.
  for (const name of ['id', 'created', 'updated', 'deleted']) {
    if (all.has(name)) {
      filterable.add(name);
      if (name !== 'deleted') sortable.add(name);
    }
  }
  const orderAliases = new Map(Object.entries(model.orderAliases ?? {}).filter(([, target]) => sortable.has(target)));
  const fields = {
    all,
    filterable,
    sortable,
    virtual: new Map([...Object.entries(model.virtualWhere ?? {}), ...ruleEntry(model)]),
    orderAliases,
  };
  cache.set(model, fields);
  return fields;
}
