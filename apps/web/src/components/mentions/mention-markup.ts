import type { TAutocompleteHit, TDocType } from '@mise/contracts/common/autocomplete';
import type { TMention } from '@mise/contracts/common/mention';

// The stored format and the editing rules live in the contracts (shared with the server and unit-tested there).
export {
  applyDisplayEdit,
  insertMention,
  MENTION_TRIGGER,
  mentionDisplayText,
  mentionQueryAt,
  mentionRanges,
  mentionsIn,
  parseMentions,
  serialiseMention,
  type TMention,
  type TMentionSegment,
} from '@mise/contracts/common/mention';

/** The console area each doc type opens in (part 1 §2 menu slugs). */
const AREA_OF: Record<TDocType, string> = {
  Destination: 'cities',
  Establishment: 'places',
  FoodDrink: 'dishes',
  Cuisine: 'cuisines',
  Landmark: 'landmarks',
  List: 'explore',
  Eateries: 'eatineraries',
};

/** How a doc type reads to staff. */
export const DOC_TYPE_LABELS: Record<TDocType, string> = {
  Destination: 'City',
  Establishment: 'Place',
  FoodDrink: 'Dish',
  Cuisine: 'Cuisine',
  Landmark: 'Landmark',
  List: 'Explore list',
  Eateries: 'Eatinerary',
};

/**
 * The mention an autocomplete hit stands for.
 * @example
 * hitToMention({ id: 7, slug: 'fig-7', doc_type: 'Establishment', name: 'Fig', destinationId: 3, destinationName: 'Lyon' })
 * // { name: 'Fig', id: 7, docType: 'Establishment' }
 */
export function hitToMention(hit: Pick<TAutocompleteHit, 'id' | 'name' | 'doc_type'>): TMention {
  return { name: hit.name, id: hit.id, docType: hit.doc_type };
}

/**
 * The console page of a mentioned item.
 * @example
 * mentionHref({ name: 'Lyon', id: 2, docType: 'Destination' }) // '/dashboard/cities/2/details'
 */
export function mentionHref(mention: TMention): string {
  return `/dashboard/${AREA_OF[mention.docType]}/${mention.id}/details`;
}
