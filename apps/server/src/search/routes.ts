import type { FastifyInstance } from 'fastify';
import { searchCalls } from '@mise/contracts/special-calls';
import { serve } from '../crud/serve';
import {
  type TAdminAutocompleteHit,
  type TAutocompleteFilter,
  ZAutocompleteFilter,
} from '@mise/contracts/common/autocomplete';
import type { TConfig } from '../config';
import type { ModelRegistry } from '../crud/registry';
import type { Database } from '../db/client';
import { badRequest } from '../lib/http-error';
import { autocompleteStatement, type TStatement } from './autocomplete-sql';

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
    throw badRequest(
      parsed.error.issues
        .map((i) => (i.path.length > 0 ? `filter.${i.path.join('.')}: ${i.message}` : `filter: ${i.message}`))
        .join('; '),
    );
  }
  return parsed.data;
}

/**
 * The hits for a term, best first (exact name, name prefix, word prefix, near spelling; then shorter names, then id).
 * @example
 * await autocomplete(app.database, 'bak', { limit: 5, doc_type: 'Establishment' })
 */
export async function autocomplete(
  database: Database,
  term: string,
  filter: TAutocompleteFilter,
): Promise<TAdminAutocompleteHit[]> {
  if (term === '') return [];
  // Planning these statements (up to twenty-one small queries) costs more than running them, and their plans do not
  // depend on the term (index ranges and limits): a generic plan, made once per connection, is right for every term.
  const run = async (statement: TStatement) =>
    withEmails((await database.generic(statement.text, statement.values)).rows as TAdminAutocompleteHit[]);
  // Name prefixes first: when they fill the limit, the word and near-spelling branches could add nothing (they only
  // run while better ranks leave room), and a statement without them is a third cheaper to start.
  const prefixes = autocompleteStatement(term, filter, { prefixOnly: true });
  const hits = await run(prefixes);
  if (prefixes.complete || hits.length >= filter.limit) return hits;
  return run(autocompleteStatement(term, filter));
}

/** Only User hits carry `email`: a statement that also searched users gave the other hits an empty one. */
function withEmails(hits: TAdminAutocompleteHit[]): TAdminAutocompleteHit[] {
  for (const hit of hits) if (hit.doc_type !== 'User' && 'email' in hit) delete hit.email;
  return hits;
}

/** `GET users/admin-autocomplete` (part 1 §7): suggestions for search boxes, pickers and mentions. */
export async function searchRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  // A static path, so it wins over the generic GET users/:id whatever the registration order.
  serve(app, searchCalls.adminAutocomplete, async (req) =>
    autocomplete(app.database, req.query.term, parseAutocompleteFilter(req.query.filter)),
  );
}
