import type { TResourceDef } from '@mise/contracts/common/resource';
import { client, resourceClient } from '../../../lib/client';
import { type TCandidateSource, pickerFields, pickerItemOf, pickerSecondary } from './candidate-source';

/** The most hits autocomplete answers (part 1 §9); a name search pages through them. */
const AUTOCOMPLETE_HITS = 30;

/**
 * The candidates of a type whose registry entry says `picker.autocomplete` (users; issue 15 point 6: the pickers search
 * by type): a name through `users/admin-autocomplete` with the model as doc type (typo-tolerant, the 30 best hits, paged
 * here), a term holding '@' in the secondary field (an e-mail) and no term through the generic list and count, name ASC.
 * @example
 * useRelationPicker({ resource: userResource }) // searches through autocompleteCandidates(userResource)
 */
export function autocompleteCandidates(resource: TResourceDef): TCandidateSource {
  const secondary = pickerSecondary(resource);
  const calls = resourceClient(resource);
  return {
    key: [...client.user.adminAutocomplete.key(), { docType: resource.model }],
    page: async ({ term, skip, limit, signal }) => {
      if (term && !term.includes('@')) {
        const filter = { doc_type: resource.model, limit: AUTOCOMPLETE_HITS };
        const hits = await client.user.adminAutocomplete({ query: { term, filter }, signal });
        return { items: hits.slice(skip, skip + limit).map((hit) => pickerItemOf(hit, secondary)), count: hits.length };
      }
      const where = term && secondary ? { [secondary]: { search: term } } : undefined;
      const fields = pickerFields(resource);
      const [rows, count] = await Promise.all([
        calls.list({ query: { filter: { fields, order: 'name ASC', limit, skip, where } }, signal }),
        calls.count({ query: { where }, signal }),
      ]);
      return { items: rows.map((row) => pickerItemOf(row, secondary)), count: count.count };
    },
  };
}
