import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { badRequest } from '../lib/http-error';
import { checkWhereOnlyWork, checkWhereWork } from './where-limits';

/** Largest page any list answers; a bigger `limit` is lowered to it. */
export const MAX_LIMIT = 1000;
/** Deepest `skip` accepted; deeper paging is a crawl, which the CSV export serves. */
export const MAX_SKIP = 10_000_000;
const MAX_FILTER_CHARS = 20_000;

export type TWhere = Record<string, unknown>;
export type TInclude = { relation: string; scope?: TFilter };
export type TScope = { where?: TWhere; order?: string[]; limit?: number; skip?: number; fields?: string[] };
export type TFilter = TScope & { include?: TInclude[]; includeCount?: boolean };

const ZOrder = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(10)])
  .transform((o) => (Array.isArray(o) ? o : o.split(',')));
const ZFields = z
  .union([z.array(z.string().max(100)).max(200), z.record(z.string().max(100), z.boolean())])
  .transform((f) =>
    Array.isArray(f)
      ? f
      : Object.entries(f)
          .filter(([, on]) => on)
          .map(([name]) => name),
  );
const ZWhere = z.record(z.string().max(100), z.unknown());

const ZScope = z.strictObject({
  where: ZWhere.optional(),
  order: ZOrder.optional(),
  limit: z.coerce.number().int().min(0).optional(),
  skip: z.coerce.number().int().min(0).max(MAX_SKIP).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_SKIP).optional(),
  fields: ZFields.optional(),
  include: z.unknown().optional(),
  // LoopBack's boolean, or the list of counts a page wants (the user's tabs): every count the model keeps is answered.
  includeCount: z
    .union([
      z.boolean(),
      z
        .array(z.string().max(100))
        .max(20)
        .transform((names) => names.length > 0),
    ])
    .optional(),
});

/** Relations one request may include, counted over every level after duplicates are dropped: each is one more query. */
export const MAX_INCLUDES = 10;
/** How deep `include` may nest through `scope.include` (LoopBack's nested includes). */
export const MAX_INCLUDE_DEPTH = 3;
/** How deep a filter's JSON may nest at all; and/or (8 levels in where.ts) and includes fit well inside it. */
export const MAX_NESTING = 40;

/**
 * Whether a parsed JSON value nests deeper than `max` objects and arrays, found without recursion, so a value
 * thousands of levels deep is measured (and refused) without overflowing the stack.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** LoopBack's include forms: a name, `{relation, scope}`, or the shorthand `{name: true | nested include}`; one list level. */
function includeEntries(value: unknown, path: string): [string, unknown, string][] {
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => {
      if (Array.isArray(v))
        throw badRequest(`${path}[${i}]: expected a relation name or {relation, scope}, not a list`);
      return includeEntries(v, `${path}[${i}]`);
    });
  }
  if (typeof value === 'string') return [[value, undefined, path]];
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if ('relation' in obj) {
      if (typeof obj.relation !== 'string') throw badRequest(`${path}.relation: expected a relation name`);
      return [[obj.relation, obj.scope, `${path}.scope`]];
    }
    // {city: true} includes city; {city: 'pack'} or {city: ['pack']} also includes the city's pack, as LoopBack reads it.
    return Object.entries(obj).flatMap(([relation, nested]): [string, unknown, string][] =>
      nested === false
        ? []
        : [[relation, nested === true || nested === null ? undefined : { include: nested }, `${path}.${relation}`]],
    );
  }
  throw badRequest(`${path}: expected a relation name, a list, or {relation, scope}`);
}

/**
 * Reads an `include` list: the same relation asked for twice is fetched once (twice with different scopes is refused,
 * as one answer field cannot hold both), nesting stops at MAX_INCLUDE_DEPTH, and `budget` counts relations across levels.
 */
/** Where a scope or include stands in the request: its path (for messages), nesting depth, and the include budget left. */
type TScopeAt = { path: string; depth: number; budget: { left: number; path: string } };

function parseInclude(value: unknown, { path, depth, budget }: TScopeAt): TInclude[] {
  if (value === undefined) return [];
  if (depth > MAX_INCLUDE_DEPTH) throw badRequest(`${path}: includes nest at most ${MAX_INCLUDE_DEPTH} levels deep`);
  const byName = new Map<string, { include: TInclude; raw: string; key: string }>();
  for (const [relation, rawScope, scopePath] of includeEntries(value, path)) {
    if (relation.length === 0 || relation.length > 100)
      throw badRequest(`${scopePath}: a relation name has 1 to 100 characters`);
    // Relation names are matched ignoring case (relation-query.ts), so City and city are one relation.
    const name = relation.toLowerCase();
    const raw = JSON.stringify(rawScope ?? {});
    const seen = byName.get(name);
    // A copy of an entry already read costs nothing more (400 copies of one include answer as fast as one).
    if (seen?.raw === raw) continue;
    // Nested relations are charged to the budget only if this entry is kept.
    const trial = { ...budget };
    const scope = parseScope(rawScope ?? {}, { path: scopePath, depth, budget: trial });
    const key = JSON.stringify(scope);
    if (seen) {
      if (seen.key !== key)
        throw badRequest(`${path}: "${relation}" is included twice with different scopes; include it once`);
      continue;
    }
    budget.left = trial.left - 1;
    if (budget.left < 0)
      throw badRequest(
        `${budget.path}: at most ${MAX_INCLUDES} relations may be included in one request, nested ones counted`,
      );
    byName.set(name, { include: { relation, scope: rawScope === undefined ? undefined : scope }, raw, key });
  }
  return [...byName.values()].map((v) => v.include);
}

