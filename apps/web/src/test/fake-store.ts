import { calls } from '@mise/contracts/calls';
import type { TCall } from '@mise/contracts/common/call';
import type { TResourceDef } from '@mise/contracts/common/resource';
import { RESOURCES } from '@mise/contracts/resource-lookup';
import { isCall } from './fake-routes';

/** A stored row in the server's form (dates as Date); every row has its id. */
export type TFakeRow = { id: number } & Record<string, unknown>;
/** The stores the fake keeps, by the table of calls' key: every generic resource, and the settings. */
export type TFakeStoreName = keyof typeof RESOURCES | 'setting';
export type TFakeData = Partial<Record<TFakeStoreName, TFakeRow[]>>;

type TStoreOp = 'list' | 'count' | 'item' | 'create' | 'patch' | 'delete' | 'publish' | 'related' | 'relatedCount';
/** Which store a call reads or writes, and how. */
export type TStoreCall = { store: TFakeStoreName; op: TStoreOp };

const OPS = ['list', 'count', 'item', 'create', 'patch', 'delete', 'publish'] as const;

/**
 * The calls the store answers, found by their place in the table (`calls.city.list`, `calls.setting.patch`,
 * `calls.city.relations.related`), so an area's own version of a call (a tag category's create) is served the same way.
 */
function storeCallsOf(): ReadonlyMap<TCall, TStoreCall> {
  const found = new Map<TCall, TStoreCall>();
  const names = [...(Object.keys(RESOURCES) as (keyof typeof RESOURCES)[]), 'setting' as const];
  for (const store of names) {
    const group: Record<string, unknown> = calls[store];
    for (const op of OPS) {
      const call = group[op];
      if (isCall(call)) found.set(call, { store, op });
    }
    const relations = group.relations;
    if (typeof relations === 'object' && relations !== null) {
      if ('related' in relations && isCall(relations.related)) found.set(relations.related, { store, op: 'related' });
      if ('relatedCount' in relations && isCall(relations.relatedCount))
        found.set(relations.relatedCount, { store, op: 'relatedCount' });
    }
  }
  return found;
}

export const STORE_CALLS = storeCallsOf();

/** The resource a store holds (settings are no generic resource). */
export const resourceOf = (store: TFakeStoreName): TResourceDef | undefined =>
  store === 'setting' ? undefined : RESOURCES[store];

/** A LoopBack `where` the fake can read: plain equalities, joined by `and`. Anything else it refuses to guess. */
export function matchesWhere(row: TFakeRow, where: Record<string, unknown>): boolean | string {
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' && Array.isArray(value)) {
      for (const part of value) {
        const matched = matchesWhere(row, part as Record<string, unknown>);
        if (matched !== true) return matched;
      }
      continue;
    }
    if (value !== null && typeof value === 'object') return `the fake reads no operator in where.${key}`;
    if (row[key] !== value) return false;
  }
  return true;
}

/** The store's rows matching `where`, or why the fake cannot tell. */
export function rowsWhere(rows: readonly TFakeRow[], where: Record<string, unknown> | undefined): TFakeRow[] | string {
  if (!where) return [...rows];
  const kept: TFakeRow[] = [];
  for (const row of rows) {
    const matched = matchesWhere(row, where);
    if (typeof matched === 'string') return matched;
    if (matched) kept.push(row);
  }
  return kept;
}

/** What a write stamps on a row whose record keeps `created` / `updated`, as the server does. */
export function stamped(store: TFakeStoreName, fields: readonly ('created' | 'updated')[]): Record<string, Date> {
  const shape = store === 'setting' ? calls.setting.item.answer.shape : RESOURCES[store].record.shape;
  const now = new Date();
  return Object.fromEntries(fields.filter((field) => field in shape).map((field) => [field, now]));
}
