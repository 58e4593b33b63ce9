import type { TWireRecord } from '@mise/contracts/common/wire';
import type { tagResource } from '@mise/contracts/resources/tag';
import { TAG_CATEGORY_FILTERS, type tagCategoryResource } from '@mise/contracts/resources/tag-category';
import type { TChoice } from '../../components/resource/list/filter-panel';

export type TTag = TWireRecord<typeof tagResource>;
/** A category as the page lists it: with its tags in their order. */
export type TCategory = TWireRecord<typeof tagCategoryResource> & { tags: TTag[] };

/** A tag as shown in one category: the same tag may sit in several, and is picked in each apart. */
export type TPick = { categoryId: number; tagId: number };
export const pickKey = ({ categoryId, tagId }: TPick) => `${categoryId}:${tagId}`;

/** The filter popover's choices (part 2 §9), each narrowing the tags shown through the include scope. */
export const FILTER_CHOICES: readonly TChoice[] = TAG_CATEGORY_FILTERS.map((label) => ({ value: label, label }));
const TAG_WHERE: Record<string, object | undefined> = {
  All: undefined,
  'Show To Users': { showToUsers: true },
  'Appears on filters': { applyOnFilters: true },
};

/** The list call (part 2 §7): by order, with tags, filtered by the search text over category names and the filter. */
export function categoriesFilter(search: string, filter: string) {
  const text = search.trim();
  const tagWhere = TAG_WHERE[filter];
  return {
    order: 'order ASC',
    limit: 1000,
    ...(text ? { where: { name: { ilike: `%${text.replace(/[\\%_]/g, '\\$&')}%` } } } : {}),
    include: { relation: 'tags', scope: { limit: 1000, ...(tagWhere ? { where: tagWhere } : {}) } },
  };
}