/** A zod failure as one message, each problem named by where it stands in the request. */
const problemsAt = (error: z.ZodError, path: string) =>
  error.issues.map((i) => `${[path, ...i.path].join('.')}: ${i.message}`).join('; ');

function parseScope(value: unknown, at: TScopeAt): TFilter {
  const { path, depth, budget } = at;
  const parsed = ZScope.safeParse(value);
  if (!parsed.success) throw badRequest(problemsAt(parsed.error, path));
  const { offset, include, ...rest } = parsed.data;
  const filter: TFilter = { ...rest, skip: rest.skip ?? offset };
  if (filter.limit !== undefined) filter.limit = Math.min(filter.limit, MAX_LIMIT);
  filter.include = parseInclude(include, { path: `${path}.include`, depth: depth + 1, budget });
  return filter;
}

/** Whether a key or a text anywhere in a parsed JSON value holds U+0000. */
function holdsNul(value: unknown): boolean {
  let found = false;
  JSON.stringify(value, (key, v: unknown) => {
    if (key.includes('\0') || (typeof v === 'string' && v.includes('\0'))) found = true;
    return v;
  });
  return found;
}

/** A query parameter holding a JSON object (or the object itself); absent gives undefined. */
function jsonObjectParam(raw: unknown, name: string): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_FILTER_CHARS) throw badRequest(`${name} is longer than ${MAX_FILTER_CHARS} characters`);
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(`${name} is not valid JSON`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`${name} must be a JSON object`);
  // Before anything walks it: what follows (scopes compared as JSON, where.ts, error messages) may recurse.
  if (nestsDeeperThan(value, MAX_NESTING))
    throw badRequest(`${name} nests more than ${MAX_NESTING} levels deep; use fewer levels of and/or and include`);
  // PostgreSQL text cannot hold it: refused here, naming the parameter, before a search's first statement meets it.
  if (holdsNul(value)) throw badRequest(`${name}: text cannot hold the character U+0000`);
  return value as Record<string, unknown>;
}

/** Texts parsed lately, with what they gave: the console sends the same few dozen filters again and again. */
const parsedTexts = new LRUCache<string, { value: unknown }>({ max: 1000 });
/** Longer texts (long searches, big `inq` lists) are parsed each time rather than filling memory. */
const MAX_CACHED_TEXT = 4000;

/** Freezes what a parse gave, all the way down: it is shared by every request that sends the same text. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * `parse()` of a parameter's text, once per distinct text (and parameter name, which its messages carry): JSON parsing
 * and the zod checks cost a page of places a twentieth of its CPU. A text that fails is parsed (and refused) every time.
 */
function parsedOnce<T>(param: { kind: string; raw: unknown; name: string }, parse: () => T): T {
  const { kind, raw, name } = param;
  if (typeof raw !== 'string' || raw.length > MAX_CACHED_TEXT) return parse();
  const key = `${kind}\n${name}\n${raw}`;
  const known = parsedTexts.get(key);
  if (known) return known.value as T;
  const value = deepFreeze(parse());
  parsedTexts.set(key, { value });
  return value;
}

/**
 * Reads a LoopBack `filter` (JSON text or an already parsed object) into a checked shape; field names are checked later
 * against the model. The answer is frozen (a text's parse is shared, see parsedOnce): copy it to change it.
 */
export function parseFilter(raw: unknown, name = 'filter'): TFilter {
  return parsedOnce({ kind: 'filter', raw, name }, () => parseFilterNow(raw, name));
}

function parseFilterNow(raw: unknown, name: string): TFilter {
  const value = jsonObjectParam(raw, name);
  if (value === undefined) return {};
  const filter = parseScope(value, { path: name, depth: 0, budget: { left: MAX_INCLUDES, path: `${name}.include` } });
  checkWhereWork(filter, `${name}.where`);
  return filter;
}

/** Reads a `where` given on its own (count endpoints); frozen, as parseFilter's. */
export function parseWhere(raw: unknown, name = 'where'): TWhere | undefined {
  return parsedOnce({ kind: 'where', raw, name }, () => {
    const where = jsonObjectParam(raw, name) as TWhere | undefined;
    checkWhereOnlyWork(where, name);
    return where;
  });
}

/** Reads an `order` given on its own (the CSV export): "name ASC", "name ASC,id ASC" or a list, checked as a filter's. */
export function parseOrderParam(raw: unknown, name = 'order'): string[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  const parsed = ZOrder.safeParse(raw);
  if (!parsed.success) throw badRequest(problemsAt(parsed.error, name));
  return parsed.data;
}
