import { type SQL, and } from 'drizzle-orm';
import {
  decideSearch,
  exactFirst,
  nearOrder,
  searchIdsIn,
  type TSearchDecision,
  type TSearchReader,
  typoTolerant,
} from '../search/name-search';
import type { TField, TModelFields } from './fields';
import type { TWhere } from './filter';

type TObject = Record<string, unknown>;
const isObject = (v: unknown): v is TObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const searchText = (condition: unknown) =>
  isObject(condition) && typeof condition.search === 'string' ? condition.search.trim() : undefined;
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

/** Each search test's decision, by keyOf. */
type TDecided = ReadonlyMap<string, TSearchDecision>;

/**
 * The where without the searches planSearch answers otherwise: the list's own (`top`) with ids are tested by its `extra`
 * instead; a misspelt one inside an `or` becomes the `near` operator, which finds the same rows within the statement.
 */
function rewrite(where: unknown, decided: TDecided, top = true): unknown {
  if (!isObject(where)) return where;
  const out: TObject = {};
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      out[key] = value.map((inner) => rewrite(inner, decided, top && key === 'and'));
      continue;
    }
    const text = searchText(value);
    const decision = text ? decided.get(keyOf(key, text)) : undefined;
    if (!text || !decision || (top ? !decision.ids : decision.found)) {
      out[key] = value;
      continue;
    }
    const { search: _typed, ...rest } = value as TObject;
    if (!top) out[key] = { ...rest, near: text };
    else if (Object.keys(rest).length > 0) out[key] = rest;
  }
  return out;
}

/**
 * The where with the list's own searches answered by the rows they stand for (see search/name-search.ts decideSearch):
 * the names containing the text when few, or a misspelt text's near matches, closest first. Those tests become `extra`
 * (the ids, worked out once for a page and its count); a misspelt search inside an `or` becomes the `near` operator.
 * One decision per distinct text of a typo-tolerant field; anything else is left for compileWhere to check as usual.
 * `onlyIds`: the where was that one search and nothing else, so its ids are the count.
 * @example
 * await planSearch({ db }, fields, { name: { search: 'Cervejaira' } }) // { where: {}, extra: id = any(…), order: [similarity(name, …) desc], onlyIds: 2 }
 */
export async function planSearch(
  reader: TSearchReader,
  fields: TModelFields,
  where: TWhere | undefined,
): Promise<{ where: TWhere | undefined; order: SQL[]; extra?: SQL; onlyIds?: number }> {
  const tolerant = (name: string): TField | undefined => {
    const field = fields.all.get(name);
    return field && fields.filterable.has(name) && field.kind === 'string' && typoTolerant(field.column)
      ? field
      : undefined;
  };
  // The ids are of live rows: a where that asks for deleted ones (listCondition) keeps its searches in the statement.
  const live = !(isObject(where) && 'deleted' in where);
  const tests = searchTests(where, live).filter((t) => tolerant(t.field));
  const decided = new Map<string, TSearchDecision>();
  for (const key of new Set(tests.map((t) => keyOf(t.field, t.text)))) {
    const [field, text] = JSON.parse(key) as [string, string];
    decided.set(key, await decideSearch(reader, (tolerant(field) as TField).column, text));
  }
  const decision = (t: { field: string; text: string }) => decided.get(keyOf(t.field, t.text)) as TSearchDecision;
  const own = tests.filter((t) => t.top && decision(t).ids);
  const nested = tests.some((t) => !t.top && !decision(t).found);
  if (own.length === 0 && !nested) return { where, order: [] };
  const column = (t: { field: string }) => (tolerant(t.field) as TField).column;
  // A misspelt search puts its closest names first; a found one the name that is the text, then those starting with it.
  const order = own
    .slice(0, 1)
    .map((t) => (decision(t).found ? exactFirst(column(t), t.text) : nearOrder(column(t), t.text)));
  const conditions = own.map((t) => searchIdsIn(column(t), decision(t).ids ?? []));
  const rest = rewrite(where, decided, live) as TWhere;
  const onlyIds = own.length === 1 && Object.keys(rest).length === 0 ? decision(own[0]).ids?.length : undefined;
  return { where: rest, order, extra: conditions.length > 0 ? and(...conditions) : undefined, onlyIds };
}
