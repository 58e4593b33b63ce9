import { getTableName } from 'drizzle-orm';
import { CONTENT_TYPES, CONTENT_TYPE_NAMES, type TContentTypeName } from '@mise/contracts/registry';
import { modelFields } from '../crud/fields';
import type { TModel } from '../crud/model';
import type { ModelRegistry } from '../crud/registry';

/** How the ledger's tables and columns read to staff and the contract: a type's name, field names both ways. */
export type TLedgerNames = {
  modelOf(table: string): TModel | undefined;
  typeOf(table: string): TContentTypeName | undefined;
  tableOf(type: TContentTypeName): string;
  fieldOf(table: string, column: string): string;
  columnOf(table: string, field: string): string | undefined;
};

/**
 * The names of every table the registry serves, worked out once.
 * @example
 * const names = ledgerNames(registry); names.fieldOf('establishments', 'city_id') // 'cityId'
 */
export function ledgerNames(registry: ModelRegistry): TLedgerNames {
  const models = new Map(registry.models.map((m) => [getTableName(m.table), m]));
  const types = new Map(CONTENT_TYPE_NAMES.map((name) => [CONTENT_TYPES[name].table as string, name]));
  const byColumn = new Map<string, Map<string, string>>();
  const fieldsOf = (table: string) => {
    const known = byColumn.get(table);
    if (known) return known;
    const model = models.get(table);
    const fields = new Map(model ? [...modelFields(model).all.values()].map((f) => [f.column.name, f.name]) : []);
    byColumn.set(table, fields);
    return fields;
  };
  return {
    modelOf: (table) => models.get(table),
    typeOf: (table) => types.get(table),
    tableOf: (type) => CONTENT_TYPES[type].table,
    fieldOf: (table, column) => fieldsOf(table).get(column) ?? column,
    columnOf: (table, field) => [...fieldsOf(table)].find(([, name]) => name === field)?.[0],
  };
}
