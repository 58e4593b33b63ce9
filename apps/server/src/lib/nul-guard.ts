import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './http-error';

/** Deeper than any form nests; a body nested further is refused by the routes' own schemas. */
const MAX_DEPTH = 32;

/** The path of the first string in `value` that holds U+0000, or undefined. */
export function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text; without this check such a value reached the database and came back as an
 * error that named no field. Every body and query is checked once, before validation, for every route.
 * @example
 * refuseNulCharacters(app) // POST {"byline":"a\u0000b"} → 400 "byline: text cannot hold the character U+0000"
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const where = nulPath(request.body, '') ?? nulPath(request.query, '');
    if (where) throw badRequest(`${where}: text cannot hold the character U+0000`);
  });
}
