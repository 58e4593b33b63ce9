import { z } from 'zod';
import { MENTION_DOC_TYPES, SEARCH_DOC_TYPES, type TMentionDocType, type TSearchDocType } from '../registry';
import { zRefId } from './fields';

/** The doc types autocomplete searches (part 1 §3 Autocomplete hit), by LoopBack model name (`search.mentions`). */
export const DOC_TYPES = MENTION_DOC_TYPES;
export type TDocType = TMentionDocType;
/**
 * Every doc type the admin search answers: the content types above (mentions link to them; a call without doc_type
 * searches only them) and the console's own ones, asked for by name (part 2 §7 "Reviews", "Users").
 */
export const ADMIN_DOC_TYPES = SEARCH_DOC_TYPES;
export type TAdminDocType = TSearchDocType;

/** Most hits one call answers (part 1 §9). */
export const AUTOCOMPLETE_LIMIT = 30;
/** Hits the mention box asks for (part 1 §7). */
export const AUTOCOMPLETE_MENTION_LIMIT = 5;
/** Suggestions are asked for this long after the last keystroke (part 1 §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** Longest search term, after trimming. */
export const AUTOCOMPLETE_TERM_MAX = 100;

const zDocType = z.enum(ADMIN_DOC_TYPES, { error: `doc_type: expected one of ${ADMIN_DOC_TYPES.join(', ')}` });

/**
 * The `filter` of `GET users/admin-autocomplete`, sent as JSON in the query string.
 * `destinationId` keeps hits to one city: places, landmarks, eatineraries and explore lists by their city, dishes and
 * cuisines by the city's dishes and cuisines tabs, cities to that city itself.
 * @example
 * ZAutocompleteFilter.parse({ doc_type: 'Establishment', limit: 5, destinationId: 12 })
 */
export const ZAutocompleteFilter = z.strictObject({
  doc_type: z.union([zDocType, z.array(zDocType).min(1).max(ADMIN_DOC_TYPES.length)]).optional(),
  limit: z.number().int().min(1).max(AUTOCOMPLETE_LIMIT).default(AUTOCOMPLETE_LIMIT),
  destinationId: zRefId.optional(),
  isPublished: z.boolean().optional(),
});
export type TAutocompleteFilter = z.infer<typeof ZAutocompleteFilter>;

/**
 * The query string of `GET users/admin-autocomplete`: the term as typed (trimmed; empty answers no hits) and the filter as JSON.
 * @example
 * `users/admin-autocomplete?term=bak&filter=${encodeURIComponent(JSON.stringify({ doc_type: ['Establishment'], limit: 30 }))}`
 */
export const ZAutocompleteQuery = z.object({
  term: z.string().trim().max(AUTOCOMPLETE_TERM_MAX, `term: at most ${AUTOCOMPLETE_TERM_MAX} characters`).default(''),
  filter: z.string().max(2000).optional(),
});
export type TAutocompleteQuery = z.infer<typeof ZAutocompleteQuery>;

/**
 * One hit, best first. `destinationId` / `destinationName` name the item's city where it has one (places, landmarks,
 * eatineraries, explore lists), so pickers can show it; `slug` is null for eatineraries, which have none.
 * @example
 * { id: 7, slug: 'bakery-zed-7', doc_type: 'Establishment', name: 'Bakery Zed', destinationId: 3, destinationName: 'Lyon' }
 */
export const ZAutocompleteHit = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  doc_type: z.enum(DOC_TYPES),
  name: z.string(),
  destinationId: z.number().int().nullable(),
  destinationName: z.string().nullable(),
});
export type TAutocompleteHit = z.infer<typeof ZAutocompleteHit>;

/**
 * A hit of any admin doc type: a User hit also carries the user's `email` (its name may be empty or shared); other hits
 * have no `email` key. Users and user reviews have no city and no slug.
 * @example
 * { id: 42, slug: null, doc_type: 'User', name: 'Ann Lee', email: 'ann@example.com', destinationId: null, destinationName: null }
 */
export const ZAdminAutocompleteHit = ZAutocompleteHit.extend({
  doc_type: z.enum(ADMIN_DOC_TYPES),
  email: z.string().optional(),
});
export type TAdminAutocompleteHit = z.infer<typeof ZAdminAutocompleteHit>;
