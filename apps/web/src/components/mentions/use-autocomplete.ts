import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_LIMIT,
  DOC_TYPES,
  type TAdminAutocompleteHit,
  type TAutocompleteFilter,
  type TAutocompleteHit,
  type TDocType,
} from '@mise/contracts/common/autocomplete';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../lib/client';
import { useDebounced } from '../../lib/use-debounced';

export type TAutocompleteOptions = {
  /** The text typed so far; blank asks nothing. */
  term: string;
  docType?: TDocType | TDocType[];
  /** At most 30 (part 1 §9); the mention box asks for 5. */
  limit?: number;
  /** Keeps hits to one city. */
  destinationId?: number;
  isPublished?: boolean;
  enabled?: boolean;
};

const CONTENT_DOC_TYPES: ReadonlySet<string> = new Set(DOC_TYPES);
/**
 * A hit of a content type. The call answers any admin doc type, but one asking for content types only (or for none, which
 * searches only them) answers nothing else, so this keeps every hit and types it as a content hit.
 */
const isContentHit = (hit: TAdminAutocompleteHit): hit is TAdminAutocompleteHit & TAutocompleteHit =>
  CONTENT_DOC_TYPES.has(hit.doc_type);

/**
 * Suggestions from `GET users/admin-autocomplete?term=&filter={doc_type, limit, destinationId}`, asked 500 ms after
 * the last keystroke (part 1 §7, §9). `isWaiting` is true while typing has not settled or the call runs.
 * @example
 * const { hits } = useAutocomplete({ term, docType: 'Establishment', destinationId: cityId });
 */
export function useAutocomplete({
  term,
  docType,
  limit = AUTOCOMPLETE_LIMIT,
  destinationId,
  isPublished,
  enabled = true,
}: TAutocompleteOptions) {
  const trimmed = term.trim();
  const settled = useDebounced(trimmed, AUTOCOMPLETE_DEBOUNCE_MS);
  const filter: TAutocompleteFilter = {
    limit: Math.min(limit, AUTOCOMPLETE_LIMIT),
    ...(docType ? { doc_type: docType } : {}),
    ...(destinationId ? { destinationId } : {}),
    ...(isPublished === undefined ? {} : { isPublished }),
  };
  const active = enabled && settled !== '' && settled === trimmed;
  const query = useQuery({
    ...client.user.adminAutocomplete.options({ query: { term: settled, filter } }),
    select: (hits) => hits.filter(isContentHit),
    enabled: active,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  return {
    hits: active ? (query.data ?? []) : [],
    isWaiting: enabled && trimmed !== '' && (settled !== trimmed || query.isFetching),
    error: query.error,
    /** The term the hits answer. */
    term: settled,
  };
}
