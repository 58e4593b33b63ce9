import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type TAutocompleteFilter, type TAutocompleteHit, ZAutocompleteFilter, ZAutocompleteQuery } from '@mise/contracts/common/autocomplete';
import type { TConfig } from '../config';
import type { ModelRegistry } from '../crud/registry';
import type { Db } from '../db/client';
import { badRequest } from '../lib/http-error';
import { autocompleteSql } from './autocomplete-sql';

/** Reads the JSON `filter` of an autocomplete call; a bad one is a 400 saying what to fix. */
export function parseAutocompleteFilter(raw: string | undefined): TAutocompleteFilter {
  let value: unknown = {};
  if (raw !== undefined && raw.trim() !== '') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('filter is not valid JSON');
    }
  }
  const parsed = ZAutocompleteFilter.safeParse(value);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues.map((i) => (i.path.length > 0 ? `filter.${i.path.join('.')}: ${i.message}` : `filter: ${i.message}`)).join('; '));
  }
  return parsed.data;
}

/**
 * The hits for a term, best first (exact name, name prefix, word prefix, near spelling; then shorter names, then id).
 * @example
 * await autocomplete(app.db, 'bak', { limit: 5, doc_type: 'Establishment' })
 */
export async function autocomplete(db: Db, term: string, filter: TAutocompleteFilter): Promise<TAutocompleteHit[]> {
  if (term === '') return [];
  const query = autocompleteSql(term, filter);
  return db.transaction(async (tx) => {
    // Planning this statement afresh (twenty-one small queries) costs 5–25 ms, more than running it; its plan does not
    // depend on the term (index ranges and limits), so the plan a prepared statement caches is the right one for every term.
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    const result = (await tx.execute(query)) as unknown as { rows: TAutocompleteHit[] } | TAutocompleteHit[];
    return Array.isArray(result) ? result : result.rows;
  });
}

/** `GET users/admin-autocomplete` (part 1 §7): suggestions for search boxes, pickers and mentions. */
export async function searchRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A static path, so it wins over the generic GET users/:id whatever the registration order.
  r.get('/users/admin-autocomplete', { schema: { tags: ['User'], querystring: ZAutocompleteQuery } }, async (req) =>
    autocomplete(app.db, req.query.term, parseAutocompleteFilter(req.query.filter)),
  );
}
