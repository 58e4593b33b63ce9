import { DOC_TYPES, type TAutocompleteHit, type TDocType } from '@mise/contracts/common/autocomplete';
import { typeOfModel } from '@mise/contracts/registry';
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

/** A doc type's registry entry: every mentionable type has a menu entry, hence a console area. */
const typeOf = (docType: TDocType) => {
  const type = typeOfModel(docType);
  if (!type?.menu) throw new Error(`${docType}: a doc type without a menu entry in the registry`);
  return { ...type, menu: type.menu };
};

/** How a doc type reads to staff (the registry's `label`). */
export const DOC_TYPE_LABELS = Object.fromEntries(
  DOC_TYPES.map((docType) => [docType, typeOf(docType).label]),
) as Record<TDocType, string>;

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
  return `/dashboard/${typeOf(mention.docType).menu.slug}/${mention.id}/details`;
}
