import type { z } from 'zod';
import { badRequest } from './http-error';

/**
 * Reads a JSON query parameter (LoopBack's `?filter=`) with its schema; every problem is a 400 naming the part at fault.
 * @example
 * const { where, limit } = parseJsonQuery(req.query.filter, ZPlaceFilter, { missing: 'filter: give {where}' });
 */
export function parseJsonQuery<S extends z.ZodType>(
  raw: string | undefined,
  schema: S,
  opts: { name?: string; missing?: string } = {},
): z.output<S> {
  const name = opts.name ?? 'filter';
  if (!raw) {
    if (opts.missing) throw badRequest(opts.missing);
    raw = '{}';
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(`${name}: not valid JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw badRequest(parsed.error.issues.map((i) => `${[name, ...i.path].join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}
