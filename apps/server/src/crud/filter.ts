import { z } from 'zod';
import { badRequest } from '../lib/http-error';

/** Largest page any list answers; a bigger `limit` is lowered to it. */
export const MAX_LIMIT = 1000;
/** Deepest `skip` accepted; deeper paging is a crawl, which the CSV export serves. */
export const MAX_SKIP = 10_000_000;
const MAX_FILTER_CHARS = 20_000;

export type TWhere = Record<string, unknown>;
export type TInclude = { relation: string; scope?: TScope };
export type TScope = { where?: TWhere; order?: string[]; limit?: number; skip?: number; fields?: string[] };
export type TFilter = TScope & { include?: TInclude[]; includeCount?: boolean };

const ZOrder = z.union([z.string().max(200), z.array(z.string().max(200)).max(10)]).transform((o) => (Array.isArray(o) ? o : o.split(',')));
const ZFields = z.union([z.array(z.string().max(100)).max(200), z.record(z.string().max(100), z.boolean())]).transform((f) =>
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
  includeCount: z.boolean().optional(),
});

function parseInclude(value: unknown, path: string): TInclude[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [{ relation: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => parseInclude(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.relation === 'string') {
      const scope = obj.scope === undefined ? undefined : parseScope(obj.scope, `${path}.scope`);
      return [{ relation: obj.relation, scope }];
    }
    // LoopBack's shorthand: {relation: true} or {relation: 'nested'}; only one level is supported.
    return Object.keys(obj).map((relation) => ({ relation }));
  }
  throw badRequest(`${path}: expected a relation name, a list, or {relation, scope}`);
}

function parseScope(value: unknown, path: string): TFilter {
  const parsed = ZScope.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${[path, ...i.path].join('.')}: ${i.message}`).join('; ');
    throw badRequest(problems);
  }
  const { offset, include, ...rest } = parsed.data;
  const filter: TFilter = { ...rest, skip: rest.skip ?? offset };
  if (filter.limit !== undefined) filter.limit = Math.min(filter.limit, MAX_LIMIT);
  filter.include = parseInclude(include, `${path}.include`);
  return filter;
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
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(`${name} must be a JSON object`);
  return value as Record<string, unknown>;
}

/** Reads a LoopBack `filter` (JSON text or an already parsed object) into a checked shape; field names are checked later against the model. */
export function parseFilter(raw: unknown, name = 'filter'): TFilter {
  const value = jsonObjectParam(raw, name);
  return value === undefined ? {} : parseScope(value, name);
}

/** Reads a `where` given on its own (count endpoints). */
export function parseWhere(raw: unknown, name = 'where'): TWhere | undefined {
  return jsonObjectParam(raw, name) as TWhere | undefined;
}
