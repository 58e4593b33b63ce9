import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nearOrder, textFound, typoTolerant } from '../search/name-search';
import type { TField, TModelFields } from './fields';
import type { TWhere } from './filter';

type TObject = Record<string, unknown>;
const isObject = (v: unknown): v is TObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const searchText = (condition: unknown) => (isObject(condition) && typeof condition.search === 'string' ? condition.search.trim() : undefined);
const keyOf = (field: string, text: string) => JSON.stringify([field, text]);

/** Every `field: {search: text}` of a where, at any depth; `top` when it is the list's own (at the top or in a top-level `and`). */
function searchTests(where: unknown, top = true, found: { field: string; text: string; top: boolean }[] = []) {
  if (!isObject(where)) return found;
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      for (const inner of value) searchTests(inner, top && key === 'and', found);
      continue;
    }
    const text = searchText(value);
    if (text) found.push({ field: key, text, top });
  }
  return found;
}

/** The where with the misspelt searches' `search` turned into `near`. */
function rewrite(where: unknown, misspelt: ReadonlySet<string>): unknown {
  if (!isObject(where)) return where;
  return Object.fromEntries(
    Object.entries(where).map(([key, value]) => {
      if ((key === 'and' || key === 'or') && Array.isArray(value)) return [key, value.map((inner) => rewrite(inner, misspelt))];
      const text = searchText(value);
      if (!text || !misspelt.has(keyOf(key, text))) return [key, value];
      const { search: _typed, ...rest } = value as TObject;
      return [key, { ...rest, near: text }];
    }),
  );
}

/**
 * The where with each misspelt search (no live name contains its text, see search/name-search.ts) turned into a `near`
 * test, and the order its near matches take (closest first) when the search is the list's own. One `exists` probe per
 * distinct text of a typo-tolerant field; anything else is left for compileWhere to check as usual.
 * @example
 * await planSearch(db, fields, { name: { search: 'Cervejaira' } }) // { where: { name: { near: 'Cervejaira' } }, order: [similarity(name, …) desc] }
 */
export async function planSearch(db: Db, fields: TModelFields, where: TWhere | undefined): Promise<{ where: TWhere | undefined; order: SQL[] }> {
  const tolerant = (name: string): TField | undefined => {
    const field = fields.all.get(name);
    return field && fields.filterable.has(name) && field.kind === 'string' && typoTolerant(field.column) ? field : undefined;
  };
  const tests = searchTests(where).filter((t) => tolerant(t.field));
  const misspelt = new Set<string>();
  for (const key of new Set(tests.map((t) => keyOf(t.field, t.text)))) {
    const [field, text] = JSON.parse(key) as [string, string];
    if (!(await textFound(db, (tolerant(field) as TField).column, text))) misspelt.add(key);
  }
  if (misspelt.size === 0) return { where, order: [] };
  const order = tests.filter((t) => t.top && misspelt.has(keyOf(t.field, t.text))).map((t) => nearOrder((tolerant(t.field) as TField).column, t.text));
  return { where: rewrite(where, misspelt) as TWhere, order: order.slice(0, 1) };
}
